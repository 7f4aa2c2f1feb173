/** Small pieces every bench case uses: percentiles, an admin statement, a fresh database, a sign-in. */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type Config, loadConfig } from '../../server/config';
import { type Database, openDatabase, withDefaultUser } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/seed/demo-logins';
import type { LoadJob, LoadResult } from './load';

/** A server config for a bench: loopback, quiet, the demo seeded, and the limits one hammering address would trip lifted. */
export const benchConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({}),
  host: '127.0.0.1',
  port: 0,
  logLevel: 'warn',
  seedDemo: true,
  rateLimitMax: 10_000_000,
  loginMaxFailures: 1_000_000,
  loginMaxFailuresPerIp: 1_000_000,
  ...overrides,
});

/** The p-th percentile of ascending figures, to 0.1. */
export const percentile = (sorted: number[], p: number): number =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;

/** Runs a case on a fresh PGlite database in a temporary folder, removed afterwards. */
export async function onFreshPglite(label: string, run: (database: Database) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `meadow-bench-${label}-`));
  try {
    await run(await openDatabase({ pgliteDir: dir }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One statement on the PostgreSQL at `url` (create or drop a database). */
export async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(url), connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs a case on a fresh database of the PostgreSQL at pgUrl, dropped
 * afterwards; says so and skips when the server is not reachable.
 */
export async function onFreshPostgres(pgUrl: string, label: string, run: (database: Database) => Promise<void>): Promise<void> {
  const name = `meadow_bench_${label.replace(/\W+/g, '_')}_${randomBytes(4).toString('hex')}`;
  try {
    await admin(pgUrl, `create database ${name}`);
  } catch {
    console.info(`${label} bench: PostgreSQL not reachable at ${pgUrl}: skipped`);
    return;
  }
  try {
    const url = new URL(withDefaultUser(pgUrl));
    url.pathname = `/${name}`;
    await run(await openDatabase({ url: url.toString() }));
  } finally {
    await admin(pgUrl, `drop database if exists ${name} with (force)`);
  }
}

/** Signs a demo user in through the real route. */
export async function signIn(app: FastifyInstance, username: string): Promise<{ token: string; userid: string; id: number }> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: DEMO_PASSWORD } });
  const { data } = res.json() as { data: { token: string; userID: number } };
  return { token: data.token, userid: String(data.userID), id: data.userID };
}

const loadScript = fileURLToPath(new URL('./load.ts', import.meta.url));

/** One autocannon run in a child process; a hard timeout so a stuck run cannot hang the bench. */
export function load(job: LoadJob): Promise<LoadResult> {
  return forkLoad(loadScript, job, 30);
}

/** Runs a load child script on a JSON job; killed `graceS` seconds after the job's duration. */
export function forkLoad(script: string, job: { duration: number }, graceS: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [JSON.stringify(job)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    let result: LoadResult | undefined;
    const timer = setTimeout(() => child.kill('SIGKILL'), (job.duration + graceS) * 1000);
    child.on('message', (m) => {
      result = m as LoadResult;
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (result) resolve(result);
      else reject(new Error(`load child exited with ${code} and no result`));
    });
  });
}
