import { TZDate } from '@date-fns/tz';

/** A calendar day, independent of any timezone. */
export interface LocalDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** Today as the calendar shows it in that timezone (not the server's). */
export function todayIn(timezone: string, now = new Date()): LocalDay {
  const t = new TZDate(now.getTime(), timezone);
  return { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate() };
}

export function addDays(d: LocalDay, days: number): LocalDay {
  const u = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: u.getUTCFullYear(), month: u.getUTCMonth() + 1, day: u.getUTCDate() };
}

/** 0 Sunday … 6 Saturday. */
export const weekday = (d: LocalDay): number => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();

/** YYYY-MM-DD, as PostgreSQL's date type reads and writes it. */
export const isoDay = (d: LocalDay): string =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The instant at which the wall clock in that timezone shows this day and time (DST-correct). */
export function instantAt(d: LocalDay, hour: number, minute: number, timezone: string): Date {
  return new Date(new TZDate(d.year, d.month - 1, d.day, hour, minute, timezone).getTime());
}
