import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn } from './columns';
import { users } from './users';

/**
 * A provider's personal calendar brought in as busy time (issue 28 item 2):
 * the secret iCalendar address they pasted, fetched every 15 minutes by the
 * job worker through the guarded fetcher. The address is a credential (who
 * has it reads the calendar): it is never logged, never answered whole (the
 * list shows host + '…'), and only the fetch job reads it.
 *
 * state: 'ok' or the last failure's code (domain/contract/busy-calendars.ts);
 * a failed fetch keeps the last good intervals, shown as stale.
 */
export const busyCalendars = pgTable(
  'busy_calendars',
  {
    id: idColumn(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    label: text('label').notNull().default(''),
    state: text('state').notNull().default('pending'),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    eventCount: integer('event_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('busy_calendars_provider_idx').on(t.providerId)],
);
export type BusyCalendarRow = typeof busyCalendars.$inferSelect;

/**
 * Busy time only: start and end, nothing else of the external event (no
 * title, description, attendees, location): a personal calendar is not
 * Meadow's to read. Replaced whole, in one transaction, per successful fetch.
 */
export const busyIntervals = pgTable(
  'busy_intervals',
  {
    id: idColumn(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => busyCalendars.id, { onDelete: 'cascade' }),
    /** Denormalised from the calendar, for the overlap check's and the views' index. */
    providerId: integer('provider_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('busy_intervals_provider_starts_idx').on(t.providerId, t.startsAt),
    index('busy_intervals_calendar_idx').on(t.calendarId),
    check('busy_intervals_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
