/**
 * Shared by the crash and restart tests: real server processes
 * (../../server-process.ts) killed with SIGKILL and started again on the
 * same data, a private redis-server that can be killed without touching
 * the machine's shared one, a small fetch client, and a database handle for
 * checking rows directly once the dust has settled.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { type Database, openDatabase } from '../../../server/db/client';
import { DEMO_PASSWORD } from '../../../server/seed/demo-logins';
import { freePort, startServerProcess, type StartedServer } from '../../server-process';
import { type FreshDatabase, freshDatabase, migratedPgliteDump, usingPostgres } from '../helper';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/* ---------- HTTP ---------- */

export interface Session {
  userId: number;
  token: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** Long enough for a slow PGlite under load, short enough that a wedged server fails the test rather than hanging it. */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * One call; null when the connection failed (refused, reset by a killed
 * server, timed out): such a write was never acknowledged.
 */
export async function call(
  base: string,
  who: Session | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: { json: unknown } | { raw: Buffer; contentType: string },
): Promise<Answer | null> {
  const headers: Record<string, string> = who ? { token: who.token, userid: String(who.userId) } : {};
  let payload: string | Blob | undefined;
  if (body && 'json' in body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body) {
    headers['content-type'] = body.contentType;
    payload = new Blob([new Uint8Array(body.raw)]);
  }
  try {
    const res = await fetch(`${base}${url}`, { method, headers, body: payload, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text for the failure message
    }
    return { status: res.status, body: parsed };
  } catch {
    return null;
  }
}

export async function loginAt(base: string, username: string): Promise<Session> {
  const answer = await call(base, null, 'POST', '/api/auth/login', { json: { username, password: DEMO_PASSWORD } });
  if (answer?.status !== 200) throw new Error(`login of ${username} failed: ${JSON.stringify(answer)}`);
  const { data } = answer.body as { data: { token: string; userID: number } };
  return { userId: data.userID, token: data.token };
}

/* ---------- server processes ---------- */

/** SIGKILL: no shutdown hook runs, nothing is flushed or closed by the server itself. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}

/**
 * Where a server keeps its data across a kill: a PostgreSQL database of its
 * own, or a PGlite data directory. Either way DATA_DIR stays the same across
 * restarts (the mail outbox lives there too).
 */
export interface ServerData {
  kind: 'postgres' | 'pglite';
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** A handle on the same data for direct checks; on PGlite only while no server has it open. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function serverData(): Promise<ServerData> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'meadow-resilience-'));
  if (usingPostgres) {
    const fresh: FreshDatabase = await freshDatabase();
    const url = fresh.url!;
    return {
      kind: 'postgres',
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      open: () => openDatabase({ url, poolSize: 2, migrate: false }),
      drop: async () => {
        await fresh.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // Unpacking the cached migrated dump saves the child an initdb (~8 s, far more on busy cores).
  const pgliteDir = path.join(dataDir, 'pglite');
  const seeded = await openDatabase({ pgliteDir, loadDataDir: await migratedPgliteDump(), migrate: false });
  await seeded.close();
  return {
    kind: 'pglite',
    dataDir,
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ pgliteDir, migrate: false }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A server on a port chosen by the caller, so a restart comes back where clients reconnect. */
export function startOn(port: number, env: NodeJS.ProcessEnv): Promise<StartedServer> {
  return startServerProcess({ ...env, PORT: String(port) });
}

export { freePort };

/** Rows of a raw query, whichever driver runs it (node-postgres answers { rows }, PGlite too). */
export async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/* ---------- a private Redis ---------- */

/** Whether redis-server can be started here (CI has it; a developer's machine may not). */
export const redisServerAvailable = (): boolean => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export interface PrivateRedis {
  url: string;
  /** SIGKILL: every connection drops at once, every key and subscription is gone (no persistence). */
  kill(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (b) => done(b.toString().startsWith('+PONG')));
  });
}

/**
 * A redis-server of this test's own on a free port: the machine's Redis is
 * shared by everyone's tests and must never be restarted.
 */
export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (await redisAnswers(port)) return;
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      await sleep(100);
    }
    throw new Error('redis-server did not answer within 10 s');
  };
  const kill = async () => {
    if (child) await killHard(child);
    child = null;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, kill, stop: kill };
}

/* ---------- waiting ---------- */

/** Polls until `done` holds or the time is up; answers whether it held. */
export async function waitUntil(done: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await sleep(everyMs);
  }
  return done();
}

export { sleep };
