/**
 * The calendar feed case of `npm run bench` (issue 28: a feed of 2,000
 * events answers in ≤ 100 ms p99): dr.rivera's calendar with BENCH_FEED_EVENTS
 * (default 2,000) appointments in the feed's window, set-based, then
 * BENCH_FEED_FETCHES (default 300) fetches of GET /feed/{secret}.ics through
 * the real route (Fastify inject: its hooks, rate limits, audit, the
 * repository and the writer; no socket), one at a time; p50/p99 of the full
 * answer and of a conditional fetch (304). The rate limits are real, so each
 * fetch comes from an address of its own and the secret is reset every 25
 * fetches. On PGlite, and on PostgreSQL when reachable. Printed, never
 * asserted. On its own: `node --import tsx tests/bench/calendar-feed.ts`.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/repositories/appointments/sql-arrays';
import { benchConfig, onFreshPglite, onFreshPostgres, percentile, signIn } from './bench-helpers';

const EVENTS = Math.min(20_000, Number(process.env.BENCH_FEED_EVENTS ?? 2000));
const FETCHES = Math.min(5000, Number(process.env.BENCH_FEED_FETCHES ?? 300));
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
const PER_SECRET = 25;

interface Row {
  database: string;
  events: number;
  'body KiB': number;
  fetches: number;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
  '304 p50 ms': number;
  '304 p99 ms': number;
}

async function runOn(label: string, database: Database, rows: Row[]): Promise<void> {
  const app = await buildApp({ config: benchConfig({ publicUrl: 'https://meadow.example' }), database });
  try {
    await app.ready();
    const rivera = await signIn(app, 'dr.rivera');
    const headers = { token: rivera.token, userid: rivera.userid };
    const [client] = rowsOf<{ id: number }>(await database.db.execute(sql`select min(id) as id from clients where provider_id = ${rivera.id}::int`));
    // EVENTS office appointments spread over the next 700 days, New York time, each with a note the feed must leave out.
    await database.db.execute(sql`
      insert into appointments (provider_id, starts_at, ends_at, timezone, app_date, type, client_id, client_type, notes, custom_location)
      select ${rivera.id}::int, s, s + interval '50 minutes', 'America/New_York', (s at time zone 'America/New_York')::date, 1,
             ${client!.id}::int, 'person', 'bench note', 'Room 1'
        from (select date_trunc('hour', now()) + interval '1 day' + (g * (700.0 * 86400 / ${EVENTS}::int)) * interval '1 second' as s
                from generate_series(0, ${EVENTS}::int - 1) g) x`);
    let path = '';
    const issue = async () => {
      const res = await app.inject({ method: 'POST', url: '/api/calendar_sync/feed/reset', headers });
      path = new URL((res.json() as { address: { https: string } }).address.https).pathname;
    };
    const full: number[] = [];
    const conditional: number[] = [];
    let bytes = 0;
    let etag = '';
    for (let i = 0; i < FETCHES; i++) {
      if (i % PER_SECRET === 0) await issue();
      const remoteAddress = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const conditionalFetch = i % 2 === 1 && etag !== '';
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: path, remoteAddress, headers: conditionalFetch ? { 'if-none-match': etag } : {} });
      const ms = performance.now() - started;
      if (res.statusCode !== (conditionalFetch ? 304 : 200)) throw new Error(`feed answered ${res.statusCode}`);
      if (conditionalFetch) conditional.push(ms);
      else {
        full.push(ms);
        bytes = res.rawPayload.length;
        etag = String(res.headers.etag);
      }
    }
    full.sort((a, b) => a - b);
    conditional.sort((a, b) => a - b);
    const [count] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from appointments where provider_id = ${rivera.id}::int and not is_deleted`));
    rows.push({
      database: label,
      events: count!.n,
      'body KiB': Math.round(bytes / 102.4) / 10,
      fetches: FETCHES,
      'p50 ms': percentile(full, 50),
      'p99 ms': percentile(full, 99),
      'max ms': Math.round((full[full.length - 1] ?? 0) * 10) / 10,
      '304 p50 ms': percentile(conditional, 50),
      '304 p99 ms': percentile(conditional, 99),
    });
  } finally {
    await app.close();
  }
}

export async function benchCalendarFeed(): Promise<void> {
  const rows: Row[] = [];
  await onFreshPglite('feed', (database) => runOn('PGlite', database, rows));
  await onFreshPostgres(PG_URL, 'feed', (database) => runOn('PostgreSQL', database, rows));
  console.info(`\nCalendar feed, GET /feed/{secret}.ics of dr.rivera's calendar (${EVENTS} added appointments; ${os.cpus().length} cores):`);
  console.table(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchCalendarFeed();
}
