import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ATTENDANCE_CODES } from '../../../domain/appointments/attendance';
import { APPOINTMENT_TYPES, CLIENT_TYPES, CONFIRMATION_STATUSES, OTHEREVENT_TYPES, VIDEO_INVITE_PREFS } from '../../../domain/codes';
import { appointmentSeries } from './appointment-series';
import { createdAt, idColumn, sqlList, updatedAt } from './columns';
import { officeLocations } from './office-locations';
import { users } from './users';

/**
 * One row per occurrence (spec 3 "Appointment fields"). starts_at/ends_at are
 * instants; app_date is the calendar day in the appointment's own timezone,
 * which is what the daily/monthly/yearly calls filter on.
 * The contact is either client_id + client_type or otherevent_id + otherevent_type;
 * both are polymorphic, so they carry no foreign key.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: idColumn(),
    seriesId: integer('series_id').references(() => appointmentSeries.id, { onDelete: 'set null' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    appDate: date('app_date').notNull(),
    isAllDay: boolean('is_all_day').notNull().default(false),
    type: integer('type').notNull().default(1),
    isVideo: boolean('is_video').notNull().default(false),
    isConnect: boolean('is_connect').notNull().default(false),
    clientId: integer('client_id'),
    clientType: text('client_type', { enum: CLIENT_TYPES }),
    othereventId: integer('otherevent_id'),
    othereventType: integer('otherevent_type'),
    officeLocationId: integer('office_location_id').references(() => officeLocations.id, { onDelete: 'set null' }),
    /** Typed-in location text when the office location is custom. */
    customLocation: text('custom_location'),
    /** The practice's own notes: clinical shorthand that never reaches a portal user (issue 26). */
    notes: text('notes').notNull().default(''),
    /** 'Note for the client': what the portal client of the appointment may read. */
    clientNote: text('client_note').notNull().default(''),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    videoInvitepref: text('video_invitepref', { enum: VIDEO_INVITE_PREFS }).notNull().default('N'),
    /**
     * Meadow Connect: the session's host code (staff who may act for the
     * provider open it signed in) and the guest code the clients' links carry.
     * Random (244 bits), made by the database for every connect row
     * (migration 0008's trigger), never the appointment id.
     */
    connectcode: text('connectcode'),
    clientConnectcode: text('client_connectcode'),
    secureVideoSessionId: text('secure_video_session_id'),
    reminderSetStatus: integer('reminder_set_status').notNull().default(0),
    /** The client's answer through the reminder's link (issue 26 item 3); a cancel also sets is_cancelled. */
    confirmationStatus: text('confirmation_status', { enum: CONFIRMATION_STATUSES }).notNull().default('none'),
    /** Attendance (issue 26 item 4): null until staff mark it; the reason is health information, never logged. */
    attendance: text('attendance', { enum: ATTENDANCE_CODES }),
    attendanceReason: text('attendance_reason').notNull().default(''),
    attendanceBy: integer('attendance_by').references(() => users.id, { onDelete: 'set null' }),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_provider_date_idx').on(t.providerId, t.appDate),
    index('appointments_series_idx').on(t.seriesId),
    index('appointments_client_idx').on(t.clientType, t.clientId),
    index('appointments_otherevent_idx').on(t.othereventType, t.othereventId),
    // The reminder sweep's range scan (server/repositories/reminders-repository.ts): only rows that may need one.
    index('appointments_reminder_due_idx')
      .on(t.startsAt)
      .where(sql`video_invitepref <> 'N' and not is_cancelled and not is_deleted`),
    uniqueIndex('appointments_connectcode_uq').on(t.connectcode),
    uniqueIndex('appointments_client_connectcode_uq').on(t.clientConnectcode),
    check('appointments_type_ck', sql.raw(`type in (${sqlList(APPOINTMENT_TYPES)})`)),
    check('appointments_client_type_ck', sql.raw(`client_type is null or client_type in (${sqlList(CLIENT_TYPES)})`)),
    check(
      'appointments_otherevent_type_ck',
      sql.raw(`otherevent_type is null or otherevent_type in (${sqlList(OTHEREVENT_TYPES)})`),
    ),
    check('appointments_attendance_ck', sql.raw(`attendance is null or attendance in (${sqlList(ATTENDANCE_CODES)})`)),
    check('appointments_invitepref_ck', sql.raw(`video_invitepref in (${sqlList(VIDEO_INVITE_PREFS)})`)),
    check('appointments_confirmation_ck', sql.raw(`confirmation_status in (${sqlList(CONFIRMATION_STATUSES)})`)),
    check('appointments_range_ck', sql.raw('ends_at >= starts_at')),
    check(
      'appointments_contact_ck',
      sql.raw('(client_id is not null) <> (otherevent_id is not null)'),
    ),
  ],
);
export type AppointmentRow = typeof appointments.$inferSelect;
