/**
 * Resident memory of the production server (issue 16, item 4): the compiled
 * server (build-server.ts → `node main.js`, as `npm start` runs it) in a child
 * process with the demo practice, on PGlite and on PostgreSQL. RSS is read from
 * /proc/<pid>/status (VmRSS; VmHWM for the peak): idle after a start on an
 * existing database (the first start, which creates and seeds it, is shown
 * apart), then at the end of a run of mixed load and again once it has
 * settled, for two runs in a row, so that growth from one run to the next shows.
 *
 * The load: BENCH_MEMORY_CONCURRENCY (8) loops on 127.0.0.1, each sending one
 * request after another for BENCH_MEMORY_MINUTES (10) per run: logins, the
 * daily week, the yearly view, the contacts list, appointment search, chat
 * pages and sends, mail pages, as dr.rivera and sam.staff of the demo practice.
 *
 * Standalone: `node --import tsx tests/bench/memory.ts` (BENCH_MEMORY_MINUTES=1
 * for a quick look); part of `npm run bench` unless BENCH_MEMORY=0.
 * BENCH_ONLY=pglite|postgres runs one database; BENCH_MEMORY_RUNTIME=tsx runs
 * the source through tsx instead, `both` runs both (the before/after figure).
 * PostgreSQL: DATABASE_URL (default postgres://127.0.0.1:5432/test) names the
 * server; the bench creates a scratch database of its own there and drops it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { withDefaultUser } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/seed/demo-logins';
import { type ServerRuntime, type StartedServer, startServerProcess } from '../server-process';

const MINUTES = Number(process.env.BENCH_MEMORY_MINUTES ?? 10);
const CONCURRENCY = Number(process.env.BENCH_MEMORY_CONCURRENCY ?? 8);
/** Quiet time before an idle or settled reading. */
const SETTLE_MS = Number(process.env.BENCH_MEMORY_SETTLE_S ?? 15) * 1000;
const RUNS = 2;
/** Issue 31 item 3: resident memory after start, demo practice. */
const IDLE_TARGET_MIB: Record<string, number> = { PGlite: 150, PostgreSQL: 100 };
/** Settled RSS after run 2 within this of run 1's counts as no growth (the allocator's and V8's own noise). */
const GROWTH_TOLERANCE_MIB = Number(process.env.BENCH_MEMORY_GROWTH_TOLERANCE_MIB ?? 8);

interface Session {
  id: number;
  headers: Record<string, string>;
}

