/**
 * Issue 29, the race across processes: two server processes (A and B) on one
 * PostgreSQL database. The practice offers all at once, so one freed evening
 * holds two open offers (made by the servers' own workers from a staff
 * cancel); both are accepted at the same instant, one through each process.
 * Exactly one appointment is stored, the other answer is the kind 409, never
 * a 5xx. Then a link accept races a staff booking of the same time through
 * the other process: never a double booking.
 *
 * The offers' link tokens reach clients by SMS and e-mail from the server
 * processes; the test cannot read those, so once the workers made the offers
 * it gives each a token of its own (only the hash is stored).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { openDatabase } from '../../../server/db/client';
import { messages } from '../../../domain/messages';
import { newOfferToken, offerTokenHash } from '../../../server/waitlist/offer-token';
import type { StartedServer } from '../../server-process';
import { type FreshDatabase, freshDatabase, usingPostgres } from '../helper';
import { localAt, NY } from '../reminders/reminder-kit';
import { oneOff } from '../routes/appointment/write-helpers';
import { type Answer, call, freePort, loginAt, rowsOf, type Session, startOn, waitUntil } from '../resilience/kit';
import { eveningAt, eveningWishes } from './waitlist-kit';

const skipReason = usingPostgres ? null : 'two processes must share one database: runs with DATABASE_URL (npm run test:api:pg)';

/** Rounds of each race: each on an evening of its own. */
const ROUNDS = 3;

