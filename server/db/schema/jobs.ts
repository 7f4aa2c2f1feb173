import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

/**
 * The one job system, on PGlite and PostgreSQL alike (issue 15): a row per
 * job, due at run_at. A worker claims due rows with FOR UPDATE SKIP LOCKED
 * and sets locked_until, so each job runs in one process at a time; a claim
 * whose process died runs again once locked_until has passed. done_at marks
 * a finished job (kept a while, for dedupe_key); failed jobs retry with
 * back-off until max_attempts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    /** At most one job per key (e.g. one reminder per appointment and start time): enqueue is ON CONFLICT DO NOTHING. */
    dedupeKey: text('dedupe_key'),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The last failure's kind only (an error code), never a message that could carry data. */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_uq').on(t.dedupeKey),
    index('jobs_due_idx').on(t.runAt).where(sql`done_at is null`),
    index('jobs_done_idx').on(t.doneAt),
    check('jobs_attempts_ck', sql`attempts >= 0 and max_attempts >= 1`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
