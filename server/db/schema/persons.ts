import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTACT_STATUSES, DEFAULT_REMINDER_PREF, DEFAULT_TIMEZONE, VIDEO_INVITE_PREFS } from '../../../domain/codes';
import { createdAt, idColumn, personSearchName, nameColumns, phoneColumns, sqlList, updatedAt } from './columns';
import { users } from './users';

/**
 * An "other person" contact (spec 3 "Person"; otherevent_type 1). user_id is
 * set when the person has a portal login (role 25).
 */
export const persons = pgTable(
  'persons',
  {
    id: idColumn(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...nameColumns(),
    email1: text('email1'),
    email2: text('email2'),
    ...phoneColumns(),
    timezone: text('timezone').notNull().default(DEFAULT_TIMEZONE),
    /** How this contact is reminded of appointments by default (issue 26 item 2): E, S, B both, N none. */
    reminderPref: text('reminder_pref', { enum: VIDEO_INVITE_PREFS }).notNull().default(DEFAULT_REMINDER_PREF),
    status: integer('status').notNull().default(1),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    searchName: personSearchName(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('persons_provider_status_idx').on(t.providerId, t.status),
    index('persons_provider_name_idx').on(t.providerId, t.lastName, t.firstName),
    uniqueIndex('persons_user_uq').on(t.userId),
    index('persons_search_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    check('persons_reminder_pref_ck', sql.raw(`reminder_pref in (${sqlList(VIDEO_INVITE_PREFS)})`)),
    check('persons_status_ck', sql.raw(`status in (${sqlList(CONTACT_STATUSES)})`)),
  ],
);
export type PersonRow = typeof persons.$inferSelect;
