/**
 * A portal user's upcoming appointments (issue 17, item 15): which of the
 * appointments the daily call answered are still ahead, in what order, when
 * a video session may be joined, and how their date and time read in the
 * viewer's own zone and clock ('Tue, Nov 24' · '10:00–10:50' or '10:00 AM–10:50 AM').
 * Pure: the clock, the zone, the locale and the hour cycle come in as arguments, so the same rules hold in tests.
 *
 * The calls answer each appointment on its own zone's wall clock (app_date,
 * 12-hour parts, `timezone`); instants are built from those, so a viewer in
 * another zone sees the session at the hour it happens for them.
 */
import { toTwentyFourHour } from '../clock';
import type { AppointmentFields } from '../contract/calendar';
import { parseIsoDay } from '../calendar/days';
import { opensAt } from '../video/connect-rules';
import { isKnownTimeZone, localToInstant } from './local-time';
import { formatClock, zonedParts, type HourCycle } from '../time-style';

/** The fields the selection reads. */
export type UpcomingFields = Pick<
  AppointmentFields,
  | 'id'
  | 'app_date'
  | 'app_start_hh'
  | 'app_start_mm'
  | 'app_start_tt'
  | 'app_end_hh'
  | 'app_end_mm'
  | 'app_end_tt'
  | 'is_all_day'
  | 'is_cancelled'
  | 'is_deleted'
  | 'timezone'
>;

/** One appointment with the instants it starts and ends. */
export interface Upcoming<T extends UpcomingFields> {
  appointment: T;
  startsAt: Date;
  endsAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The appointment's own zone; `fallback` (the viewer's) when it names none the runtime knows. */
const zoneOf = (a: Pick<UpcomingFields, 'timezone'>, fallback: string): string => (isKnownTimeZone(a.timezone) ? a.timezone : fallback);

/**
 * When the appointment starts and ends, as instants. An all-day one spans
 * its day in its own zone; an end at or before the start is past midnight.
 * Null when app_date is no day (an answer the contract let through).
 */
export function appointmentInstants(a: UpcomingFields, fallbackZone: string): { startsAt: Date; endsAt: Date } | null {
  const day = parseIsoDay(a.app_date);
  if (!day) return null;
  const zone = zoneOf(a, fallbackZone);
  if (a.is_all_day === 1) {
    const startsAt = localToInstant(day, { hour: 0, minute: 0 }, zone);
    const next = new Date(Date.UTC(day.year, day.month - 1, day.day) + DAY_MS);
    const endsAt = localToInstant({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }, { hour: 0, minute: 0 }, zone);
    return { startsAt, endsAt };
  }
  const startsAt = localToInstant(day, toTwentyFourHour({ hh: a.app_start_hh, mm: a.app_start_mm, tt: a.app_start_tt }), zone);
  const end = localToInstant(day, toTwentyFourHour({ hh: a.app_end_hh, mm: a.app_end_mm, tt: a.app_end_tt }), zone);
  const endsAt = end.getTime() > startsAt.getTime() ? end : new Date(end.getTime() + DAY_MS);
  return { startsAt, endsAt };
}

/**
 * The appointments still ahead at `now`, soonest first: not cancelled, not
 * deleted, and not yet ended (one under way counts: its video may still be
 * joined). Ties go by id, so the order never flickers between loads; an id
 * answered twice is kept once.
 */
export function upcomingAppointments<T extends UpcomingFields>(list: readonly T[], now: Date, fallbackZone: string): Upcoming<T>[] {
  const seen = new Set<number>();
  const ahead: Upcoming<T>[] = [];
  for (const appointment of list) {
    if (appointment.is_cancelled === 1 || appointment.is_deleted === 1 || seen.has(appointment.id)) continue;
    const instants = appointmentInstants(appointment, fallbackZone);
    if (!instants || instants.endsAt.getTime() <= now.getTime()) continue;
    seen.add(appointment.id);
    ahead.push({ appointment, ...instants });
  }
  return ahead.sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime() || x.appointment.id - y.appointment.id);
}

