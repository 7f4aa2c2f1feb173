/**
 * The server path (issue 16, item 3): each hot route of Meadow against a
 * bare Fastify + `pg` route running the same SQL (bare-server.ts), on
 * PostgreSQL (DATABASE_URL, default 127.0.0.1/test; a fresh database,
 * dropped afterwards) with the calendar bench's generated practice
 * (calendar-data.ts: 20 providers × 10,000 appointments over five years)
 * and 3,000 chat messages between dr.rivera and sam.staff.
 *
 * 1. Each route's request list (daily week and yearly: random provider and
 *    week / year; the daily week as the calendar asks it, `?fields=calendar`,
 *    and with every field; contacts list: each provider; search: name fragments over
 *    today ± 3 months; chat page: pages of dr.rivera's chat with sam.staff;
 *    mail page: dr.rivera's boxes; the week view's busy call, and the team
 *    views' daily week and busy call asked by the front desk, sam.staff,
 *    for any provider: team-busy-data.ts) is asked of Meadow once through app.inject
 *    while a recorder listens on the pg driver: that gives the statements per
 *    request (authentication's, the audit trail's and the route's own) and the
 *    route's own statements, which the bare server then runs for that path.
 * 2. autocannon in a child process (server-path-load.ts) on both servers,
 *    the same request list, alternated (Meadow, bare, Meadow, bare … per
 *    cell): every route at 1, 4 and 16 connections, with `accept-encoding:
 *    gzip` and without, and Meadow with and without REDIS_URL (Redis at
 *    REDIS_URL, default 127.0.0.1:6379; skipped when unreachable).
 *    Authentication, authorization and the audit trail are on.
 * Prints req/s, p99, Node CPU ms per request (this process: both servers
 * live here, the load does not) and the ratio Meadow / bare per cell, and
 * answer sizes. BENCH_DURATION seconds per run (default 2: ~6 minutes with
 * Redis); BENCH_ROUTES=daily,yearly,… picks routes; BENCH_CONNECTIONS=1,4
 * picks connection counts; BENCH_REDIS=0 skips the Redis half;
 * BENCH_PROFILE=<dir> writes a CPU profile of each of Meadow's runs there.
 * `node --import tsx tests/bench/server-path.ts`, or `BENCH_ONLY=server-path npm run bench`.
 */
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { CALENDAR_FIELD_SET } from '../../domain/contract/calendar';
import { buildApp } from '../../server/app';
import { type Database, withDefaultUser } from '../../server/db/client';
import { rowsOf } from '../../server/repositories/appointments/sql-arrays';
import { benchConfig, forkLoad, onFreshPostgres, signIn } from './bench-helpers';
import { pgRecorder, type RecordedStatement, startBareServer } from './bare-server';
import { generatePractice } from './calendar-data';
import { addTeamAndBusy } from './team-busy-data';
import type { LoadResult } from './load';
import type { ListJob } from './server-path-load';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 2);
/** Load on each server before a route's cells (not measured). */
const WARMUP_S = 1;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROUTES = (process.env.BENCH_ROUTES ?? 'daily,daily-all,yearly,week,team,team-busy,contacts,search,chat,mail').split(',');
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,4,16').split(',').map(Number);
const PROVIDERS = 20;
const PER_PROVIDER = 10_000;
const SAMPLES = 200;

interface BenchRequest {
  path: string;
  headers: Record<string, string>;
}

interface RouteCase {
  route: string;
  requests: BenchRequest[];
}

interface Recorded {
  /** Statements per request, by kind, averaged over the route's list. */
  auth: number;
  audit: number;
  own: number;
  /** Answer bytes (mean): Meadow's JSON, gzipped, and the bare route's. */
  meadowBytes: number;
  meadowGzip: number;
  bareBytes: number;
  /** Per compression setting: mean compressed bytes and µs to compress one answer. */
  compression: Record<string, { bytes: number; us: number }>;
}

