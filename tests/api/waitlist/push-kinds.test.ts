/**
 * The waitlist's pushes (issue 29) as the push tests check the other kinds
 * (tests/api/push/delivery.test.ts): a real push service on 127.0.0.1,
 * each subscriber decrypting with its own keys. An offer pushes
 * 'waitlistOffer' to the portal client offered; when another entry takes the
 * time, 'waitlistOfferTaken' to them and 'waitlistSlotFilled' to the
 * provider's team. Each payload is exactly pushPayloadFor(kind): no name,
 * note, day or time, nor the link's token.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayloadFor, type PushKind } from '../../../domain/contract/push';
import { newOfferToken, offerTokenHash } from '../../../server/waitlist/offer-token';
import { build, login, type Login } from '../helper';
import { newSubscriber, type PushService, type ReceivedPush, startPushService, type Subscriber } from '../push/push-service';
import { localAt, NY } from '../reminders/reminder-kit';
import { remove, seedIds } from '../routes/appointment/write-helpers';
import { addEntry, bookEvening, clearEvening, eveningAt, newClient } from './waitlist-kit';

const t = build({ pushSubject: 'mailto:ops@practice.example' });
let service: PushService;
let rivera: Login;
let sam: Login;
let alex: Login;
const subscriber: Record<'rivera' | 'sam' | 'alex', Subscriber> = {} as never;
const NOTE = 'Panic disorder follow-up';

beforeAll(async () => {
  service = await startPushService();
  [rivera, sam, alex] = (await Promise.all(['dr.rivera', 'sam.staff', 'alex.client'].map((u) => login(t.app, u)))) as [Login, Login, Login];
  for (const [name, who] of [['rivera', rivera], ['sam', sam], ['alex', alex]] as const) {
    subscriber[name] = newSubscriber(service, `${name}-${who.userId}`);
    const res = await t.app.inject({ method: 'POST', url: '/api/subscription/add', headers: who.headers, payload: subscriber[name].subscription });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await service?.close();
});

/** Runs a trigger, drains the jobs it led to (bounded), and answers the waitlist's pushes received meanwhile. */
async function waitlistPushesOf(trigger: () => Promise<void>): Promise<ReceivedPush[]> {
  await t.app.jobs.drain();
  const from = service.received.length;
  await trigger();
  for (let round = 0; round < 20; round += 1) {
    await t.app.jobs.drain();
    const left = await t.app.db.execute(sql`select count(*)::int as n from jobs where done_at is null and attempts < max_attempts and run_at <= now()`);
    if ((left as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return service.received.slice(from).filter((p) => String(p.headers['topic']).startsWith('waitlist'));
}

/** Nothing readable on the wire, and nothing but the kind inside. */
function checkPush(push: ReceivedPush, to: Subscriber, kind: PushKind, secrets: readonly string[]): void {
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(push.headers['topic']).toBe(kind);
  for (const secret of secrets) expect(push.body.includes(Buffer.from(secret))).toBe(false);
  const payload = to.decrypt(push.body);
  expect(payload).toEqual(pushPayloadFor(kind));
  const text = JSON.stringify(payload);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

const kinds = (pushes: ReceivedPush[]) => pushes.map((p) => `${p.name} ${String(p.headers['topic'])}`).sort();

describe('waitlist pushes', () => {
  it('given alex.client and another client offered one evening at once, should push the offer, then the time taken to alex and the slot filled to the team, each only its kind', async () => {
    const ids = await seedIds(t.app);
    const alexClient = ids.client['Alex']!;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/waitlist/settings/${ids.rivera}`,
      headers: rivera.headers,
      payload: { offer_mode: 'all_at_once', hold_minutes: 30, show_provider_name: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const at = eveningAt(3);
    await clearEvening(t.app, ids.rivera, at);
    await t.app.db.execute(sql`update waitlist_entries set status = 'removed' where provider_id = ${ids.rivera}::int and status in ('waiting', 'offered')`);
    await addEntry(t.app, rivera, ids.rivera, alexClient);
    const rival = await newClient(t.app, ids.rivera, 'push-rival');
    await addEntry(t.app, rivera, ids.rivera, rival.id);
    const booked = await bookEvening(t.app, rivera, ids.rivera, (await newClient(t.app, ids.rivera, 'push-other')).id, at);
    await t.app.db.execute(sql`update appointments set notes = ${NOTE} where id = ${booked}::int`);

    const l = localAt(at, NY);
    const when = [`${l.start[0]}:00`, `${String(l.start[0]).padStart(2, '0')}:00`, '8:00', String(l.date[0]), `${l.date[1]}/${l.date[2]}`];
    const secrets = ['Alex', 'Morgan', 'Rivera', 'Hawthorne', 'Wren', 'Panic', 'disorder', ...when];

    const offered = await waitlistPushesOf(async () => {
      expect((await remove(t.app, rivera, booked, 'single', 'cancel')).statusCode).toBe(200);
    });
    // The rival has no portal account: only alex hears of the offer.
    expect(kinds(offered)).toEqual([`${subscriber.alex.name} waitlistOffer`]);
    checkPush(offered[0]!, subscriber.alex, 'waitlistOffer', secrets);

    // The rival's link (the test names its token: the SMS went to the log) takes the time.
    const token = newOfferToken();
    const r = await t.app.db.execute(sql`
      update waitlist_offers o set token_hash = ${offerTokenHash(token)}
        from waitlist_entries e
       where e.id = o.entry_id and e.contact_kind = 'client' and e.contact_id = ${rival.id}::int and o.status = 'open'
      returning o.id`);
    expect((r as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    const taken = await waitlistPushesOf(async () => {
      const res = await t.app.inject({ method: 'POST', url: `/api/waitlist/offer/${token}/accept` });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(kinds(taken)).toEqual(
      [`${subscriber.alex.name} waitlistOfferTaken`, `${subscriber.rivera.name} waitlistSlotFilled`, `${subscriber.sam.name} waitlistSlotFilled`].sort(),
    );
    checkPush(taken.find((p) => p.name === subscriber.alex.name)!, subscriber.alex, 'waitlistOfferTaken', secrets);
    for (const who of [subscriber.rivera, subscriber.sam]) {
      checkPush(taken.find((p) => p.name === who.name)!, who, 'waitlistSlotFilled', [...secrets, token]);
    }
  });
});
