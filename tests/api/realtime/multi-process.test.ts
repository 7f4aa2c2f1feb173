import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/seed/demo-logins';
import { type FreshDatabase, freshDatabase, usingPostgres } from '../helper';

/**
 * Two real server processes sharing one Redis: an event emitted by one
 * reaches a socket connected to the other. They share one PostgreSQL
 * database when DATABASE_URL is set, else each has its own PGlite (the
 * Redis part is what is under test).
 */
const root = path.resolve(import.meta.dirname, '../../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

async function waitForServer(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${base}/api/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start:\n${output()}`);
}

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
  const children: ChildProcess[] = [];
  const sockets: Socket[] = [];
  const dirs: string[] = [];
  const bases: string[] = [];
  let db: FreshDatabase | undefined;

  beforeAll(async () => {
    db = usingPostgres ? await freshDatabase() : undefined;
    const prefix = `meadow-test-mp-${randomBytes(4).toString('hex')}`;
    const starting: Promise<void>[] = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'meadow-mp-'));
      dirs.push(dataDir);
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        REDIS_URL: process.env.REDIS_URL,
        REDIS_PREFIX: prefix,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        ...(db?.url ? { DATABASE_URL: db.url } : {}),
      };
      let output = '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: 'pipe' });
      child.stdout?.on('data', (b: Buffer) => (output += b.toString()));
      child.stderr?.on('data', (b: Buffer) => (output += b.toString()));
      children.push(child);
      bases.push(`http://127.0.0.1:${port}`);
      starting.push(waitForServer(bases[i]!, child, () => output));
    }
    // Both at once: on PostgreSQL they race to migrate and seed one database, which the advisory locks serialise.
    await Promise.all(starting);
  }, 240_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
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
