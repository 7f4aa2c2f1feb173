import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../../server/db/schema/index';
import { claim, enqueue, prune } from '../../../server/jobs/queue';
import { createJobWorker, periodKey } from '../../../server/jobs/worker';
import { build } from '../helper';
import { silentLog } from '../reminders/reminder-kit';

/** The job queue on one database (PGlite, or PostgreSQL with DATABASE_URL): claims, retries, recurring kinds, pruning. */
const t = build();

const rowsOfKind = (kind: string) => t.app.database.db.select().from(jobs).where(sql`${jobs.kind} = ${kind}`);

describe('job queue', () => {
  it('given 300 due jobs and two workers ticking at once, should run each exactly once', async () => {
    const db = t.app.database.db;
    for (let i = 0; i < 300; i++) await enqueue(db, 'test:count', { n: i });
    const runs = new Map<number, number>();
    const byWorker = new Map<string, number>();
    const handler = async (payload: unknown, ctx: { workerId: string }) => {
      const n = (payload as { n: number }).n;
      runs.set(n, (runs.get(n) ?? 0) + 1);
      byWorker.set(ctx.workerId, (byWorker.get(ctx.workerId) ?? 0) + 1);
      await new Promise((r) => setImmediate(r));
    };
    const make = () => createJobWorker({ db, handlers: { 'test:count': handler }, log: silentLog, batch: 7, kinds: ['test:count'] });
    const [a, b] = [make(), make()];
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(runs.size).toBe(300);
    expect([...runs.values()].every((c) => c === 1)).toBe(true);
    expect(byWorker.size).toBe(2);
    const rows = await rowsOfKind('test:count');
    expect(rows.every((r) => r.doneAt !== null && r.attempts === 1)).toBe(true);
  });

  it('given the same dedupe key twice (in a transaction too), should keep one job', async () => {
    const db = t.app.database.db;
    expect(await enqueue(db, 'test:dedupe', {}, { dedupeKey: 'test:dedupe:1' })).toBe(true);
    await db.transaction(async (tx) => {
      expect(await enqueue(tx, 'test:dedupe', {}, { dedupeKey: 'test:dedupe:1' })).toBe(false);
    });
    expect(await rowsOfKind('test:dedupe')).toHaveLength(1);
  });

  it('given a handler that fails, should record only the error code, back off and give up after max attempts', async () => {
    const db = t.app.database.db;
    await enqueue(db, 'test:fail', { secret: 'x' }, { maxAttempts: 2 });
    const failing = async () => {
      throw Object.assign(new Error('could not reach ana@client.example'), { code: 'ECONNREFUSED' });
    };
    const w = createJobWorker({ db, handlers: { 'test:fail': failing }, log: silentLog, batch: 5, kinds: ['test:fail'] });
    expect(await w.tick()).toMatchObject({ claimed: 1, failed: 1 });
    let [row] = await rowsOfKind('test:fail');
    expect(row!.lastError).toBe('ECONNREFUSED');
    expect(row!.doneAt).toBeNull();
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await w.tick()).toMatchObject({ claimed: 0 });
    // Due again (as if the back-off passed): the second attempt is the last.
    await db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(sql`${jobs.kind} = 'test:fail'`);
    expect(await w.tick()).toMatchObject({ claimed: 1, failed: 1 });
    await db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(sql`${jobs.kind} = 'test:fail'`);
    expect(await w.tick()).toMatchObject({ claimed: 0 });
    [row] = await rowsOfKind('test:fail');
    expect(row!.attempts).toBe(2);
  });

  it('given a claim whose lease ran out (its process died), should let another worker run it', async () => {
    const db = t.app.database.db;
    await enqueue(db, 'test:lease', {});
    const first = await claim(db, 'dead-worker', 5, 60_000, ['test:lease']);
    expect(first).toHaveLength(1);
    expect(await claim(db, 'other', 5, 60_000, ['test:lease'])).toHaveLength(0);
    await db.update(jobs).set({ lockedUntil: new Date(Date.now() - 1000) }).where(sql`${jobs.kind} = 'test:lease'`);
    const ran: number[] = [];
    const w = createJobWorker({ db, handlers: { 'test:lease': async (_p, ctx) => void ran.push(ctx.job.attempts) }, log: silentLog, batch: 5, kinds: ['test:lease'] });
    await w.drain();
    expect(ran).toEqual([2]);
  });

  it('given several workers in one minute, should schedule a recurring kind once per period', async () => {
    const db = t.app.database.db;
    const runs: string[] = [];
    const at = new Date(); // the claim compares run_at with the database's now()
    const make = () =>
      createJobWorker({
        db,
        handlers: { 'test:every-minute': async (_p, ctx) => void runs.push(ctx.job.dedupeKey ?? '') },
        recurring: [{ kind: 'test:every-minute', periodMs: 60_000 }],
        log: silentLog,
        batch: 5,
        kinds: ['test:every-minute'],
        now: () => at,
      });
    await Promise.all([make().drain(), make().drain(), make().drain()]);
    expect(runs).toEqual([periodKey('test:every-minute', 60_000, at)]);
  });

  it('given done jobs older than the keep time, should prune them and keep the rest', async () => {
    const db = t.app.database.db;
    await enqueue(db, 'test:prune', { old: true });
    await enqueue(db, 'test:prune', { old: false });
    await db.update(jobs).set({ doneAt: new Date(Date.now() - 10 * 86_400_000) }).where(sql`${jobs.kind} = 'test:prune' and ${jobs.payload} ->> 'old' = 'true'`);
    await db.update(jobs).set({ doneAt: new Date() }).where(sql`${jobs.kind} = 'test:prune' and ${jobs.payload} ->> 'old' = 'false'`);
    expect(await prune(db, 7 * 86_400_000, 30 * 86_400_000)).toBeGreaterThanOrEqual(1);
    const left = await rowsOfKind('test:prune');
    expect(left.map((r) => (r.payload as { old: boolean }).old)).toEqual([false]);
  });
});
