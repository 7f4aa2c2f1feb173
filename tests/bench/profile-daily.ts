/**
 * Where a daily call's time goes, on PostgreSQL (DATABASE_URL, default
 * 127.0.0.1/test): a kept database `meadow_bench_profile` with the generated
 * practice (made on first run; PROFILE_RESET=1 makes it again; PROFILE_PGLITE=1
 * uses an in-memory PGlite instead), then for 300 random provider/weeks: the
 * repository alone, zod parse vs JSON.stringify of its answers, the whole
 * route through app.inject (auth, validation, serialization; Node CPU per
 * call), the yearly query; PROFILE_EXPLAIN=1 adds EXPLAIN ANALYZE of both.
 * `node --import tsx tests/bench/profile-daily.ts` (add --cpu-prof for a profile).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { dailyResponse } from '../../domain/contract/calendar';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, withDefaultUser } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/seed/demo-logins';
import { generatePractice } from './calendar-data';

const PG_URL = withDefaultUser(process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test');
const NAME = 'meadow_bench_profile';
const N = 300;

async function admin(text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!.toFixed(2);
  return `p50 ${q(0.5)} p90 ${q(0.9)} p99 ${q(0.99)} max ${s.at(-1)!.toFixed(2)} ms`;
};

async function main(): Promise<void> {
  const pglite = Boolean(process.env.PROFILE_PGLITE);
  const exists = !pglite && (await admin(`select 1 from pg_database where datname = '${NAME}'`)).length > 0;
  if (exists && process.env.PROFILE_RESET) await admin(`drop database ${NAME} with (force)`);
  const fresh = pglite || !exists || Boolean(process.env.PROFILE_RESET);
  if (fresh && !pglite) await admin(`create database ${NAME}`);
  const url = new URL(PG_URL);
  url.pathname = `/${NAME}`;
  const database = pglite ? await openDatabase({}) : await openDatabase({ url: url.toString() });
  const config = { ...loadConfig({}), logLevel: 'warn' as const, seedDemo: true, rateLimitMax: 10_000_000 };
  const app = await buildApp({ config, database });
  try {
    if (fresh) await generatePractice(database);
    const found = (await database.db.execute(sql.raw(`select id::int as id from users where username = 'dr.rivera' or username like 'bench.provider%'`))) as unknown as { rows: { id: number }[] };
    const providers = found.rows;
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'dr.rivera', password: DEMO_PASSWORD } });
    const { data } = login.json<{ data: { token: string; userID: number } }>();
    const headers = { token: data.token, userid: String(data.userID) };
    const weeks = Array.from({ length: N }, () => {
      const sunday = new Date(Date.UTC(2022, 0, 2) + Math.floor(Math.random() * 250) * 7 * 86_400_000);
      const saturday = new Date(sunday.getTime() + 6 * 86_400_000);
      const iso = (d: Date) => d.toISOString().slice(0, 10);
      return { provider: providers[Math.floor(Math.random() * providers.length)]!.id, sunday, saturday, start: iso(sunday), end: iso(saturday) };
    });
    const repo = app.appointmentsRepository;
    console.info(pglite ? 'PGlite (in memory, generated now)' : `PostgreSQL (${NAME})`);
    const reader = { userId: data.userID, role: 7 };
    for (const w of weeks.slice(0, 20)) await repo.daily(w.provider, w.start, w.end, reader);
    const repoMs: number[] = [];
    let rows = 0;
    for (const w of weeks) {
      const t = performance.now();
      rows += (await repo.daily(w.provider, w.start, w.end, reader)).appointments.length;
      repoMs.push(performance.now() - t);
    }
    console.info(`repository.daily  ${stats(repoMs)} (${(rows / N).toFixed(1)} rows)`);
    const results = await Promise.all(weeks.slice(0, 50).map((w) => repo.daily(w.provider, w.start, w.end, reader)));
    const parseMs: number[] = [];
    const jsonMs: number[] = [];
    for (const r of results) {
      let t = performance.now();
      dailyResponse.parse(r);
      parseMs.push(performance.now() - t);
      t = performance.now();
      JSON.stringify(r);
      jsonMs.push(performance.now() - t);
    }
    console.info(`zod parse         ${stats(parseMs)}`);
    console.info(`JSON.stringify    ${stats(jsonMs)}`);
    const routeMs: number[] = [];
    const cpu0 = process.cpuUsage();
    const parts = (d: Date) => `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;
    for (const w of weeks) {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/appointment/get/daily/${parts(w.sunday)}/${parts(w.saturday)}/${data.userID}`, headers });
      if (res.statusCode !== 200) throw new Error(res.body);
      routeMs.push(performance.now() - t);
    }
    const cpu = process.cpuUsage(cpu0);
    console.info(`route (inject)    ${stats(routeMs)}; Node CPU ${((cpu.user + cpu.system) / 1000 / N).toFixed(2)} ms per call`);
    const yearMs: number[] = [];
    for (const w of weeks.slice(0, 100)) {
      const t = performance.now();
      await repo.yearlyDates(w.provider, { start: `${w.sunday.getUTCFullYear()}-01-01`, end: `${w.sunday.getUTCFullYear()}-12-31` }, reader);
      yearMs.push(performance.now() - t);
    }
    console.info(`repository.yearly ${stats(yearMs)}`);
    if (process.env.PROFILE_EXPLAIN) {
      const captured: { text: string; values: unknown[] }[] = [];
      const original = pg.Client.prototype.query;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const q = args[0] as { text?: string; values?: unknown[] } | string;
        if (typeof q === "object" && q.text?.includes("appointment_series")) captured.push({ text: q.text, values: (args[1] as unknown[] | undefined) ?? q.values ?? [] });
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof original;
      const w0 = weeks[0]!;
      await repo.daily(w0.provider, w0.start, w0.end, reader);
      pg.Client.prototype.query = original;
      const dq = captured[0]!;
      const c2 = new pg.Client({ connectionString: url.toString() });
      await c2.connect();
      console.info(dq.text);
      for (let i = 0; i < 3; i += 1) {
        const plan = await c2.query(`explain (analyze, buffers) ${dq.text}`, dq.values);
        console.info(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
      await c2.end();
      const w = weeks[0]!;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await client.query(`set application_name = 'profile'`);
      console.info((await client.query(`explain (analyze, buffers) select distinct app_date from appointments where provider_id = ${w.provider} and app_date between '2024-01-01' and '2024-12-31' and not is_deleted order by app_date`)).rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      await client.end();
    }
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
