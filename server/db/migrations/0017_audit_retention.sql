-- Audit retention (issue 30 item 9): the trail stays append-only, except that
-- an event older than six years (6 × 365 + 2 days, server/audit/audit-retention.ts)
-- may be deleted, by the daily pruning job. The database itself refuses to
-- delete anything younger, whoever asks; UPDATE and TRUNCATE stay refused.
CREATE OR REPLACE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND OLD."at" < now() - interval '2192 days' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'audit_events is append-only';
END $$;
