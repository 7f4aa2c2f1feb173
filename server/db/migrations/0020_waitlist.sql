CREATE TABLE "waitlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"contact_kind" text NOT NULL,
	"contact_id" integer NOT NULL,
	"days" integer[] NOT NULL,
	"windows" jsonb NOT NULL,
	"location_kinds" text[] NOT NULL,
	"earliest_date" date,
	"latest_date" date,
	"length_minutes" integer NOT NULL,
	"timezone" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"added_by" text NOT NULL,
	"added_by_user" integer,
	"appointment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_ck" CHECK (status in ('waiting', 'offered', 'booked', 'expired', 'removed')),
	CONSTRAINT "waitlist_entries_kind_ck" CHECK (contact_kind in ('client', 'person')),
	CONSTRAINT "waitlist_entries_added_by_ck" CHECK (added_by in ('staff', 'client')),
	CONSTRAINT "waitlist_entries_length_ck" CHECK (length_minutes between 15 and 480),
	CONSTRAINT "waitlist_entries_priority_ck" CHECK (priority between 0 and 100),
	CONSTRAINT "waitlist_entries_dates_ck" CHECK (earliest_date is null or latest_date is null or earliest_date <= latest_date)
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"location_kind" text NOT NULL,
	"office_location_id" integer,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"appointment_id" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_status_ck" CHECK (status in ('open', 'accepted', 'taken', 'expired', 'declined')),
	CONSTRAINT "waitlist_offers_location_ck" CHECK (location_kind in ('office', 'video', 'phone')),
	CONSTRAINT "waitlist_offers_range_ck" CHECK (slot_end > slot_start)
);
--> statement-breakpoint
CREATE TABLE "waitlist_settings" (
	"practice_id" integer PRIMARY KEY NOT NULL,
	"offer_mode" text DEFAULT 'one_at_a_time' NOT NULL,
	"hold_minutes" integer DEFAULT 30 NOT NULL,
	"show_provider_name" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_settings_mode_ck" CHECK (offer_mode in ('one_at_a_time', 'all_at_once')),
	CONSTRAINT "waitlist_settings_hold_ck" CHECK (hold_minutes between 5 and 1440)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_added_by_user_users_id_fk" FOREIGN KEY ("added_by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_settings" ADD CONSTRAINT "waitlist_settings_practice_id_users_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_provider_idx" ON "waitlist_entries" USING btree ("provider_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_active_uq" ON "waitlist_entries" USING btree ("provider_id","contact_kind","contact_id") WHERE status in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_token_uq" ON "waitlist_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_open_uq" ON "waitlist_offers" USING btree ("entry_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_slot_idx" ON "waitlist_offers" USING btree ("provider_id","slot_start");--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_expiry_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE status = 'open';