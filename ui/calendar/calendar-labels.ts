import { devAssert } from '../utils/dev-assert';
import { weekdayOf, type CalendarDate } from './calendar-date';

/**
 * Every word the calendar primitives show or announce. English defaults;
 * a feature overrides any of them through the `labels` prop (a partial object).
 */
export interface CalendarLabels {
  /** Full weekday names, Sunday first (7). Column headers' accessible names and day names. */
  weekdayNames: readonly string[];
  /** Weekday column headers, Sunday first (7): S M T W T F S. */
  weekdayShort: readonly string[];
  /** Month names, January first (12). Captions and day names. */
  monthNames: readonly string[];
  /** Appended to the accessible name of a marked day: "Tuesday, 24 November 2026, marked". */
  marked: string;
  /** Accessible name of a year-view month with marked days gets ", " + this: (3) => "3 marked days". */
  markedDays: (count: number) => string;
  previousWeek: string;
  nextWeek: string;
  previousMonth: string;
  nextMonth: string;
  previousYear: string;
  nextYear: string;
}

export const defaultCalendarLabels: CalendarLabels = {
  weekdayNames: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  weekdayShort: ['S', 'M', 'T', 'W', 'T', 'F', 'S'],
  monthNames: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  marked: 'marked',
  markedDays: (count) => (count === 1 ? '1 marked day' : `${count} marked days`),
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
};

/** Defaults merged with a feature's overrides, with dev-time checks of the list lengths. */
export function resolveLabels(labels: Partial<CalendarLabels> | undefined, component: string): CalendarLabels {
  const resolved = { ...defaultCalendarLabels, ...labels };
  devAssert(resolved.weekdayNames.length === 7, `${component} labels.weekdayNames needs 7 names, Sunday first.`);
  devAssert(resolved.weekdayShort.length === 7, `${component} labels.weekdayShort needs 7 headers, Sunday first.`);
  devAssert(resolved.monthNames.length === 12, `${component} labels.monthNames needs 12 names, January first.`);
  return resolved;
}

/** "Tuesday, 24 November 2026" (+ ", marked"): the accessible name of a day. */
export function dayLabel(date: CalendarDate, labels: CalendarLabels, marked = false): string {
  const name = `${labels.weekdayNames[weekdayOf(date)] ?? ''}, ${date.day} ${labels.monthNames[date.month] ?? ''} ${date.year}`;
  return marked ? `${name}, ${labels.marked}` : name;
}

/** "November 2026". */
export function monthLabel(year: number, month: number, labels: CalendarLabels): string {
  return `${labels.monthNames[month] ?? ''} ${year}`;
}
