/**
 * Wall-clock time in an IANA zone to an instant and back. An occurrence is
 * stored as instants (starts_at, ends_at) plus its zone; it is built from the
 * local day and local time, so DST never moves a session's clock time.
 */
import { TZDate } from '@date-fns/tz';
import type { TwentyFourHourTime } from '../clock';
import type { IsoDay } from './recurrence';

/**
 * The instant of a local day and time in `timeZone`. A time skipped by a
 * spring-forward change (02:30 on that Sunday) lands an hour later, as
 * PostgreSQL and every calendar do.
 */
export function localToInstant(day: IsoDay, time: TwentyFourHourTime, timeZone: string): Date {
  return new Date(new TZDate(day.year, day.month - 1, day.day, time.hour, time.minute, 0, 0, timeZone).getTime());
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
