CREATE TABLE "phone_selected" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_selected_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"person_id" integer,
	"otherevent_id" integer,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_selected_one_target_ck" CHECK (num_nonnulls(person_id, otherevent_id) = 1)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(first_name || ' ' || last_name || ' ' || first_name, NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(first_name || ' ' || last_name || ' ' || first_name, NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(name, NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(name, NFD), '[\u0300-\u036f]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_selected" ADD CONSTRAINT "phone_selected_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_selected" ADD CONSTRAINT "phone_selected_person_id_clients_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_selected" ADD CONSTRAINT "phone_selected_otherevent_id_persons_id_fk" FOREIGN KEY ("otherevent_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_selected_user_client_uq" ON "phone_selected" USING btree ("user_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_selected_user_person_uq" ON "phone_selected" USING btree ("user_id","otherevent_id");--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "persons_search_trgm_idx" ON "persons" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_search_trgm_idx" ON "events" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "groups_search_trgm_idx" ON "groups" USING gin ("search_name" gin_trgm_ops);