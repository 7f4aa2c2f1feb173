import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { type Database, migrationsFolder, openDatabase, withDefaultUser } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/seed/demo-logins';

/**
 * One database per test FILE: PGlite in memory (from a migrated dump made
 * once and cached), or, with DATABASE_URL set, a fresh uniquely named
 * PostgreSQL database dropped afterwards.
 */

export const usingPostgres = Boolean(process.env.DATABASE_URL);

/** Per-file data directories live here, never in the repository's ./data. */
const testDataRoot = path.join(os.tmpdir(), 'meadow-test-data');

/**
 * Test config: quiet, seeded, generous limits unless a test says otherwise.
 * DATA_DIR is a fresh directory under the system temp folder (made only when
 * something writes to it) and the mail outbox is inside it, so no test writes
 * into ./data; read sent mail with readOutbox(config.outboxDir).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? path.join(testDataRoot, `${process.pid}-${randomBytes(4).toString('hex')}`);
  return {
    ...loadConfig({}),
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    // Mail goes to the outbox unless a test passes smtpUrl (see smtp-capture.ts).
    smtpUrl: undefined,
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    seedDemo: true,
    rateLimitMax: 100_000,
    redisUrl: process.env.REDIS_URL || undefined,
    // A prefix per file: concurrent files must not hear each other's broadcasts through Redis.
    redisPrefix: `meadow-test-${randomBytes(4).toString('hex')}`,
    // Web Push stays on, but only a push service on 127.0.0.1 is allowed: nothing leaves the machine.
    pushServiceHosts: ['127.0.0.1'],
    // No job worker polling in a test that listens: tests run jobs with app.jobs.tick()/drain() (tests/api/jobs).
    jobsEnabled: false,
    ...overrides,
  };
}

// --- PGlite: a migrated data directory, made once per schema version and reused.

async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string) => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else hash.update(entry.name).update(await readFile(full));
    }
  };
  await walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** initdb takes ~7.6 s: do it once (across files and runs), then load the dump in ~0.7 s. */
export async function migratedPgliteDump(): Promise<Blob> {
  const dir = path.join(os.tmpdir(), 'meadow-test-pglite');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${await migrationsDigest()}.tar`);
  const lock = `${file}.lock`;
  for (let waited = 0; !existsSync(file); waited += 200) {
    try {
      await mkdir(lock); // atomic: one file makes the dump, the others wait for it
      try {
        const database = await openDatabase({});
        const blob = await database.dump!();
        await database.close();
        await writeFile(`${file}.tmp`, Buffer.from(await blob.arrayBuffer()));
        await rename(`${file}.tmp`, file);
      } finally {
        await rm(lock, { recursive: true, force: true });
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (waited > 60_000) await rm(lock, { recursive: true, force: true }); // a crashed maker's lock
      await sleep(200);
    }
  }
  return new Blob([await readFile(file)]);
}

// --- PostgreSQL: a fresh database per file.

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(process.env.DATABASE_URL!) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  /** Opened and migrated; the app closes it. */
  open(): Promise<Database>;
  /** For child processes: the URL of the PostgreSQL database (undefined on PGlite). */
  url: string | undefined;
  drop(): Promise<void>;
}

export async function freshDatabase(): Promise<FreshDatabase> {
  if (!usingPostgres) {
    const dump = await migratedPgliteDump();
    return { open: () => openDatabase({ loadDataDir: dump }), url: undefined, drop: async () => undefined };
  }
  const name = `meadow_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(withDefaultUser(process.env.DATABASE_URL!));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    open: () => openDatabase({ url: url.toString(), poolSize: 4 }),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly config: Config;
}

/**
 * Makes the app on a fresh database before the file's tests and closes it
 * after. Call once at the top of a test file.
 */
export function build(
  overrides: Partial<Config> = {},
  options: { webRoot?: string; logStream?: { write(line: string): void } } = {},
): TestApp {
  let app: FastifyInstance | undefined;
  let fresh: FreshDatabase | undefined;
  const config = testConfig(overrides);
  beforeAll(async () => {
    fresh = await freshDatabase();
    app = await buildApp({
      config,
      database: await fresh.open(),
      ...(options.logStream ? { logStream: options.logStream } : { logger: false as const }),
      webRoot: options.webRoot,
    });
    await app.ready();
    // Generous: the first file of a run on a fresh machine makes the PGlite dump (initdb) while others wait.
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await fresh?.drop();
    if (config.dataDir.startsWith(testDataRoot + path.sep)) await rm(config.dataDir, { recursive: true, force: true });
  }, 60_000);
  return {
    get app() {
      if (!app) throw new Error('the app is built in beforeAll');
      return app;
    },
    config,
  };
}

export interface Login {
  token: string;
  userId: number;
  headers: { token: string; userid: string };
}

export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<Login> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  expect(res.statusCode, res.body).toBe(200);
  const { token, userID } = (res.json() as { data: { token: string; userID: number } }).data;
  return { token, userId: userID, headers: { token, userid: String(userID) } };
}

/** The one error shape: status and `{ message }`. */
export function expectMessage(res: LightMyRequestResponse, status: number, message: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ message });
}
