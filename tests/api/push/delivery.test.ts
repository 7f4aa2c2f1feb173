import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayloadFor, type PushKind } from '../../../domain/contract/push';
import { clients, pushSubscriptions } from '../../../server/db/schema/index';
import { build, login, type Login } from '../helper';
import { add as addAppointment, oneOff, saved, seedIds } from '../routes/appointment/write-helpers';
import { compose, mailApi } from '../routes/mail/mail-api';
import { newSubscriber, type PushService, type ReceivedPush, startPushService, type Subscriber, verifyVapid } from './push-service';

/**
 * The real thing (issue 14 item 6): the server sends Web Push (RFC 8030,
 * RFC 8291 aes128gcm, RFC 8292 VAPID) to a push service this test serves on
 * 127.0.0.1; each subscriber decrypts with its own keys, as a browser
 * would, and finds only the kind of the event: no name, text or subject.
 */
const SUBJECT = 'mailto:ops@practice.example';
const t = build({ pushSubject: SUBJECT });
const mail = mailApi(t);
let service: PushService;
let rivera: Login;
let sam: Login;
let alex: Login;
let publicKey: string;
const subscriber: Record<'rivera' | 'sam' | 'alex', Subscriber> = {} as never;

const MESSAGE_TEXT = 'I have been feeling anxious since the medication change';
const MAIL_SUBJECT = 'Your lab results from Tuesday';
const MAIL_BODY = 'The thyroid panel came back normal.';

beforeAll(async () => {
  service = await startPushService();
  [rivera, sam, alex] = await Promise.all(['dr.rivera', 'sam.staff', 'alex.client'].map((u) => login(t.app, u))) as [Login, Login, Login];
  publicKey = (await t.app.inject({ method: 'GET', url: '/api/subscription/vapid_public_key', headers: rivera.headers })).json<{ publicKey: string }>().publicKey;
  for (const [name, who] of [['rivera', rivera], ['sam', sam], ['alex', alex]] as const) {
    subscriber[name] = newSubscriber(service, `${name}-${who.userId}`);
    const res = await t.app.inject({ method: 'POST', url: '/api/subscription/add', headers: who.headers, payload: subscriber[name].subscription });
    expect(res.json()).toEqual({ stored: true });
  }
});
afterAll(async () => {
  await service?.close();
});

/** Runs a trigger and answers what the push service received because of it. */
async function pushesOf(trigger: () => Promise<void>): Promise<ReceivedPush[]> {
  const from = service.received.length;
  await trigger();
  await t.app.jobs.drain();
  return service.received.slice(from);
}

