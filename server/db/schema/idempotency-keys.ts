import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * One row per (user, Idempotency-Key) of a create call, written in the same
 * transaction as the record it creates: the key exists exactly when the write
 * committed. The answer is filled in once it is sent, for replay (24 h).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** METHOD + path + a hash of the body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
