import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, time } from 'drizzle-orm/pg-core';
import { REPEAT_CODES } from '../../../domain/codes';
import type { AppointmentValues } from '../../../domain/appointments/occurrence-plan';
import { MAX_SERIES_COUNT } from '../../../domain/appointments/recurrence';
import { createdAt, idColumn, sqlList, updatedAt } from './columns';
import { users } from './users';

/**
 * The recurrence rule of a repeating appointment (spec 3, 4). Occurrences are
 * materialised as appointment rows pointing here, so a day/month query is one
 * indexed range scan and a single occurrence can be edited or cancelled.
 * Local times plus the IANA zone keep "10:00 every Monday" at 10:00 across DST.
 */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    id: idColumn(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    repeat: integer('repeat').notNull(),
    repeatBy: integer('repeat_by').notNull().default(0),
    repeatFreq: integer('repeat_freq').notNull().default(1),
    /** Comma list of weekday indices 0-6 (spec 3). */
    repeatOn: text('repeat_on').notNull().default(''),
    startsFrom: date('starts_from').notNull(),
    /** Null means never ends (the old API's '0000-00-00'). */
    endOn: date('end_on'),
    /**
     * 'Ends after N occurrences' (issue 26 item 5): the number of rule days
     * the series has, counted from starts_from (RFC 5545 COUNT: an occurrence
     * deleted on its own still counts). end_on then holds the last of them,
     * so every reader of end_on (the calendar's repeat text, the extension
     * job, which adds only to series with none) is right as it is. Null: the
     * series ends on a date or never.
     */
    occurrenceCount: integer('occurrence_count'),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    timezone: text('timezone').notNull(),
    /**
     * What the series is now, for the occurrences not yet materialised (the
     * extension job, issue 25 item 2): start_time, end_time and timezone
     * above, these columns of every occurrence, and whether its future is
     * cancelled. A save of the whole series or of its future sets them; a
     * single occurrence's edit or cancel leaves them. Null: the job adds
     * nothing (a series with no live row when the column came, migration 0012).
     */
    occurrenceValues: jsonb('occurrence_values').$type<AppointmentValues>(),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    /**
     * The last day the rule has been expanded through (the save's last
     * occurrence, then each extension's horizon). The job expands after it,
     * so an occurrence moved or deleted on its own neither blocks a rule day
     * nor comes back.
     */
    materialisedUntil: date('materialised_until').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointment_series_provider_idx').on(t.providerId),
    check('appointment_series_repeat_ck', sql.raw(`repeat in (${sqlList(REPEAT_CODES)})`)),
    check('appointment_series_freq_ck', sql.raw('repeat_freq >= 1')),
    check('appointment_series_range_ck', sql.raw('end_on is null or end_on >= starts_from')),
    check(
      'appointment_series_count_ck',
      sql.raw(`occurrence_count is null or (occurrence_count between 1 and ${MAX_SERIES_COUNT} and end_on is not null)`),
    ),
  ],
);