/** The settings weighed for JSON answers (the figures behind server/app.ts's choice). */
const COMPRESSIONS: Record<string, (b: Buffer) => Buffer> = {
  'gzip-1': (b) => gzipSync(b, { level: 1 }),
  'gzip-4': (b) => gzipSync(b, { level: 4 }),
  'gzip-6': (b) => gzipSync(b, { level: 6 }),
  'br-4': (b) => brotliCompressSync(b, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
};

function compressionFigures(bodies: Buffer[]): Recorded['compression'] {
  const out: Recorded['compression'] = {};
  for (const [name, run] of Object.entries(COMPRESSIONS)) {
    let bytes = 0;
    for (const b of bodies) bytes += run(b).length;
    // The fastest of five passes after that warm-up one: the machine is shared.
    let best = Infinity;
    for (let pass = 0; pass < 5; pass++) {
      const start = process.hrtime.bigint();
      for (const b of bodies) run(b);
      best = Math.min(best, Number(process.hrtime.bigint() - start) / 1000);
    }
    out[name] = { bytes: Math.round(bytes / bodies.length), us: Math.round(best / bodies.length) };
  }
  return out;
}

const loadScript = fileURLToPath(new URL('./server-path-load.ts', import.meta.url));

const loadList = (job: ListJob): Promise<LoadResult> => forkLoad(loadScript, job, 120);

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
/** d/m/yyyy of a UTC date, as the calendar paths want it. */
const dmy = (d: Date): string => `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;

/**
 * What kind of statement the recorder saw: the hook's, the audit trail's
 * (its buffer's batched insert), the job worker's (a timer, not the request),
 * or the route's own.
 */
function kindOf(s: RecordedStatement): 'auth' | 'audit' | 'background' | 'own' {
  const text = s.config.text;
  if (/audit_events/i.test(text)) return 'audit';
  if (/\b(from|update|into)\s+"?jobs"?\b/i.test(text)) return 'background';
  if (text.includes('"sessions"') || s.config.name === 'permitted_list' || /from "provider_permissions" inner join "users" "provider"/.test(text)) {
    return 'auth';
  }
  return 'own';
}

async function makeApp(database: Database, redisUrl: string | undefined): Promise<FastifyInstance> {
  const app = await buildApp({ config: benchConfig({ redisUrl }), database, closeDatabase: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function redisReachable(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch {
    return false;
  }
  client.destroy();
  return true;
}

async function cases(app: FastifyInstance, database: Database): Promise<RouteCase[]> {
  const practice = await generatePractice(database, PROVIDERS, PER_PROVIDER);
  const sessions: { token: string; userid: string; id: number }[] = [];
  for (const username of practice.usernames) sessions.push(await signIn(app, username));
  const rivera = sessions[0]!;
  const auth = (s: { token: string; userid: string }) => ({ token: s.token, userid: s.userid });
  const ids = rowsOf<{ username: string; id: number }>(
    await database.db.execute(sql.raw(`select username, id::int as id from users where username in ('sam.staff')`)),
  );
  const samId = ids.find((r) => r.username === 'sam.staff')!.id;
  await database.db.execute(
    sql.raw(`insert into chat_messages (sender_id, receiver_id, body, sent_at)
      select case when g % 2 = 0 then ${rivera.id} else ${samId} end, case when g % 2 = 0 then ${samId} else ${rivera.id} end,
        'Message ' || g || ' about the schedule for next week', now() - (3000 - g) * interval '5 minutes'
      from generate_series(1, 3000) g`),
  );
  await database.db.execute(sql.raw('analyze'));
  // The front desk of the team views (sam.staff, permitted for every provider) and busy time for the week views.
  await addTeamAndBusy(database, practice, samId);
  const sam = await signIn(app, 'sam.staff');

  const first = Date.parse(`${practice.firstDay}T00:00:00Z`);
  const weeks = Math.floor((Date.parse(practice.lastDay) - first) / (7 * 86_400_000));
  const lastYear = Number(practice.lastDay.slice(0, 4));
  const today = new Date();
  const from = new Date(today.getTime() - 91 * 86_400_000);
  const to = new Date(today.getTime() + 91 * 86_400_000);
  const terms = ['ava', 'baker', 'chl', 'costa', 'diego', 'emma', 'garcia', 'hugo', 'iris', 'jensen', 'kira', 'lopez', 'maya', 'noah'];
  const weekRequests = Array.from({ length: SAMPLES }, () => {
    const s = pick(sessions);
    const sunday = new Date(first + (Math.floor(Math.random() * weeks) * 7 - 1) * 86_400_000);
    const saturday = new Date(sunday.getTime() + 6 * 86_400_000);
    return { path: `/api/appointment/get/daily/${dmy(sunday)}/${dmy(saturday)}/${s.userid}`, headers: auth(s) };
  });
  const busyPath = (providerId: number, sunday: Date) =>
    // As useBusyWeek asks it (features/calendar/busy/use-busy-week.ts): a day before the Sunday to two after the Saturday.
    `/api/busy/get/${providerId}?from=${encodeURIComponent(new Date(sunday.getTime() - 86_400_000).toISOString())}` +
    `&to=${encodeURIComponent(new Date(sunday.getTime() + 9 * 86_400_000).toISOString())}`;
  const randomSunday = () => new Date(first + (Math.floor(Math.random() * weeks) * 7 - 1) * 86_400_000);
  const all: RouteCase[] = [
    // As the calendar screens ask it (features/calendar/api/get-daily.ts): their field set only.
    { route: 'daily week', requests: weekRequests.map((r) => ({ ...r, path: `${r.path}?fields=${CALENDAR_FIELD_SET}` })) },
    // The call's default answer, spec 3's whole field set (no screen asks for it: the detail reads get/id).
    { route: 'daily week, all fields', requests: weekRequests },
    {
      route: 'yearly',
      requests: sessions.flatMap((s) =>
        [0, 1, 2, 3, 4].map((i) => ({ path: `/api/appointment/get/yearly/${lastYear - i}/${s.userid}`, headers: auth(s) })),
      ),
    },
    { route: 'contacts list', requests: sessions.map((s) => ({ path: `/api/contacts/list/${s.userid}`, headers: auth(s) })) },
    {
      route: 'search',
      requests: sessions.flatMap((s) =>
        terms.map((term) => ({ path: `/api/appointment/search/${dmy(from)}/${dmy(to)}/${term}/${s.userid}`, headers: auth(s) })),
      ),
    },
    {
      route: 'chat page',
      requests: Array.from({ length: 20 }, (_, i) => ({ path: `/api/chat/message/get/${samId}/${i + 1}/0`, headers: auth(rivera) })),
    },
    {
      route: 'mail page',
      requests: [1, 2].map((box) => ({
        path: `/api/portalemail/getall/${rivera.id}/${box}/0/1/0/0/${rivera.id}`,
        headers: auth(rivera),
      })),
    },
    // /weekly: the daily week above, plus its busy call (the provider's own).
    {
      route: 'week busy',
      requests: Array.from({ length: SAMPLES }, () => {
        const s = pick(sessions);
        return { path: busyPath(s.id, randomSunday()), headers: auth(s) };
      }),
    },
    // /team (day and week): the front desk reads each chosen provider's week, and on the week its busy time.
    {
      route: 'team week',
      requests: Array.from({ length: SAMPLES }, () => {
        const sunday = randomSunday();
        const saturday = new Date(sunday.getTime() + 6 * 86_400_000);
        const path = `/api/appointment/get/daily/${dmy(sunday)}/${dmy(saturday)}/${pick(practice.providerIds)}?fields=${CALENDAR_FIELD_SET}`;
        return { path, headers: auth(sam) };
      }),
    },
    {
      route: 'team busy',
      requests: Array.from({ length: SAMPLES }, () => ({ path: busyPath(pick(practice.providerIds), randomSunday()), headers: auth(sam) })),
    },
  ];
  const keys: Record<string, string> = { week: 'week busy', team: 'team week', 'team-busy': 'team busy', daily: 'daily week', 'daily-all': 'daily week, all fields', yearly: 'yearly', contacts: 'contacts list', search: 'search', chat: 'chat page', mail: 'mail page' };
  const wanted = new Set(ROUTES.map((r) => keys[r] ?? r));
  return all.filter((c) => wanted.has(c.route));
}

/** Asks Meadow each request once under the recorder: the bare server's table, and the statements per request. */
async function record(
  app: FastifyInstance,
  recorder: ReturnType<typeof pgRecorder>,
  c: RouteCase,
  table: Map<string, RecordedStatement[]>,
): Promise<Recorded> {
  const sum = { auth: 0, audit: 0, background: 0, own: 0, meadowBytes: 0, meadowGzip: 0 };
  const bodies: Buffer[] = [];
  for (const r of c.requests) {
    const { result: res, statements } = await recorder.record(() => app.inject({ method: 'GET', url: r.path, headers: r.headers }));
    if (res.statusCode !== 200) throw new Error(`${c.route} ${r.path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    for (const s of statements) sum[kindOf(s)] += 1;
    table.set(r.path, statements.filter((s) => kindOf(s) === 'own'));
    sum.meadowBytes += res.rawPayload.length;
    sum.meadowGzip += gzipSync(res.rawPayload, { level: 1 }).length;
    bodies.push(res.rawPayload);
  }
  const n = c.requests.length;
  return { auth: sum.auth / n, audit: sum.audit / n, own: sum.own / n, meadowBytes: sum.meadowBytes / n, meadowGzip: sum.meadowGzip / n, bareBytes: 0, compression: compressionFigures(bodies) };
}

