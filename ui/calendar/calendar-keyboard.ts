import { addDays, addMonths, endOfWeek, startOfWeek } from 'date-fns';
import { fromDate, toDate, type CalendarDate, type WeekStart } from './calendar-date';

/** What PageUp / PageDown move by: a week in a week strip, a month in a month grid. */
export type CalendarPage = 'week' | 'month';

export interface DayKeyOptions {
  weekStartsOn: WeekStart;
  page: CalendarPage;
}

/**
 * The day that gets focus after a key press in a grid of days, or null when
 * the key does not move. Follows the WAI-ARIA date grid: ←/→ a day, ↑/↓ a
 * week, Home/End the first/last day of the week, PageUp/PageDown the previous
 * or next page (week or month; a month keeps the day, clamped to the month's
 * length). Pure: no DOM; the result may fall outside the visible page.
 */
export function nextFocusedDay(key: string, current: CalendarDate, { weekStartsOn, page }: DayKeyOptions): CalendarDate | null {
  const date = toDate(current);
  switch (key) {
    case 'ArrowLeft':
      return fromDate(addDays(date, -1));
    case 'ArrowRight':
      return fromDate(addDays(date, 1));
    case 'ArrowUp':
      return fromDate(addDays(date, -7));
    case 'ArrowDown':
      return fromDate(addDays(date, 7));
    case 'Home':
      return fromDate(startOfWeek(date, { weekStartsOn }));
    case 'End':
      return fromDate(endOfWeek(date, { weekStartsOn }));
    case 'PageUp':
      return fromDate(page === 'week' ? addDays(date, -7) : addMonths(date, -1));
    case 'PageDown':
      return fromDate(page === 'week' ? addDays(date, 7) : addMonths(date, 1));
    default:
      return null;
  }
}

/** Where focus goes in a year of month blocks: the month (0–11) and whether it is in the previous or next year. */
export interface MonthFocus {
  month: number;
  yearDelta: -1 | 0 | 1;
}

/**
 * The month that gets focus after a key press in a year grid laid out in
 * rows of `columns` months, or null when the key does not move. ←/→ a month,
 * ↑/↓ a row, Home/End the first/last month of the row (with Ctrl: of the
 * year), PageUp/PageDown the same month a year earlier or later. Moving past
 * January or December continues in the neighbouring year. Pure: no DOM.
 */
export function nextFocusedMonth(key: string, month: number, { columns = 3, ctrlKey = false } = {}): MonthFocus | null {
  const wrap = (target: number): MonthFocus => {
    if (target < 0) return { month: target + 12, yearDelta: -1 };
    if (target > 11) return { month: target - 12, yearDelta: 1 };
    return { month: target, yearDelta: 0 };
  };
  const rowStart = month - (month % columns);
  switch (key) {
    case 'ArrowLeft':
      return wrap(month - 1);
    case 'ArrowRight':
      return wrap(month + 1);
    case 'ArrowUp':
      return wrap(month - columns);
    case 'ArrowDown':
      return wrap(month + columns);
    case 'Home':
      return { month: ctrlKey ? 0 : rowStart, yearDelta: 0 };
    case 'End':
      return { month: ctrlKey ? 11 : Math.min(rowStart + columns - 1, 11), yearDelta: 0 };
    case 'PageUp':
      return { month, yearDelta: -1 };
    case 'PageDown':
      return { month, yearDelta: 1 };
    default:
      return null;
  }
}
