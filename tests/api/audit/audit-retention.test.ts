/**
 * Audit retention (issue 30 item 9): the daily job deletes events past six
 * years, in batches, and nothing younger; the database refuses, whoever
 * asks, to delete a younger event, to change any, or to empty the table.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_MIN_RETENTION_DAYS, AUDIT_PRUNE_JOB, auditCutoff, pruneAudit } from '../../../server/audit/audit-retention';
import { loadConfig } from '../../../server/config';
import { jobHandlers } from '../../../server/jobs/jobs';
import { enqueue } from '../../../server/jobs/queue';
import { createJobWorker } from '../../../server/jobs/worker';
import { build } from '../helper';
import { silentLog } from '../reminders/reminder-kit';

const t = build();
const DAY = 86_400_000;
const now = new Date('2026-11-28T12:00:00Z');

/** Events `daysAgo` old, tagged so this file counts only its own. */
async function insertEvents(tag: string, daysAgo: number, count: number): Promise<void> {
  const at = new Date(now.getTime() - daysAgo * DAY).toISOString();
  await t.app.database.db.execute(sql`
    insert into audit_events (at, user_id, provider_id, action, record_type, record_id, route, method, status_code, ip)
    select ${at}::timestamptz, (select min(id) from users), null, 'read', 'client', ${tag}, '/t', 'GET', 200, '127.0.0.1' from generate_series(1, ${count})`);
}

async function countOf(tag: string): Promise<number> {
  const rows = await t.app.database.db.execute(sql`select count(*)::int as n from audit_events where record_id = ${tag}`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

async function refused(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await t.app.database.db.execute(statement);
    return 'allowed';
  } catch (error) {
    // drizzle wraps the driver's error: the database's own words are its cause.
    const cause = (error as Error & { cause?: Error }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
}

describe('audit retention', () => {
  it('keeps six years: 2192 days, never fewer, and a shorter setting is refused at start', () => {
    expect(AUDIT_MIN_RETENTION_DAYS).toBe(2192);
    expect(auditCutoff(now, 30).getTime()).toBe(now.getTime() - 2192 * DAY);
    expect(loadConfig({}).auditRetentionDays).toBe(2192);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '3000' }).auditRetentionDays).toBe(3000);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '365' })).toThrow();
  });

  it('the daily job deletes what is past retention, in batches over runs, and nothing younger', async () => {
    await insertEvents('old', 2192 + 3, 250);
    await insertEvents('edge', 2191, 7);
    await insertEvents('recent', 1, 5);
    // 2 batches of 100 a run: the first run leaves 50, the next the rest.
    const retention = { retentionDays: 2192, batch: 100, maxBatches: 2 };
    expect(await pruneAudit(t.app.database.db, now, retention)).toBe(200);
    expect(await countOf('old')).toBe(50);
    const worker = createJobWorker({
      db: t.app.database.db,
      handlers: jobHandlers({ mailer: t.app.mailer, sms: t.app.sms, publicUrl: 'http://x', secureVideoBaseUrl: undefined, push: t.app.push, onlineUserIds: (ids) => t.app.realtime.onlineUserIds(ids), auditRetention: retention }),
      log: silentLog,
      batch: 5,
      kinds: [AUDIT_PRUNE_JOB],
      now: () => now,
    });
    await enqueue(t.app.database.db, AUDIT_PRUNE_JOB, {});
    expect(await worker.drain()).toMatchObject({ done: 1, failed: 0 });
    expect(await countOf('old')).toBe(0);
    expect(await countOf('edge')).toBe(7);
    expect(await countOf('recent')).toBe(5);
  });

  it('the database itself refuses to delete a younger event, to change any event, or to empty the trail', async () => {
    await insertEvents('young', 2000, 1);
    await insertEvents('ancient', 3000, 1);
    expect(await refused(sql`delete from audit_events where record_id = 'young'`)).toContain('append-only');
    expect(await refused(sql`update audit_events set route = '/x' where record_id = 'ancient'`)).toContain('append-only');
    expect(await refused(sql`truncate audit_events`)).toContain('append-only');
    expect(await countOf('young')).toBe(1);
    expect(await refused(sql`delete from audit_events where record_id = 'ancient'`)).toBe('allowed');
  });
});
