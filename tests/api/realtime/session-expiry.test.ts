import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { hashSessionToken } from '../../../server/auth/tokens';
import { sessions } from '../../../server/db/schema/index';
import { build, expectMessage, type Login, login, type TestApp } from '../helper';
import { connected, type Disconnection, disconnection, openSocket, recordEvents, sleep } from './socket-client';

/**
 * Issue 13 item 3: a socket ends with its session, whatever ends it, within
 * 1 s of the expiry, and hears nothing after. SESSION_TTL is 3 s here, so
 * HTTP calls a tenth of that apart each slide the session.
 */
const opened: Socket[] = [];
afterAll(() => {
  for (const s of opened) s.disconnect();
});

/**
 * Listens once `t` is built; returns the base URL. A first login and socket
 * warm the app, so a cold start does not eat a test's few seconds of session.
 */
function listening(t: TestApp): () => string {
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const warm = openSocket(base, auth(await login(t.app, 'dr.patel')));
    await connected(warm);
    warm.disconnect();
  });
  return () => base;
}

const sessionOf = async (t: TestApp, token: string) =>
  (await t.app.db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(token))))[0]!;

const auth = (l: Login) => ({ userId: l.userId, token: l.token });

/** Authenticated HTTP calls every `everyMs` until stopped; resolves with their statuses. */
function keepAlive(t: TestApp, who: Login, everyMs: number): () => Promise<number[]> {
  let stopped = false;
  const statuses: number[] = [];
  const loop = (async () => {
    while (!stopped) {
      const res = await t.app.inject({ method: 'GET', url: `/api/chat/message/remaining/${who.userId}/0`, headers: who.headers });
      statuses.push(res.statusCode);
      await sleep(everyMs);
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return statuses;
  };
}

/** The client saw the server end the socket within 1 s after `expiry`, never before it. */
function expectEndedWithinASecond(ended: Disconnection, expiry: Date): void {
  expect(ended.reason).toBe('io server disconnect');
  const latency = ended.at - expiry.getTime();
  expect(latency).toBeGreaterThanOrEqual(0);
  expect(latency).toBeLessThan(1000);
}

describe('given an idle timeout of 3 s', () => {
  const t = build({ sessionTtl: 3 });
  const base = listening(t);

  it('given an idle session, when it expires, should disconnect its sockets within 1 s and send them nothing more', async () => {
    const alex = await login(t.app, 'alex.client');
    const sockets = [openSocket(base(), auth(alex), opened), openSocket(base(), auth(alex), opened)];
    await Promise.all(sockets.map(connected));
    const { expiresAt } = await sessionOf(t, alex.token);
    const heard = sockets.map((s) => recordEvents(s, ['messageReceived', 'refreshRequest']));
    const ends = sockets.map((s) => disconnection(s, 7000));
    // What a calendar change pushes, every 50 ms across the expiry.
    const stream = setInterval(() => t.app.realtime.toUser(alex.userId, 'refreshRequest', { user_id: alex.userId }), 50);
    let ended: Disconnection[];
    try {
      ended = await Promise.all(ends);
    } finally {
      clearInterval(stream);
    }
    for (const e of ended) expectEndedWithinASecond(e, expiresAt);
    expect(heard[0]!.length).toBeGreaterThan(0);

    // HTTP agrees, a chat message sent afterwards reaches no socket, and the token opens no new one.
    expectMessage(await t.app.inject({ method: 'GET', url: '/api/auth/expiry_permissions', headers: alex.headers }), 401, messages.sessionInvalid);
    const rivera = await login(t.app, 'dr.rivera');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message/send/text',
      headers: rivera.headers,
      payload: { message: 'After the end', receiverIds: [alex.userId], isGroup: false },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await sleep(300);
    for (const h of heard) expect(h.filter((e) => e.event === 'messageReceived' || e.at > ended[0]!.at)).toEqual([]);
    const again = openSocket(base(), auth(alex), opened);
    expect((await new Promise<Error>((resolve) => again.once('connect_error', resolve))).message).toBe(messages.sessionInvalid);
  });

  it('given HTTP calls keeping a session alive, should keep its socket past the first expiry, end it once idle, and end an idle session of the same user on time', async () => {
    const kept = await login(t.app, 'dana.delegate');
    const idle = await login(t.app, 'dana.delegate');
    const keptSocket = openSocket(base(), auth(kept), opened);
    const idleSocket = openSocket(base(), auth(idle), opened);
    await Promise.all([connected(keptSocket), connected(idleSocket)]);
    const firstExpiry = (await sessionOf(t, kept.token)).expiresAt;
    const keptEnd = disconnection(keptSocket, 20_000);
    const stop = keepAlive(t, kept, 300);

    expectEndedWithinASecond(await disconnection(idleSocket, 7000), (await sessionOf(t, idle.token)).expiresAt);
    await sleep(firstExpiry.getTime() + 1500 - Date.now());
    expect(keptSocket.connected).toBe(true);

    expect((await stop()).every((status) => status === 200)).toBe(true);
    const { expiresAt } = await sessionOf(t, kept.token);
    expect(expiresAt.getTime()).toBeGreaterThan(firstExpiry.getTime() + 1000);
    expectEndedWithinASecond(await keptEnd, expiresAt);
  });

  it('given a session ended by logout, should disconnect its socket at once', async () => {
    const jo = await login(t.app, 'jo.other');
    const socket = openSocket(base(), auth(jo), opened);
    await connected(socket);
    const end = disconnection(socket, 1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: jo.headers })).statusCode).toBe(200);
    expect((await end).reason).toBe('io server disconnect');
  });
});

describe('given an absolute lifetime of 5 s', () => {
  const t = build({ sessionTtl: 3, sessionMaxAge: 5 });
  const base = listening(t);

  it('given a session in use, when its absolute lifetime ends, should disconnect its socket within 1 s', async () => {
    const jo = await login(t.app, 'jo.other');
    const socket = openSocket(base(), auth(jo), opened);
    await connected(socket);
    const { expiresAt, absoluteExpiresAt } = await sessionOf(t, jo.token);
    const end = disconnection(socket, 10_000);
    const stop = keepAlive(t, jo, 300);
    let ended: Disconnection;
    try {
      ended = await end;
    } finally {
      await stop();
    }
    // It outlived its first idle expiry: the activity counted, up to the absolute limit.
    expect(ended.at).toBeGreaterThan(expiresAt.getTime() + 1000);
    expectEndedWithinASecond(ended, absoluteExpiresAt);
    expectMessage(await t.app.inject({ method: 'GET', url: '/api/auth/expiry_permissions', headers: jo.headers }), 401, messages.sessionInvalid);
  });
});
