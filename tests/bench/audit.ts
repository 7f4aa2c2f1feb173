/**
 * The audit trail case of `npm run bench` (issue 13: recording stays off the
 * hot path; the daily call's p99 may rise by less than 10 %). Two server
 * processes run AT ONCE, identical but for `audit`: one records, one is
 * built with `audit: false`. Each gets its own autocannon child (load.ts)
 * with the same job at the same time: GET appointment/get/daily, random
 * provider and week of a generated practice (BENCH_AUDIT_PROVIDERS ×
 * BENCH_AUDIT_PER_PROVIDER appointments, calendar-data.ts). Whatever else
 * the machine does then falls on both alike; a sequential on/off comparison
 * on a shared two-core box mostly measured the neighbours.
 *
 * Two loads, BENCH_AUDIT_ROUNDS rounds of BENCH_DURATION s each:
 *   - a fixed rate (BENCH_AUDIT_RATE req/s per server, default 40), below
 *     saturation, so latency is the service time plus what recording adds;
 *   - saturation (as fast as answered), where p99 is mostly queueing.
 * PGlite: each server on its own copy of one prepared data directory (the
 * recorder's insert runs on the server's own thread there). PostgreSQL (when
 * reachable): both on one fresh database, as two processes of one
 * deployment. Also prints one 200-event insert on its own. Everything on
 * 127.0.0.1; every child has a hard timeout. Figures are printed, never
 * asserted. Runs on its own: `node --import tsx tests/bench/audit.ts`
 * (BENCH_ONLY=pglite|postgres).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase, withDefaultUser } from '../../server/db/client';
import type { AuditRecord } from '../../server/repositories/audit-repository';
import { admin, load, percentile, signIn } from './bench-helpers';
import { generatePractice, type Practice } from './calendar-data';
import type { LoadJob, Session } from './load';
import type { ServerJob, ServerMessage } from './audit-server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Math.min(7, Number(process.env.BENCH_AUDIT_ROUNDS ?? 3));
const RATE = Number(process.env.BENCH_AUDIT_RATE ?? 40);
const CONNECTIONS = 4;
const PROVIDERS = Number(process.env.BENCH_AUDIT_PROVIDERS ?? 10);
const PER_PROVIDER = Number(process.env.BENCH_AUDIT_PER_PROVIDER ?? 5000);
const INSERT_SAMPLES = 20;
const serverScript = fileURLToPath(new URL('./audit-server.ts', import.meta.url));


interface ServerReport {
  events: number;
  requests: number;
  cpuMs: number;
}

interface Server {
  base: string;
  /** Stops the server; resolves with what it reports (-1s when it died first). */
  stop: () => Promise<ServerReport>;
}

/** Forks one server (audit-server.ts) and waits until it listens; killed if it overstays. */
function startServer(job: ServerJob, lifetimeMs: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = fork(serverScript, [JSON.stringify(job)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    const killer = setTimeout(() => child.kill('SIGKILL'), lifetimeMs);
    let report: ServerReport = { events: -1, requests: -1, cpuMs: -1 };
    let stopped: ((r: ServerReport) => void) | undefined;
    child.on('message', (m: ServerMessage) => {
      if ('port' in m) {
        resolve({
          base: `http://127.0.0.1:${m.port}`,
          stop: () =>
            new Promise<ServerReport>((done) => {
              stopped = done;
              child.send('stop');
            }),
        });
      } else report = m;
    });
    child.on('exit', (code) => {
      clearTimeout(killer);
      if (stopped) stopped(report);
      else reject(new Error(`server child exited with ${code} before listening`));
    });
  });
}

/** Seeds the demo practice (the app does on first start), generates the bench practice, signs its providers in. */
async function prepare(database: Database): Promise<{ practice: Practice; sessions: Session[]; insertMs: number[] }> {
  const config = { ...loadConfig({}), host: '127.0.0.1', port: 0, logLevel: 'warn' as const, seedDemo: true, rateLimitMax: 10_000_000 };
  const app = await buildApp({ config, database });
  try {
    const practice = await generatePractice(database, PROVIDERS, PER_PROVIDER);
    const sessions: Session[] = [];
    for (const username of practice.usernames) {
      const s = await signIn(app, username);
      sessions.push({ token: s.token, userid: s.userid });
    }
    // One flush on its own, on the prepared database (before the copies: both servers start with the same rows).
    const insertMs: number[] = [];
    for (let i = 0; i < INSERT_SAMPLES; i++) {
      const rows: AuditRecord[] = Array.from({ length: 200 }, (_, n) => ({
        at: new Date(),
        userId: Number(sessions[n % sessions.length]!.userid),
        providerId: Number(sessions[n % sessions.length]!.userid),
        action: 'read',
        recordType: 'appointment',
        recordId: null,
        route: '/api/appointment/get/daily/:startDay/:startMonth/:startYear/:endDay/:endMonth/:endYear/:providerId',
        method: 'GET',
        statusCode: 200,
        ip: '127.0.0.1',
      }));
      const started = performance.now();
      await app.auditRepository.insert(rows);
      insertMs.push(performance.now() - started);
    }
    return { practice, sessions, insertMs: insertMs.sort((a, b) => a - b) };
  } finally {
    await app.close();
  }
}

interface Row {
  database: string;
  load: string;
  round: number;
  'off p50': number;
  'on p50': number;
  'off p99': number;
  'on p99': number;
  'off req/s': number;
  'on req/s': number;
  errors: number;
}

