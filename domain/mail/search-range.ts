/**
 * The mail search's date range (spec 2, 5, 9): whole days in the searcher's
 * own time zone, From and To both included, at most two years.
 */
import { TZDate } from '@date-fns/tz';
import { MAIL_SEARCH_RANGE_MAX_DAYS } from '../contract/mail';
import type { MessageKey } from '../messages';

export interface DayParts {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

/** Whether the parts name a real day (31 February does not exist). */
export function isKnownCalendarDay({ year, month, day }: DayParts): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export type SearchWindow = { ok: true; from: Date; to: Date } | { ok: false; error: MessageKey };

/** The instants a search covers: from the start of `start` to the end of `end`, in `timeZone`. */
export function mailSearchWindow(start: DayParts, end: DayParts, timeZone: string): SearchWindow {
  if (!isKnownCalendarDay(start) || !isKnownCalendarDay(end)) return { ok: false, error: 'incorrectDate' };
  const days = (Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) / 86_400_000;
  if (days < 0) return { ok: false, error: 'incorrectDate' };
  if (days + 1 > MAIL_SEARCH_RANGE_MAX_DAYS) return { ok: false, error: 'searchRangeTooLong' };
  const from = new TZDate(start.year, start.month - 1, start.day, 0, 0, 0, 0, timeZone);
  const next = new TZDate(end.year, end.month - 1, end.day + 1, 0, 0, 0, 0, timeZone);
  return { ok: true, from: new Date(from.getTime()), to: new Date(next.getTime() - 1) };
}
