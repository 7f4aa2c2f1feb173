import { addDays, eachDayOfInterval, endOfMonth, endOfWeek, getDaysInMonth, isValid, startOfMonth, startOfWeek } from 'date-fns';

/** Zero-padded calendar fields (date-fns format's pattern parser and locale would add ≈ 5 KiB to /daily for two fixed patterns). */
const padded = (value: number, width: number): string => String(value).padStart(width, '0');
import { devAssert } from '../utils/dev-assert';

/**
 * A calendar day with no time and no time zone: `month` is 0-based (0 =
 * January), `day` is the day of the month (1–31). Every calendar primitive
 * (`WeekStrip`, `MonthGrid`, `YearGrid`) takes and returns dates in this shape,
 * never a `Date`, so a value cannot drift across midnight or a time zone.
 */
export interface CalendarDate {
  readonly year: number;
  /** 0-based: 0 = January … 11 = December. */
  readonly month: number;
  /** Day of the month, 1–31. */
  readonly day: number;
}

/** A month of a year; `month` is 0-based. */
export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

/** First day of the week: 0 = Sunday … 6 = Saturday. As a tuple for prop types and Storybook controls. */
export const weekStarts = [0, 1, 2, 3, 4, 5, 6] as const;
export type WeekStart = (typeof weekStarts)[number];

/** The `Date` at local midnight of a calendar day (for date-fns). */
export function toDate({ year, month, day }: CalendarDate): Date {
  const date = new Date(year, month, day);
  // new Date(y, m, d) maps years 0–99 to 1900–1999.
  date.setFullYear(year, month, day);
  return date;
}

/** The calendar day of a `Date`, in local time. */
export function fromDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

/** Today, in local time. */
export function todayDate(): CalendarDate {
  return fromDate(new Date());
}

/** True when `date` names a real day (month 0–11, day within the month). */
export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger) || month < 0 || month > 11 || day < 1) return false;
  const first = toDate({ year, month, day: 1 });
  return isValid(first) && day <= getDaysInMonth(first);
}

/** ISO key 'YYYY-MM-DD' (month 1-based), the format of `markedDates`. */
export function toIsoKey(date: CalendarDate): string {
  const d = toDate(date);
  return `${padded(d.getFullYear(), 4)}-${padded(d.getMonth() + 1, 2)}-${padded(d.getDate(), 2)}`;
}

const isoKeyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses an ISO key 'YYYY-MM-DD'; null when it is not one or names no real day. */
export function fromIsoKey(key: string): CalendarDate | null {
  const match = isoKeyPattern.exec(key);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}

/** The display format of the product: MM-DD-YYYY (e.g. 11-24-2026). */
export function formatDisplayDate(date: CalendarDate): string {
  const d = toDate(date);
  return `${padded(d.getMonth() + 1, 2)}-${padded(d.getDate(), 2)}-${padded(d.getFullYear(), 4)}`;
}

export function isSameCalendarDate(a: CalendarDate | null | undefined, b: CalendarDate | null | undefined): boolean {
  return !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day;
}

export function isInMonth(date: CalendarDate, { year, month }: CalendarMonth): boolean {
  return date.year === year && date.month === month;
}

/** Day of the week of a calendar day: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return toDate(date).getDay();
}

export function addCalendarDays(date: CalendarDate, amount: number): CalendarDate {
  return fromDate(addDays(toDate(date), amount));
}

/** The seven days of the week that contains `date`, starting on `weekStartsOn`. */
export function weekOf(date: CalendarDate, weekStartsOn: WeekStart = 0): CalendarDate[] {
  const start = startOfWeek(toDate(date), { weekStartsOn });
  return eachDayOfInterval({ start, end: addDays(start, 6) }).map(fromDate);
}

/**
 * The weeks shown for a month: each row has seven slots, `null` for the
 * leading and trailing blanks. Four to six rows.
 */
export function monthWeeks({ year, month }: CalendarMonth, weekStartsOn: WeekStart = 0): Array<Array<CalendarDate | null>> {
  const first = toDate({ year, month, day: 1 });
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(first), { weekStartsOn }),
    end: endOfWeek(endOfMonth(first), { weekStartsOn }),
  }).map(fromDate);
  const rows: Array<Array<CalendarDate | null>> = [];
  for (let index = 0; index < days.length; index += 7) {
    rows.push(days.slice(index, index + 7).map((day) => (day.month === month ? day : null)));
  }
  return rows;
}

/** Weekday numbers (0 = Sunday) in display order for a week starting on `weekStartsOn`. */
export function weekdayOrder(weekStartsOn: WeekStart = 0): number[] {
  return Array.from({ length: 7 }, (_, index) => (weekStartsOn + index) % 7);
}

/** Dev-time check of a date prop; logs a plain `[ui]` message. */
export function assertCalendarDate(date: CalendarDate | null | undefined, where: string): void {
  if (date == null) return;
  devAssert(
    isValidCalendarDate(date),
    `${where} is not a real day: ${JSON.stringify(date)}. Use { year, month (0-based, 0–11), day (1–31) }.`,
  );
}

/** Dev-time check of `markedDates`: every key must be 'YYYY-MM-DD'. Only the first few keys are checked. */
export function assertMarkedDates(markedDates: ReadonlySet<string>, component: string): void {
  if (!import.meta.env.DEV) return;
  let checked = 0;
  for (const key of markedDates) {
    if (checked++ >= 5) break;
    devAssert(fromIsoKey(key) !== null, `${component} markedDates key "${key}" is not an ISO date 'YYYY-MM-DD'.`);
  }
}

/** Dev-time check of `weekStartsOn`. */
export function assertWeekStart(weekStartsOn: number, component: string): void {
  devAssert(
    (weekStarts as readonly number[]).includes(weekStartsOn),
    `${component} weekStartsOn must be 0 (Sunday) to 6 (Saturday), got ${weekStartsOn}.`,
  );
}
