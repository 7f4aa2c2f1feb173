import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_CODES,
  ATTENDANCE_LABELS,
  ATTENDANCE_REASON_MAX,
  attendanceCounts,
  mayMarkAttendance,
  normaliseAttendanceReason,
} from '../../../../domain/appointments/attendance';
import { attendanceBody } from '../../../../domain/contract/attendance';
import { messages } from '../../../../domain/messages';

describe('which occurrences may be marked', () => {
  it("given today's or an earlier day, should allow a mark; given a later day, should not", () => {
    expect(mayMarkAttendance('2026-11-28', '2026-11-28')).toBe(true);
    expect(mayMarkAttendance('2026-11-27', '2026-11-28')).toBe(true);
    expect(mayMarkAttendance('2025-12-31', '2026-01-01')).toBe(true);
    expect(mayMarkAttendance('2026-11-29', '2026-11-28')).toBe(false);
    expect(mayMarkAttendance('2027-01-01', '2026-12-31')).toBe(false);
  });
});

describe('attendance counts', () => {
  it('given grouped rows in any order, should answer every code with its count and 0 for the others', () => {
    expect(attendanceCounts([{ attendance: 'no_show', count: 2 }, { attendance: 'attended', count: 7 }])).toEqual({
      attended: 7,
      no_show: 2,
      late_cancel: 0,
      cancelled_by_client: 0,
      cancelled_by_practice: 0,
    });
    expect(Object.values(attendanceCounts([]))).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('the reason', () => {
  it('given control characters, line breaks and runs of spaces, should keep one trimmed line', () => {
    expect(normaliseAttendanceReason('  Car\u0007 broke\r\n\tdown \u202e ')).toBe('Car broke down');
    expect(normaliseAttendanceReason('Fees & <b>forms</b>')).toBe('Fees & <b>forms</b>');
  });

  it('given more than the limit after trimming, should refuse it with the table text, whose number is the limit', () => {
    expect(messages.attendanceReasonTooLong).toContain(String(ATTENDANCE_REASON_MAX));
    expect(attendanceBody.safeParse({ attendance: 'attended', reason: ` ${'x'.repeat(ATTENDANCE_REASON_MAX)} ` }).success).toBe(true);
    const long = attendanceBody.safeParse({ attendance: 'attended', reason: 'x'.repeat(ATTENDANCE_REASON_MAX + 1) });
    expect(long.error?.issues[0]?.message).toBe(messages.attendanceReasonTooLong);
  });

  it('given an unknown code, should refuse it with the table text; given null, should take it as a cleared mark', () => {
    expect(attendanceBody.safeParse({ attendance: 'came' }).error?.issues[0]?.message).toBe(messages.incorrectAttendance);
    expect(attendanceBody.parse({ attendance: null })).toEqual({ attendance: null });
  });
});

describe('labels', () => {
  it('should name each code as the issue does', () => {
    expect(ATTENDANCE_CODES.map((code) => ATTENDANCE_LABELS[code])).toEqual(['Attended', 'No-show', 'Late cancel', 'Cancelled by client', 'Cancelled by practice']);
  });
});
