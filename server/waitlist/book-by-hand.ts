/**
 * Staff book an entry by hand (issue 29): a day and start in the entry's
 * zone, a length (the entry's by default) and where; one transaction, the
 * same booking as an accepted offer (offer-flow.ts bookEntry).
 */
import type { WaitlistBookBody, WaitlistEntry } from '../../domain/contract/waitlist';
import { localToInstant } from '../../domain/appointments/local-time';
import { entryIsActive } from '../../domain/waitlist/statuses';
import type { Db } from '../db/client';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../repositories/appointments/sql-arrays';
import { bookEntry, type BookingOutcome } from './offer-flow';
import { lockProvider } from '../repositories/appointments/appointment-writes-repository';

export type HandBookingOutcome = BookingOutcome | { kind: 'closed' };

export async function bookByHand(db: Db, entry: WaitlistEntry, body: WaitlistBookBody, actorId: number): Promise<HandBookingOutcome> {
  const [year, month, day] = body.date.split('-').map(Number) as [number, number, number];
  const zone = entry.wishes.timezone;
  const start = localToInstant({ year, month, day }, { hour: Math.floor(body.start_minute / 60), minute: body.start_minute % 60 }, zone);
  const end = new Date(start.getTime() + (body.length_minutes ?? entry.wishes.length_minutes) * 60_000);
  return db.transaction(async (tx): Promise<HandBookingOutcome> => {
    // The provider's write lock, then the entry's row (the order every waitlist write keeps): a concurrent
    // accept of its offer and this booking cannot both book it.
    await lockProvider(tx, entry.provider_id);
    const [row] = rowsOf<{ status: WaitlistEntry['status'] }>(
      await tx.execute(sql`select status from waitlist_entries where id = ${entry.id}::int for update`),
    );
    if (!row || !entryIsActive(row.status)) return { kind: 'closed' };
    return bookEntry(
      tx,
      entry.id,
      { providerId: entry.provider_id, contactKind: entry.contact.kind, contactId: entry.contact.id, start, end, timezone: zone, locationKind: body.location_kind, officeLocationId: null },
      actorId,
      body.allow_overlap,
    );
  });
}
