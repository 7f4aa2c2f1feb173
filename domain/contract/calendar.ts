import { z } from 'zod';
import { ATTENDANCE_CODES } from '../appointments/attendance';
import { APPOINTMENT_TYPES, CLIENT_TYPES, CONFIRMATION_STATUSES, OTHEREVENT_TYPES, REPEAT_CODES, VIDEO_INVITE_PREFS } from '../codes';
import { messages } from '../messages';
import { idParam } from './common';

/** 0/1 flags as the spec's appointment fields carry them. */
const flag = z.literal([0, 1]);
/** 'YYYY-MM-DD' */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * One appointment as the calendar calls answer it (spec 3, "Appointment
 * fields read from the server"). Times are on the 12-hour clock in the
 * appointment's own timezone: hh 1-12, tt 0 = AM, 1 = PM.
 */
export const appointmentFields = z.object({
  id: z.int32(),
  app_date: isoDate,
  app_start_hh: z.int32().min(1).max(12),
  app_start_mm: z.int32().min(0).max(59),
  app_start_tt: flag,
  app_end_hh: z.int32().min(1).max(12),
  app_end_mm: z.int32().min(0).max(59),
  app_end_tt: flag,
  /** 0 client appointment, 1 event-type (otherevent). */
  app_type: flag,
  appointmentrepeat_id: z.int32().nullable(),
  client_id: z.int32().nullable(),
  client_type: z.enum(CLIENT_TYPES).nullable(),
  repeats: flag,
  is_cancelled: flag,
  is_deleted: flag,
  is_all_day: flag,
  is_video: flag,
  is_connect: flag,
  type: z.literal(APPOINTMENT_TYPES),
  otherevent_id: z.int32().nullable(),
  otherevent_type: z.literal(OTHEREVENT_TYPES).nullable(),
  otherevent_name: z.string().nullable(),
  provider_id: z.int32(),
  /** The provider the request was made for; actions show only when it equals provider_id (spec 6). */
  forProviderId: z.int32(),
  providerFirstName: z.string(),
  providerMiddleName: z.string(),
  providerLastName: z.string(),
  providerNamePrefix: z.string(),
  providerNameSuffix: z.string(),
  reminder_set_status: z.int32(),
  repeat: z.literal(REPEAT_CODES).nullable(),
  repeat_by: z.int32().nullable(),
  repeat_freq: z.int32().nullable(),
  /** Comma list of weekday indices 0-6. */
  repeat_on: z.string().nullable(),
  starts_from: isoDate.nullable(),
  /** '0000-00-00' means no end. */
  end_on: z.string().nullable(),
  /** The practice's private notes; '' in every answer to a portal user. */
  notes: z.string(),
  /** 'Note for the client' (visible to the client). */
  client_note: z.string(),
  /** Attendance as staff marked it (issue 26 item 4); null when unmarked, and in every answer to a portal user. */
  attendance: z.enum(ATTENDANCE_CODES).nullable(),
  /** The mark's reason; '' in every answer to a portal user. */
  attendance_reason: z.string(),
  /**
   * The client's answer through the reminder's link (issue 26 item 3): the
   * card's and detail's 'Confirmed' / 'Cancelled by client' badge. The
   * server always sends it; absent reads as 'none'.
   */
  confirmation_status: z.enum(CONFIRMATION_STATUSES).optional(),
  video_invitepref: z.enum(VIDEO_INVITE_PREFS),
  timezone: z.string(),
  personTypeCode: z.int32().nullable(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  namePrefix: z.string(),
  nameSuffix: z.string(),
});
export type AppointmentFields = z.infer<typeof appointmentFields>;

/**
 * A day, month or year path segment; anything out of bounds answers
 * 'incorrect date' (spec 5). Digits only: '07' is a date's usual spelling,
 * but ' 7', '+7', '7.0' and '0x7' are not dates.
 */
export const datePart = (min: number, max: number) =>
  z
    .string({ error: messages.incorrectDate })
    .regex(/^[0-9]{1,4}$/, { error: messages.incorrectDate })
    .transform(Number)
    .pipe(z.int32({ error: messages.incorrectDate }).min(min, messages.incorrectDate).max(max, messages.incorrectDate));

/** The {startDay}/{startMonth}/{startYear}/{endDay}/{endMonth}/{endYear} path segments of range calls (months 1-12). */
export const dayRangeParams = {
  startDay: datePart(1, 31),
  startMonth: datePart(1, 12),
  startYear: datePart(1900, 2200),
  endDay: datePart(1, 31),
  endMonth: datePart(1, 12),
  endYear: datePart(1900, 2200),
};

/** GET appointment/get/daily/{startDay}/{startMonth}/{startYear}/{endDay}/{endMonth}/{endYear}/{providerId} — months 1-12. */
export const dailyParams = z.object({
  ...dayRangeParams,
  providerId: idParam,
});
export const dailyResponse = z.object({
  appointments: z.array(appointmentFields),
  client_name_format: z.int32(),
  client_name_order: z.int32(),
});
export type DailyResponse = z.infer<typeof dailyResponse>;

/**
 * The fields the calendar screens read of each appointment: the lists'
 * title, time and location, the month's and week's days, the portal title.
 * The daily call answers only these when asked `?fields=calendar` (a sparse
 * field set, as the app's calendar asks it), so a week of a busy practice
 * travels in half the bytes (issue 16: send only the fields the screens use).
 * Without the parameter the call answers spec 3's whole field set; the
 * detail screen reads the whole appointment from get/id.
 */
export const calendarAppointmentFields = appointmentFields.pick({
  id: true,
  app_date: true,
  app_start_hh: true,
  app_start_mm: true,
  app_start_tt: true,
  app_end_hh: true,
  app_end_mm: true,
  app_end_tt: true,
  app_type: true,
  client_type: true,
  is_cancelled: true,
  is_deleted: true,
  is_all_day: true,
  type: true,
  /** The portal home places an appointment in time by its own zone, and offers Join for video. */
  timezone: true,
  is_video: true,
  is_connect: true,
  /** The card's muted attendance badge (issue 26 item 4). */
  attendance: true,
  /** The card's 'Confirmed' / 'Cancelled by client' badge (issue 26 item 3). */
  confirmation_status: true,
  otherevent_type: true,
  otherevent_name: true,
  providerFirstName: true,
  providerLastName: true,
  providerNamePrefix: true,
  firstName: true,
  middleName: true,
  lastName: true,
  namePrefix: true,
  nameSuffix: true,
});
export type CalendarAppointmentFields = z.infer<typeof calendarAppointmentFields>;

/** The daily call's one field set by name: `?fields=calendar`. */
export const CALENDAR_FIELD_SET = 'calendar';
export const dailyQuery = z.object({ fields: z.literal(CALENDAR_FIELD_SET).optional() });
export const dailyCalendarResponse = dailyResponse.extend({ appointments: z.array(calendarAppointmentFields) });
export type DailyCalendarResponse = z.infer<typeof dailyCalendarResponse>;

/** GET appointment/get/yearly/{year}/{providerId}: the dates that have appointments. */
export const yearlyParams = z.object({
  year: datePart(1900, 2200),
  providerId: idParam,
});
export const yearlyResponse = z.object({ appointments: z.array(isoDate) });
export type YearlyResponse = z.infer<typeof yearlyResponse>;

/** The longest range one daily call may ask for, so a request can never scan years of history. */
export const DAILY_RANGE_MAX_DAYS = 62;
