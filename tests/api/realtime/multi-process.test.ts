import { randomBytes } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/seed/demo-logins';
import { startServerProcesses, type StartedServer } from '../../server-process';
import { type FreshDatabase, freshDatabase, usingPostgres } from '../helper';

/**
 * Two real server processes sharing one Redis: an event emitted by one
 * reaches a socket connected to the other. They share one PostgreSQL
 * database when DATABASE_URL is set, else each has its own PGlite (the
 * Redis part is what is under test).
 */
async function loginAt(base: string, username: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string; userID: number } }).data;
}

describe.runIf(process.env.REDIS_URL)('two server processes on one Redis', () => {
  const servers: StartedServer[] = [];
  const sockets: Socket[] = [];
  const bases: string[] = [];
  let db: FreshDatabase | undefined;

  beforeAll(async () => {
    db = usingPostgres ? await freshDatabase() : undefined;
    const env: NodeJS.ProcessEnv = {
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: `meadow-test-mp-${randomBytes(4).toString('hex')}`,
      ...(db?.url ? { DATABASE_URL: db.url } : {}),
    };
    // Both at once: on PostgreSQL they race to migrate and seed one database, which the advisory locks serialise.
    servers.push(...(await startServerProcesses(2, env)));
    bases.push(...servers.map((s) => s.base));
  }, 240_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(servers.map((s) => s.stop()));
    await db?.drop();
  }, 60_000);

  it('given a socket on server B, should receive friendOnline emitted by server A', async () => {
    const [a, b] = bases as [string, string];
    const rivera = await loginAt(b, 'dr.rivera');
    const sam = await loginAt(a, 'sam.staff');

    const listener = connect(b, { auth: { userId: rivera.userID, token: rivera.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(listener);
    await new Promise<void>((resolve, reject) => {
      listener.once('connect', () => resolve());
      listener.once('connect_error', reject);
    });
    const heard = new Promise<{ userId: number }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('friendOnline did not cross processes')), 10_000);
      listener.once('friendOnline', (payload: { userId: number }) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });

    // sam connects to server A; A emits friendOnline to the practice room, which lives in Redis.
    const emitter = connect(a, { auth: { userId: sam.userID, token: sam.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(emitter);
    expect(await heard).toEqual({ userId: sam.userID });
  });
  it('given a chat message sent through server A, should reach the receiver connected to server B', async () => {
    const [a, b] = bases as [string, string];
    const rivera = await loginAt(a, 'dr.rivera');
    const sam = await loginAt(b, 'sam.staff');
    const receiver = connect(b, { auth: { userId: sam.userID, token: sam.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(receiver);
    await new Promise<void>((resolve, reject) => {
      receiver.once('connect', () => resolve());
      receiver.once('connect_error', reject);
    });
    const heard = new Promise<{ value: string; sent_by: number; unread: number }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('messageReceived did not cross processes')), 10_000);
      receiver.on('messageReceived', (payload: { value: string; sent_by: number; unread: number }) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
    const res = await fetch(`${a}/api/chat/message/send/text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: rivera.token, userid: String(rivera.userID) },
      body: JSON.stringify({ message: 'Across processes', receiverIds: [sam.userID], isGroup: false }),
    });
    expect(res.status).toBe(200);
    expect(await heard).toMatchObject({ value: 'Across processes', sent_by: rivera.userID, unread: 1 });
  });
});
