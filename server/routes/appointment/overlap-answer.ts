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
import { BUSY_BLOCK_TEXT, messages } from '../../../domain/messages';
import type { AuthUser } from '../../auth/auth-user';
import { canActFor } from '../../auth/authorization';
import { instantToLocal } from '../../../domain/appointments/local-time';
import type { OverlapHit } from '../../repositories/appointments/appointment-writes-repository';
import { providerZoneOf } from '../../repositories/busy-calendars-repository';

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
  overlapped: readonly OverlapHit[],
): Promise<OverlapResponse> {
  const question = { message: messages.overlapQuestion, overlap: true } as const;
  if (overlapped.length === 0 || !(await canActFor(user, providerId))) return question;
  const reader = { userId: user.id, role: user.role };
  const days = [...new Set(overlapped.flatMap((o) => (o.app_date === null ? [] : [o.app_date])))];
  const zone = overlapped.some((o) => o.busy) ? await providerZoneOf(app.db, providerId) : 'UTC';
  const lists = await Promise.all(days.map((day) => app.appointmentsRepository.dailyCalendar(providerId, day, day, reader)));
  const named: OverlappedAppointment[] = [];
  for (const hit of overlapped) {
    if (hit.busy) {
      named.push(busyNamed(hit.id, hit.busy, zone));
      continue;
    }
    const { id } = hit;
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

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * A busy block as the overlap answer names it: 'Busy', the local day and
 * times in the provider's zone (a block running past midnight ends at its
 * own time on a later day: only the start's day is named), no title.
 */
function busyNamed(id: number, busy: { startsAt: Date; endsAt: Date }, zone: string): OverlappedAppointment {
  const s = instantToLocal(busy.startsAt, zone);
  const e = instantToLocal(busy.endsAt, zone);
  return {
    id,
    busy: true,
    title: BUSY_BLOCK_TEXT,
    date: `${s.year}-${pad(s.month)}-${pad(s.day)}`,
    start: `${pad(s.hour)}:${pad(s.minute)}`,
    end: `${pad(e.hour)}:${pad(e.minute)}`,
    type: 4,
  };
}
