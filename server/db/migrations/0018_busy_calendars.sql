CREATE TABLE "busy_calendars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "busy_calendars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"url" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"event_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "busy_intervals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "busy_intervals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"calendar_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "busy_intervals_order" CHECK ("busy_intervals"."ends_at" > "busy_intervals"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "busy_calendars" ADD CONSTRAINT "busy_calendars_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_intervals" ADD CONSTRAINT "busy_intervals_calendar_id_busy_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."busy_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "busy_calendars_provider_idx" ON "busy_calendars" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "busy_intervals_provider_starts_idx" ON "busy_intervals" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE INDEX "busy_intervals_calendar_idx" ON "busy_intervals" USING btree ("calendar_id");