interface Cell {
  route: string;
  redis: string;
  gzip: string;
  conns: number;
  'meadow req/s': number;
  'bare req/s': number;
  ratio: number;
  'meadow p99': number;
  'bare p99': number;
  'meadow cpu ms/req': number;
  'bare cpu ms/req': number;
  errors: number;
}

const PROFILE_DIR = process.env.BENCH_PROFILE;

/**
 * BENCH_PROFILE=<dir>: a V8 CPU profile of this process around each of
 * Meadow's runs only (not the set-up, not the bare server's runs), written
 * as <dir>/<cell>.cpuprofile for DevTools or a script to read.
 */
async function profiled<T>(cell: string, run: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return run();
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(`${PROFILE_DIR}/${cell}.cpuprofile`, JSON.stringify(profile));
  }
}

/** One autocannon run, with this process's CPU time (both servers live here; the load is in a child). */
async function measured(job: ListJob): Promise<{ r: LoadResult; cpuMsPerRequest: number }> {
  const before = process.cpuUsage();
  const r = await loadList(job);
  const used = process.cpuUsage(before);
  // Requests autocannon gave up on may still be running: let them finish.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { r, cpuMsPerRequest: r.requests > 0 ? Math.round(((used.user + used.system) / 1000 / r.requests) * 100) / 100 : 0 };
}

