import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { type FreshDatabase, freshDatabase, type Login, login, testConfig } from '../helper';
import { privateRedis, type PrivateRedis, redisServerAvailable, waitUntil } from '../resilience/kit';
import { connected, disconnection, openSocket } from './socket-client';

/**
 * Issue 30 item 6: what a process missed of the others while its Redis link
 * was down is put right when it returns (server/realtime/realtime.ts
 * rejoin). Two apps in this process, each with its own Socket.IO server and
 * Redis adapter, on one database and a Redis of the test's own: while Redis
 * is away, a user goes offline on A and another comes online on A (B's
 * sockets cannot hear either), and a session with a socket on B is logged
 * out through A (B cannot hear that either). Once Redis is back, B's socket
 * shows the right partners online, and the logged-out session's socket on B
 * is ended.
 */
const skip = !redisServerAvailable();

describe.skipIf(skip)(`two processes rejoining after Redis was away${skip ? ' (skipped: redis-server is not on PATH)' : ''}`, () => {
  let redis: PrivateRedis;
  let fresh: FreshDatabase;
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    redis = await privateRedis();
    fresh = await freshDatabase();
    const database = await fresh.open();
    const redisPrefix = `meadow-test-rj-${randomBytes(4).toString('hex')}`;
    for (const last of [false, true]) {
      // One database for both; the second app closes it.
      const app = await buildApp({ config: testConfig({ redisUrl: redis.url, redisPrefix }), database, logger: false, closeDatabase: last });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const app of apps) await app.close();
    await fresh?.drop();
    await redis?.stop();
  }, 60_000);

  it('given a partner going offline, one coming online and a logout on A while Redis is away, should show B the right presence and end the logged-out socket on B once it returns', async () => {
    const [appA] = apps as [FastifyInstance, FastifyInstance];
    const [a, b] = bases as [string, string];
    const [dana, rivera, alex, samOnB] = (await Promise.all(['dana.delegate', 'dr.rivera', 'alex.client', 'sam.staff'].map((u) => login(appA, u)))) as [
      Login,
      Login,
      Login,
      Login,
    ];
    const open = async (base: string, who: { userId: number; token: string }) => {
      const s = openSocket(base, { userId: who.userId, token: who.token }, sockets);
      await connected(s);
      return s;
    };

    // dana's view on B, kept the way features/chat keeps it: a snapshot replaces, friendOnline/Offline add and remove.
    const danaB = openSocket(b, { userId: dana.userId, token: dana.token }, sockets);
    const online = new Set<number>();
    const heard: string[] = [];
    danaB.onAny((event: string) => heard.push(event));
    danaB.on('parentMessageReceived', (p: { onlineFriends: number[] }) => {
      online.clear();
      for (const id of p.onlineFriends) online.add(id);
    });
    danaB.on('friendOnline', (p: { userId: number }) => online.add(p.userId));
    danaB.on('friendOffline', (p: { userId: number }) => online.delete(p.userId));
    await connected(danaB);
    const riveraA = await open(a, rivera);
    const samB = await open(b, samOnB);
    expect(await waitUntil(() => online.has(rivera.userId) && online.has(samOnB.userId), 5000)).toBe(true);

    await redis.kill();
    expect(await waitUntil(() => heard.includes('realtimeDegraded'), 10_000)).toBe(true);
    // On A, unheard by B: rivera leaves, alex arrives, and sam's session (whose socket is on B) logs out.
    riveraA.disconnect();
    await open(a, alex);
    const samEnded = disconnection(samB, 30_000);
    const logout = await appA.inject({ method: 'GET', url: '/api/auth/logout', headers: samOnB.headers });
    expect(logout.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(online.has(rivera.userId), 'B has not heard rivera leave').toBe(true);
    expect(online.has(alex.userId), 'B has not heard alex arrive').toBe(false);
    expect(samB.connected, 'B has not heard the logout').toBe(true);

    await redis.start();
    expect(await waitUntil(() => heard.includes('realtimeRejoined'), 20_000)).toBe(true);
    expect(await waitUntil(() => online.has(alex.userId) && !online.has(rivera.userId), 10_000), `online: ${[...online].join(',')}`).toBe(true);
    // A server-side disconnect: the client stays away (and signs out on its next 401).
    expect((await samEnded).reason).toBe('io server disconnect');
    expect(danaB.connected).toBe(true);
  }, 90_000);
});
