import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';

/**
 * Server-side sessions. Only the SHA-256 of the token is stored, so a copy
 * of the database does not hand out live sessions. expires_at slides with
 * use (idle timeout); absolute_expires_at never moves.
 *
 * A kept session ("Keep me signed in on this device") also holds the
 * SHA-256 of its device cookie (device_hash: the token alone does not open
 * it) and its last activity (active_at: it locks after a short idle time,
 * domain/session-lock.ts). Both are null for an ordinary session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    deviceHash: text('device_hash'),
    activeAt: timestamp('active_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);
export type SessionRow = typeof sessions.$inferSelect;
