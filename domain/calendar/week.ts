/**
 * The week view's pure rules (issue 27 item 1): the seven days of a week,
 * a day's short weekday for its column heading, and where the week opens
 * its hours. No DOM, no time zone: a calendar day names the same weekday
 * everywhere.
 */
import { addIsoDays, parseIsoDay, weekRange } from './days';

/** The seven ISO days of the week (WEEK_START, as the week cache) that contains `key`. */
export function weekDays(key: string): string[] {
  const { start } = weekRange(key);
  return Array.from({ length: 7 }, (_, index) => addIsoDays(start, index));
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Tue' ('Di' in de-DE): the column heading's weekday in the user's locale. Throws on a malformed key. */
export function shortWeekday(key: string, locale?: string | readonly string[]): string {
  const parts = parseIsoDay(key);
  if (!parts) throw new Error(`Not an ISO day: ${key}`);
  const locales = locale === undefined ? undefined : typeof locale === 'string' ? [locale] : [...locale];
  const cacheKey = JSON.stringify(locales ?? null);
  let format = weekdayFormats.get(cacheKey);
  if (!format) {
    // UTC noon of the day: the weekday of the calendar day itself, whatever the runtime's zone.
    format = new Intl.DateTimeFormat(locales, { weekday: 'short', timeZone: 'UTC' });
    weekdayFormats.set(cacheKey, format);
  }
  return format.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day, 12)));
}

/** Where an empty week other than the current one opens: the start of a working day. */
export const WORKDAY_START_MINUTES = 8 * 60;

/**
 * The minute the week's hours open at: the earliest timed appointment of
 * the week; else, in the current week, the current hour; else 08:00.
 */
export function weekScrollTarget(starts: readonly number[], nowMinutes: number | undefined): number {
  if (starts.length > 0) return Math.min(...starts);
  if (nowMinutes !== undefined) return nowMinutes - (nowMinutes % 60);
  return WORKDAY_START_MINUTES;
}

const rangeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * 'Nov 22 – 28, 2026' ('22.–28. Nov. 2026' in de-DE): the week view's
 * title, short enough for a phone's header row beside its arrows.
 */
export function weekTitle(firstKey: string, lastKey: string, locale?: string | readonly string[]): string {
  const first = parseIsoDay(firstKey);
  const last = parseIsoDay(lastKey);
  if (!first || !last) throw new Error(`Not ISO days: ${firstKey}, ${lastKey}`);
  const locales = locale === undefined ? undefined : typeof locale === 'string' ? [locale] : [...locale];
  const cacheKey = JSON.stringify(locales ?? null);
  let format = rangeFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(locales, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    rangeFormats.set(cacheKey, format);
  }
  const noon = (d: { year: number; month: number; day: number }) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));
  return format.formatRange(noon(first), noon(last));
}
