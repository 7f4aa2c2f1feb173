import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';

/**
 * Devices a user has signed in from (OWASP "device cookies"): a correct
 * password from one of them is let through even while the username is locked
 * out by failures from elsewhere. Only the SHA-256 of the cookie is stored.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trusted_devices_token_hash_uq').on(t.tokenHash), index('trusted_devices_user_idx').on(t.userId)],
);
export type TrustedDeviceRow = typeof trustedDevices.$inferSelect;
