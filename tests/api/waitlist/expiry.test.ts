/**
 * The waitlist's sweep job (issue 29): an entry past its latest date (in
 * its own zone) becomes 'expired', its open offer with it; an entry whose
 * latest date is today still waits. An offer past its hold expires, its
 * entry waits again, and the time goes to the next fitting entry, not back
 * to the same one. (The hold passing under a moved clock, through the
 * messages, is in waitlist-flow.test.ts.)
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WAITLIST_JOBS } from '../../../domain/contract/waitlist';
import { enqueue } from '../../../server/jobs/queue';
import { build, login } from '../helper';
import { seedIds } from '../routes/appointment/write-helpers';
import { entryFor, freshEntry, leaveAll, openOffer } from './waitlist-fixtures';
import { entryStatus } from './waitlist-kit';

const t = build();

const rows = async <T>(q: ReturnType<typeof sql>): Promise<T[]> => ((await t.app.db.execute(q)) as unknown as { rows: T[] }).rows;

/** Runs the sweep and whatever it enqueued (bounded). */
async function sweep(): Promise<void> {
  await enqueue(t.app.db, WAITLIST_JOBS.sweep, {});
  for (let round = 0; round < 20; round += 1) {
    await t.app.jobs.drain();
    const [left] = await rows<{ n: number }>(sql`select count(*)::int as n from jobs where done_at is null and attempts < max_attempts and run_at <= now() and kind like 'waitlist:%'`);
    if (left!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A date `days` from today in New York (the fixtures' entries' zone), as YYYY-MM-DD. */
const nyDate = (days: number): string => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

const offerStatus = async (id: number): Promise<string> => (await rows<{ status: string }>(sql`select status from waitlist_offers where id = ${id}::int`))[0]!.status;

describe('waitlist sweep', () => {
  it('given entries whose latest date was yesterday, is today, or has an open offer, should expire those past it (and the offer), and keep today\'s waiting', async () => {
    const { rivera } = await seedIds(t.app);
    const [past, today, offered] = [await freshEntry(t.app, rivera), await freshEntry(t.app, rivera), await freshEntry(t.app, rivera)];
    const offer = await openOffer(t.app, offered);
    // The offer's own hold is far ahead: only the entry's date ends it.
    await t.app.db.execute(sql`update waitlist_offers set expires_at = now() + interval '1 day' where id = ${offer.offerId}::int`);
    for (const [id, days] of [[past, -1], [today, 0], [offered, -1]] as const) {
      await t.app.db.execute(sql`update waitlist_entries set latest_date = ${nyDate(days)}::date where id = ${id}::int`);
    }
    await sweep();
    expect(await entryStatus(t.app, past)).toBe('expired');
    expect(await entryStatus(t.app, today)).toBe('waiting');
    expect(await entryStatus(t.app, offered)).toBe('expired');
    expect(await offerStatus(offer.offerId)).toBe('expired');
  });

  it('given an offer past its hold and another fitting entry, should expire the offer, let its entry wait, and offer the time to the other entry only', async () => {
    const { rivera } = await seedIds(t.app);
    await t.app.db.execute(sql`update waitlist_entries set status = 'removed' where provider_id = ${rivera}::int and status in ('waiting', 'offered')`);
    const first = await freshEntry(t.app, rivera);
    const offer = await openOffer(t.app, first);
    const next = await freshEntry(t.app, rivera);
    await t.app.db.execute(sql`update waitlist_offers set expires_at = now() - interval '1 minute' where id = ${offer.offerId}::int`);
    const [slot] = await rows<{ slot_start: string | Date }>(sql`select slot_start from waitlist_offers where id = ${offer.offerId}::int`);

    await sweep();
    expect(await offerStatus(offer.offerId)).toBe('expired');
    expect(await entryStatus(t.app, first)).toBe('waiting');
    expect(await entryStatus(t.app, next)).toBe('offered');
    const open = await rows<{ entry_id: number; slot_start: string | Date }>(
      sql`select entry_id, slot_start from waitlist_offers where provider_id = ${rivera}::int and status = 'open'`,
    );
    expect(open.map((o) => [o.entry_id, new Date(o.slot_start).toISOString()])).toEqual([[next, new Date(slot!.slot_start).toISOString()]]);
  });

  it('given an entry holding an open offer, when it leaves the list (the client from the portal, or staff remove it), should pass the time to the next fitting entry', async () => {
    const { rivera, client } = await seedIds(t.app);
    const [alex, staff] = [await login(t.app, 'alex.client'), await login(t.app, 'dr.rivera')];
    const leaving = [
      { label: 'portal leave', end: async (_entry: number) => t.app.inject({ method: 'DELETE', url: `/api/waitlist/leave/${rivera}`, headers: alex.headers }) },
      { label: 'staff remove', end: async (entry: number) => t.app.inject({ method: 'DELETE', url: `/api/waitlist/remove/${entry}`, headers: staff.headers }) },
    ];
    for (const { label, end } of leaving) {
      await t.app.db.execute(sql`update waitlist_entries set status = 'removed' where provider_id = ${rivera}::int and status in ('waiting', 'offered')`);
      await leaveAll(t.app, 'client', client['Alex']!);
      const holder = await entryFor(t.app, rivera, 'client', client['Alex']!);
      const offer = await openOffer(t.app, holder);
      // The hold is far ahead: only the leaving ends the offer.
      await t.app.db.execute(sql`update waitlist_offers set expires_at = slot_start where id = ${offer.offerId}::int`);
      const next = await freshEntry(t.app, rivera);
      const res = await end(holder);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
      expect(await offerStatus(offer.offerId)).toBe('expired');
      await sweep();
      expect(await entryStatus(t.app, next), label).toBe('offered');
      const open = await rows<{ entry_id: number; slot_start: string | Date }>(
        sql`select o.entry_id, o.slot_start from waitlist_offers o join waitlist_offers x on x.id = ${offer.offerId}::int and x.slot_start = o.slot_start
             where o.provider_id = ${rivera}::int and o.status = 'open'`,
      );
      expect(open.map((o) => o.entry_id), label).toEqual([next]);
    }
  });
});