export async function benchServerPath(pgUrl = process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test'): Promise<void> {
  const withRedis = process.env.BENCH_REDIS !== '0' && (await redisReachable());
  await onFreshPostgres(pgUrl, 'server_path', async (database) => {
    const recorder = pgRecorder();
    let app = await makeApp(database, undefined);
    let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
    const cells: Cell[] = [];
    const sizes: Record<string, unknown>[] = [];
    try {
      const routeCases = await cases(app, database);
      const table = new Map<string, RecordedStatement[]>();
      const recorded = new Map<string, Recorded>();
      for (const c of routeCases) recorded.set(c.route, await record(app, recorder, c, table));
      recorder.stop();
      const url = await currentUrl(database, pgUrl);
      bare = await startBareServer(url, table);
      for (const c of routeCases) {
        const rec = recorded.get(c.route)!;
        let bytes = 0;
        for (const r of c.requests) bytes += (await (await fetch(`${bare.base}${r.path}`)).arrayBuffer()).byteLength;
        rec.bareBytes = bytes / c.requests.length;
        sizes.push({
          route: c.route,
          'auth stmts/req': round2(rec.auth),
          'audit stmts/req': round2(rec.audit),
          'route stmts/req': round2(rec.own),
          'meadow bytes': Math.round(rec.meadowBytes),
          'meadow gzip-1 bytes': Math.round(rec.meadowGzip),
          'bare bytes': Math.round(rec.bareBytes),
          ...Object.fromEntries(Object.entries(rec.compression).map(([k, v]) => [k, `${v.bytes} B ${v.us} µs`])),
        });
      }
      console.info('Statements per request (sent by the pg driver, recorded through app.inject) and answer sizes:');
      console.table(sizes);

      for (const redis of withRedis ? [false, true] : [false]) {
        if (redis) {
          await app.close();
          app = await makeApp(database, REDIS_URL);
        }
        const meadowBase = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
        for (const c of routeCases) {
          // Unmeasured, both servers: else the route's first cell times Meadow's code before the JIT has compiled it.
          for (const base of [meadowBase, bare.base]) {
            await loadList({ base, connections: 4, duration: WARMUP_S, headers: {}, requests: c.requests });
          }
          for (const gzip of [false, true]) {
            for (const connections of CONNECTIONS) {
              const job = (base: string): ListJob => ({
                base,
                connections,
                duration: DURATION_S,
                headers: gzip ? { 'accept-encoding': 'gzip' } : {},
                requests: c.requests,
              });
              // Alternated: Meadow, then bare, on the same list.
              const m = await profiled(`meadow-${c.route.replace(/\W+/g, '-')}-${redis ? 'redis' : 'memory'}-${gzip ? 'gzip' : 'plain'}-c${connections}`, () =>
                measured(job(meadowBase)),
              );
              const b = await measured(job(bare.base));
              const cell: Cell = {
                route: c.route,
                redis: redis ? 'on' : 'off',
                gzip: gzip ? 'gzip' : 'none',
                conns: connections,
                'meadow req/s': m.r.rps,
                'bare req/s': b.r.rps,
                ratio: b.r.rps > 0 ? round2(m.r.rps / b.r.rps) : 0,
                'meadow p99': m.r.p99,
                'bare p99': b.r.p99,
                'meadow cpu ms/req': m.cpuMsPerRequest,
                'bare cpu ms/req': b.cpuMsPerRequest,
                errors: m.r.errors + b.r.errors,
              };
              cells.push(cell);
              console.info(
                `${c.route} redis ${cell.redis} ${cell.gzip} c${connections}: Meadow ${m.r.rps} req/s, bare ${b.r.rps} req/s, ratio ${cell.ratio}`,
              );
            }
          }
        }
      }
    } finally {
      recorder.stop();
      await bare?.close();
      await app.close();
      await database.close();
    }
    console.info(
      `\nServer path: Meadow / bare Fastify + pg, same SQL; ${DURATION_S} s per run, ${os.cpus().length} cores, ` +
        `load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}${withRedis ? '' : ' (Redis not reachable: REDIS_URL half skipped)'}`,
    );
    console.table(cells);
  });
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The URL of the database onFreshPostgres opened (its name, on the server of pgUrl). */
async function currentUrl(database: Database, pgUrl: string): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await database.db.execute(sql.raw('select current_database() as name')));
  const url = new URL(withDefaultUser(pgUrl));
  url.pathname = `/${row!.name}`;
  return url.toString();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchServerPath().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