async function compare(label: string, jobs: { on: ServerJob; off: ServerJob }, prepared: Awaited<ReturnType<typeof prepare>>): Promise<Row[]> {
  const { practice, sessions } = prepared;
  const lifetime = (ROUNDS * 2 * (DURATION_S + 5) + 120) * 1000;
  const [on, off] = await Promise.all([startServer(jobs.on, lifetime), startServer(jobs.off, lifetime)]);
  const rows: Row[] = [];
  let reports: { on: ServerReport; off: ServerReport };
  try {
    const weeks = Math.floor((Date.parse(practice.lastDay) - Date.parse(practice.firstDay)) / (7 * 86_400_000));
    const job = (base: string, overallRate?: number): LoadJob => ({
      base,
      duration: DURATION_S,
      connections: CONNECTIONS,
      ...(overallRate ? { overallRate } : {}),
      kind: 'daily',
      sessions,
      firstMonday: practice.firstDay,
      weeks,
    });
    for (const [name, rate] of [[`${RATE} req/s`, RATE], ['saturated', undefined]] as const) {
      for (let round = 1; round <= ROUNDS; round++) {
        const [a, b] = await Promise.all([load(job(on.base, rate)), load(job(off.base, rate))]);
        rows.push({
          database: label,
          load: name,
          round,
          'off p50': b.p50,
          'on p50': a.p50,
          'off p99': b.p99,
          'on p99': a.p99,
          'off req/s': b.rps,
          'on req/s': a.rps,
          errors: a.errors + b.errors,
        });
        console.info(`${label} ${name} round ${round}: p99 off ${b.p99} ms, on ${a.p99} ms; p50 off ${b.p50} ms, on ${a.p50} ms`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  } finally {
    reports = { on: await on.stop(), off: await off.stop() };
  }
  const cpuPerRequest = (r: ServerReport) => Math.round((r.cpuMs * 1000) / Math.max(1, r.requests));
  console.info(
    `${label}: CPU per request ${cpuPerRequest(reports.off)} µs without recording, ${cpuPerRequest(reports.on)} µs with ` +
      `(${reports.off.requests} and ${reports.on.requests} requests); the recording server's database holds ${reports.on.events} audit events ` +
      `(${INSERT_SAMPLES * 200} of them from the insert timing)`,
  );
  console.info(
    `${label}: one 200-event insert on its own: p50 ${percentile(prepared.insertMs, 50)} ms, max ${percentile(prepared.insertMs, 100)} ms`,
  );
  return rows;
}

const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

function summary(rows: Row[]) {
  const groups = new Map<string, Row[]>();
  for (const r of rows) groups.set(`${r.database}|${r.load}`, [...(groups.get(`${r.database}|${r.load}`) ?? []), r]);
  return [...groups.values()].map((g) => {
    const m = (k: keyof Row) => median(g.map((r) => Number(r[k])));
    // The median of each round's own ratio: both halves of a round shared the machine's state.
    const ratio = median(g.map((r) => (r['off p99'] > 0 ? r['on p99'] / r['off p99'] : 1)));
    return {
      database: g[0]!.database,
      load: g[0]!.load,
      'p50 off ms': m('off p50'),
      'p50 on ms': m('on p50'),
      'p99 off ms': m('off p99'),
      'p99 on ms': m('on p99'),
      'p99 on/off %': Math.round((ratio - 1) * 1000) / 10,
      'req/s off': m('off req/s'),
      'req/s on': m('on req/s'),
    };
  });
}

async function onPglite(): Promise<Row[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'meadow-bench-audit-'));
  try {
    const on = path.join(dir, 'on');
    const prepared = await prepare(await openDatabase({ pgliteDir: on }));
    cpSync(on, path.join(dir, 'off'), { recursive: true });
    return await compare('PGlite', { on: { pgliteDir: on, audit: true }, off: { pgliteDir: path.join(dir, 'off'), audit: false } }, prepared);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(pgUrl: string): Promise<Row[]> {
  const name = `meadow_bench_audit_${randomBytes(4).toString('hex')}`;
  try {
    await admin(pgUrl, `create database ${name}`);
  } catch {
    console.info(`audit bench: PostgreSQL not reachable at ${pgUrl}: skipped`);
    return [];
  }
  try {
    const url = new URL(withDefaultUser(pgUrl));
    url.pathname = `/${name}`;
    const prepared = await prepare(await openDatabase({ url: url.toString() }));
    return await compare('PostgreSQL', { on: { url: url.toString(), audit: true }, off: { url: url.toString(), audit: false } }, prepared);
  } finally {
    await admin(pgUrl, `drop database if exists ${name} with (force)`);
  }
}

export async function benchAudit(pgUrl: string): Promise<void> {
  const only = process.env.BENCH_ONLY;
  const rows = [...(only !== 'postgres' ? await onPglite() : []), ...(only !== 'pglite' ? await onPostgres(pgUrl) : [])];
  console.info(
    `\nAudit trail on/off, GET daily, both servers at once, ${CONNECTIONS} connections each, ${ROUNDS} × ${DURATION_S} s per load, ` +
      `${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.table(rows);
  console.info('Medians (p99 on/off: the median of each round\'s own ratio):');
  console.table(summary(rows));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchAudit(process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test').catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
