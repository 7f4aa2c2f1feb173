import { describe, expect, test } from 'vitest';
import {
  addCalendarDays,
  formatDisplayDate,
  fromDate,
  fromIsoKey,
  isValidCalendarDate,
  monthWeeks,
  toDate,
  toIsoKey,
  weekOf,
  weekdayOrder,
} from '../../ui/calendar/calendar-date';
import { dayLabel, defaultCalendarLabels } from '../../ui/calendar/calendar-labels';

const november24 = { year: 2026, month: 10, day: 24 };

describe('calendar dates', () => {
  test('given a calendar date when converted to a Date and back should be the same day at local midnight', () => {
    const date = toDate(november24);
    expect([date.getHours(), date.getMinutes()]).toEqual([0, 0]);
    expect(fromDate(date)).toEqual(november24);
  });

  test('given a year below 100 when converted should not become a 1900s year', () => {
    expect(toDate({ year: 45, month: 0, day: 1 }).getFullYear()).toBe(45);
  });

  test('given dates when keyed should use ISO YYYY-MM-DD with a 1-based month', () => {
    expect(toIsoKey(november24)).toBe('2026-11-24');
    expect(toIsoKey({ year: 2026, month: 0, day: 5 })).toBe('2026-01-05');
    expect(fromIsoKey('2028-02-29')).toEqual({ year: 2028, month: 1, day: 29 });
  });

  test('given impossible dates when checked or parsed should be rejected', () => {
    expect(isValidCalendarDate({ year: 2026, month: 1, day: 29 })).toBe(false);
    expect(isValidCalendarDate({ year: 2028, month: 1, day: 29 })).toBe(true);
    expect(isValidCalendarDate({ year: 2026, month: 12, day: 1 })).toBe(false);
    expect(isValidCalendarDate({ year: 2026, month: 0, day: 0 })).toBe(false);
    expect(isValidCalendarDate({ year: 2026, month: 0.5, day: 1 })).toBe(false);
    expect(fromIsoKey('2026-02-30')).toBeNull();
    expect(fromIsoKey('11-24-2026')).toBeNull();
  });

  test('given a date when displayed should read MM-DD-YYYY', () => {
    expect(formatDisplayDate(november24)).toBe('11-24-2026');
  });

  test('given a day near a month end when days are added should roll into the next month and year', () => {
    expect(addCalendarDays({ year: 2026, month: 11, day: 29 }, 7)).toEqual({ year: 2027, month: 0, day: 5 });
    expect(addCalendarDays({ year: 2028, month: 2, day: 1 }, -1)).toEqual({ year: 2028, month: 1, day: 29 });
  });
});

describe('weeks', () => {
  test('given Tuesday 24 November 2026 when its week starts on Sunday should run 22 to 28 November', () => {
    expect(weekOf(november24).map((date) => date.day)).toEqual([22, 23, 24, 25, 26, 27, 28]);
  });

  test('given a week starting on Monday when the day is a Sunday should end the week on it', () => {
    const week = weekOf({ year: 2026, month: 10, day: 29 }, 1);
    expect(toIsoKey(week[0]!)).toBe('2026-11-23');
    expect(toIsoKey(week[6]!)).toBe('2026-11-29');
  });

  test('given a week across a month and year end when built should hold both months', () => {
    expect(weekOf({ year: 2026, month: 11, day: 31 }).map(toIsoKey)).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  test('given a first weekday when ordering the headers should rotate from it', () => {
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});

describe('month weeks', () => {
  const days = (rows: ReturnType<typeof monthWeeks>) => rows.flat().filter((day) => day !== null);

  test('given August 2026 (starts on Saturday, 31 days) when laid out from Sunday should have six rows and six leading blanks', () => {
    const rows = monthWeeks({ year: 2026, month: 7 });
    expect(rows).toHaveLength(6);
    expect(rows[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(rows[0]![6]).toEqual({ year: 2026, month: 7, day: 1 });
    expect(rows[5]!.slice(2)).toEqual([null, null, null, null, null]);
    expect(days(rows)).toHaveLength(31);
  });

  test('given February 2026 (starts on Sunday, 28 days) when laid out from Sunday should fill exactly four rows', () => {
    const rows = monthWeeks({ year: 2026, month: 1 });
    expect(rows).toHaveLength(4);
    expect(rows.flat().every((day) => day !== null)).toBe(true);
  });

  test('given February of the leap year 2028 when laid out should hold 29 days', () => {
    const rows = monthWeeks({ year: 2028, month: 1 });
    expect(days(rows)).toHaveLength(29);
    expect(rows[0]!.slice(0, 2)).toEqual([null, null]);
  });

  test('given August 2026 when laid out from Monday should have five leading blanks', () => {
    const rows = monthWeeks({ year: 2026, month: 7 }, 1);
    expect(rows[0]!.filter((day) => day === null)).toHaveLength(5);
    expect(rows).toHaveLength(6);
  });
});

describe('day labels', () => {
  test('given a marked day when named should read weekday, day, month, year and the marked word', () => {
    expect(dayLabel(november24, defaultCalendarLabels)).toBe('Tuesday, 24 November 2026');
    expect(dayLabel(november24, { ...defaultCalendarLabels, marked: 'has appointments' }, true)).toBe(
      'Tuesday, 24 November 2026, has appointments',
    );
  });
});
