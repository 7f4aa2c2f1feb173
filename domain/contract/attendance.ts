import { z } from 'zod';
import { ATTENDANCE_CODES, ATTENDANCE_REASON_MAX, normaliseAttendanceReason } from '../appointments/attendance';
import { messages } from '../messages';
import { refreshLists, CONTACT_KINDS } from './appointment';
import { isoDate } from './calendar';
import { numericParam } from './common';

/** An occurrence's attendance mark: one of the codes, or null when nobody has marked it. */
export const attendanceCode = z.enum(ATTENDANCE_CODES, { error: messages.incorrectAttendance });

/** PUT appointment/attendance/{id} (issue 26 item 4). */
export const attendanceParams = z.object({ id: numericParam });
export const attendanceBody = z.object({
  /** null clears the mark (and its reason). */
  attendance: attendanceCode.nullable(),
  /** Optional; stored as one trimmed line. */
  reason: z
    .string({ error: messages.invalidRequest })
    .transform(normaliseAttendanceReason)
    .pipe(z.string().max(ATTENDANCE_REASON_MAX, messages.attendanceReasonTooLong))
    .optional(),
});
export type AttendanceBody = z.input<typeof attendanceBody>;

export const attendanceResponse = refreshLists.extend({
  success: z.literal(true),
  appointment: z.object({ id: z.int32(), app_date: isoDate }),
  attendance: attendanceCode.nullable(),
  attendance_reason: z.string(),
});
export type AttendanceResponse = z.infer<typeof attendanceResponse>;

/** GET contacts/attendance/{kind}/{id}/{providerId}: a contact's attendance history with counts per mark. */
export const contactAttendanceParams = z.object({
  kind: z.enum(CONTACT_KINDS),
  id: numericParam,
  providerId: numericParam,
});
/** How many of the history's entries the answer lists (the counts cover every one). */
export const ATTENDANCE_HISTORY_MAX = 50;
export const attendanceEntry = z.object({
  id: z.int32(),
  app_date: isoDate,
  attendance: attendanceCode,
  attendance_reason: z.string(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntry>;
export const contactAttendanceResponse = z.object({
  counts: z.object(Object.fromEntries(ATTENDANCE_CODES.map((code) => [code, z.int32()])) as Record<(typeof ATTENDANCE_CODES)[number], z.ZodInt32>),
  /** Most recent first, at most ATTENDANCE_HISTORY_MAX. */
  history: z.array(attendanceEntry),
});
export type ContactAttendanceResponse = z.infer<typeof contactAttendanceResponse>;
