/**
 * A waitlist entry's wishes in words (issue 29): 'Mon, Wed', '9:00 AM–12:00 PM',
 * 'In the office or Video', '50 minutes', in the reader's clock. Browser copy
 * built from waitlistTexts; pure, so the list, the portal card and their
 * stories read alike.
 */
import { waitlistTexts as t } from './copy';
import { formatClock, type HourCycle } from '../../domain/time-style';
import type { LocationKind, TimeWindow, Wishes } from '../../domain/waitlist/wishes';

const WEEKDAY_SET = [1, 2, 3, 4, 5];

/** 'Any day', 'Weekdays', or 'Mon, Wed, Fri' (Monday first, Sunday last, as a week is read). */
export function daysWords(days: readonly number[]): string {
  const set = new Set<number>(days);
  if (set.size === 0 || set.size === 7) return t.anyDay;
  if (set.size === 5 && WEEKDAY_SET.every((d) => set.has(d))) return t.weekdays;
  return [1, 2, 3, 4, 5, 6, 0]
    .filter((d) => set.has(d))
    .map((d) => t.dayShort[d])
    .join(', ');
}

/** '9:00 AM–12:00 PM' (an en dash between the reader's clock times). */
export const windowWords = (w: TimeWindow, hourCycle: HourCycle): string =>
  `${formatClock(w.start_minute, hourCycle)}–${w.end_minute >= 1440 ? formatClock(0, hourCycle) : formatClock(w.end_minute, hourCycle)}`;

export function windowsWords(windows: readonly TimeWindow[], hourCycle: HourCycle): string {
  if (windows.length === 0 || windows.some((w) => w.start_minute === 0 && w.end_minute >= 1440)) return t.anyTime;
  return [...windows]
    .sort((a, b) => a.start_minute - b.start_minute)
    .map((w) => windowWords(w, hourCycle))
    .join(', ');
}

const ORDER: readonly LocationKind[] = ['office', 'video', 'phone'];

/** 'In the office', 'In the office or Video', 'In the office, Video or Phone'. */
export function kindsWords(kinds: readonly LocationKind[]): string {
  const names = ORDER.filter((k) => kinds.includes(k)).map((k) => t.kindNames[k]);
  if (names.length <= 1) return names[0] ?? t.kindNames.office;
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** '50 minutes', '1 hour', '1 hour 30 minutes', '2 hours'. */
export function lengthWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 0 ? '' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const m = rest === 0 ? '' : `${rest} ${rest === 1 ? 'minute' : 'minutes'}`;
  return [h, m].filter(Boolean).join(' ') || '0 minutes';
}

/** 'Dec 1, 2026' for '2026-12-01' (the day itself, no zone shift). */
export function dayWords(iso: string, locale?: string | readonly string[]): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  const date = new Date(Date.UTC(y, m - 1, d));
  try {
    return new Intl.DateTimeFormat(locale as string[] | undefined, { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(date);
  } catch {
    return iso;
  }
}

/** 'from Dec 1, 2026 until Dec 20, 2026', one end, or '' for no limits. */
export function datesWords(earliest: string | null, latest: string | null, locale?: string | readonly string[]): string {
  return [earliest ? t.fromDay(dayWords(earliest, locale)) : '', latest ? t.untilDay(dayWords(latest, locale)) : ''].filter(Boolean).join(' ');
}

/** The lines of a wishes summary, in reading order: days, times, where, length, dates (when limited). */
export function wishesLines(w: Pick<Wishes, 'days' | 'windows' | 'location_kinds' | 'earliest_date' | 'latest_date' | 'length_minutes'>, hourCycle: HourCycle, locale?: string | readonly string[]): { term: string; value: string }[] {
  const lines: { term: string; value: string }[] = [
    { term: t.days, value: daysWords(w.days) },
    { term: t.windows, value: windowsWords(w.windows, hourCycle) },
    { term: t.kinds, value: kindsWords(w.location_kinds) },
    { term: t.length, value: lengthWords(w.length_minutes) },
  ];
  const dates = datesWords(w.earliest_date, w.latest_date, locale);
  if (dates !== '') lines.push({ term: t.datesTerm, value: dates });
  return lines;
}
