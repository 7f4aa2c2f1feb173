import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { users } from './users';

/**
 * A browser's Web Push subscription (RFC 8030 endpoint + RFC 8291 keys).
 * One row per endpoint: the same browser signed in as another user moves
 * the row to that user. Rows the push service answers 404/410 are deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Keys the server makes on first start and every process shares (the VAPID
 * key pair, the secret behind forgot-password decoys). Inserted with
 * ON CONFLICT DO NOTHING and read back, so concurrent first starts agree.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
export type ServerKeyRow = typeof serverKeys.$inferSelect;