describe.skipIf(skipReason !== null)(`waitlist: two server processes race for one time${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let fresh: FreshDatabase | undefined;
  let db: Database | undefined;
  const servers: StartedServer[] = [];
  let a = '';
  let b = '';
  let staff: Session;
  let providerId = 0;
  let clientN = 0;

  const newClient = async (): Promise<number> => {
    clientN += 1;
    const [row] = await rowsOf<{ id: number }>(
      db!,
      sql`insert into clients (provider_id, first_name, last_name, reminder_pref, timezone)
          values (${providerId}::int, 'Race', ${`Client ${clientN}`}, 'N', ${NY}) returning id`,
    );
    return row!.id;
  };

  const staffBooking = (contactId: number, at: Date, allowOverlap: boolean) => {
    const t = localAt(at, NY);
    return {
      json: {
        ...oneOff({ providerId, contactId, date: t.date, start: t.start, end: [t.start[0] + 1, t.start[1]] }),
        timezone: NY,
        allow_overlap: allowOverlap,
        video_invitepref: 'N',
      },
    };
  };

  const liveAt = (at: Date) =>
    rowsOf<{ id: number; client_id: number | null }>(
      db!,
      sql`select id, client_id from appointments
           where provider_id = ${providerId}::int and not is_deleted and not is_cancelled
             and starts_at < ${new Date(at.getTime() + 3_600_000).toISOString()}::timestamptz and ${at.toISOString()}::timestamptz < ends_at`,
    );

  /** Two waiting entries, a staff booking cancelled: the servers' workers offer the evening to both. Answers the two tokens. */
  async function twoOffersFor(at: Date): Promise<string[]> {
    await db!.db.execute(sql`
      update appointments set is_deleted = true
       where provider_id = ${providerId}::int and starts_at < ${new Date(at.getTime() + 3 * 3_600_000).toISOString()}::timestamptz
         and ${new Date(at.getTime() - 3_600_000).toISOString()}::timestamptz < ends_at`);
    // Earlier rounds' entries leave the list: only this round's two fit.
    await db!.db.execute(sql`update waitlist_entries set status = 'removed' where provider_id = ${providerId}::int and status in ('waiting', 'offered')`);
    for (const _ of [1, 2]) {
      const added = await call(a, staff, 'POST', '/api/waitlist/add', {
        json: { provider_id: providerId, contact: { kind: 'client', id: await newClient() }, wishes: eveningWishes },
      });
      expect(added?.status, JSON.stringify(added?.body)).toBe(200);
    }
    const booked = await call(a, staff, 'POST', '/api/appointment/add', staffBooking(await newClient(), at, true));
    expect(booked?.status, JSON.stringify(booked?.body)).toBe(200);
    const id = (booked!.body as { res: { id: number } }).res.id;
    const cancelled = await call(b, staff, 'DELETE', `/api/appointment/delete/${id}/single/cancel`);
    expect(cancelled?.status, JSON.stringify(cancelled?.body)).toBe(200);
    const openOffers = () =>
      rowsOf<{ id: number }>(db!, sql`select id from waitlist_offers where provider_id = ${providerId}::int and status = 'open' and slot_start = ${at.toISOString()}::timestamptz`);
    expect(await waitUntil(async () => (await openOffers()).length === 2, 30_000, 100)).toBe(true);
    const tokens: string[] = [];
    for (const o of await openOffers()) {
      const token = newOfferToken();
      await db!.db.execute(sql`update waitlist_offers set token_hash = ${offerTokenHash(token)} where id = ${o.id}::int`);
      tokens.push(token);
    }
    return tokens;
  }

  const noServerError = (answers: (Answer | null)[]) => {
    for (const x of answers) {
      expect(x, 'every call answered').not.toBeNull();
      expect(x!.status, JSON.stringify(x!.body)).toBeLessThan(500);
    }
  };

  beforeAll(async () => {
    fresh = await freshDatabase();
    const env = {
      DATABASE_URL: fresh.url,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `meadow-test-wl-${randomBytes(4).toString('hex')}` } : {}),
      RATE_LIMIT_MAX: '1000000',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    servers.push(...(await Promise.all([startOn(portA, env), startOn(portB, env)])));
    [a, b] = servers.map((s) => s.base) as [string, string];
    db = await openDatabase({ url: fresh.url!, poolSize: 2, migrate: false });
    staff = await loginAt(a, 'dr.rivera');
    providerId = staff.userId;
    const saved = await call(a, staff, 'PUT', `/api/waitlist/settings/${providerId}`, {
      json: { offer_mode: 'all_at_once', hold_minutes: 30, show_provider_name: false },
    });
    expect(saved?.status, JSON.stringify(saved?.body)).toBe(200);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
    await fresh?.drop();
  }, 60_000);

  it('given two open offers of one evening, when both are accepted at the same instant through two processes, should book exactly one and answer the other 409 kindly', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const at = eveningAt(3 + round);
      const [t1, t2] = (await twoOffersFor(at)) as [string, string];
      const answers = await Promise.all([
        call(a, null, 'POST', `/api/waitlist/offer/${t1}/accept`),
        call(b, null, 'POST', `/api/waitlist/offer/${t2}/accept`),
      ]);
      noServerError(answers);
      expect(answers.map((x) => x!.status).sort(), JSON.stringify(answers)).toEqual([200, 409]);
      expect(answers.find((x) => x!.status === 409)!.body).toEqual({ message: messages.waitlistOfferTaken });
      expect(await liveAt(at)).toHaveLength(1);
      const statuses = await rowsOf<{ status: string }>(
        db!,
        sql`select status from waitlist_offers where provider_id = ${providerId}::int and slot_start = ${at.toISOString()}::timestamptz order by status`,
      );
      expect(statuses.map((s) => s.status)).toEqual(['accepted', 'taken']);
    }
  }, 240_000);

  it('given an open offer, when its link accept and a staff booking of the same time race through two processes, should never book the time twice', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const at = eveningAt(7 + round);
      const [token] = (await twoOffersFor(at)) as [string, string];
      const other = await newClient();
      // Alternate which process takes which side.
      const [linkBase, staffBase] = round % 2 === 0 ? [a, b] : [b, a];
      const [accept, booking] = await Promise.all([
        call(linkBase, null, 'POST', `/api/waitlist/offer/${token}/accept`),
        call(staffBase, staff, 'POST', '/api/appointment/add', staffBooking(other, at, false)),
      ]);
      noServerError([accept, booking]);
      // Exactly one of them wins; the loser is a 409 (the link kindly, staff with the overlap answer).
      expect([accept!.status, booking!.status].sort(), JSON.stringify([accept, booking])).toEqual([200, 409]);
      if (accept!.status === 409) expect(accept!.body).toEqual({ message: messages.waitlistOfferTaken });
      const live = await liveAt(at);
      expect(live).toHaveLength(1);
    }
  }, 240_000);

  it('given one open offer, when its link is accepted twice at the same instant through two processes, should book once and answer the other that it was already answered', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const at = eveningAt(11 + round);
      const [token] = (await twoOffersFor(at)) as [string, string];
      const answers = await Promise.all([a, b].map((base) => call(base, null, 'POST', `/api/waitlist/offer/${token}/accept`)));
      noServerError(answers);
      expect(answers.map((x) => x!.status).sort(), JSON.stringify(answers)).toEqual([200, 409]);
      expect(answers.find((x) => x!.status === 409)!.body).toEqual({ message: messages.waitlistOfferAnswered });
      expect(await liveAt(at)).toHaveLength(1);
    }
  }, 240_000);
});