/** VmRSS and VmHWM (peak) of a process, MiB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
/** d/m/yyyy of a UTC date, as the calendar paths want it. */
const dmy = (d: Date) => `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

async function login(base: string, username: string): Promise<Session> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { token: string; userID: number } };
  return { id: data.userID, headers: { token: data.token, userid: String(data.userID) } };
}

interface Operation {
  name: string;
  weight: number;
  run(): Promise<Response>;
}

/** The mix, built from the demo practice once the server is up. */
async function operations(base: string): Promise<Operation[]> {
  const rivera = await login(base, 'dr.rivera');
  const staff = await login(base, 'sam.staff');
  const others = await Promise.all(['sam.staff', 'dana.delegate', 'alex.client', 'jo.other'].map((u) => login(base, u)));
  const get = (s: Session, p: string) => () => fetch(`${base}${p}`, { headers: s.headers });
  // Rivera's chat partners among the demo users: those whose conversation she may read.
  const peers: number[] = [];
  for (const o of others) if ((await fetch(`${base}/api/chat/message/get/${o.id}/1/0`, { headers: rivera.headers })).ok) peers.push(o.id);
  if (peers.length === 0) throw new Error('dr.rivera has no chat partner in the demo practice');
  const today = new Date();
  const sunday = addDays(today, -today.getUTCDay());
  const week = () => {
    const first = addDays(sunday, 7 * (Math.floor(Math.random() * 17) - 8));
    return `${dmy(first)}/${dmy(addDays(first, 6))}`;
  };
  const range = `${dmy(addDays(today, -91))}/${dmy(addDays(today, 91))}`;
  const terms = ['a', 'al', 'jo', 'sm', 'alex', 'intake', 'review', 'zz'];
  const logins = ['dr.rivera', 'sam.staff', 'dana.delegate', 'alex.client'];
  const p = rivera.id;
  let sent = 0;
  return [
    {
      name: 'login',
      weight: 4,
      run: () =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: pick(logins), password: DEMO_PASSWORD }),
        }),
    },
    { name: 'daily week', weight: 22, run: () => get(pick([rivera, staff]), `/api/appointment/get/daily/${week()}/${p}`)() },
    { name: 'yearly', weight: 8, run: () => get(rivera, `/api/appointment/get/yearly/${today.getUTCFullYear() - Math.floor(Math.random() * 2)}/${p}`)() },
    { name: 'contacts', weight: 14, run: () => get(rivera, `/api/contacts/list/${p}`)() },
    { name: 'search', weight: 12, run: () => get(rivera, `/api/appointment/search/${range}/${encodeURIComponent(pick(terms))}/${p}`)() },
    { name: 'chat page', weight: 16, run: () => get(rivera, `/api/chat/message/get/${pick(peers)}/1/0`)() },
    {
      name: 'chat send',
      weight: 6,
      run: () =>
        fetch(`${base}/api/chat/message/send/text`, {
          method: 'POST',
          headers: { ...rivera.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ message: `memory bench ${++sent}`, receiverIds: [pick(peers)], isGroup: false }),
        }),
    },
    { name: 'mail page', weight: 18, run: () => get(rivera, `/api/portalemail/getall/${p}/${pick([1, 2])}/0/1/0/0/${p}`)() },
  ];
}

interface LoadResult {
  requests: number;
  errors: number;
  /** The first few failures, for the log. */
  failures: string[];
  /** RSS at the last sample before the load stopped, and the highest sample. */
  endRss: number;
}

/** Bounded concurrency for `ms`: each loop sends one request after another, RSS sampled every 5 s. */
async function load(server: StartedServer, ops: Operation[], ms: number): Promise<LoadResult> {
  const total = ops.reduce((n, o) => n + o.weight, 0);
  const choose = () => {
    let r = Math.random() * total;
    for (const o of ops) if ((r -= o.weight) < 0) return o;
    return ops[ops.length - 1]!;
  };
  const result: LoadResult = { requests: 0, errors: 0, failures: [], endRss: 0 };
  const deadline = Date.now() + ms;
  const pid = server.child.pid!;
  const sampler = setInterval(() => {
    if (server.child.exitCode === null) result.endRss = memoryOf(pid).rss;
  }, 5000);
  const loop = async () => {
    while (Date.now() < deadline) {
      if (server.child.exitCode !== null) throw new Error(`server exited during the load:\n${server.output()}`);
      const op = choose();
      try {
        const res = await op.run();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${res.status}`);
      } catch (err) {
        result.errors++;
        if (result.failures.length < 5) result.failures.push(`${op.name}: ${(err as Error).message}`);
      }
      result.requests++;
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  } finally {
    clearInterval(sampler);
  }
  result.endRss = memoryOf(pid).rss;
  return result;
}

export interface MemoryRow {
  database: string;
  runtime: ServerRuntime;
  'first start MiB': number;
  'idle MiB': number;
  [column: string]: string | number;
}

