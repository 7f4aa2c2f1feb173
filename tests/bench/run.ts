/**
 * `npm run bench`: the server in-process on 127.0.0.1 (PGlite in a temp dir,
 * seeded), autocannon on login and expiry_permissions, then the calendar
 * calls (a one-week daily call and a yearly call) on a provider with five
 * years of history (~15,600 appointments bulk-inserted with one
 * INSERT … SELECT generate_series), then the same on PostgreSQL when
 * reachable (a fresh temp database). Bounded: ~2.5 minutes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase, withDefaultUser } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/seed/demo-logins';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';

/** Appointments per weekday in the bulk history: 08:00 to 19:00 on the hour, 45 minutes each. */
const PER_WEEKDAY = 12;
const HISTORY_YEARS = 5;

/**
 * Five years of weekday appointments for dr.rivera in one statement (local
 * days and times in New York, like the app writes them), then ANALYZE so
 * the planner knows the table's new size. Returns the row count.
 */
async function bulkHistory(database: Database): Promise<number> {
  await database.db.execute(sql`
    with provider as (select id from users where username = 'dr.rivera'),
         contacts as (select array_agg(c.id order by c.id) as ids from clients c, provider p where c.provider_id = p.id and c.status = 1),
         days as (
           select g::date as d
           from generate_series(current_date - ${`${HISTORY_YEARS} years`}::interval, current_date - interval '1 day', interval '1 day') as g
           where extract(isodow from g) < 6
         )
    insert into appointments (provider_id, starts_at, ends_at, timezone, app_date, client_id, client_type, type, notes)
    select p.id,
           (d + make_time(8 + h, 0, 0)) at time zone 'America/New_York',
           (d + make_time(8 + h, 45, 0)) at time zone 'America/New_York',
           'America/New_York', d,
           c.ids[1 + (h + extract(doy from d)::int) % array_length(c.ids, 1)], 'person', 1, 'bench history'
    from provider p, contacts c, days, generate_series(0, ${PER_WEEKDAY - 1}) as h`);
  await database.db.execute(sql`analyze appointments`);
  const counted = (await database.db.execute(sql`select count(*)::int as n from appointments where notes = 'bench history'`)) as unknown as { rows: { n: number }[] };
  return counted.rows[0]?.n ?? 0;
}

/** [day, month 1-12, year] of a UTC date. */
const dayParts = (d: Date): string => `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;

interface Row {
  database: string;
  route: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  'RSS MiB': number;
}

async function runOn(label: string, database: Database): Promise<Row[]> {
  const config = {
    ...loadConfig({}),
    host: '127.0.0.1',
    port: 0,
    logLevel: 'warn' as const,
    seedDemo: true,
    // The bench hammers from one address: lift the limits it would trip.
    rateLimitMax: 10_000_000,
    loginMaxFailures: 1_000_000,
    loginMaxFailuresPerIp: 1_000_000,
  };
  const app = await buildApp({ config, database });
  const started = Date.now();
  const history = await bulkHistory(database);
  console.info(`${label}: bulk-inserted ${history} appointments of history in ${Date.now() - started} ms`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const rows: Row[] = [];
  try {
    const loginBody = JSON.stringify({ username: 'dr.rivera', password: DEMO_PASSWORD });
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody });
    const { data } = (await login.json()) as { data: { token: string; userID: number } };

    const auth = { token: data.token, userid: String(data.userID) };
    // A week (Monday to Sunday) a year back and last year: both inside the bulk history.
    const yearAgo = new Date(Date.now() - 365 * 86_400_000);
    const monday = new Date(yearAgo.getTime() - ((yearAgo.getUTCDay() + 6) % 7) * 86_400_000);
    const sunday = new Date(monday.getTime() + 6 * 86_400_000);
    const dailyPath = `/api/appointment/get/daily/${dayParts(monday)}/${dayParts(sunday)}/${data.userID}`;
    const yearlyPath = `/api/appointment/get/yearly/${new Date().getUTCFullYear() - 1}/${data.userID}`;
    for (const check of [dailyPath, yearlyPath]) {
      const res = await fetch(`${base}${check}`, { headers: auth });
      const body = (await res.json()) as { appointments: unknown[] };
      console.info(`${label} ${check}: ${res.status}, ${body.appointments.length} entries`);
    }

    const targets = [
      { route: 'POST /api/auth/login', method: 'POST' as const, path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: loginBody },
      { route: 'GET /api/auth/expiry_permissions', method: 'GET' as const, path: '/api/auth/expiry_permissions', headers: auth },
      { route: 'GET daily (one week, 60 appts)', method: 'GET' as const, path: dailyPath, headers: auth },
      { route: 'GET yearly (~260 days)', method: 'GET' as const, path: yearlyPath, headers: auth },
    ];
    for (const target of targets) {
      const result = await autocannon({
        url: `${base}${target.path}`,
        method: target.method,
        headers: target.headers,
        ...(target.body ? { body: target.body } : {}),
        connections: CONNECTIONS,
        duration: DURATION_S,
      });
      rows.push({
        database: label,
        route: target.route,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
        'RSS MiB': Math.round(process.memoryUsage().rss / 1024 / 1024),
      });
      console.info(`${label} ${target.route}: ${Math.round(result.requests.average)} req/s`);
      // Requests autocannon gave up on may still be running: let them finish before the next run or close.
      await new Promise((r) => setTimeout(r, 2000));
    }
  } finally {
    await app.close();
  }
  return rows;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: withDefaultUser(PG_URL), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(PG_URL) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'meadow-bench-'));
  try {
    rows.push(...(await runOn('PGlite', await openDatabase({ pgliteDir: path.join(dir, 'pglite') }))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  if (await postgresReachable()) {
    const name = `meadow_bench_${randomBytes(4).toString('hex')}`;
    await admin(`create database ${name}`);
    try {
      const url = new URL(withDefaultUser(PG_URL));
      url.pathname = `/${name}`;
      rows.push(...(await runOn('PostgreSQL', await openDatabase({ url: url.toString() }))));
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  } else {
    console.info(`PostgreSQL not reachable at ${PG_URL}: skipped`);
  }

  console.info(`\n${CONNECTIONS} connections, ${DURATION_S} s per route, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
  console.table(rows);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
