import { randomBytes } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcesses, type StartedServer } from '../../server-process';
import { type FreshDatabase, freshDatabase, usingPostgres } from '../helper';
import { connected, loginAt, openSocket, recordEvents, sleep } from './socket-client';

/**
 * Two real server processes sharing one Redis: an event emitted by one
 * reaches a socket connected to the other. They share one PostgreSQL
 * database when DATABASE_URL is set, else each has its own PGlite (the
 * Redis part is what is under test).
 */

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

    const listener = connect(b, { auth: { userId: rivera.userId, token: rivera.token }, transports: ['websocket'], reconnection: false, forceNew: true });
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

    // sam connects to server A; A emits friendOnline to the rooms of sam's chat partners, which Redis relays.
    const emitter = connect(a, { auth: { userId: sam.userId, token: sam.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(emitter);
    expect(await heard).toEqual({ userId: sam.userId });
  });
  it('given a chat message sent through server A, should reach the receiver connected to server B', async () => {
    const [a, b] = bases as [string, string];
    const rivera = await loginAt(a, 'dr.rivera');
    const sam = await loginAt(b, 'sam.staff');
    const receiver = connect(b, { auth: { userId: sam.userId, token: sam.token }, transports: ['websocket'], reconnection: false, forceNew: true });
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
      headers: { 'content-type': 'application/json', token: rivera.token, userid: String(rivera.userId) },
      body: JSON.stringify({ message: 'Across processes', receiverIds: [sam.userId], isGroup: false }),
    });
    expect(res.status).toBe(200);
    expect(await heard).toMatchObject({ value: 'Across processes', sent_by: rivera.userId, unread: 1 });
  });

  it('given a portal user connecting to server A, should announce it to staff on server B but not to a portal user there', async () => {
    const [a, b] = bases as [string, string];
    const [dana, alex, jo] = [await loginAt(b, 'dana.delegate'), await loginAt(b, 'alex.client'), await loginAt(a, 'jo.other')];
    const staff = openSocket(b, dana, sockets);
    const client = openSocket(b, alex, sockets);
    await Promise.all([connected(staff), connected(client)]);
    const clientHeard = recordEvents<{ userId: number }>(client, ['friendOnline']);
    const staffHeard = new Promise<{ userId: number }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('friendOnline did not cross processes')), 10_000);
      staff.on('friendOnline', (payload: { userId: number }) => {
        if (payload.userId !== jo.userId) return;
        clearTimeout(timer);
        resolve(payload);
      });
    });
    await connected(openSocket(a, jo, sockets));
    expect(await staffHeard).toEqual({ userId: jo.userId });
    // One emit reached both staff rooms and would have reached a portal user's at the same time.
    await sleep(300);
    expect(clientHeard.filter((h) => h.payload.userId === jo.userId)).toEqual([]);
  });
});
