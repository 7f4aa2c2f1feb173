/**
 * Busy time in (issue 28 item 2): a provider's personal calendars, fetched
 * by the job worker and kept as bare busy intervals. The secret address is
 * answered only masked ('calendar.google.com/…'), never whole after adding.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { idParam, numericParam } from './common';

/** Why the last fetch failed (server/outbound/guarded-fetch.ts, server/calendar/busy-intervals.ts); 'pending' before the first. */
export const BUSY_CALENDAR_STATES = [
  'pending',
  'ok',
  'bad_url',
  'blocked_address',
  'unreachable',
  'timeout',
  'too_large',
  'too_many_redirects',
  'http_error',
  'not_calendar',
  'too_many_events',
] as const;
export type BusyCalendarState = (typeof BUSY_CALENDAR_STATES)[number];

export const BUSY_CALENDARS_MAX = 10;
export const BUSY_LABEL_MAX = 60;
export const BUSY_URL_MAX = 2048;
/** A busy/get range spans at most this many days (the week grid asks 7, the day view 1). */
export const BUSY_RANGE_MAX_DAYS = 62;

export const busyCalendar = z.object({
  id: z.int32(),
  /** Host and '…': the rest of the address is the secret. */
  address: z.string(),
  label: z.string(),
  state: z.enum(BUSY_CALENDAR_STATES),
  /** ISO instants, or null before the first success / attempt. */
  last_success_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  event_count: z.int32(),
});
export type BusyCalendar = z.infer<typeof busyCalendar>;

export const busyCalendarsResponse = z.object({ calendars: z.array(busyCalendar) });
export type BusyCalendarsResponse = z.infer<typeof busyCalendarsResponse>;

export const addBusyCalendarBody = z.object({
  url: z.string({ error: messages.busyCalendarUrlInvalid }).trim().min(1, { error: messages.busyCalendarUrlInvalid }).max(BUSY_URL_MAX, { error: messages.busyCalendarUrlInvalid }),
  label: z.string({ error: messages.busyCalendarLabelTooLong }).trim().max(BUSY_LABEL_MAX, { error: messages.busyCalendarLabelTooLong }).default(''),
});
export type AddBusyCalendarBody = z.input<typeof addBusyCalendarBody>;

export const busyCalendarSaved = z.object({ calendar: busyCalendar, message: z.string() });
export const busyCalendarIdParams = z.object({ id: idParam });
export const busyCalendarDone = z.object({ message: z.string() });

/** GET busy/get/{providerId}?from=&to= (ISO instants). */
export const busyParams = z.object({ providerId: numericParam });
const instant = z.iso.datetime({ offset: true, error: messages.incorrectDate });
export const busyQuery = z.object({ from: instant, to: instant });
export const busyBlock = z.object({ start: z.string(), end: z.string() });
export type BusyBlock = z.infer<typeof busyBlock>;
export const busyResponse = z.object({ busy: z.array(busyBlock) });
export type BusyResponse = z.infer<typeof busyResponse>;
