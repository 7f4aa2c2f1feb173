ALTER TABLE "appointment_series" ADD COLUMN "occurrence_count" integer;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_count_ck" CHECK (occurrence_count is null or (occurrence_count between 1 and 1830 and end_on is not null));
