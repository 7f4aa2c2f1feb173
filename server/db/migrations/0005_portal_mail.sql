CREATE TABLE "mail_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailbox_entries" DROP CONSTRAINT "mailbox_entries_box_ck";--> statement-breakpoint
ALTER TABLE "mailbox_entries" DROP CONSTRAINT "mailbox_entries_folder_id_mail_folders_id_fk";
--> statement-breakpoint
DROP INDEX "mailbox_entries_user_box_idx";--> statement-breakpoint
DROP INDEX "mailbox_entries_user_unread_idx";--> statement-breakpoint
DROP INDEX "mail_folders_user_name_uq";--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "preview" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "attachment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "search_subject" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(subject, NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD COLUMN "provider_id" integer;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD COLUMN "trashed_from" integer;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD COLUMN "trashed_folder_id" integer;--> statement-breakpoint
UPDATE "mailbox_entries" SET "provider_id" = m."provider_id" FROM "mail_messages" m WHERE m."id" = "mailbox_entries"."message_id";--> statement-breakpoint
UPDATE "mail_messages" SET "preview" = left(btrim(regexp_replace(regexp_replace("body", '<[^>]*>', ' ', 'g'), '\s+', ' ', 'g')), 140);--> statement-breakpoint
UPDATE "mailbox_entries" SET "box" = 1 WHERE "box" = 4;--> statement-breakpoint
UPDATE "mailbox_entries" SET "trashed_from" = 1 WHERE "box" = 3;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_signatures" ADD CONSTRAINT "mail_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_message_idx" ON "mail_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_signatures_user_idx" ON "mail_signatures" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_trashed_folder_id_mail_folders_id_fk" FOREIGN KEY ("trashed_folder_id") REFERENCES "public"."mail_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_folder_id_mail_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."mail_folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_subject_trgm_idx" ON "mail_messages" USING gin ("search_subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_messages_provider_time_idx" ON "mail_messages" USING btree ("provider_id",coalesce("sent_at", "updated_at"));--> statement-breakpoint
CREATE INDEX "mailbox_entries_list_idx" ON "mailbox_entries" USING btree ("user_id","provider_id","box","id","read_status");--> statement-breakpoint
CREATE INDEX "mailbox_entries_unread_idx" ON "mailbox_entries" USING btree ("user_id","provider_id","id") WHERE read_status = 0 and box in (1, 5);--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_entries_user_message_uq" ON "mailbox_entries" USING btree ("user_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_folders_user_name_uq" ON "mail_folders" USING btree ("user_id",lower("name"));--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_trash_ck" CHECK ((box = 3) = (trashed_from is not null));--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_box_ck" CHECK (box in (0, 1, 2, 3, 4, 5) and box <> 4);