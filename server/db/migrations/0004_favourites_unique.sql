DROP INDEX "favourites_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_client_uq" ON "favourites" USING btree ("user_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_person_uq" ON "favourites" USING btree ("user_id","otherevent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_group_uq" ON "favourites" USING btree ("user_id","groupappointment_id");