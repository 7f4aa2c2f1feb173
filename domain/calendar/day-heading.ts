/**
 * Day headings of the calendar ('Tue, Nov 24' in en-US, 'Di., 24. Nov.' in
 * de-DE): a calendar day written in the user's locale, as that day is in the
 * user's time zone. The day is formatted at its local noon, an instant every
 * zone has (a DST change moves midnight or 02:00, never noon), so the
 * weekday never slips to a neighbour.
 */
import { TZDate } from '@date-fns/tz';
import { parseIsoDay } from './days';

export interface DayFormatOptions {
  /** BCP 47 locale(s), e.g. navigator.languages; undefined uses the runtime's. */
  locale?: string | readonly string[] | undefined;
  /** The user's IANA zone, e.g. 'America/New_York'. */
  timeZone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: DayFormatOptions['locale'], timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locales = locale === undefined ? undefined : typeof locale === 'string' ? [locale] : [...locale];
  const key = JSON.stringify([locales, timeZone, options]);
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locales, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

function noonOf(isoDay: string, timeZone: string): Date {
  const parts = parseIsoDay(isoDay);
  if (!parts) throw new Error(`Not an ISO day: ${isoDay}`);
  return new Date(new TZDate(parts.year, parts.month - 1, parts.day, 12, 0, 0, 0, timeZone).getTime());
}

/** 'Tue, Nov 24': short weekday, short month and day. Throws on a malformed key (a programming error). */
export function formatDayHeading(isoDay: string, { locale, timeZone }: DayFormatOptions): string {
  return formatter(locale, timeZone, { weekday: 'short', month: 'short', day: 'numeric' }).format(noonOf(isoDay, timeZone));
}

/** 'Tuesday, November 24, 2026': the spoken, unambiguous form for a heading's accessible name. */
export function formatDayLong(isoDay: string, { locale, timeZone }: DayFormatOptions): string {
  return formatter(locale, timeZone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
    noonOf(isoDay, timeZone),
  );
}

/** The ISO day 'YYYY-MM-DD' of an instant in `timeZone`. */
export function isoDayInZone(instant: Date, timeZone: string): string {
  const z = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`;
}

/** Minutes since midnight of an instant in `timeZone` (for the timeline's current-hour line). */
export function minutesInZone(instant: Date, timeZone: string): number {
  const z = new TZDate(instant.getTime(), timeZone);
  return z.getHours() * 60 + z.getMinutes();
}
