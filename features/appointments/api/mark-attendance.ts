/**
 * PUT appointment/attendance/{id} (issue 26 item 4): marks, changes or
 * clears (attendance null) one occurrence's attendance; the answer names
 * the day every open calendar reloads.
 */
import type { AttendanceCode } from '../../../domain/appointments/attendance';
import { attendanceResponse, type AttendanceResponse } from '../../../domain/contract/attendance';
import { request } from '../../api/client';

export function markAttendance(id: number, attendance: AttendanceCode | null, reason: string): Promise<AttendanceResponse> {
  return request('put', `appointment/attendance/${id}`, attendanceResponse, { json: { attendance, reason } });
}
