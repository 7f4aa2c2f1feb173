/**
 * `npm run bench`: the server in-process on 127.0.0.1 (PGlite in a temp dir,
 * seeded), then the same on PostgreSQL when reachable (a fresh temp
 * database). On each: a generated practice of 20 providers × 10,000
 * appointments over five years (tests/bench/calendar-data.ts, set-based SQL,
 * ANALYZE), then autocannon, forked into a child process (load.ts) so it does
 * not starve the server on two cores: login and expiry_permissions, then the
 * daily call (one week, random provider and week per request) at 1, 4 and 20
 * connections and the yearly call (random provider and year) at 1 and 20.
 * BENCH_DURATION seconds per run (default 5); BENCH_ONLY=pglite|postgres runs
 * one database. Bounded: ~2.5 minutes. Then the appointment write case
 * (appointment-writes.ts): add, edit all, edit future and delete future of
 * a one-year weekly series, ms per operation. BENCH_WRITES_ONLY=1 skips the
 * autocannon runs and measures only the writes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { type Database, openDatabase, withDefaultUser } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/seed/demo-logins';
import { benchAppointmentWrites, type WriteRow } from './appointment-writes';
import { benchConfig, load } from './bench-helpers';
import { generatePractice } from './calendar-data';
import type { LoadJob, Session } from './load';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
/** BENCH_ONLY=pglite or postgres: one database only; server-path: only the server-path case (server-path.ts). */
const ONLY = process.env.BENCH_ONLY;
const WRITES_ONLY = process.env.BENCH_WRITES_ONLY === '1';
const PROVIDERS = 20;
const PER_PROVIDER = 10_000;


interface Row {
  database: string;
  route: string;
  conns: number;
  'req/s': number;
  'p50 ms': number;
  'p90 ms': number;
  'p99 ms': number;
  'max ms': number;
  errors: number;
  'server RSS MiB': number;
}

