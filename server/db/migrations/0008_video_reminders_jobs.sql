CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"dedupe_key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_attempts_ck" CHECK (attempts >= 0 and max_attempts >= 1)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_connectcode" text;--> statement-breakpoint
CREATE FUNCTION "meadow_connect_code"() RETURNS text LANGUAGE sql VOLATILE AS $$ SELECT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') $$;--> statement-breakpoint
CREATE FUNCTION "appointments_connect_codes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new row always gets its own codes (a row copied from another must not share its session);
  -- an updated row keeps its codes, and gets them when it becomes a Connect appointment.
  IF TG_OP = 'INSERT' THEN
    NEW.connectcode := NULL;
    NEW.client_connectcode := NULL;
    -- Likewise a Secure Video room name: any value given on insert only asks for one, never names it.
    IF NEW.secure_video_session_id IS NOT NULL THEN
      NEW.secure_video_session_id := meadow_connect_code();
    END IF;
  END IF;
  IF NEW.is_connect AND NEW.connectcode IS NULL THEN
    NEW.connectcode := meadow_connect_code();
  END IF;
  IF NEW.is_connect AND NEW.client_connectcode IS NULL THEN
    NEW.client_connectcode := meadow_connect_code();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "appointments_connect_codes" BEFORE INSERT OR UPDATE OF is_connect, connectcode, client_connectcode ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_connect_codes"();--> statement-breakpoint
UPDATE "appointments" SET "connectcode" = CASE WHEN "is_connect" THEN meadow_connect_code() END, "client_connectcode" = CASE WHEN "is_connect" THEN meadow_connect_code() END, "secure_video_session_id" = CASE WHEN "secure_video_session_id" IS NOT NULL AND NOT "is_connect" AND "is_video" THEN meadow_connect_code() END;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key_uq" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE done_at is null;--> statement-breakpoint
CREATE INDEX "jobs_done_idx" ON "jobs" USING btree ("done_at");--> statement-breakpoint
CREATE INDEX "appointments_reminder_due_idx" ON "appointments" USING btree ("starts_at") WHERE video_invitepref in ('E', 'S') and not is_cancelled and not is_deleted;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_connectcode_uq" ON "appointments" USING btree ("connectcode");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_client_connectcode_uq" ON "appointments" USING btree ("client_connectcode");