/**
 * Attendance (issue 26 item 4): staff mark what became of an occurrence of
 * today or before, and read a contact's history with counts per mark. The
 * route checks who may; this module holds the rule that a future day is
 * never marked, in the same statement that writes, so a race cannot slip one in.
 */
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { type AttendanceCode, attendanceCounts, type AttendanceCounts } from '../../domain/appointments/attendance';
import type { ContactKind } from '../../domain/contract/appointment';
import { ATTENDANCE_HISTORY_MAX, type AttendanceEntry } from '../../domain/contract/attendance';
import type { Db } from '../db/client';
import { appointments } from '../db/schema/index';
import { fitsInt4 } from './appointments/sql-arrays';
import { ofContacts } from './search-repository';

/** Today in the occurrence's own zone, as the day app_date names. */
const todayInZone = sql<string>`to_char((now() at time zone ${appointments.timezone})::date, 'YYYY-MM-DD')`;

export interface AttendanceTarget {
  id: number;
  providerId: number;
  appDate: string;
  isDeleted: boolean;
  /** Today in the occurrence's zone, when it was read. */
  today: string;
}

export interface AttendanceMark {
  attendance: AttendanceCode | null;
  reason: string;
}

export interface MarkedOccurrence {
  id: number;
  appDate: string;
  attendance: AttendanceCode | null;
  attendanceReason: string;
}

export function attendanceRepository(db: Db) {
  return {
    async target(id: number): Promise<AttendanceTarget | null> {
      if (!fitsInt4(id)) return null;
      const [row] = await db
        .select({ id: appointments.id, providerId: appointments.providerId, appDate: appointments.appDate, isDeleted: appointments.isDeleted, today: todayInZone })
        .from(appointments)
        .where(eq(appointments.id, id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Sets or clears (attendance null) the mark, with who and when; a
     * cleared mark keeps no reason. null when the occurrence is deleted or
     * still ahead by the time the write runs.
     */
    async mark(id: number, mark: AttendanceMark, byUserId: number): Promise<MarkedOccurrence | null> {
      const cleared = mark.attendance === null;
      const [row] = await db
        .update(appointments)
        .set({
          attendance: mark.attendance,
          attendanceReason: cleared ? '' : mark.reason,
          attendanceBy: cleared ? null : byUserId,
          attendanceAt: cleared ? null : sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(appointments.id, id), eq(appointments.isDeleted, false), sql`${appointments.appDate} <= (now() at time zone ${appointments.timezone})::date`))
        .returning({ id: appointments.id, appDate: appointments.appDate, attendance: appointments.attendance, attendanceReason: appointments.attendanceReason });
      return row ?? null;
    },

    /** A contact's marked, non-deleted occurrences of the provider: counts of all, the latest ATTENDANCE_HISTORY_MAX listed. */
    async ofContact(providerId: number, kind: ContactKind, id: number): Promise<{ counts: AttendanceCounts; history: AttendanceEntry[] }> {
      const where = and(eq(appointments.providerId, providerId), eq(appointments.isDeleted, false), isNotNull(appointments.attendance), ofContacts(kind, [id]));
      const [grouped, latest] = await Promise.all([
        db.select({ attendance: appointments.attendance, count: count() }).from(appointments).where(where).groupBy(appointments.attendance),
        db
          .select({ id: appointments.id, app_date: appointments.appDate, attendance: appointments.attendance, attendance_reason: appointments.attendanceReason })
          .from(appointments)
          .where(where)
          .orderBy(desc(appointments.startsAt), desc(appointments.id))
          .limit(ATTENDANCE_HISTORY_MAX),
      ]);
      // The where clause holds only marked rows: attendance is never null here.
      return {
        counts: attendanceCounts(grouped.map((g) => ({ attendance: g.attendance as AttendanceCode, count: Number(g.count) }))),
        history: latest.map((r) => ({ ...r, attendance: r.attendance as AttendanceCode })),
      };
    },
  };
}
export type AttendanceRepository = ReturnType<typeof attendanceRepository>;
