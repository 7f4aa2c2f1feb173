import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { type FreshDatabase, freshDatabase, login, testConfig } from '../helper';
import { privateRedis, type PrivateRedis, redisServerAvailable, waitUntil } from '../resilience/kit';
import { videoAppointment } from '../video/video-fixture';

/**
 * server/realtime/redis-link.ts: while this process's Redis connections are
 * down it cannot hear the other processes. Its sockets stay open and keep
 * hearing this process's emits (issue 30 item 6), are told realtimeDegraded
 * (a socket connecting meanwhile too, first of all) and realtimeRejoined once
 * Redis is back, followed by a fresh parentMessageReceived; the HTTP API keeps
 * answering. A write's announcement has reached Redis before the write is
 * answered (Realtime.delivered) while the link is up. Meadow Connect sockets
 * (/connect) close and come back once Redis returns. A Redis of the test's
 * own, so the machine's shared one is never touched.
 */
const skip = !redisServerAvailable();

describe.skipIf(skip)(`realtime on a Redis that restarts${skip ? ' (skipped: redis-server is not on PATH)' : ''}`, () => {
  let redis: PrivateRedis;
  let fresh: FreshDatabase;
  let app: FastifyInstance;
  let base = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    redis = await privateRedis();
    fresh = await freshDatabase();
    app = await buildApp({ config: testConfig({ redisUrl: redis.url }), database: await fresh.open(), logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await app?.close();
    await fresh?.drop();
    await redis?.stop();
  }, 60_000);

  it('given Redis going away, should keep the open socket serving this process, tell it and a socket opened meanwhile realtimeDegraded, then realtimeRejoined once Redis returns', async () => {
    const rivera = await login(app, 'dr.rivera');
    const auth = { userId: rivera.userId, token: rivera.token };
    const open = () => {
      const s = connect(base, { auth, transports: ['websocket'], forceNew: true, reconnectionDelay: 200, reconnectionDelayMax: 500 });
      sockets.push(s);
      const heard: string[] = [];
      s.onAny((event: string) => heard.push(event));
      s.on('disconnect', (reason) => heard.push(`disconnect ${reason}`));
      return { s, heard };
    };
    const kept = open();
    expect(await waitUntil(() => kept.s.connected && kept.heard.includes('parentMessageReceived'), 10_000)).toBe(true);

    await redis.kill();
    expect(await waitUntil(() => kept.heard.includes('realtimeDegraded'), 10_000)).toBe(true);
    // This process's own emits still arrive; its HTTP API still answers (the rate limit counts here meanwhile).
    const heardLocal = new Promise<unknown>((resolve) => kept.s.once('refreshRequest', resolve));
    app.realtime.toUser(rivera.userId, 'refreshRequest', { user_id: rivera.userId, refresh_required: ['2031-01-05'] });
    expect(await heardLocal).toEqual({ user_id: rivera.userId, refresh_required: ['2031-01-05'] });
    const answer = await fetch(`${base}/api/chat/message/remaining/${rivera.userId}/0`, {
      headers: { token: rivera.token, userid: String(rivera.userId) },
      signal: AbortSignal.timeout(5000),
    });
    expect(answer.status).toBe(200);
    // A tab opening meanwhile gets in, and hears first that its process is alone.
    const late = open();
    expect(await waitUntil(() => late.heard.includes('parentMessageReceived'), 10_000)).toBe(true);
    expect(late.heard[0]).toBe('realtimeDegraded');

    await redis.start();
    expect(await waitUntil(() => [kept, late].every((t) => t.heard.includes('realtimeRejoined')), 20_000)).toBe(true);
    // Then a fresh snapshot (unread, who is online), and nobody was disconnected.
    expect(await waitUntil(() => [kept, late].every((t) => t.heard.lastIndexOf('parentMessageReceived') > t.heard.indexOf('realtimeRejoined')), 10_000)).toBe(true);
    expect([...kept.heard, ...late.heard].filter((e) => e.startsWith('disconnect'))).toEqual([]);
    const heard = new Promise<unknown>((resolve) => kept.s.once('refreshRequest', resolve));
    app.realtime.toUser(rivera.userId, 'refreshRequest', { user_id: rivera.userId, refresh_required: ['2031-01-06'] });
    expect(await heard).toEqual({ user_id: rivera.userId, refresh_required: ['2031-01-06'] });
  }, 60_000);

  it('given Redis going away, should close Meadow Connect sockets too, drop their retries while it is away, and let them join again once it returns', async () => {
    const rivera = await login(app, 'dr.rivera');
    const row = await videoAppointment(app, 'connect', 5, 60);
    // As features/video connects: reconnecting on its own, then 'join' or 'knock' again on each connect.
    const open = (auth: Record<string, unknown>) => {
      const s = connect(`${base}/connect`, { auth, transports: ['websocket'], forceNew: true, reconnectionDelay: 200, reconnectionDelayMax: 500 });
      sockets.push(s);
      return s;
    };
    const host = open({ code: row.connectcode, userId: rivera.userId, token: rivera.token });
    const guest = open({ code: row.clientConnectcode });
    expect(await waitUntil(() => host.connected && guest.connected, 10_000)).toBe(true);
    expect(await host.timeout(5000).emitWithAck('join', {})).toMatchObject({ ok: true });
    expect(await guest.timeout(5000).emitWithAck('knock', { name: 'Alex' })).toMatchObject({ ok: true });
    const reasons: string[] = [];
    host.on('disconnect', (reason) => reasons.push(`host ${reason}`));
    guest.on('disconnect', (reason) => reasons.push(`guest ${reason}`));

    await redis.kill();
    expect(await waitUntil(() => !host.connected && !guest.connected, 10_000)).toBe(true);
    // A transport close, not 'io server disconnect': the clients reconnect by themselves.
    expect(reasons.sort()).toEqual(['guest transport close', 'host transport close']);

    let connectsWhileDown = 0;
    const countConnect = () => connectsWhileDown++;
    host.on('connect', countConnect);
    guest.on('connect', countConnect);
    await new Promise((r) => setTimeout(r, 2000));
    host.off('connect', countConnect);
    guest.off('connect', countConnect);
    expect(connectsWhileDown).toBe(0);
    expect(host.active && guest.active, 'still retrying').toBe(true);

    await redis.start();
    expect(await waitUntil(() => host.connected && guest.connected, 20_000)).toBe(true);
    // New sockets, outside the session: the host joins again and hears the guest knock again.
    const join = (await host.timeout(5000).emitWithAck('join', {})) as { ok: boolean; waiting?: unknown[] };
    expect(join).toMatchObject({ ok: true });
    const knocking = new Promise<{ peer: { id: string } }>((resolve) => host.once('knocking', resolve));
    expect(await guest.timeout(5000).emitWithAck('knock', { name: 'Alex' })).toMatchObject({ ok: true });
    expect((await knocking).peer.id).toBe(guest.id);
  }, 60_000);

  it('given Redis holding back publishes, delivered() should resolve only once they went out (a chat send is answered after it)', async () => {
    const admin = createClient({ url: redis.url });
    await admin.connect();
    try {
      // WRITE pause holds PUBLISH (and what the same connection sends after it) for the given time.
      await admin.sendCommand(['CLIENT', 'PAUSE', '1500', 'WRITE']);
      const started = Date.now();
      app.realtime.toUser(1, 'refreshRequest', { user_id: 1, refresh_required: ['2031-01-06'] });
      await app.realtime.delivered();
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    } finally {
      await admin.sendCommand(['CLIENT', 'UNPAUSE']).catch(() => undefined);
      await admin.quit();
    }
  }, 30_000);
});
