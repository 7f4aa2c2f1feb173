/**
 * One time style (issue 27 item 12): the user's locale decides whether a
 * clock reads 12- or 24-hour, on the screens, in e-mails, in reply quotes
 * and in the audit trail; dates read one way beside the spec's MM-DD-YYYY
 * (spec 9). Pure: the locale or hour cycle always comes in as an argument
 * (the browser's in features/session, the request's on the server). The
 * spec's 24-hour pickers of the Add Appointment form stay as they are.
 */
import type { TwentyFourHourTime } from './clock';

/** 'h12': 9:05 AM; 'h23': 09:05. */
export type HourCycle = (typeof HOUR_CYCLES)[number];
export const HOUR_CYCLES = ['h12', 'h23'] as const;

/** Where nothing says otherwise (a job with no request, an unknown locale): US English, 12-hour. */
export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_HOUR_CYCLE: HourCycle = 'h12';

export type LocaleInput = string | readonly string[] | undefined;

/** The locale(s) as Intl takes them; anything Intl refuses becomes the default. */
function safeLocales(locale: LocaleInput): string[] {
  const list = (typeof locale === 'string' ? [locale] : (locale ?? [])).filter((l) => typeof l === 'string' && l !== '');
  try {
    const supported = Intl.DateTimeFormat.supportedLocalesOf(list);
    return supported.length > 0 ? supported : [DEFAULT_LOCALE];
  } catch {
    return [DEFAULT_LOCALE];
  }
}

/** The clock a locale reads: 'en-US' 12-hour, 'en-GB', 'de-DE', 'fr-FR' 24-hour. */
export function hourCycleOf(locale: LocaleInput): HourCycle {
  const { hourCycle, hour12 } = new Intl.DateTimeFormat(safeLocales(locale), { hour: 'numeric' }).resolvedOptions();
  if (hourCycle !== undefined) return hourCycle === 'h11' || hourCycle === 'h12' ? 'h12' : 'h23';
  return hour12 === true ? 'h12' : 'h23';
}

/**
 * The locales of an Accept-Language header, best first ('de-CH,de;q=0.9,en;q=0.5'
 * → ['de-CH', 'de', 'en']); malformed parts are skipped, '*' ignored.
 */
export function localesOfAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 256)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(l.tag) && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

const pad = (n: number): string => String(n).padStart(2, '0');

export interface ClockOptions {
  /** Show seconds (the audit trail: who did what first). */
  seconds?: boolean;
  /** A narrow column (the week view's blocks): '9a', '9:30p' on a 12-hour clock; a 24-hour one is already short. */
  compact?: boolean;
}

/** A time of day as minutes since midnight, or hours and minutes (and seconds). */
export type ClockTime = number | (TwentyFourHourTime & { second?: number });

/**
 * '9:05 AM' / '12:30 PM' on a 12-hour clock, '09:05' / '12:30' on a 24-hour
 * one. Minutes past 24 hours wrap (an all-day end at 1440 is midnight).
 */
export function formatClock(time: ClockTime, hourCycle: HourCycle, options: ClockOptions = {}): string {
  const t = typeof time === 'number' ? { hour: Math.floor(time / 60) % 24, minute: time % 60, second: 0 } : time;
  const hour = ((t.hour % 24) + 24) % 24;
  const rest = `${pad(t.minute)}${options.seconds ? `:${pad(t.second ?? 0)}` : ''}`;
  if (hourCycle === 'h23') return `${pad(hour)}:${rest}`;
  if (options.compact) return `${hour % 12 === 0 ? 12 : hour % 12}${t.minute === 0 ? '' : `:${pad(t.minute)}`}${hour < 12 ? 'a' : 'p'}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${rest} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A 24-hour 'HH:mm' as the server sends it, in the reader's clock; anything else as it came. */
export function formatClockText(hhmm: string, hourCycle: HourCycle): string {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? formatClock({ hour: Number(m[1]), minute: Number(m[2]) }, hourCycle) : hhmm;
}

export interface HourLabelOptions {
  /** A narrow column (the week view): '09' / '9a' instead of '09:00' / '9 AM'. */
  compact?: boolean;
}

/** An hour on a time scale: '09:00' or '9 AM'; compact '09' or '9a'. */
export function hourLabel(hour: number, hourCycle: HourCycle, options: HourLabelOptions = {}): string {
  const h = ((hour % 24) + 24) % 24;
  if (hourCycle === 'h23') return options.compact ? pad(h) : `${pad(h)}:00`;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return options.compact ? `${twelve}${h < 12 ? 'a' : 'p'}` : `${twelve} ${h < 12 ? 'AM' : 'PM'}`;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = dateFormatters.get(key);
  if (!found) {
    found = make();
    dateFormatters.set(key, found);
  }
  return found;
}

const isIsoDay = (iso: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(iso);

export interface ReadableDateOptions {
  /** Add the year ('Fri, Nov 27, 2026'); off for dates near today. */
  year?: boolean;
}

/**
 * The one readable date: 'Fri, Nov 27' in en-US, 'Fri 27 Nov' in en-GB,
 * 'Fr., 27. Nov.' in de-DE, for a calendar day 'YYYY-MM-DD' (no zone: the
 * day is already the one the reader means).
 */
export function readableDate(isoDay: string, locale: LocaleInput, options: ReadableDateOptions = {}): string {
  if (!isIsoDay(isoDay)) return isoDay;
  const locales = safeLocales(locale);
  const key = `${locales.join(',')}|${options.year ? 'y' : ''}`;
  const format = cached(key, () =>
    new Intl.DateTimeFormat(locales, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', ...(options.year ? { year: 'numeric' } : {}) }),
  );
  return format.format(new Date(`${isoDay}T12:00:00Z`));
}

/** The spec's date display (spec 9): 'YYYY-MM-DD' as 'MM-DD-YYYY'. */
export const specDate = (isoDay: string): string => (isIsoDay(isoDay) ? `${isoDay.slice(5, 7)}-${isoDay.slice(8, 10)}-${isoDay.slice(0, 4)}` : isoDay);

/** The calendar day and wall clock of an instant in a zone. */
export interface ZonedParts {
  /** 'YYYY-MM-DD'. */
  day: string;
  hour: number;
  minute: number;
  second: number;
}

export function zonedParts(instant: Date | string, timeZone: string): ZonedParts {
  const format = cached(`parts|${timeZone}`, () =>
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
  );
  const parts: Record<string, string> = {};
  for (const p of format.formatToParts(typeof instant === 'string' ? new Date(instant) : instant)) parts[p.type] = p.value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24, minute: Number(parts.minute), second: Number(parts.second) };
}

export interface DateTimeStyle {
  locale: LocaleInput;
  hourCycle: HourCycle;
}

/** 'Fri, Nov 27, 2026, 10:00 AM': an instant in a zone, in the reader's style. */
export function readableDateTime(instant: Date | string, timeZone: string, style: DateTimeStyle, options: ClockOptions & ReadableDateOptions = {}): string {
  const p = zonedParts(instant, timeZone);
  return `${readableDate(p.day, style.locale, { year: options.year ?? true })}, ${formatClock(p, style.hourCycle, options)}`;
}

/** The style of a request on the server: its Accept-Language, else en-US 12-hour. */
export function styleOfAcceptLanguage(header: string | undefined): DateTimeStyle {
  const locales = localesOfAcceptLanguage(header);
  return locales.length === 0 ? { locale: DEFAULT_LOCALE, hourCycle: DEFAULT_HOUR_CYCLE } : { locale: locales, hourCycle: hourCycleOf(locales) };
}
