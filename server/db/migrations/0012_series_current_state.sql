-- What a never-ending series is now, for the rows the extension job adds (issue 25 item 2).
-- Existing series: the columns of their latest live row (what the job copied until now) and materialised
-- through their last row, live or deleted (a deleted last occurrence must not come back).
ALTER TABLE "appointment_series" ADD COLUMN "occurrence_values" jsonb;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD COLUMN "is_cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD COLUMN "materialised_until" date;--> statement-breakpoint
UPDATE "appointment_series" s SET "materialised_until" = coalesce((SELECT max(a.app_date) FROM "appointments" a WHERE a.series_id = s.id), s.starts_from);--> statement-breakpoint
UPDATE "appointment_series" s SET "occurrence_values" = (
  SELECT jsonb_build_object(
    'providerId', t.provider_id, 'timezone', t.timezone, 'isAllDay', t.is_all_day, 'type', t.type,
    'isVideo', t.is_video, 'isConnect', t.is_connect, 'isSecureVideo', t.secure_video_session_id IS NOT NULL,
    'clientId', t.client_id, 'clientType', t.client_type, 'othereventId', t.otherevent_id, 'othereventType', t.otherevent_type,
    'officeLocationId', t.office_location_id, 'customLocation', t.custom_location, 'notes', t.notes, 'clientNote', t.client_note,
    'videoInvitepref', t.video_invitepref, 'createdBy', t.created_by)
    FROM "appointments" t
   WHERE t.series_id = s.id AND NOT t.is_deleted
   ORDER BY t.app_date DESC, t.is_cancelled, t.id DESC
   LIMIT 1);--> statement-breakpoint
ALTER TABLE "appointment_series" ALTER COLUMN "materialised_until" SET NOT NULL;
