/**
 * The 409 answer of add and edit when the new times overlap taken
 * appointments (spec 4 "Overlap check", issue 27 item 3): the spec's
 * question, and the taken appointments named as the provider's calendar
 * shows them, so the front desk sees what it would double-book.
 */
import type { FastifyInstance } from 'fastify';
import { formatTwentyFourHour, toTwentyFourHour } from '../../../domain/clock';
import { summaryTitle } from '../../../domain/calendar/summary';
import type { OverlappedAppointment, OverlapResponse } from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import type { AuthUser } from '../../auth/auth-user';
import { canActFor } from '../../auth/authorization';
import type { SavedOccurrence } from '../../repositories/appointments/appointment-writes-repository';

/**
 * Named only to a user who may read the provider's calendar: add and edit
 * already refused everyone else (assertMayWriteFor: staff acting for that
 * provider; a portal user never books), and the check is made again here
 * so the names cannot leak through another caller. Read through the
 * calendar's own query (its portal filter, its name fields): no notes.
 */
export async function overlapAnswer(
  app: FastifyInstance,
  user: AuthUser,
  providerId: number,
  overlapped: readonly SavedOccurrence[],
): Promise<OverlapResponse> {
  const question = { message: messages.overlapQuestion, overlap: true } as const;
  if (overlapped.length === 0 || !(await canActFor(user, providerId))) return question;
  const reader = { userId: user.id, role: user.role };
  const days = [...new Set(overlapped.map((o) => o.app_date))];
  const lists = await Promise.all(days.map((day) => app.appointmentsRepository.dailyCalendar(providerId, day, day, reader)));
  const named: OverlappedAppointment[] = [];
  for (const { id } of overlapped) {
    const list = lists.find((l) => l.appointments.some((a) => a.id === id));
    const a = list?.appointments.find((row) => row.id === id);
    if (!list || !a) continue;
    const time = (hh: number, mm: number, tt: 0 | 1) => formatTwentyFourHour(toTwentyFourHour({ hh, mm, tt }));
    named.push({
      id,
      title: summaryTitle(a, { clientNameFormat: list.client_name_format, clientNameOrder: list.client_name_order, viewerRole: user.role }),
      date: a.app_date,
      start: time(a.app_start_hh, a.app_start_mm, a.app_start_tt),
      end: time(a.app_end_hh, a.app_end_mm, a.app_end_tt),
      type: a.type,
    });
  }
  return { ...question, overlapping: named };
}
