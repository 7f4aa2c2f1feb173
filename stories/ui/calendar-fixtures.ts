import type { CalendarDate } from '../../ui/calendar/calendar-date';

/** Pinned "today" so screenshots never change with the clock: Tuesday, 24 November 2026. */
export const pinnedToday: CalendarDate = { year: 2026, month: 10, day: 24 };

/** A few marked days around the pinned today, as ISO keys. */
export const someMarks: ReadonlySet<string> = new Set([
  '2026-11-02',
  '2026-11-10',
  '2026-11-23',
  '2026-11-25',
  '2026-11-27',
  '2026-12-01',
  '2026-12-15',
  '2026-01-14',
  '2026-03-03',
  '2026-03-17',
  '2026-06-30',
  '2026-08-01',
  '2026-08-31',
  '2028-02-29',
]);
