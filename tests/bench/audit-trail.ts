/**
 * The audit trail at scale (issue 30 item 9): BENCH_AUDIT_EVENTS (default
 * 10,000,000) events over six years and a week on PostgreSQL, 5 % of them dr.rivera's
 * practice's, the rest 200 other practices'. Then, one request at a time
 * through the real route (app.inject: the server's own time), the screen's
 * first page (the default last 7 days, and a whole year, and a year
 * filtered by user and action), a page deep in the year (keyset), and the
 * CSV export of a year's 50,000 newest rows; p50 / p99 of
 * BENCH_AUDIT_TRAIL_ROUNDS requests (3 for the CSV), and one pruning batch
 * of 5,000 past-retention events. Figures are printed, never asserted.
 * Runs on its own: `node --import tsx tests/bench/audit-trail.ts`.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { AUDIT_MIN_RETENTION_DAYS, auditCutoff } from '../../server/audit/audit-retention';
import { pruneAuditBatch } from '../../server/repositories/audit-retention-repository';
import { benchConfig, onFreshPostgres, percentile, signIn } from './bench-helpers';

const PG_URL = process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
const EVENTS = Math.min(20_000_000, Number(process.env.BENCH_AUDIT_EVENTS ?? 10_000_000));
const ROUNDS = Math.min(200, Number(process.env.BENCH_AUDIT_TRAIL_ROUNDS ?? 30));
const CHUNK = 1_000_000;

export async function benchAuditTrail(pgUrl = PG_URL): Promise<void> {
  await onFreshPostgres(pgUrl, 'audit_trail', async (database) => {
    const app = await buildApp({ config: benchConfig(), database, logger: false });
    await app.ready();
    try {
      const rivera = await signIn(app, 'dr.rivera');
      const sam = await signIn(app, 'sam.staff');
      const db = app.database.db;
      const started = performance.now();
      for (let done = 0; done < EVENTS; done += CHUNK) {
        const n = Math.min(CHUNK, EVENTS - done);
        // Time-ordered ids, as a live trail has: events are generated oldest first across the six years.
        await db.execute(sql`
          insert into audit_events (at, user_id, provider_id, action, record_type, record_id, route, method, status_code, ip)
          select now() - interval '2200 days' * (1 - (${done}::int + g)::float8 / ${EVENTS}::int),
                 case when mine then (case when g % 3 = 0 then ${sam.id}::int else ${rivera.id}::int end) else 100000 + g % 5000 end,
                 case when mine then ${rivera.id}::int else 200000 + g % 200 end,
                 (array['read','read','read','create','update','delete'])[1 + g % 6],
                 (array['client','appointment','mail','chat','contact'])[1 + g % 5],
                 (g % 997)::text, '/api/appointment/get/:id', 'GET', 200, '127.0.0.1'
            from (select g, (g % 20 = 0) as mine from generate_series(1, ${n}::int) g) s`);
      }
      await db.execute(sql`analyze audit_events`);
      console.info(`audit trail bench: ${EVENTS.toLocaleString('en-US')} events inserted in ${((performance.now() - started) / 1000).toFixed(0)} s`);

      const headers = { token: rivera.token, userid: rivera.userid };
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const year = `from=${day(-365)}&to=${day(0)}`;
      const time = async (url: string, rounds: number): Promise<{ p50: number; p99: number; rows: number; bytes: number }> => {
        const ms: number[] = [];
        let rows = 0;
        let bytes = 0;
        for (let i = 0; i < rounds; i++) {
          const t0 = performance.now();
          const res = await app.inject({ method: 'GET', url, headers });
          ms.push(performance.now() - t0);
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          bytes = res.rawPayload.length;
          rows = url.includes('/export') ? res.body.split('\n').length - 2 : (res.json() as { events: unknown[] }).events.length;
        }
        ms.sort((a, b) => a - b);
        return { p50: percentile(ms, 50), p99: percentile(ms, 99), rows, bytes };
      };
      const base = `/api/audit/${rivera.id}`;
      const page = (await app.inject({ method: 'GET', url: `${base}?${year}`, headers })).json() as { events: { id: number }[] };
      const deep = page.events.at(-1)!.id - Math.floor(EVENTS / 8);
      const rowsOut = [
        { case: 'first page, last 7 days (the screen as it opens)', ...(await time(base, ROUNDS)) },
        { case: 'first page, a whole year', ...(await time(`${base}?${year}`, ROUNDS)) },
        { case: 'first page, a year, one user and action', ...(await time(`${base}?${year}&userId=${sam.id}&action=read`, ROUNDS)) },
        { case: 'a page half a year back (keyset)', ...(await time(`${base}?${year}&before=${deep}`, ROUNDS)) },
        { case: 'CSV export, a year: 50,000 rows', ...(await time(`${base}/export?${year}`, 3)) },
      ];
      console.table(rowsOut);
      // The oldest week is past retention: one batch of the daily job.
      const t0 = performance.now();
      const pruned = await pruneAuditBatch(db, auditCutoff(new Date(), AUDIT_MIN_RETENTION_DAYS), 5000);
      console.info(`audit trail bench: one pruning batch deleted ${pruned} events in ${(performance.now() - t0).toFixed(0)} ms`);
    } finally {
      await app.close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchAuditTrail().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
