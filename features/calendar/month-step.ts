/**
 * Pure rules of the calendar's month and week labels: the day a month change
 * selects, and the week strip's caption. No DOM, no time zone.
 */
import type { CalendarDate } from '../../ui/calendar/calendar-date';

/**
 * The day `delta` months away from `date`, keeping its day number and
 * clamping it to the new month's length (31 January + 1 is 28 or 29
 * February). The same rule the year view uses when it opens a month, so a
 * user paging months keeps their place rather than jumping to the 1st.
 */
export function shiftMonthKeepingDay(date: CalendarDate, delta: number): CalendarDate {
  const index = date.year * 12 + date.month + delta;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, lastDay) };
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
