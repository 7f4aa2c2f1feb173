/**
 * Pure rules of the calendar's month and week labels: the day a month change
 * selects, and the week strip's caption. No DOM, no time zone.
 */
import type { CalendarDate } from '../../ui/calendar/calendar-date';

/**
 * The day numbered like `day` in the given month, clamped to its length (the
 * 31st opens February on its 28th or 29th): paging months and opening a month
 * from the year view both keep the user's place rather than jump to the 1st.
 */
export function sameDayInMonth(day: number, year: number, month: number): CalendarDate {
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return { year, month, day: Math.min(day, lastDay) };
}

/** The day `delta` months away from `date`, by sameDayInMonth (31 January + 1 is 28 or 29 February). */
export function shiftMonthKeepingDay(date: CalendarDate, delta: number): CalendarDate {
  const index = date.year * 12 + date.month + delta;
  const year = Math.floor(index / 12);
  return sameDayInMonth(date.day, year, index - year * 12);
}

/**
 * The week strip's caption as a day range ('21–27 June 2026',
 * '29 June – 5 July 2026', '28 December 2025 – 3 January 2026'): the month
 * title above the strip is the button to the monthly view, so the strip
 * names its own week instead of repeating the month.
 */
export function weekRangeCaption(first: CalendarDate, last: CalendarDate, monthNames: readonly string[]): string {
  const month = (date: CalendarDate) => monthNames[date.month] ?? '';
  if (first.year !== last.year) {
    return `${first.day} ${month(first)} ${first.year} – ${last.day} ${month(last)} ${last.year}`;
  }
  if (first.month !== last.month) return `${first.day} ${month(first)} – ${last.day} ${month(last)} ${last.year}`;
  return `${first.day}–${last.day} ${month(last)} ${last.year}`;
}
