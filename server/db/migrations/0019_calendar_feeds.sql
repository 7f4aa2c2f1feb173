CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_hash" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"title_style" text DEFAULT 'appointment' NOT NULL,
	"show_kind" boolean DEFAULT true NOT NULL,
	"include_join_link" boolean DEFAULT false NOT NULL,
	"rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_title_style_ck" CHECK (title_style in ('appointment', 'initials', 'clientNumber', 'firstName', 'fullName')),
	CONSTRAINT "calendar_feeds_enabled_ck" CHECK (not enabled or secret_hash is not null)
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_secret_hash_uq" ON "calendar_feeds" USING btree ("secret_hash");