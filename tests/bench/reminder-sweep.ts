/**
 * The reminder sweep at scale (issue 26, Measure), on PostgreSQL only: a
 * fresh database with the demo seed plus 199 bench providers (200 with
 * dr.rivera), each with 500 clients and 500 e-mail reminders due
 * (BENCH_SWEEP_OCCURRENCES, default 100,000 in all, one client each, 3 to 47
 * hours ahead: exactly one reminder, the 48-hour one, each). Two server
 * processes work the jobs: this one (which also serves HTTP) and a forked
 * one (reminder-sweep-worker.ts) with its own pool; both tick the recurring
 * sweep, so the deployment-wide schedule and the dedupe keys are what keeps
 * a reminder single. Mail goes by SMTP (a new connection per message, as
 * SMTP_URL does) to a counting sink on 127.0.0.1 that keeps recipients only.
 *
 * Figures: reminders sent per second (first sweep to last message),
 * duplicates (a recipient reached twice: must be 0), missed (a recipient
 * never reached: must be 0), and the daily route's p50/p99 under autocannon
 * (forked, 8 connections, random provider, this week) without the sweep and
 * while it sends (from the 5,000th message on). Bounded: BENCH_SWEEP_MINUTES
 * (default 20) for the sweep.
 * Runs on its own: `node --import tsx tests/bench/reminder-sweep.ts`.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../server/app';
import { openDatabase, withDefaultUser } from '../../server/db/client';
import { admin, benchConfig, load, signIn } from './bench-helpers';
import type { LoadResult, Session } from './load';

const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
const PROVIDERS = 200;
const TOTAL = Math.min(200_000, Number(process.env.BENCH_SWEEP_OCCURRENCES ?? 100_000));
const PER_PROVIDER = Math.ceil(TOTAL / PROVIDERS);
const SWEEP_MS = Number(process.env.BENCH_SWEEP_MINUTES ?? 20) * 60_000;
const LOAD_S = 10;
const PUBLIC_URL = 'https://meadow.example';
const TZ = 'America/New_York';

/** An SMTP server that counts each recipient and keeps nothing else. */
async function countingSink() {
  const seen = new Map<string, number>();
  let received = 0;
  let firstAt = 0;
  let lastAt = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        const now = performance.now();
        if (received === 0) firstAt = now;
        lastAt = now;
        received += 1;
        for (const r of session.envelope.rcptTo) seen.set(r.address, (seen.get(r.address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    seen,
    get received() {
      return received;
    },
    get spanMs() {
      return lastAt - firstAt;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** 199 bench providers, 500 clients and 500 due e-mail reminders each, in set-based SQL; a fifth are Meadow Connect sessions. */
async function generate(run: (text: string) => Promise<unknown>): Promise<void> {
  await run(`
    insert into users (username, password_hash, role, user_type, first_name, last_name, timezone, subscription)
    select 'sweep.provider' || lpad(g::text, 3, '0'), r.password_hash, 7, 1, 'Sweep', 'Provider ' || g, '${TZ}', r.subscription
      from users r, generate_series(1, ${PROVIDERS - 1}) g where r.username = 'dr.rivera'`);
  const providers = `(select id, row_number() over (order by id) - 1 as pno from users where username = 'dr.rivera' or username like 'sweep.provider%')`;
  await run(`
    insert into clients (provider_id, first_name, last_name, status, email1, timezone)
    select p.id, 'Sweep', 'Client ' || g, 1, 'r' || p.pno || '-' || g || '@client.example', '${TZ}'
      from ${providers} p, generate_series(1, ${PER_PROVIDER}) g`);
  // Spread from 3 h to 47 h ahead: inside the 48-hour lead, outside the 2-hour one.
  await run(`
    insert into appointments (provider_id, starts_at, ends_at, timezone, app_date, type, is_video, is_connect, client_id, client_type,
                              video_invitepref, notes)
    select c.provider_id, s, s + interval '50 minutes', '${TZ}', (s at time zone '${TZ}')::date,
           case when c.n % 5 = 0 then 2 else 1 end, c.n % 5 = 0, c.n % 5 = 0, c.id, 'person', 'E', 'bench-sweep'
      from (select id, provider_id, row_number() over (order by id) as n from clients where email1 like '%@client.example') c,
           lateral (select date_trunc('minute', now()) + interval '3 hours' + (c.n % 2640) * interval '1 minute' as s) t`);
  await run('analyze');
}

/** The daily route for a random provider and day of this week, on 8 connections. */
async function dailyLoad(base: string, sessions: Session[]): Promise<LoadResult> {
  const monday = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return load({ base, connections: 8, duration: LOAD_S, kind: 'daily', sessions, firstMonday: monday.toISOString().slice(0, 10), weeks: 1 });
}

interface SweepRow {
  occurrences: number;
  providers: number;
  processes: number;
  'sent (SMTP)': number;
  duplicates: number;
  missed: number;
  'jobs failed': number;
  seconds: number;
  'reminders/s': number;
}

async function runSweep(url: string): Promise<{ sweep: SweepRow; daily: Record<string, string | number>[] }> {
  const sink = await countingSink();
  const database = await openDatabase({ url });
  const app = await buildApp({ config: benchConfig({ smtpUrl: sink.url, publicUrl: PUBLIC_URL, jobsEnabled: false }), database });
  const child = fork(fileURLToPath(new URL('./reminder-sweep-worker.ts', import.meta.url)), [JSON.stringify({ url, smtpUrl: sink.url, publicUrl: PUBLIC_URL, deadlineMs: SWEEP_MS })], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  // Listeners first: a message with none is lost.
  const messages: unknown[] = [];
  const waiters: (() => void)[] = [];
  child.on('message', (m) => {
    messages.push(m);
    waiters.splice(0).forEach((w) => w());
  });
  const nextMessage = async (): Promise<unknown> => {
    while (messages.length === 0) await new Promise<void>((resolve) => waiters.push(resolve));
    return messages.shift();
  };
  try {
    await app.ready();
    const run = (text: string) => app.database.db.execute(sql.raw(text));
    // The seed's own reminders would mix with the bench's.
    await run(`update appointments set video_invitepref = 'N'`);
    const started = performance.now();
    await generate(run);
    const expected = (await run(`select email1 from clients where email1 like '%@client.example'`)) as unknown as { rows: { email1: string }[] };
    console.info(`reminder sweep: ${expected.rows.length} due reminders for ${PROVIDERS} providers generated in ${Math.round(performance.now() - started)} ms`);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const sessions: Session[] = [];
    for (const username of ['dr.rivera', ...Array.from({ length: 15 }, (_, i) => `sweep.provider${String(i * 13 + 1).padStart(3, '0')}`)]) {
      const s = await signIn(app, username);
      sessions.push({ token: s.token, userid: s.userid });
    }
    await nextMessage();

    const quiet = await dailyLoad(base, sessions);
    console.info(`reminder sweep: daily without the sweep p99 ${quiet.p99} ms`);

    // Both processes from here: this one ticks in the background while autocannon loads its HTTP side.
    const sweepStart = performance.now();
    const deadline = Date.now() + SWEEP_MS;
    let stop = false;
    let failed = 0;
    child.send('go');
    const mine = (async () => {
      while (!stop && Date.now() < deadline) {
        const r = await app.jobs.drain(2000);
        failed += r.failed;
        if (r.claimed === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    // Measured once sending is under way, not during the sweep's one INSERT of every job.
    const steady = Math.min(5000, Math.floor(expected.rows.length / 10));
    while (sink.received < steady && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    const busy = await dailyLoad(base, sessions);
    console.info(`reminder sweep: daily during the sweep p99 ${busy.p99} ms (${sink.received} sent so far)`);
    while (sink.received < expected.rows.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    const seconds = (performance.now() - sweepStart) / 1000;
    // Late duplicates would come after the last expected message: give the workers a moment more, then stop them.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    stop = true;
    child.send('stop');
    await mine;
    const childResult = (await nextMessage()) as { claimed: number };
    const failedJobs = (await run(`select count(*)::int as n from jobs where kind = 'reminder' and last_error is not null`)) as unknown as { rows: { n: number }[] };

    const duplicates = [...sink.seen.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    const missed = expected.rows.filter((r) => !sink.seen.has(r.email1)).length;
    console.info(`reminder sweep: the second process claimed ${childResult.claimed} jobs; this one's failures ${failed}`);
    return {
      sweep: {
        occurrences: expected.rows.length,
        providers: PROVIDERS,
        processes: 2,
        'sent (SMTP)': sink.received,
        duplicates,
        missed,
        'jobs failed': failedJobs.rows[0]?.n ?? 0,
        seconds: Math.round(seconds * 10) / 10,
        'reminders/s': Math.round(sink.received / seconds),
      },
      daily: [
        { daily: 'without the sweep', 'req/s': quiet.rps, 'p50 ms': quiet.p50, 'p99 ms': quiet.p99, errors: quiet.errors },
        { daily: 'during the sweep', 'req/s': busy.rps, 'p50 ms': busy.p50, 'p99 ms': busy.p99, errors: busy.errors },
      ],
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await app.close();
    await sink.close();
  }
}

export async function benchReminderSweep(): Promise<void> {
  const name = `meadow_bench_sweep_${randomBytes(4).toString('hex')}`;
  try {
    await admin(PG_URL, `create database ${name}`);
  } catch {
    console.info(`reminder sweep bench: PostgreSQL not reachable at ${PG_URL}: skipped`);
    return;
  }
  try {
    const url = new URL(withDefaultUser(PG_URL));
    url.pathname = `/${name}`;
    const { sweep, daily } = await runSweep(url.toString());
    console.info(`\nReminder sweep on PostgreSQL, two server processes, SMTP to a sink on 127.0.0.1 (${os.cpus().length} cores):`);
    console.table([sweep]);
    console.info(`The daily route (random provider, this week; ${LOAD_S} s, 8 connections) without and during the sweep:`);
    console.table(daily);
  } finally {
    await admin(PG_URL, `drop database if exists ${name} with (force)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchReminderSweep();
}
