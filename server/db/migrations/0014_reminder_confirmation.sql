ALTER TABLE "users" ADD COLUMN "cancellation_window_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "practice_phone" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "confirmation_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cancellation_window_ck" CHECK (cancellation_window_hours between 0 and 720);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_confirmation_ck" CHECK (confirmation_status in ('none', 'confirmed', 'cancelled'));