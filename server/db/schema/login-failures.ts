import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

/**
 * Failed logins, one row per failure and key ('u:<username>' or 'ip:<addr>').
 * Kept in the database, not in memory, so the limit holds across processes.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: idColumn(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_time_idx').on(t.key, t.failedAt), index('login_failures_time_idx').on(t.failedAt)],
);