/**
 * Whether a video session may be joined now, as the join flow allows it
 * (domain/video/connect-rules): from CONNECT_OPENS_BEFORE_MINUTES before the
 * start until the end; before that the button says when it opens.
 */
export type JoinState = { kind: 'open' } | { kind: 'notYet'; opensAt: Date } | { kind: 'ended' };

export function joinState(u: Pick<Upcoming<UpcomingFields>, 'startsAt' | 'endsAt'>, now: Date): JoinState {
  if (u.endsAt.getTime() <= now.getTime()) return { kind: 'ended' };
  const opens = opensAt(u.startsAt);
  return now.getTime() < opens.getTime() ? { kind: 'notYet', opensAt: opens } : { kind: 'open' };
}

/** The viewer's zone, locale(s) (e.g. navigator.languages) and clock. */
export interface ViewerClock {
  timeZone: string;
  locale?: string | readonly string[] | undefined;
  /** 12- or 24-hour (issue 27 item 12); 24-hour when not given. */
  hourCycle?: HourCycle;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(clock: ViewerClock, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locales = clock.locale === undefined ? undefined : typeof clock.locale === 'string' ? [clock.locale] : [...clock.locale];
  const key = JSON.stringify([locales, clock.timeZone, options]);
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locales, { ...options, timeZone: clock.timeZone });
    formatters.set(key, found);
  }
  return found;
}

const DAY_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
const LONG_DAY_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };

/** 'Tue, Nov 24': an instant's day in the viewer's zone and locale. */
export const formatDay = (instant: Date, clock: ViewerClock): string => formatter(clock, DAY_OPTIONS).format(instant);

/** 'Tuesday, November 24': the spoken form. */
export const formatDayLong = (instant: Date, clock: ViewerClock): string => formatter(clock, LONG_DAY_OPTIONS).format(instant);

/** '09:30' or '9:30 AM' (the viewer's hour cycle) in the viewer's zone. */
export const formatTime = (instant: Date, clock: ViewerClock): string => formatClock(zonedParts(instant, clock.timeZone), clock.hourCycle ?? 'h23');

/** The same calendar day in the viewer's zone. */
export const sameViewerDay = (a: Date, b: Date, clock: ViewerClock): boolean =>
  formatter(clock, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(a) ===
  formatter(clock, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(b);

export interface SessionWhen {
  /** 'Tue, Nov 24' */
  day: string;
  /** 'Tuesday, November 24', for screen readers. */
  dayLong: string;
  /** '10:00–10:50' (or '10:00 AM–10:50 AM'), or the all-day word. */
  time: string;
  /** '10:00 to 10:50', or the all-day word. */
  timeSpoken: string;
}

/**
 * When a session happens, for the viewer. An all-day appointment keeps its
 * own calendar day (it has no hour to move) and reads as `allDayWord`.
 */
export function sessionWhen(
  u: Upcoming<UpcomingFields>,
  clock: ViewerClock,
  words: { allDay: string; to: string },
): SessionWhen {
  if (u.appointment.is_all_day === 1) {
    const day = parseIsoDay(u.appointment.app_date);
    // Noon UTC of that day, written in UTC: the day as the practice booked it.
    const noon = day ? new Date(Date.UTC(day.year, day.month - 1, day.day, 12)) : u.startsAt;
    const utc = { ...clock, timeZone: 'UTC' };
    return { day: formatDay(noon, utc), dayLong: formatDayLong(noon, utc), time: words.allDay, timeSpoken: words.allDay };
  }
  const start = formatTime(u.startsAt, clock);
  const end = formatTime(u.endsAt, clock);
  return {
    day: formatDay(u.startsAt, clock),
    dayLong: formatDayLong(u.startsAt, clock),
    time: `${start}–${end}`,
    timeSpoken: `${start} ${words.to} ${end}`,
  };
}
