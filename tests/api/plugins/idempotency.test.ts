import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_TTL_MS, idempotentCalls, isIdempotentCall } from '../../../domain/contract/idempotency';
import { messages } from '../../../domain/messages';
import type { Tx } from '../../../server/db/client';
import { type PendingKey, runWithPendingKey } from '../../../server/db/idempotent-writes';
import { appointments, clients, events, idempotencyKeys } from '../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../helper';
import { oneOff, seedIds as appointmentIds, type Ids } from '../routes/appointment/write-helpers';
import { clientForm, seedIds as contactIds, type SeedIds } from '../routes/clients/client-fixture';
import { compose, loginDemo, mailApi, mailRowCounts, multipart, type DemoUsers } from '../routes/mail/mail-api';

/**
 * Idempotency-Key on create calls (issue 13, plugins/idempotency.ts and
 * db/idempotent-writes.ts): a retry with the key of a write that committed
 * answers that write instead of making a second one.
 */
const t = build();
const mail = mailApi(t);
let rivera: Login;
let sam: Login;
let ids: Ids;
let contacts: SeedIds;
let demo: DemoUsers;

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  sam = await login(t.app, 'sam.staff');
  ids = await appointmentIds(t.app);
  contacts = await contactIds(t.app);
  demo = await loginDemo(t);
});

const REPLAYED = 'idempotent-replayed';
let keyCount = 0;
/** A key no other test uses. */
const newKey = () => `test-key-${++keyCount}-${Date.now()}`;

const send = (auth: Login, method: 'POST' | 'PUT', url: string, payload: object, key?: string) =>
  t.app.inject({ method, url, payload, headers: { ...auth.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) } });

const addClient = (auth: Login, lastName: string, key?: string) =>
  // An e-mail of its own: one already on another contact is refused (spec 5).
  send(auth, 'POST', '/api/clients/add', { ...clientForm(contacts), lastName, email: [`${lastName.toLowerCase()}@example.com`] }, key);
const addEvent = (auth: Login, name: string, key?: string) =>
  send(auth, 'POST', '/api/events/add', { name, providerID: contacts.rivera }, key);

const clientsNamed = async (lastName: string) => (await t.app.db.select({ n: count() }).from(clients).where(eq(clients.lastName, lastName)))[0]!.n;
const eventsNamed = async (name: string) => (await t.app.db.select({ n: count() }).from(events).where(eq(events.name, name)))[0]!.n;
const appointmentsOn = async (day: string) =>
  (await t.app.db.select({ n: count() }).from(appointments).where(and(eq(appointments.providerId, ids.rivera), eq(appointments.appDate, day))))[0]!
    .n;
const keyRows = (key: string) => t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

function expectFirst(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers[REPLAYED]).toBeUndefined();
}