/** Checks one push as the push service and the browser would, and answers its payload. */
function checkPush(push: ReceivedPush, to: Subscriber, kind: PushKind, secrets: readonly string[]): void {
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(push.headers['ttl']).toBe('3600');
  expect(push.headers['urgency']).toBe('normal');
  expect(push.headers['topic']).toBe(kind);
  const { k, claims } = verifyVapid(push.headers['authorization']);
  expect(k).toBe(publicKey);
  expect(claims.aud).toBe(service.origin);
  expect(claims.sub).toBe(SUBJECT);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
  // Nothing readable on the wire...
  for (const secret of secrets) expect(push.body.includes(Buffer.from(secret))).toBe(false);
  const payload = to.decrypt(push.body);
  // ...and nothing but the kind inside.
  expect(payload).toEqual(pushPayloadFor(kind));
  const text = JSON.stringify(payload);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

const names = (pushes: ReceivedPush[]) => pushes.map((p) => p.name).sort();

describe('Web Push delivery', () => {
  it('given a chat message, should push the kind to its receiver only, encrypted for that browser', async () => {
    const pushes = await pushesOf(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat/message/send/text',
        headers: rivera.headers,
        payload: { message: MESSAGE_TEXT, receiverIds: [alex.userId], isGroup: false },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(names(pushes)).toEqual([subscriber.alex.name]);
    checkPush(pushes[0]!, subscriber.alex, 'chat', [MESSAGE_TEXT, 'Rivera', 'anxious']);
  });

  it('given a portal mail, should push the kind to its recipient, never the subject, body or sender', async () => {
    const pushes = await pushesOf(async () => {
      await mail.sendOk(rivera, compose({ providerId: rivera.userId, to: [alex.userId], subject: MAIL_SUBJECT, body: `<p>${MAIL_BODY}</p>` }));
    });
    expect(names(pushes)).toEqual([subscriber.alex.name]);
    checkPush(pushes[0]!, subscriber.alex, 'mail', [MAIL_SUBJECT, MAIL_BODY, 'lab results', 'Rivera']);
  });

  it("given an appointment change, should push to the provider's team but its author, without the client, time or id", async () => {
    const ids = await seedIds(t.app);
    const clientId = ids.client['Priya']!;
    const [client] = await t.app.db.select().from(clients).where(eq(clients.id, clientId));
    let appointmentId = 0;
    const pushes = await pushesOf(async () => {
      const res = saved(await addAppointment(t.app, rivera, oneOff({ providerId: ids.rivera, contactId: clientId, date: [2033, 5, 17], start: [14, 25], end: [15, 5] })));
      appointmentId = Number((res as { res?: { id?: unknown } }).res?.id ?? 0);
    });
    // sam.staff acts for dr.rivera; alex.client is a portal user (no refreshRequest, no push); the author hears nothing.
    expect(names(pushes)).toEqual([subscriber.sam.name]);
    const secrets = [client!.firstName, client!.lastName, '14:25', '2033', ...(appointmentId > 0 ? [`"${appointmentId}"`] : [])];
    checkPush(pushes[0]!, subscriber.sam, 'appointment', secrets);
  });

  it("given a change to a portal client's own appointment, should push to that client too, and given its deletion, again", async () => {
    const ids = await seedIds(t.app);
    const alexClientId = ids.client['Alex']!;
    let appointmentId = 0;
    const added = await pushesOf(async () => {
      const res = saved(await addAppointment(t.app, rivera, oneOff({ providerId: ids.rivera, contactId: alexClientId, date: [2033, 6, 21], start: [9, 40], end: [10, 30] })));
      appointmentId = Number((res as { res?: { id?: unknown } }).res?.id ?? 0);
    });
    expect(names(added).sort()).toEqual([subscriber.alex.name, subscriber.sam.name].sort());
    checkPush(added.find((p) => p.name === subscriber.alex.name)!, subscriber.alex, 'appointment', ['Alex', 'Morgan', '09:40', '2033', `"${appointmentId}"`]);

    const deleted = await pushesOf(async () => {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/appointment/delete/${appointmentId}/single/delete`, headers: rivera.headers });
      expect(res.statusCode).toBe(200);
    });
    expect(names(deleted).sort()).toEqual([subscriber.alex.name, subscriber.sam.name].sort());
  });

  it('given the push service answers 410 Gone (or 404), should delete that subscription; given 500, should keep it', async () => {
    const gone = newSubscriber(service, `gone-${alex.userId}`);
    const missing = newSubscriber(service, `missing-${alex.userId}`);
    const failing = newSubscriber(service, `failing-${alex.userId}`);
    for (const s of [gone, missing, failing]) {
      await t.app.inject({ method: 'POST', url: '/api/subscription/add', headers: alex.headers, payload: s.subscription });
    }
    service.answer(gone.name, 410);
    service.answer(missing.name, 404);
    service.answer(failing.name, 500);
    const pushes = await pushesOf(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat/message/send/text',
        headers: rivera.headers,
        payload: { message: 'hello', receiverIds: [alex.userId], isGroup: false },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(names(pushes)).toEqual([subscriber.alex.name, failing.name, gone.name, missing.name].sort());
    const endpoint = (s: Subscriber) => t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, s.subscription.endpoint));
    expect(await endpoint(gone)).toEqual([]);
    expect(await endpoint(missing)).toEqual([]);
    expect(await endpoint(failing)).toHaveLength(1);
    expect(await endpoint(subscriber.alex)).toHaveLength(1);
  });

  it('given a push service that does not answer at all, should still answer the request at once', async () => {
    const dead = newSubscriber(service, `dead-${sam.userId}`);
    dead.subscription.endpoint = 'http://127.0.0.1:9/push/dead';
    await t.app.inject({ method: 'POST', url: '/api/subscription/add', headers: sam.headers, payload: dead.subscription });
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message/send/text',
      headers: rivera.headers,
      payload: { message: 'still there?', receiverIds: [sam.userId], isGroup: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    await t.app.jobs.drain();
    // Refused connections are not 404/410: the subscription stays.
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, dead.subscription.endpoint))).toHaveLength(1);
  });
});
