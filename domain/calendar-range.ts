import { DAILY_RANGE_MAX_DAYS } from './contract/calendar';

/** A calendar day as the calendar calls name it: month 1-12. */
export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** Whether the day exists on the calendar (no 31 February, no 29 February 2027). */
export function isCalendarDay({ year, month, day }: CalendarDay): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999: setUTCFullYear keeps the year as given.
  d.setUTCFullYear(year, month - 1, day);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const dayNumber = ({ year, month, day }: CalendarDay): number => {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return Math.round(d.getTime() / 86_400_000);
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 'YYYY-MM-DD', as PostgreSQL's date type reads and writes it. */
export const isoCalendarDay = ({ year, month, day }: CalendarDay): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Days from start to end, both included (1 for a single day; 0 or less when end is before start). */
export const daysInRange = (start: CalendarDay, end: CalendarDay): number => dayNumber(end) - dayNumber(start) + 1;

export type DailyRangeCheck =
  | { ok: true; start: string; end: string; days: number }
  | { ok: false; reason: 'incorrectDate' | 'rangeTooLong' };

/**
 * The daily call's range (spec 7): both days must exist, the end may not be
 * before the start, and at most DAILY_RANGE_MAX_DAYS days (both ends included).
 */
export function checkDailyRange(start: CalendarDay, end: CalendarDay, maxDays = DAILY_RANGE_MAX_DAYS): DailyRangeCheck {
  if (!isCalendarDay(start) || !isCalendarDay(end)) return { ok: false, reason: 'incorrectDate' };
  const days = daysInRange(start, end);
  if (days < 1) return { ok: false, reason: 'incorrectDate' };
  if (days > maxDays) return { ok: false, reason: 'rangeTooLong' };
  return { ok: true, start: isoCalendarDay(start), end: isoCalendarDay(end), days };
}

/** The first and last day of a year, for the yearly call. */
export const yearBounds = (year: number): { start: string; end: string } => ({
  start: isoCalendarDay({ year, month: 1, day: 1 }),
  end: isoCalendarDay({ year, month: 12, day: 31 }),
});
