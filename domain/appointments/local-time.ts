/**
 * Wall-clock time in an IANA zone to an instant and back. An occurrence is
 * stored as instants (starts_at, ends_at) plus its zone; it is built from the
 * local day and local time, so DST never moves a session's clock time.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import type { TwentyFourHourTime } from '../clock';
import type { IsoDay } from './recurrence';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The instant of a local day and time in `timeZone`, read as RFC 5545
 * (3.3.5) reads a DATE-TIME with a TZID, which is also how Google Calendar
 * and Outlook place it:
 * - a time skipped by a spring-forward change takes the offset from before
 *   the gap, so it moves forward by the gap (02:30 -> 03:30 in New York);
 * - a time that happens twice on a fall-back day is the first of the two
 *   (01:30 EDT, not 01:30 EST): the session is at the hour the clock first
 *   shows it, when people arrive, and the same on every device. TZDate alone
 *   picks the first west of UTC but the second east of it (London, Sydney).
 * No zone changes its offset twice within a day of any time of day, so the
 * offsets a day before and a day after are the only candidates.
 */
export function localToInstant(day: IsoDay, time: TwentyFourHourTime, timeZone: string): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, time.hour, time.minute);
  const before = tzOffset(timeZone, new Date(wall - DAY));
  const after = tzOffset(timeZone, new Date(wall + DAY));
  // Most days: no change near, one offset (and half the work of a long series).
  if (before === after) return new Date(wall - before * MINUTE);
  const fits = (offset: number): boolean => tzOffset(timeZone, new Date(wall - offset * MINUTE)) === offset;
  const candidates = [before, after].filter(fits).map((offset) => wall - offset * MINUTE);
  // No candidate: the time is in a gap; the offset from before it moves it forward by the gap.
  return new Date(candidates.length === 0 ? wall - before * MINUTE : Math.min(...candidates));
}

export interface LocalDateTime extends IsoDay, TwentyFourHourTime {}

/** The local day and time of an instant in `timeZone`. */
export function instantToLocal(instant: Date, timeZone: string): LocalDateTime {
  const z = new TZDate(instant.getTime(), timeZone);
  return { year: z.getFullYear(), month: z.getMonth() + 1, day: z.getDate(), hour: z.getHours(), minute: z.getMinutes() };
}

/** Whether the runtime knows this IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