describe('Idempotency-Key', () => {
  it('given the same appointment add twice with one key, should book once and answer the second with the first answer', async () => {
    const payload = oneOff({ providerId: ids.rivera, contactId: ids.client['Priya']!, date: [2032, 3, 3] });
    const key = newKey();
    const first = await send(rivera, 'POST', '/api/appointment/add', payload, key);
    expectFirst(first);
    const again = await send(rivera, 'POST', '/api/appointment/add', payload, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await appointmentsOn('2032-03-03')).toBe(1);
    const [row] = await keyRows(key);
    expect(row).toMatchObject({ userId: rivera.userId, statusCode: 200, completedAt: expect.any(Date) });
  });

  it('given a client add sent twice with one key, should add one client', async () => {
    const key = newKey();
    const first = await addClient(rivera, 'Twicesent', key);
    expectFirst(first);
    const again = await addClient(rivera, 'Twicesent', key);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await clientsNamed('Twicesent')).toBe(1);
  });

  it('given no key, should create on every call as before', async () => {
    expectFirst(await addEvent(rivera, 'Keyless group'));
    expectFirst(await addEvent(rivera, 'Keyless group'));
    expect(await eventsNamed('Keyless group')).toBe(2);
  });

  it('given five concurrent sends with one key, should create exactly one record; the others are told it was received, or replayed', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => addClient(rivera, 'Concurrent', key)));
    expect(await clientsNamed('Concurrent')).toBe(1);
    const created = answers.filter((r) => r.statusCode === 200 && r.headers[REPLAYED] === undefined);
    expect(created).toHaveLength(1);
    for (const res of answers) {
      if (res.statusCode === 409) expect(res.json()).toEqual({ message: messages.requestAlreadyReceived });
      else {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual(created[0]!.json());
      }
    }
  });

  it('given a duplicate that passed the look-up while the first was still writing, should refuse it in its transaction and roll it back', async () => {
    // What five concurrent sends do on PostgreSQL (all look the key up before any commits); PGlite runs them one by one, so hold the first open.
    const key = newKey();
    const pending = (): PendingKey => ({ userId: rivera.userId, key, fingerprint: 'POST /api/events/add f', state: 'open' });
    const write = (tx: Tx) => tx.insert(events).values({ providerId: contacts.rivera, name: 'Held open' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimed = () => {};
    const firstClaimed = new Promise<void>((resolve) => (claimed = resolve));
    const first = runWithPendingKey(pending(), () =>
      t.app.db.transaction(async (tx) => {
        await write(tx);
        claimed();
        await held;
      }),
    );
    await firstClaimed;
    const second = runWithPendingKey(pending(), () => t.app.db.transaction(async (tx) => write(tx)));
    // Both settled together: on PostgreSQL the second may be refused before the first's await resumes.
    setTimeout(release, 100);
    const [firstOutcome, secondOutcome] = await Promise.allSettled([first, second]);
    expect(firstOutcome.status).toBe('fulfilled');
    expect(secondOutcome).toMatchObject({ status: 'rejected', reason: { statusCode: 409, message: messages.requestAlreadyReceived } });
    expect(await eventsNamed('Held open')).toBe(1);
    expect(await keyRows(key)).toHaveLength(1);
  });

  it('given the same key with another body, should refuse with 422 and write nothing', async () => {
    const key = newKey();
    expectFirst(await addEvent(rivera, 'Reused key one', key));
    expectMessage(await addEvent(rivera, 'Reused key two', key), 422, messages.idempotencyKeyReused);
    expect(await eventsNamed('Reused key two')).toBe(0);
  });

  it("given user A's key, should not replay A's answer to user B", async () => {
    const key = newKey();
    const a = await addEvent(rivera, 'Shared key', key);
    expectFirst(a);
    const b = await addEvent(sam, 'Shared key', key);
    expectFirst(b);
    expect(b.json()).not.toEqual(a.json());
    expect(await eventsNamed('Shared key')).toBe(2);
  });

  it('given a request refused before its handler (400), should keep no key, so the corrected request goes through', async () => {
    const key = newKey();
    const res = await send(rivera, 'POST', '/api/events/add', { name: '', providerID: contacts.rivera }, key);
    expect(res.statusCode, res.body).toBe(400);
    expect(await keyRows(key)).toEqual([]);
    expectFirst(await addEvent(rivera, 'Corrected', key));
  });

  it('given a refusal after a committed transaction (the overlap question), should drop the key', async () => {
    const payload = oneOff({ providerId: ids.rivera, contactId: ids.client['Priya']!, date: [2032, 4, 4] });
    expectFirst(await send(rivera, 'POST', '/api/appointment/add', payload));
    const key = newKey();
    const overlap = await send(rivera, 'POST', '/api/appointment/add', payload, key);
    expect(overlap.statusCode, overlap.body).toBe(409);
    expect(overlap.json()).toMatchObject({ message: messages.overlapQuestion, overlap: true });
    expect(await keyRows(key)).toEqual([]);
    expectFirst(await send(rivera, 'POST', '/api/appointment/add', { ...payload, allow_overlap: true }, key));
    expect(await appointmentsOn('2032-04-04')).toBe(2);
  });

  it("given a client add refused inside its transaction (another provider's insurer), should keep no key", async () => {
    const key = newKey();
    const res = await send(rivera, 'POST', '/api/clients/add', { ...clientForm(contacts), lastName: 'Refused', insuranceCompany: contacts.pacific }, key);
    expect(res.statusCode, res.body).toBe(400);
    expect(await keyRows(key)).toEqual([]);
    expect(await clientsNamed('Refused')).toBe(0);
  });

  it('given a request whose transaction fails (a folder name taken), should leave no key', async () => {
    expect((await mail.addFolder(rivera, 'Taken name')).statusCode).toBe(200);
    const key = newKey();
    expectMessage(await send(rivera, 'POST', '/api/portalemail/folder', { name: 'Taken name' }, key), 409, messages.folderExists);
    expect(await keyRows(key)).toEqual([]);
  });

  it('given a key whose write committed but whose answer was never stored (a crash), should answer that the request was received', async () => {
    const key = newKey();
    expectFirst(await addEvent(rivera, 'Crashed answer', key));
    await t.app.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, completedAt: null })
      .where(eq(idempotencyKeys.key, key));
    expectMessage(await addEvent(rivera, 'Crashed answer', key), 409, messages.requestAlreadyReceived);
    expect(await eventsNamed('Crashed answer')).toBe(1);
  });

  it('given a key that is not 1-255 visible ASCII characters, should refuse with 400', async () => {
    for (const bad of ['', 'two words', 'x'.repeat(256)]) {
      expectMessage(await addEvent(rivera, 'Bad key', bad), 400, messages.idempotencyKeyInvalid);
    }
    expect(await eventsNamed('Bad key')).toBe(0);
    expectFirst(await addEvent(rivera, 'Longest key', 'x'.repeat(255)));
  });

  it('given a mail send twice with one key, should send once; another attachment with that key is refused', async () => {
    const fields = compose({ providerId: rivera.userId, to: [demo.alex.userId], subject: 'Sent once', body: '<p>Hello</p>' });
    const file = { name: 'notes.txt', data: 'first notes', type: 'text/plain' };
    const key = newKey();
    const post = async (files: { name: string; data: string; type: string }[]) => {
      const { payload, contentType } = await multipart(fields, files);
      return t.app.inject({ method: 'POST', url: '/api/portalemail/send', payload, headers: { ...rivera.headers, 'content-type': contentType, 'idempotency-key': key } });
    };
    const before = await mailRowCounts(t);
    const first = await post([file]);
    expectFirst(first);
    const again = await post([file]);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expectMessage(await post([{ ...file, data: 'other notes' }]), 422, messages.idempotencyKeyReused);
    expect((await mailRowCounts(t)).messages).toBe(before.messages + 1);
  });

  it('given keys older than 24 h, should sweep them and treat an unswept one as new', async () => {
    const old = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 60_000);
    const stale = { userId: rivera.userId, fingerprint: 'POST /api/events/add x', statusCode: 200, responseBody: { event: { id: 1, name: 'x' } }, createdAt: old, completedAt: old };
    const [sweptKey, reusedKey, freshKey] = [newKey(), newKey(), newKey()];
    await t.app.db.insert(idempotencyKeys).values([
      { ...stale, key: sweptKey },
      { ...stale, key: reusedKey },
      { ...stale, key: freshKey, createdAt: new Date(), completedAt: new Date() },
    ]);
    // Forgotten before the sweep runs: the key is taken over, neither replayed nor refused as reused.
    expectFirst(await addEvent(rivera, 'After a day', reusedKey));
    expect(await eventsNamed('After a day')).toBe(1);

    expect(await t.app.idempotencyKeysRepository.sweep()).toBeGreaterThanOrEqual(1);
    expect(await keyRows(sweptKey)).toEqual([]);
    expect(await keyRows(freshKey)).toHaveLength(1);
    expect(await keyRows(reusedKey)).toHaveLength(1);
  });

  /** POST routes that create nothing, so a retry cannot duplicate anything. */
  const CREATES_NOTHING: ReadonlySet<string> = new Set([
    // Signs in: a repeat opens one more session, which expires on its own.
    'POST /api/auth/login',
    // Opens the caller's own locked session: a repeat checks the password again and unlocks it again.
    'POST /api/auth/unlock',
    // Passkey challenges: a repeat replaces the session's one open challenge.
    'POST /api/auth/unlock/passkey/options',
    'POST /api/account/passkeys/options',
    // Answers a challenge, which it uses up: a retry is refused (and a passkey's credential ID is stored once).
    'POST /api/auth/unlock/passkey',
    'POST /api/account/passkeys',
    // Forgot-password: a repeat opens one more attempt, which expires on its own (and counts against the limits).
    'POST /api/forgot/verify',
    // Closes its attempt: a retry is refused; a link is only issued once.
    'POST /api/forgot/match_answers',
    // A link works once: a retry answers that it was used.
    'POST /api/forgot/reset_password',
    // A reminder's answer sets one occurrence's status: a repeat finds it set and answers what already happened.
    'POST /api/reminder_answer/:token/:action',
    // Sets the caller's own question and answer (an upsert): a repeat writes the same row.
    'POST /api/account/security_question',
    // An upsert by endpoint: a repeat finds the same row and writes nothing ({ stored: false }).
    'POST /api/subscription/add',
    // Deletes the caller's own row: a repeat finds none.
    'POST /api/subscription/remove',
    // The caller's one calendar feed row (issue 28), upserted: a repeat replaces the secret again (the last answer's address is the live one), or finds it off.
    'POST /api/calendar_sync/feed/on',
    'POST /api/calendar_sync/feed/reset',
    'POST /api/calendar_sync/feed/off',
    // The waitlist (issue 29): one active entry per contact and provider (a unique index), so a repeated add or join
    // answers 409 'already on the waitlist'; an entry is booked once and an offer answered once, so a repeated
    // book or answer finds it done (409) and books nothing twice.
    'POST /api/waitlist/add',
    'POST /api/waitlist/join/:providerId',
    'POST /api/waitlist/book/:entryId',
    'POST /api/waitlist/mine/offer/:offerId/:action',
    'POST /api/waitlist/offer/:token/:action',
    // Asks for one more read of a busy-time calendar (issue 28): a repeat reads it again and replaces the same intervals.
    'POST /api/busy_calendars/:id/refresh',
  ]);

  it('should make every POST create route, and every listed call, take the key (walking the OpenAPI document)', () => {
    type Operation = { parameters?: { in: string; name: string }[] };
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const listed: string[] = [];
    for (const [openApiPath, operations] of Object.entries(doc.paths)) {
      const route = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
      for (const [method, operation] of Object.entries(operations)) {
        const call = `${method.toUpperCase()} ${route}`;
        const isListed = route.startsWith('/api/') && isIdempotentCall(method, route.slice('/api/'.length));
        if (isListed) listed.push(call);
        const documented = (operation.parameters ?? []).some((p) => p.in === 'header' && p.name === 'idempotency-key');
        expect(documented, `${call}: the Idempotency-Key header in its schema`).toBe(isListed);
        if (method === 'post') {
          expect(isListed || CREATES_NOTHING.has(call), `${call} is a POST: add it to idempotentCalls, or to CREATES_NOTHING with the reason`).toBe(true);
        }
      }
    }
    expect(listed.sort()).toEqual(idempotentCalls.map((c) => `${c.method} /api/${c.path}`).sort());
  });
});
