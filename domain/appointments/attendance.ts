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
  attended: 'Attended',
  no_show: 'No-show',
  late_cancel: 'Late cancel',
  cancelled_by_client: 'Cancelled by client',
  cancelled_by_practice: 'Cancelled by practice',
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

/** How many of a client's occurrences carry each mark (unmarked ones count nowhere). */
export function attendanceCounts(marks: readonly (AttendanceCode | null)[]): AttendanceCounts {
  const counts: Record<AttendanceCode, number> = {
    attended: 0,
    no_show: 0,
    late_cancel: 0,
    cancelled_by_client: 0,
    cancelled_by_practice: 0,
  };
  for (const mark of marks) if (mark !== null) counts[mark] += 1;
  return counts;
}
