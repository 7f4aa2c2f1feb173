/**
 * The job kinds of Meadow and their schedule, in one place:
 *
 * | kind              | when                    | what                                              |
 * |-------------------|-------------------------|---------------------------------------------------|
 * | sweep:reminders   | every minute            | enqueue 'reminder' per appointment and lead time  |
 * | reminder          | as enqueued             | send one appointment's e-mail/SMS reminder        |
 * | send:email        | as enqueued by a write  | one outbox e-mail (mail notice, reset, changed)   |
 * | send:push         | as enqueued by a write  | one outbox Web Push to users / a team             |
 * | extend-series     | daily                   | keep never-ending series two years ahead          |
 * | prune:jobs        | hourly                  | delete old done (and long-dead) jobs              |
 * | prune:audit       | daily                   | delete audit events past retention (≥ 6 years)    |
 * | waitlist:*        | see server/jobs/waitlist.ts (issue 29)                                       |
 * | sweep:busy-calendars | every 15 minutes     | enqueue 'fetch:busy-calendar' per busy calendar    |
 * | fetch:busy-calendar | as enqueued (and on add, 'Refresh now') | read one personal calendar's busy time |
 */
import { MAX_REMINDER_LEAD_MINUTES } from '../../domain/reminders/lead-times';
import { AUDIT_MIN_RETENTION_DAYS, AUDIT_PRUNE_JOB, pruneAudit, type AuditRetention } from '../audit/audit-retention';
import type { Db } from '../db/client';
import { extendNeverEndingSeries } from '../repositories/appointments/series-extension-repository';
import { BUSY_SWEEP_JOB, BUSY_SWEEP_PERIOD_MS, busyCalendarHandlers, type BusyFetchDeps } from './busy-calendars';
import { prune } from './queue';
import { type ReminderDeps, reminderHandlers, REMINDER_SWEEP_JOB } from './reminders';
import { type SendDeps, sendHandlers } from './send-handlers';
import type { JobHandler, RecurringKind } from './worker';
import { WAITLIST_SWEEP_PERIOD_MS, waitlistHandlers } from './waitlist';
import { WAITLIST_JOBS } from '../../domain/contract/waitlist';

export const EXTEND_SERIES_JOB = 'extend-series';
export const PRUNE_JOBS_JOB = 'prune:jobs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const recurringKinds: readonly RecurringKind[] = [
  { kind: REMINDER_SWEEP_JOB, periodMs: MINUTE },
  { kind: EXTEND_SERIES_JOB, periodMs: DAY },
  { kind: PRUNE_JOBS_JOB, periodMs: HOUR },
  { kind: AUDIT_PRUNE_JOB, periodMs: DAY },
  { kind: WAITLIST_JOBS.sweep, periodMs: WAITLIST_SWEEP_PERIOD_MS },
  { kind: BUSY_SWEEP_JOB, periodMs: BUSY_SWEEP_PERIOD_MS },
];

/**
 * Done jobs are kept a week, and always longer than the longest reminder
 * lead time a practice may choose: a reminder's dedupe key must outlive the
 * window in which the sweep could find its appointment again. Jobs that gave
 * up are kept 30 days to be looked at.
 */
export const KEEP_DONE_MS = Math.max(7 * DAY, (MAX_REMINDER_LEAD_MINUTES + 24 * 60) * MINUTE);
const KEEP_FAILED_MS = 30 * DAY;

export interface JobDeps extends ReminderDeps, SendDeps {
  /** Default: six years, 5,000 events a statement, 200 statements a run. */
  auditRetention?: AuditRetention;
  /** Busy-time fetches (config BUSY_FEED_ALLOW_HTTP, BUSY_FEED_ALLOW_HOSTS); absent: https to public addresses only. */
  busyFetch?: BusyFetchDeps['busyFetch'];
}

const DEFAULT_AUDIT_RETENTION: AuditRetention = { retentionDays: AUDIT_MIN_RETENTION_DAYS, batch: 5000, maxBatches: 200 };

export function jobHandlers(deps: JobDeps): Record<string, JobHandler> {
  return {
    ...reminderHandlers(deps),
    ...waitlistHandlers(deps),
    // No setting given (tests of other jobs): https to public addresses only.
    ...busyCalendarHandlers({ busyFetch: deps.busyFetch ?? { allowHttp: false, allowHosts: [] } }),
    ...sendHandlers(deps),
    [EXTEND_SERIES_JOB]: async (_payload, ctx) => {
      const { series, rows } = await extendNeverEndingSeries(ctx.db as Db, ctx.now);
      if (rows > 0) ctx.log.info({ series, rows }, 'never-ending series extended');
    },
    [PRUNE_JOBS_JOB]: async (_payload, ctx) => {
      const pruned = await prune(ctx.db, KEEP_DONE_MS, KEEP_FAILED_MS);
      if (pruned > 0) ctx.log.info({ pruned }, 'old jobs pruned');
    },
    [AUDIT_PRUNE_JOB]: async (_payload, ctx) => {
      const pruned = await pruneAudit(ctx.db as Db, ctx.now, deps.auditRetention ?? DEFAULT_AUDIT_RETENTION);
      if (pruned > 0) ctx.log.info({ pruned }, 'audit events past retention pruned');
    },
  };
}
