/**
 * Waitlist rows made straight in the database for the authorization matrix
 * and the hostile-input run (issue 29): each call gets a record of its own,
 * so one role's allowed write does not change what the next role finds.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newOfferToken, offerTokenHash } from '../../../server/waitlist/offer-token';

const rows = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;
let n = 0;

/** A new client of the provider on its waitlist (evening wishes): the entry's id. */
export async function freshEntry(app: FastifyInstance, providerId: number): Promise<number> {
  n += 1;
  const [client] = rows<{ id: number }>(
    await app.db.execute(sql`
      insert into clients (provider_id, first_name, last_name, timezone) values (${providerId}::int, 'Matrix', ${`Waitlist ${n}`}, 'America/New_York')
      returning id`),
  );
  return entryFor(app, providerId, 'client', client!.id);
}

export async function entryFor(app: FastifyInstance, providerId: number, kind: 'client' | 'person', contactId: number): Promise<number> {
  const [existing] = rows<{ id: number }>(
    await app.db.execute(sql`
      select id from waitlist_entries where provider_id = ${providerId}::int and contact_kind = ${kind} and contact_id = ${contactId}::int
         and status in ('waiting', 'offered')`),
  );
  if (existing) return existing.id;
  const [entry] = rows<{ id: number }>(
    await app.db.execute(sql`
      insert into waitlist_entries (provider_id, contact_kind, contact_id, days, windows, location_kinds, length_minutes, timezone, added_by)
      values (${providerId}::int, ${kind}, ${contactId}::int, '{0,1,2,3,4,5,6}'::int[], '[{"start_minute":1140,"end_minute":1320}]'::jsonb,
              '{office,video,phone}'::text[], 50, 'America/New_York', 'staff')
      returning id`),
  );
  return entry!.id;
}

/** An open offer of the entry for an evening years ahead (nothing else is there): its id and link token. */
export async function openOffer(app: FastifyInstance, entryId: number): Promise<{ offerId: number; token: string }> {
  n += 1;
  const token = newOfferToken();
  const start = new Date(Date.UTC(2031, 0, 1 + (n % 300), 1, 0));
  await app.db.execute(sql`update waitlist_offers set status = 'expired' where entry_id = ${entryId}::int and status = 'open'`);
  const [offer] = rows<{ id: number }>(
    await app.db.execute(sql`
      insert into waitlist_offers (entry_id, provider_id, slot_start, slot_end, timezone, location_kind, token_hash, expires_at)
      select ${entryId}::int, provider_id, ${start.toISOString()}::timestamptz, ${new Date(start.getTime() + 3_600_000).toISOString()}::timestamptz,
             'America/New_York', 'video', ${offerTokenHash(token)}, ${start.toISOString()}::timestamptz
        from waitlist_entries where id = ${entryId}::int
      returning id`),
  );
  await app.db.execute(sql`update waitlist_entries set status = 'offered' where id = ${entryId}::int`);
  return { offerId: offer!.id, token };
}

/** The portal user's own client row with the provider (alex.client's), or null. */
export async function portalClientId(app: FastifyInstance, userId: number): Promise<{ id: number; providerId: number } | null> {
  const [row] = rows<{ id: number; provider_id: number }>(await app.db.execute(sql`select id, provider_id from clients where user_id = ${userId}::int`));
  return row ? { id: row.id, providerId: row.provider_id } : null;
}

/** Takes the contact off every waitlist (so a join can be made again). */
export async function leaveAll(app: FastifyInstance, kind: 'client' | 'person', contactId: number): Promise<void> {
  await app.db.execute(sql`
    update waitlist_entries set status = 'removed' where contact_kind = ${kind} and contact_id = ${contactId}::int and status in ('waiting', 'offered')`);
}
