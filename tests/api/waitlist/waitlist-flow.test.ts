/**
 * The waitlist loop (issue 29) through the real routes and jobs: a staff
 * cancel frees an evening, the job offers it (one at a time, by priority),
 * the hold expires and the next entry gets it, the link books it exactly as
 * staff would; all at once, two accepts at the same instant give one
 * booking; an accept after staff rebooked the time books nothing. Offers'
 * e-mail (real SMTP capture) and SMS carry no names or notes.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WAITLIST_JOBS, waitlistListResponse, waitlistOfferResponse } from '../../../domain/contract/waitlist';
import { messages } from '../../../domain/messages';
import { expectMessage, login } from '../helper';
import { buildReminderApp } from '../reminders/reminder-kit';
import { remove, seedIds } from '../routes/appointment/write-helpers';
import { enqueue } from '../../../server/jobs/queue';
import { addEntry, bookEvening, clearEvening, newClient, entryStatus, eveningAt, liveAt, tokensIn } from './waitlist-kit';

let shift = 0;
// The waitlist's jobs only: the outbox's pushes of the staff writes go nowhere here.
const kit = buildReminderApp({}, () => new Date(Date.now() + shift), Object.values(WAITLIST_JOBS));

const jobsOf = async (kind: string): Promise<number> => {
  const r = await kit.app.db.execute(sql`select count(*)::int as n from jobs where kind = ${kind}`);
  return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

/**
 * Drains the worker until no due job is left (at most 20 rounds). On PostgreSQL a write's commit may land
 * a moment after its answer (the pool), so one drain right after a request can find its job not yet there.
 */
