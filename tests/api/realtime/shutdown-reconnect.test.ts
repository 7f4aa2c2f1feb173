import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { type FreshDatabase, freshDatabase, login, testConfig } from '../helper';
import { waitUntil } from '../resilience/kit';

/**
 * A process stopped on purpose (SIGTERM: a deploy, a restart of one of
 * several processes) must leave its clients free to reconnect elsewhere or
 * to it once it is back. socket.io-client does not reconnect after
 * 'io server disconnect' (a server-side socket.disconnect()): that answer
 * is for logout and an ended session only.
 */
let fresh: FreshDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  fresh = await freshDatabase();
  app = await buildApp({ config: testConfig({ redisUrl: undefined }), database: await fresh.open(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await fresh?.drop();
}, 60_000);

it('given the server shutting down, should drop its sockets as a lost connection, which the client retries', async () => {
  const rivera = await login(app, 'dr.rivera');
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const socket = connect(base, { auth: { userId: rivera.userId, token: rivera.token }, transports: ['websocket'], forceNew: true, reconnectionDelay: 200 });
  try {
    expect(await waitUntil(() => socket.connected, 10_000)).toBe(true);
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const reconnecting = new Promise<void>((resolve) => socket.io.once('reconnect_attempt', () => resolve()));
    await app.close();
    expect(await reason).toBe('transport close');
    await reconnecting;
  } finally {
    socket.disconnect();
  }
});