async function runOn(label: string, database: Database): Promise<{ rows: Row[]; writes: WriteRow[] }> {
  const app = await buildApp({ config: benchConfig(), database });
  const started = Date.now();
  const practice = await generatePractice(database, PROVIDERS, PER_PROVIDER);
  console.info(
    `${label}: generated ${practice.appointments} appointments for ${practice.providerIds.length} providers ` +
      `(${practice.firstDay} to ${practice.lastDay}) in ${Date.now() - started} ms`,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const rows: Row[] = [];
  const writes: WriteRow[] = [];
  try {
    const sessions: Session[] = [];
    for (const username of practice.usernames) {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      const { data } = (await res.json()) as { data: { token: string; userID: number } };
      sessions.push({ token: data.token, userid: String(data.userID) });
    }
    const rivera = sessions[0]!;
    // The Monday of the first generated week; weeks Sunday-Saturday from the day before it.
    const firstMonday = practice.firstDay;
    const weeks = Math.floor((Date.parse(practice.lastDay) - Date.parse(firstMonday)) / (7 * 86_400_000));
    const lastYear = Number(practice.lastDay.slice(0, 4));
    const years = Array.from({ length: 5 }, (_, i) => lastYear - 4 + i);

    // A sample of each call, to show what one answer holds.
    const sample = async (p: string) => (await (await fetch(`${base}${p}`, { headers: { ...rivera } })).json()) as { appointments: unknown[] };
    const week = await sample(`/api/appointment/get/daily/1/6/${lastYear - 1}/7/6/${lastYear - 1}/${rivera.userid}`);
    const year = await sample(`/api/appointment/get/yearly/${lastYear - 1}/${rivera.userid}`);
    console.info(`${label}: a sample week holds ${week.appointments.length} appointments, a year ${year.appointments.length} days`);

    const loginBody = JSON.stringify({ username: 'dr.rivera', password: DEMO_PASSWORD });
    const common = { base, duration: DURATION_S };
    const runs: { route: string; job: LoadJob }[] = [
      { route: 'POST /api/auth/login', job: { ...common, connections: 20, kind: 'fixed', method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: loginBody } },
      { route: 'GET /api/auth/expiry_permissions', job: { ...common, connections: 20, kind: 'fixed', method: 'GET', path: '/api/auth/expiry_permissions', headers: { ...rivera } } },
      ...[1, 4, 20].map((connections) => ({ route: 'GET daily (random provider/week)', job: { ...common, connections, kind: 'daily' as const, sessions, firstMonday, weeks } })),
      ...[1, 20].map((connections) => ({ route: 'GET yearly (random provider/year)', job: { ...common, connections, kind: 'yearly' as const, sessions, years } })),
    ];
    for (const { route, job } of WRITES_ONLY ? [] : runs) {
      const r = await load(job);
      rows.push({
        database: label,
        route,
        conns: job.connections,
        'req/s': r.rps,
        'p50 ms': r.p50,
        'p90 ms': r.p90,
        'p99 ms': r.p99,
        'max ms': r.max,
        errors: r.errors,
        'server RSS MiB': Math.round(process.memoryUsage().rss / 1024 / 1024),
      });
      console.info(`${label} ${route} c${job.connections}: ${r.rps} req/s, p99 ${r.p99} ms`);
      // Requests autocannon gave up on may still be running: let them finish before the next run or close.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    writes.push(...(await benchAppointmentWrites(label, database, base, rivera)));
    for (const w of writes) console.info(`${label} ${w.operation}: ${w['mean ms']} ms mean`);
  } finally {
    await app.close();
  }
  return { rows, writes };
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
  // BENCH_ONLY=server-path: only the server-path case (issue 16: Meadow vs a bare Fastify + pg route).
  if (ONLY === 'server-path') return (await import('./server-path')).benchServerPath(PG_URL);
  const rows: Row[] = [];
  const writes: WriteRow[] = [];
  const collect = (r: { rows: Row[]; writes: WriteRow[] }) => {
    rows.push(...r.rows);
    writes.push(...r.writes);
  };
  if (ONLY !== 'postgres') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'meadow-bench-'));
    try {
      collect(await runOn('PGlite', await openDatabase({ pgliteDir: path.join(dir, 'pglite') })));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  if (ONLY === 'pglite') {
    // PostgreSQL skipped on request.
  } else if (await postgresReachable()) {
    const name = `meadow_bench_${randomBytes(4).toString('hex')}`;
    await admin(`create database ${name}`);
    try {
      const url = new URL(withDefaultUser(PG_URL));
      url.pathname = `/${name}`;
      collect(await runOn('PostgreSQL', await openDatabase({ url: url.toString() })));
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  } else {
    console.info(`PostgreSQL not reachable at ${PG_URL}: skipped`);
  }

  console.info(`\n${DURATION_S} s per run, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (rows.length > 0) console.table(rows);
  console.info('Appointment writes (one request at a time, ms per operation):');
  console.table(writes);
  if (ONLY !== 'pglite') await (await import('./contacts-search')).benchContactsSearch(PG_URL); // issue 5: search and contacts list, PostgreSQL only
  if (ONLY !== 'pglite') await (await import('./mail')).benchMail(PG_URL); // issue 12: inbox pages and mail search over 100,000 mails
  if (ONLY !== 'pglite' && process.env.BENCH_CHAT !== '0') await (await import('./chat-sockets')).benchChatSockets(PG_URL); // issue 6: 2,000 sockets, 1 process and 2 over Redis; BENCH_CHAT=0 skips
  if (process.env.BENCH_AUDIT !== '0') await (await import('./audit')).benchAudit(PG_URL); // issue 13: daily p50/p99 with the audit trail on and off; BENCH_AUDIT=0 skips
  if (ONLY !== 'pglite' && process.env.BENCH_AUDIT_TRAIL !== '0') await (await import('./audit-trail')).benchAuditTrail(PG_URL); // issue 30 item 9: the trail's first page and a 50,000-row CSV over 10 million events (~10 min); BENCH_AUDIT_TRAIL=0 skips
  if (ONLY !== 'postgres') await (await import('./recovery-and-push')).benchRecoveryAndPush(); // issue 14: forgot-password timing known vs unknown, push fan-out
  if (ONLY !== 'postgres' && process.env.BENCH_UNLOCK !== '0') await (await import('./unlock')).benchUnlock(); // issue 17: unlocking a kept session, password vs passkey; BENCH_UNLOCK=0 skips
  if (process.env.BENCH_FEED !== '0') await (await import('./calendar-feed')).benchCalendarFeed(); // issue 28: a 2,000-event calendar feed, p50/p99 of the real route, full and 304; BENCH_FEED=0 skips
  if (process.env.BENCH_REMINDERS_RUN !== '0') await (await import('./reminders')).benchReminders(); // issue 15: reminders sent per second by one process; BENCH_REMINDERS_RUN=0 skips
  if (ONLY !== 'pglite' && process.env.BENCH_REMINDER_SWEEP !== '0') await (await import('./reminder-sweep')).benchReminderSweep(); // issue 26: 100,000 due reminders, 200 providers, two server processes: sent/s, duplicates, missed, daily p99 with and without the sweep (~10 min); BENCH_REMINDER_SWEEP=0 skips
  if (ONLY !== 'pglite' && process.env.BENCH_SERVER_PATH !== '0') await (await import('./server-path')).benchServerPath(PG_URL); // issue 16: each hot route as a ratio of a bare Fastify + pg route, 1/4/16 connections, gzip or not, REDIS_URL or not; BENCH_SERVER_PATH=0 skips
  if (process.env.BENCH_WEB !== '0') await (await import('./web-load')).benchWebLoad(); // issue 16: JS + CSS a cold /login and /daily transfer, Lighthouse mobile; BENCH_WEB=0 skips
  if (process.env.BENCH_MEMORY !== '0') await (await import('./memory')).benchMemory(PG_URL); // issue 16: the compiled server's RSS idle and after two runs of BENCH_MEMORY_MINUTES (10) of mixed load, both databases (~45 min); BENCH_MEMORY=0 skips
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
