ALTER TABLE "appointments" DROP CONSTRAINT "appointments_invitepref_ck";--> statement-breakpoint
DROP INDEX "appointments_reminder_due_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_lead_minutes" integer DEFAULT 2880 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_second_lead_minutes" integer DEFAULT 120;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_name_provider" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "reminder_pref" text DEFAULT 'E' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "reminder_pref" text DEFAULT 'E' NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_reminder_due_idx" ON "appointments" USING btree ("starts_at") WHERE video_invitepref <> 'N' and not is_cancelled and not is_deleted;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_leads_ck" CHECK (reminder_lead_minutes in (15, 30, 60, 120, 180, 240, 360, 720, 1440, 2880, 4320, 10080) and (reminder_second_lead_minutes is null
  or (reminder_second_lead_minutes in (15, 30, 60, 120, 180, 240, 360, 720, 1440, 2880, 4320, 10080) and reminder_second_lead_minutes <> reminder_lead_minutes)));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_reminder_pref_ck" CHECK (reminder_pref in ('E', 'S', 'B', 'N'));--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_reminder_pref_ck" CHECK (reminder_pref in ('E', 'S', 'B', 'N'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_invitepref_ck" CHECK (video_invitepref in ('E', 'S', 'B', 'N'));