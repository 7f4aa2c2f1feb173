/**
 * Calendar days as ISO keys 'YYYY-MM-DD' (the contract's app_date and the ui
 * primitives' markedDates): week ranges for the daily call and small date
 * arithmetic, with no time and no time zone.
 */
import { addDays, startOfWeek } from 'date-fns';
import { isoDayOf } from './day-format';
import { WEEK_START } from './week-start';

/** A calendar day; `month` is 1-12 as the daily call's path takes it. */
export interface DayParts {
  year: number;
  month: number;
  day: number;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'YYYY-MM-DD'; null when it is not one or names no real day. */
export function parseIsoDay(key: string): DayParts | null {
  const match = isoPattern.exec(key);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const date = localDate(parts);
  return date.getFullYear() === parts.year && date.getMonth() === parts.month - 1 && date.getDate() === parts.day
    ? parts
    : null;
}

function localDate({ year, month, day }: DayParts): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  return date;
}

const toKey = isoDayOf;

/** Moves an ISO day by whole days. Throws on a malformed key (a programming error). */
export function addIsoDays(key: string, days: number): string {
  const parts = parseIsoDay(key);
  if (!parts) throw new Error(`Not an ISO day: ${key}`);
  return toKey(addDays(localDate(parts), days));
}

/** The Sunday-Saturday week that contains `key` (spec 4: weekly details once per week). */
export function weekRange(key: string): { start: string; end: string } {
  const parts = parseIsoDay(key);
  if (!parts) throw new Error(`Not an ISO day: ${key}`);
  const start = startOfWeek(localDate(parts), { weekStartsOn: WEEK_START });
  return { start: toKey(start), end: toKey(addDays(start, 6)) };
}

/** The year of an ISO day. */
export const yearOfIsoDay = (key: string): number => Number(key.slice(0, 4));
