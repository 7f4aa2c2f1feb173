import { createECDH, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { buildApp } from '../../../server/app';
import { pushSubscriptions, serverKeys } from '../../../server/db/schema/index';
import { MAX_SUBSCRIPTIONS_PER_USER } from '../../../server/repositories/push-subscriptions-repository';
import { build, expectMessage, freshDatabase, login, type Login, testConfig } from '../helper';

/** POST /api/subscription/add, /remove and GET /api/subscription/vapid_public_key (server/routes/subscription). */
const t = build();
let rivera: Login;
let alex: Login;

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  alex = await login(t.app, 'alex.client');
});

let n = 0;
/** A well-formed subscription of a new browser; nothing listens at its endpoint. */
function browser(): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `http://127.0.0.1:9/push/sub-${++n}-${randomBytes(4).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const add = (who: Login | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/subscription/add', headers: who?.headers ?? {}, payload: payload as object });
const remove = (who: Login, endpoint: string) =>
  t.app.inject({ method: 'POST', url: '/api/subscription/remove', headers: who.headers, payload: { endpoint } });
const rowsOf = (endpoint: string) => t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('subscription/add', () => {
  it('given a new subscription, should store it for the caller and answer stored: true', async () => {
    const sub = browser();
    const res = await add(rivera, sub);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ stored: true });
    expect(await rowsOf(sub.endpoint)).toEqual([
      expect.objectContaining({ userId: rivera.userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth }),
    ]);
  });

  it('given the identical subscription again, should answer stored: false and write nothing', async () => {
    const sub = browser();
    await add(rivera, sub);
    const [before] = await rowsOf(sub.endpoint);
    const res = await add(rivera, { ...sub, expirationTime: null });
    expect(res.json()).toEqual({ stored: false });
    const [after] = await rowsOf(sub.endpoint);
    expect(after).toEqual(before);
  });

  it('given new keys for a stored endpoint, should replace them', async () => {
    const sub = browser();
    await add(rivera, sub);
    const renewed = { endpoint: sub.endpoint, keys: browser().keys };
    expect((await add(rivera, renewed)).json()).toEqual({ stored: true });
    expect(await rowsOf(sub.endpoint)).toEqual([expect.objectContaining({ userId: rivera.userId, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth })]);
  });

  it('given an endpoint stored for another user, should move it to the caller (one row per endpoint)', async () => {
    const sub = browser();
    await add(rivera, sub);
    const res = await add(alex, sub);
    expect(res.json()).toEqual({ stored: true });
    const rows = await rowsOf(sub.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(alex.userId);
  });

  it(`given more than ${MAX_SUBSCRIPTIONS_PER_USER} browsers, should keep the newest ${MAX_SUBSCRIPTIONS_PER_USER}`, async () => {
    const sam = await login(t.app, 'sam.staff');
    const subs = Array.from({ length: MAX_SUBSCRIPTIONS_PER_USER + 2 }, browser);
    for (const sub of subs) expect((await add(sam, sub)).json()).toEqual({ stored: true });
    const kept = await t.app.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, sam.userId));
    expect(kept.map((r) => r.endpoint).sort()).toEqual(subs.slice(2).map((s) => s.endpoint).sort());
  });

  const good = browser();
  const bad: [string, unknown][] = [
    ['no body', undefined],
    ['no keys', { endpoint: good.endpoint }],
    ['keys not an object', { endpoint: good.endpoint, keys: 'x' }],
    ['an http endpoint elsewhere than 127.0.0.1', { ...good, endpoint: 'http://push.example/x' }],
    ['an endpoint on a host that is not a configured push service', { ...good, endpoint: 'https://169.254.169.254/latest' }],
    ['an endpoint with credentials', { ...good, endpoint: 'http://u:p@127.0.0.1:9/x' }],
    ['a p256dh that is not a P-256 point', { ...good, keys: { ...good.keys, p256dh: randomBytes(65).toString('base64url') } }],
    ['a short auth secret', { ...good, keys: { ...good.keys, auth: randomBytes(8).toString('base64url') } }],
    ['a p256dh that is not base64url', { ...good, keys: { ...good.keys, p256dh: 'not base64!' } }],
    ['an expirationTime that is not a number', { ...good, expirationTime: 'soon' }],
  ];
  for (const [what, payload] of bad) {
    it(`given ${what}, should refuse with 400 and the push subscription message, storing nothing`, async () => {
      expectMessage(await add(rivera, payload), 400, messages.pushSubscriptionInvalid);
    });
  }

  it('given no session, should answer 401 and store nothing', async () => {
    const sub = browser();
    expectMessage(await add(null, sub), 401, messages.sessionInvalid);
    expect(await rowsOf(sub.endpoint)).toEqual([]);
  });
});

describe('subscription/remove', () => {
  it("given the caller's own endpoint, should delete it; given another user's, should leave it", async () => {
    const mine = browser();
    const theirs = browser();
    await add(rivera, mine);
    await add(alex, theirs);
    expect((await remove(rivera, theirs.endpoint)).json()).toEqual({ removed: false });
    expect(await rowsOf(theirs.endpoint)).toHaveLength(1);
    expect((await remove(rivera, mine.endpoint)).json()).toEqual({ removed: true });
    expect(await rowsOf(mine.endpoint)).toEqual([]);
    expect((await remove(rivera, mine.endpoint)).json()).toEqual({ removed: false });
  });
});

describe('subscription/vapid_public_key', () => {
  it('should answer the uncompressed P-256 public key kept in server_keys', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription/vapid_public_key', headers: rivera.headers });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const [row] = await t.app.db.select().from(serverKeys).where(eq(serverKeys.name, 'vapid'));
    expect(JSON.parse(row!.value)).toMatchObject({ publicKey });
  });

  it('given no session, should answer 401', async () => {
    expectMessage(await t.app.inject({ method: 'GET', url: '/api/subscription/vapid_public_key' }), 401, messages.sessionInvalid);
  });

  it('given two app builds (two processes) on one database, started together and again later, should use one key pair', async () => {
    const fresh = await freshDatabase();
    const database = await fresh.open();
    const config = testConfig({ seedDemo: false, redisUrl: undefined });
    try {
      const [a, b] = await Promise.all([
        buildApp({ config, database, closeDatabase: false, logger: false }),
        buildApp({ config, database, closeDatabase: false, logger: false }),
      ]);
      expect(a.vapidKeys).toEqual(b.vapidKeys);
      await Promise.all([a.close(), b.close()]);
      const c = await buildApp({ config, database, closeDatabase: false, logger: false });
      expect(c.vapidKeys).toEqual(a.vapidKeys);
      await c.close();
      const rows = await database.db.select().from(serverKeys).where(and(eq(serverKeys.name, 'vapid')));
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
      await fresh.drop();
    }
  });
});
