import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FEED_TITLE_STYLES } from '../../../domain/calendar-sync/feed-title';
import { createdAt, sqlList, updatedAt } from './columns';
import { users } from './users';

/**
 * A user's calendar subscription feed (issue 28 sections 1 and 3): one per
 * user. Only the SHA-256 of the feed's secret is kept (the secret is shown
 * once, when the feed is turned on or reset); off or reset, the hash is
 * replaced, so the old address answers 404 at once. The choices say what an
 * event may show outside Meadow: a neutral title by default, the kind, the
 * join link.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the 32-byte secret in the feed's URL; null while the feed is off. */
    secretHash: text('secret_hash'),
    enabled: boolean('enabled').notNull().default(false),
    /** How an appointment is titled (domain/calendar-sync/feed-title.ts). */
    titleStyle: text('title_style', { enum: FEED_TITLE_STYLES }).notNull().default('appointment'),
    /** Whether the title says office / video / phone. */
    showKind: boolean('show_kind').notNull().default(true),
    /** Whether a video appointment carries its join link. */
    includeJoinLink: boolean('include_join_link').notNull().default(false),
    /** When the current secret was issued (turned on or reset). */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_secret_hash_uq').on(t.secretHash),
    check('calendar_feeds_title_style_ck', sql.raw(`title_style in (${sqlList(FEED_TITLE_STYLES)})`)),
    check('calendar_feeds_enabled_ck', sql.raw('not enabled or secret_hash is not null')),
  ],
);
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
