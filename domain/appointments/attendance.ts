import { messages } from '../messages';

/**
 * Attendance (issue 26 item 4): what became of an occurrence, as staff mark
 * it on the detail. Separate from is_cancelled: the spec's Cancel and
 * Un-cancel keep their meaning; 'Cancelled by client / by practice' record
 * who cancelled, for the practice's own counts.
 */

/** Stored codes, in the order the detail offers them. */
export const ATTENDANCE_CODES = [
  'attended',
  'no_show',
  'late_cancel',
  'cancelled_by_client',
  'cancelled_by_practice',
] as const;
export type AttendanceCode = (typeof ATTENDANCE_CODES)[number];

/** The labels of the issue, one per code. */
export const ATTENDANCE_LABELS: Readonly<Record<AttendanceCode, string>> = {
  attended: messages.attendanceAttended,
  no_show: messages.attendanceNoShow,
  late_cancel: messages.attendanceLateCancel,
  cancelled_by_client: messages.attendanceCancelledByClient,
  cancelled_by_practice: messages.attendanceCancelledByPractice,
};

/** A reason is a short line, not a note: longer text belongs in the notes. */
export const ATTENDANCE_REASON_MAX = 200;

/**
 * Only today's or a past occurrence may be marked: nobody has attended a
 * session that has not begun its day. `appDate` and `today` are ISO days
 * (YYYY-MM-DD) in the appointment's own zone, so comparing the text is
 * comparing the days.
 */
export const mayMarkAttendance = (appDate: string, today: string): boolean => appDate <= today;

export type AttendanceCounts = Readonly<Record<AttendanceCode, number>>;

/** Every code with its count, 0 where none was found (grouped rows of the database, in any order). */
export function attendanceCounts(grouped: readonly { attendance: AttendanceCode; count: number }[]): AttendanceCounts {
  const counts = Object.fromEntries(ATTENDANCE_CODES.map((code) => [code, 0])) as Record<AttendanceCode, number>;
  for (const row of grouped) counts[row.attendance] += row.count;
  return counts;
}

/**
 * The reason as stored: one line (control characters and runs of white
 * space become one space), trimmed. A reason is plain text, shown only as
 * text, so no markup is kept or needed.
 */
export const normaliseAttendanceReason = (reason: string): string =>
  reason.replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim();
