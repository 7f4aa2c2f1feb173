/**
 * One job worker per server process: every `pollMs` it makes sure the
 * current period's row of each recurring kind exists, claims at most `batch`
 * due jobs and runs their handlers at once, then marks each done or failed.
 * No transaction spans a handler (queue.ts); a handler that sends mail or
 * SMS does so after its reads and before the job is marked done, so a crash
 * in between sends again rather than never (at-least-once per attempt,
 * exactly once while processes live).
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { claim, type ClaimedJob, complete, enqueue, errorCode, fail, isPermanent } from './queue';

/** What a handler gets besides its payload. */
export interface JobContext {
  db: Db;
  /** The worker's clock: tests move it. */
  now: Date;
  workerId: string;
  job: ClaimedJob;
  log: JobLog;
}

export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>;

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A kind that runs once per period in the whole deployment (one row per period, by dedupe key). */
export interface RecurringKind {
  kind: string;
  periodMs: number;
}

export interface WorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  recurring?: readonly RecurringKind[];
  log: JobLog;
  /** Jobs claimed (and run at once) per tick. */
  batch: number;
  /** How long a claim holds before another worker may take the job again. */
  leaseMs?: number;
  /** The clock (default Date.now). */
  now?: () => Date;
  /** Only these kinds are claimed (tests). */
  kinds?: readonly string[];
}

export interface TickResult {
  claimed: number;
  done: number;
  failed: number;
}

export interface JobWorker {
  readonly id: string;
  /** Schedules the recurring kinds, then claims and runs one batch. */
  tick(): Promise<TickResult>;
  /** Ticks until a tick claims nothing (tests, the bench). */
  drain(maxTicks?: number): Promise<TickResult>;
  start(pollMs: number): void;
  /**
   * Runs a tick soon instead of at the next poll (a write's sends just
   * committed): several kicks meanwhile make one tick. Does nothing unless
   * started, so tests that tick by hand keep the clock in their hands.
   */
  kick(): void;
  /** Stops polling and waits for the tick under way. */
  stop(): Promise<void>;
}

/** Five minutes: longer than any handler's network timeouts (SMTP: 10 s + 10 s + 60 s). */
export const DEFAULT_LEASE_MS = 300_000;

/** The dedupe key of a recurring kind's period: 'sweep:reminders:29541234' (minutes since 1970 for a one-minute period). */
export const periodKey = (kind: string, periodMs: number, at: Date): string => `${kind}:${Math.floor(at.getTime() / periodMs)}`;

export function createJobWorker(options: WorkerOptions): JobWorker {
  const id = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const scheduled = new Map<string, string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  /** A tick of the poll loop is under way; a kick meanwhile asks for another right after it. */
  let looping = false;
  let kicked = false;
  let loop: (() => void) | null = null;

  /** One insert per recurring kind per period per process; the dedupe key makes the others no-ops. */
  async function scheduleRecurring(at: Date): Promise<void> {
    for (const r of options.recurring ?? []) {
      const key = periodKey(r.kind, r.periodMs, at);
      if (scheduled.get(r.kind) === key) continue;
      const periodStart = new Date(Math.floor(at.getTime() / r.periodMs) * r.periodMs);
      await enqueue(options.db, r.kind, {}, { runAt: periodStart, dedupeKey: key, maxAttempts: 3 });
      scheduled.set(r.kind, key);
    }
  }

  async function runOne(job: ClaimedJob, at: Date): Promise<boolean> {
    const handler = options.handlers[job.kind];
    try {
      if (!handler) throw Object.assign(new Error('no handler'), { code: 'NO_HANDLER', permanent: true });
      await handler(job.payload, { db: options.db, now: at, workerId: id, job, log: options.log });
      return true;
    } catch (err) {
      const code = errorCode(err);
      const permanent = isPermanent(err);
      options.log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, code, permanent }, 'job failed');
      await fail(options.db, id, job, code, permanent).catch((e: unknown) =>
        options.log.error({ jobId: job.id, code: errorCode(e) }, 'could not record a job failure'),
      );
      return false;
    }
  }

  async function tickOnce(): Promise<TickResult> {
    const at = now();
    await scheduleRecurring(at);
    const jobs = await claim(options.db, id, options.batch, leaseMs, options.kinds);
    if (jobs.length === 0) return { claimed: 0, done: 0, failed: 0 };
    const outcomes = await Promise.all(jobs.map(async (job) => ({ job, ok: await runOne(job, at) })));
    const done = outcomes.filter((o) => o.ok).map((o) => o.job.id);
    await complete(options.db, id, done);
    return { claimed: jobs.length, done: done.length, failed: jobs.length - done.length };
  }

  const worker: JobWorker = {
    id,
    tick() {
      const t = tickOnce();
      running = t.catch(() => undefined);
      return t;
    },
    async drain(maxTicks = 10_000) {
      const total: TickResult = { claimed: 0, done: 0, failed: 0 };
      for (let i = 0; i < maxTicks; i++) {
        const r = await worker.tick();
        total.claimed += r.claimed;
        total.done += r.done;
        total.failed += r.failed;
        if (r.claimed === 0) break;
      }
      return total;
    },
    start(pollMs) {
      stopped = false;
      loop = () => {
        if (stopped) return;
        looping = true;
        kicked = false;
        worker
          .tick()
          .then(
            // A full batch: more may be due, go on at once.
            (r) => (r.claimed >= options.batch ? 0 : pollMs),
            (err: unknown) => {
              options.log.warn({ code: errorCode(err) }, 'job poll failed');
              return pollMs;
            },
          )
          .then((delay) => {
            looping = false;
            if (stopped) return;
            timer = setTimeout(loop!, kicked ? 0 : delay);
          });
      };
      timer = setTimeout(loop, 0);
    },
    kick() {
      if (stopped || loop === null) return;
      if (looping) {
        kicked = true;
        return;
      }
      if (timer) clearTimeout(timer);
      timer = setTimeout(loop, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
  return worker;
}
