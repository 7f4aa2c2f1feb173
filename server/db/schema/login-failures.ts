import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

/**
 * Failed logins, one row per failure and key ('ip:<addr>', 'u:<username>',
 * 'ua:<addr>|<username>', 'd:<trusted device id>'; see auth/login-budgets.ts).
 * A row is written before the password is checked and removed again if it
 * was right. Kept in the database, not in memory, so the limit holds across
 * processes.
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
