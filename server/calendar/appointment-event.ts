/**
 * One occurrence as a calendar event (server/calendar/icalendar.ts): a
 * neutral title by kind, where it happens (what the reminder says: the
 * office's address, 'By phone', the typed-in place; for video the join link), a UID per occurrence that no edit
 * changes, and a SEQUENCE that rises with each change (seconds from the
 * row's creation to its last update, so a new row starts at 0).
 */
import { addIsoDays } from '../../domain/calendar/days';
import { APPOINTMENT_TYPE, type AppointmentType } from '../../domain/codes';
import { reminderWhere } from '../../domain/reminders/reminder-where';
import { type JoinLinkDeps, joinUrlOf } from '../outbound/join-url';
import type { AppointmentEventRow } from '../repositories/calendar-event-repository';
import type { CalendarEvent } from './icalendar';

export const calendarEventWords = {
  video: 'Video session',
  other: 'Appointment',
} as const;

/** 'appointment-12@meadow.example': the id is the owner's to know; the host only says whose calendar it came from. */
/** The host of PUBLIC_URL (one value per process; a feed asks thousands of times). */
const hosts = new Map<string, string>();
export function uidHostOf(publicUrl: string): string {
  let host = hosts.get(publicUrl);
  if (host === undefined) {
    host = 'localhost';
    try {
      host = new URL(publicUrl).hostname || host;
    } catch {
      // PUBLIC_URL is checked at start; keep a UID even if not.
    }
    if (hosts.size > 10) hosts.clear();
    hosts.set(publicUrl, host);
  }
  return host;
}

export function eventUid(id: number, publicUrl: string): string {
  return `appointment-${id}@${uidHostOf(publicUrl)}`;
}

/** The same place a reminder names (domain/reminders/reminder-where.ts); for video, the join link, which a calendar opens. */
export function placeOf(row: AppointmentEventRow, joinUrl: string | null): string | null {
  if (row.isVideo) return joinUrl;
  // Only an office appointment is at an office; other kinds may still carry a stale office id.
  const atOffice = row.type === APPOINTMENT_TYPE.office && row.officeLocationId !== null && row.officeLine1 !== null;
  return reminderWhere({
    type: row.type as AppointmentType,
    isVideo: false,
    office: atOffice ? { line1: row.officeLine1 ?? '', line2: row.officeLine2 ?? '', city: row.officeCity ?? '', postal_code: row.officePostalCode ?? '' } : null,
    customLocation: row.customLocation,
  });
}

export interface AppointmentEventOptions extends JoinLinkDeps {
  /** The client's join link: for the client, not for staff (who open the session as its host, in Meadow). */
  withJoinUrl: boolean;
}

export function appointmentEvent(row: AppointmentEventRow, options: AppointmentEventOptions): CalendarEvent {
  const joinUrl = options.withJoinUrl ? joinUrlOf(row, options) : null;
  return {
    uid: eventUid(row.id, options.publicUrl),
    sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000)),
    title: row.isVideo ? calendarEventWords.video : calendarEventWords.other,
    timeZone: row.timezone,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    allDay: row.isAllDay ? { first: row.appDate, afterLast: addIsoDays(row.appDate, 1) } : null,
    location: placeOf(row, joinUrl),
    joinUrl,
    cancelled: row.isCancelled,
    lastModified: row.updatedAt,
  };
}