async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    await kit.worker.drain();
    const left = await kit.app.db.execute(sql`select count(*)::int as n from jobs where done_at is null and attempts < max_attempts and run_at <= now() and kind like 'waitlist:%'`);
    if ((left as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('waitlist: one at a time', () => {
  it('given two evening entries and a cancelled evening, should offer the higher priority first, pass it on when the hold ends, and book the accept', async () => {
    const app = kit.app;
    const ids = await seedIds(app);
    const staff = await login(app, 'dr.rivera');
    const contactA = await newClient(app, ids.rivera, 'entry-a');
    const contactB = await newClient(app, ids.rivera, 'entry-b');
    const [a, b, other] = [contactA.id, contactB.id, (await newClient(app, ids.rivera, 'other-1')).id];
    const at = eveningAt(3);
    await clearEvening(app, ids.rivera, at);

    const entryA = await addEntry(app, staff, ids.rivera, a);
    const entryB = await addEntry(app, staff, ids.rivera, b);
    const priority = await app.inject({ method: 'PUT', url: `/api/waitlist/priority/${entryB}`, headers: staff.headers, payload: { priority: 10 } });
    expect(priority.statusCode, priority.body).toBe(200);
    const list = waitlistListResponse.parse((await app.inject({ method: 'GET', url: `/api/waitlist/list/${ids.rivera}`, headers: staff.headers })).json());
    expect(list.entries.map((e) => e.id)).toEqual([entryB, entryA]);

    const booked = await bookEvening(app, staff, ids.rivera, other, at);
    await app.db.execute(sql`update appointments set notes = 'Panic disorder follow-up' where id = ${booked}::int`);
    const before = await jobsOf('waitlist:slot-freed');
    expect((await remove(app, staff, booked, 'single', 'cancel')).statusCode).toBe(200);
    expect(await jobsOf('waitlist:slot-freed')).toBe(before + 1);

    await settle();
    expect(await entryStatus(app, entryB)).toBe('offered');
    expect(await entryStatus(app, entryA)).toBe('waiting');
    const smsB = kit.sms.filter((m) => m.to.endsWith(contactB.phone));
    expect(smsB).toHaveLength(1);
    const [tokenB] = tokensIn(smsB[0]!.body);
    expect(tokenB).toBeDefined();
    const mailB = await kit.smtp.waitFor(1);
    expect(mailB[0]!.to).toContain(contactB.email);
    for (const text of [smsB[0]!.body, mailB[0]!.raw]) {
      expect(text).not.toMatch(/Rivera|Hawthorne|Wren|Panic|disorder/i);
    }

    const look = await app.inject({ method: 'GET', url: `/api/waitlist/offer/${tokenB}` });
    const view = waitlistOfferResponse.parse(look.json()).offer;
    expect(view).toMatchObject({ status: 'open', provider_name: null, location_kind: 'office' });
    expect(JSON.stringify(view)).not.toMatch(/Rivera|Panic/);

    // The hold (30 minutes) ends: B waits again, A is offered the same time.
    shift = 31 * 60_000;
    await enqueue(app.db, 'waitlist:sweep', {});
    await settle();
    expect(await entryStatus(app, entryB)).toBe('waiting');
    expect(await entryStatus(app, entryA)).toBe('offered');
    expectMessage(await app.inject({ method: 'POST', url: `/api/waitlist/offer/${tokenB}/accept` }), 409, messages.waitlistOfferExpired);
    const smsA = kit.sms.filter((m) => m.to.endsWith(contactA.phone));
    const [tokenA] = tokensIn(smsA.at(-1)!.body);

    const accept = await app.inject({ method: 'POST', url: `/api/waitlist/offer/${tokenA}/accept` });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(waitlistOfferResponse.parse(accept.json()).offer.status).toBe('accepted');
    expect(await entryStatus(app, entryA)).toBe('booked');
    const live = await liveAt(app, ids.rivera, at);
    expect(live).toHaveLength(1);
    expect(live[0]!.client_id).toBe(a);
    // Single use.
    expectMessage(await app.inject({ method: 'POST', url: `/api/waitlist/offer/${tokenA}/accept` }), 409, messages.waitlistOfferAnswered);
    // Audited, without a user (the trail is written in batches: flushed first).
    await app.auditTrail.flush();
    const audit = await app.db.execute(sql`select count(*)::int as n from audit_events where record_id like 'waitlist-offer-%'`);
    expect((audit as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    shift = 0;
  });
});

describe('waitlist: all at once', () => {
  it('given two fitting entries offered at once, when both accept at the same instant, should book exactly one and tell the other kindly', async () => {
    const app = kit.app;
    const ids = await seedIds(app);
    const staff = await login(app, 'dr.rivera');
    const cc = await newClient(app, ids.rivera, 'entry-c');
    const dd = await newClient(app, ids.rivera, 'entry-d');
    const [c, d, other] = [cc.id, dd.id, (await newClient(app, ids.rivera, 'other-2')).id];
    const save = await app.inject({
      method: 'PUT',
      url: `/api/waitlist/settings/${ids.rivera}`,
      headers: staff.headers,
      payload: { offer_mode: 'all_at_once', hold_minutes: 30, show_provider_name: false },
    });
    expect(save.statusCode, save.body).toBe(200);
    const at = eveningAt(5);
    await clearEvening(app, ids.rivera, at);
    const entryC = await addEntry(app, staff, ids.rivera, c);
    const entryD = await addEntry(app, staff, ids.rivera, d);
    const booked = await bookEvening(app, staff, ids.rivera, other, at);
    expect((await remove(app, staff, booked, 'single', 'delete')).statusCode).toBe(200);
    kit.sms.length = 0;
    await settle();
    expect(await entryStatus(app, entryC)).toBe('offered');
    expect(await entryStatus(app, entryD)).toBe('offered');
    // Everyone waiting who fits is offered (the first test's B too); C and D race.
    const tokens = kit.sms.filter((m) => m.to.endsWith(cc.phone) || m.to.endsWith(dd.phone)).flatMap((m) => tokensIn(m.body));
    expect(tokens).toHaveLength(2);

    const answers = await Promise.all(tokens.map((t) => app.inject({ method: 'POST', url: `/api/waitlist/offer/${t}/accept` })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ message: messages.waitlistOfferTaken });
    expect(await liveAt(app, ids.rivera, at)).toHaveLength(1);
    expect([await entryStatus(app, entryC), await entryStatus(app, entryD)].sort()).toEqual(['booked', 'waiting']);
  });

  it('given an open offer, when staff book the time first, should refuse the accept and book nothing twice', async () => {
    const app = kit.app;
    const ids = await seedIds(app);
    const staff = await login(app, 'dr.rivera');
    const ee = await newClient(app, ids.rivera, 'entry-e');
    const [e, other] = [ee.id, (await newClient(app, ids.rivera, 'other-3')).id];
    const at = eveningAt(6);
    await clearEvening(app, ids.rivera, at);
    const entryE = await addEntry(app, staff, ids.rivera, e);
    const booked = await bookEvening(app, staff, ids.rivera, other, at);
    expect((await remove(app, staff, booked, 'single', 'cancel')).statusCode).toBe(200);
    kit.sms.length = 0;
    await settle();
    const [token] = kit.sms.filter((m) => m.to.endsWith(ee.phone)).flatMap((m) => tokensIn(m.body));
    expect(token).toBeDefined();
    await bookEvening(app, staff, ids.rivera, other, at);
    expectMessage(await app.inject({ method: 'POST', url: `/api/waitlist/offer/${token}/accept` }), 409, messages.waitlistOfferTaken);
    expect(await liveAt(app, ids.rivera, at)).toHaveLength(1);
    expect(await entryStatus(app, entryE)).toBe('waiting');
  });
});