async function measure(database: string, runtime: ServerRuntime, env: NodeJS.ProcessEnv): Promise<MemoryRow> {
  // The measured server is the second start on its data: the first one creates the database (PGlite's initdb) and
  // seeds it, work whose high-water mark stays in the process (PGlite's WebAssembly memory never shrinks).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'meadow-bench-mem-'));
  const start = () =>
    startServerProcess(
      {
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        // One address sends everything: lift the limits it would trip.
        RATE_LIMIT_MAX: '100000000',
        LOGIN_MAX_FAILURES: '1000000',
        LOGIN_MAX_FAILURES_PER_IP: '1000000',
        ...env,
        DATA_DIR: dataDir,
      },
      180_000,
      runtime,
    );
  let server: StartedServer;
  let firstStart: number;
  try {
    const first = await start();
    try {
      await sleep(SETTLE_MS);
      firstStart = memoryOf(first.child.pid!).rss;
    } finally {
      await first.stop();
    }
    server = await start();
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const pid = server.child.pid!;
  try {
    await sleep(SETTLE_MS);
    const row: MemoryRow = { database, runtime, 'first start MiB': firstStart, 'idle MiB': memoryOf(pid).rss };
    console.info(`memory ${database}/${runtime}: idle ${row['idle MiB']} MiB (first start, creating and seeding: ${firstStart} MiB); ${RUNS} runs of ${MINUTES} min at ${CONCURRENCY} concurrent requests`);
    const ops = await operations(server.base);
    const settled: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const r = await load(server, ops, MINUTES * 60_000);
      await sleep(SETTLE_MS);
      settled.push(memoryOf(pid).rss);
      row[`run ${run} load MiB`] = r.endRss;
      row[`run ${run} settled MiB`] = settled[settled.length - 1]!;
      row[`run ${run} req/s`] = Math.round(r.requests / (MINUTES * 60));
      row[`run ${run} errors`] = r.errors;
      console.info(
        `memory ${database}/${runtime} run ${run}: ${r.requests} requests (${r.errors} errors), RSS ${r.endRss} MiB at the end, ${settled.at(-1)} MiB settled` +
          (r.failures.length ? `; first failures: ${r.failures.join('; ')}` : ''),
      );
    }
    row['peak MiB'] = memoryOf(pid).peak;
    row['growth run 1→2 MiB'] = settled[settled.length - 1]! - settled[0]!;
    return row;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function admin(pgUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(pgUrl), connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Every measurement in one table; PostgreSQL skipped (with a note) when not reachable. */
export async function benchMemory(pgUrl = process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test'): Promise<MemoryRow[]> {
  const only = process.env.BENCH_ONLY;
  const runtimeChoice = process.env.BENCH_MEMORY_RUNTIME ?? 'compiled';
  const runtimes: ServerRuntime[] = runtimeChoice === 'both' ? ['tsx', 'compiled'] : runtimeChoice === 'tsx' ? ['tsx'] : ['compiled'];
  const rows: MemoryRow[] = [];
  for (const runtime of runtimes) {
    if (only !== 'postgres') rows.push(await measure('PGlite', runtime, {}));
    if (only === 'pglite') continue;
    const name = `meadow_bench_mem_${randomBytes(4).toString('hex')}`;
    try {
      await admin(pgUrl, `create database ${name}`);
    } catch (err) {
      console.info(`memory: PostgreSQL not reachable at ${pgUrl} (${(err as Error).message}): skipped`);
      continue;
    }
    try {
      const url = new URL(withDefaultUser(pgUrl));
      url.pathname = `/${name}`;
      rows.push(await measure('PostgreSQL', runtime, { DATABASE_URL: url.toString() }));
    } finally {
      await admin(pgUrl, `drop database if exists ${name} with (force)`);
    }
  }
  console.info(
    `\nServer resident memory (VmRSS, MiB): idle after start, at the end of each ${MINUTES}-min run of mixed load and ${SETTLE_MS / 1000} s after it; ` +
      `${CONCURRENCY} concurrent requests, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.table(rows);
  for (const row of rows) {
    const target = IDLE_TARGET_MIB[row.database];
    const growth = Number(row['growth run 1→2 MiB']);
    console.info(
      `memory ${row.database}/${row.runtime}: idle ${row['idle MiB']} MiB (target ≤ ${target ?? '?'}: ${target !== undefined && row['idle MiB'] <= target ? 'met' : 'NOT met'}); ` +
        `run 1 → run 2 settled ${growth >= 0 ? '+' : ''}${growth} MiB (${growth <= GROWTH_TOLERANCE_MIB ? 'no growth' : 'GROWS'}, tolerance ${GROWTH_TOLERANCE_MIB} MiB)`,
    );
  }
  return rows;
}

const invokedDirectly = process.argv[1] !== undefined && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (invokedDirectly) {
  benchMemory().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
