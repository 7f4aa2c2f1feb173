import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_TIMEZONE } from '../../../domain/codes';
import {
  DEFAULT_REMINDER_LEAD_MINUTES,
  DEFAULT_SECOND_REMINDER_LEAD_MINUTES,
  REMINDER_LEAD_CHOICES,
} from '../../../domain/reminders/lead-times';
import { ALL_ROLES } from '../../../domain/roles';
import { createdAt, idColumn, nameColumns, sqlList, updatedAt } from './columns';

const leadsCheck = `reminder_lead_minutes in (${sqlList(REMINDER_LEAD_CHOICES)}) and (reminder_second_lead_minutes is null
  or (reminder_second_lead_minutes in (${sqlList(REMINDER_LEAD_CHOICES)}) and reminder_second_lead_minutes <> reminder_lead_minutes))`;

/**
 * Every login: providers (7, 8, 11), delegates (24) and portal users (22, 25).
 * subscriber_id points roles 22/24/25 (and staff employed by a practice) at
 * the provider whose practice they belong to.
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: integer('role').notNull(),
    userType: integer('user_type'),
    ...nameColumns(),
    credentials: text('credentials').notNull().default(''),
    email: text('email'),
    timezone: text('timezone').notNull().default(DEFAULT_TIMEZONE),
    subscriberId: integer('subscriber_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    videoUserId: text('video_user_id'),
    connectUserId: text('connect_user_id'),
    clientNameFormat: integer('client_name_format').notNull().default(1),
    clientNameOrder: integer('client_name_order').notNull().default(1),
    /** Minutes from a new appointment's default start to its end (spec 4 "Times"; 45 by default, spec 9). */
    appointmentTimeIncrement: integer('appointment_time_increment').notNull().default(45),
    /** Hours before a start when a client may no longer cancel through a reminder's link (issue 26 item 3). */
    cancellationWindowHours: integer('cancellation_window_hours').notNull().default(24),
    /** The practice's phone, shown when the link can no longer cancel (issue 26 item 3). */
    practicePhone: text('practice_phone'),
    /** Reminders (issue 26 item 2): the first lead time before a start, the optional second, and whether they name the provider. */
    reminderLeadMinutes: integer('reminder_lead_minutes').notNull().default(DEFAULT_REMINDER_LEAD_MINUTES),
    reminderSecondLeadMinutes: integer('reminder_second_lead_minutes').default(DEFAULT_SECOND_REMINDER_LEAD_MINUTES),
    remindersNameProvider: boolean('reminders_name_provider').notNull().default(false),
    subscription: text('subscription'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Usernames are unique whatever their case: 'Dr.Rivera' and 'dr.rivera' are one login.
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_subscriber_idx').on(t.subscriberId),
    check('users_role_ck', sql.raw(`role in (${sqlList(ALL_ROLES)})`)),
    check('users_name_format_ck', sql.raw('client_name_format between 1 and 7')),
    check('users_cancellation_window_ck', sql.raw('cancellation_window_hours between 0 and 720')),
    check('users_reminder_leads_ck', sql.raw(leadsCheck)),
    check('users_time_increment_ck', sql.raw('appointment_time_increment between 1 and 1440')),
  ],
);
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
