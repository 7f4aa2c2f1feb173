import { describe, expect, it } from 'vitest';
import { defaultCalendarLabels } from '../../../../ui/calendar/calendar-labels';
import { sameDayInMonth, shiftMonthKeepingDay, weekRangeCaption } from '../../../../features/calendar/month-step';

describe('shiftMonthKeepingDay', () => {
  it('given a day that the next month has, should keep its number', () => {
    expect(shiftMonthKeepingDay({ year: 2026, month: 5, day: 15 }, 1)).toEqual({ year: 2026, month: 6, day: 15 });
  });
  it('given 31 January, should clamp to the end of February (leap and common years)', () => {
    expect(shiftMonthKeepingDay({ year: 2026, month: 0, day: 31 }, 1)).toEqual({ year: 2026, month: 1, day: 28 });
    expect(shiftMonthKeepingDay({ year: 2028, month: 0, day: 31 }, 1)).toEqual({ year: 2028, month: 1, day: 29 });
  });
  it('given a change across the year, should move the year', () => {
    expect(shiftMonthKeepingDay({ year: 2026, month: 11, day: 31 }, 1)).toEqual({ year: 2027, month: 0, day: 31 });
    expect(shiftMonthKeepingDay({ year: 2026, month: 0, day: 10 }, -1)).toEqual({ year: 2025, month: 11, day: 10 });
  });
});

describe('sameDayInMonth (the year view opening a month)', () => {
  it('given the 31st and a 30-day month, should open its 30th; given the 15th, the 15th', () => {
    expect(sameDayInMonth(31, 2026, 3)).toEqual({ year: 2026, month: 3, day: 30 });
    expect(sameDayInMonth(15, 2026, 3)).toEqual({ year: 2026, month: 3, day: 15 });
  });
});

describe('weekRangeCaption', () => {
  const names = defaultCalendarLabels.monthNames;
  it('given a week inside one month, should name the month once', () => {
    expect(weekRangeCaption({ year: 2026, month: 5, day: 21 }, { year: 2026, month: 5, day: 27 }, names)).toBe('21–27 June 2026');
  });
  it('given a week across two months, should name both', () => {
    expect(weekRangeCaption({ year: 2026, month: 5, day: 28 }, { year: 2026, month: 6, day: 4 }, names)).toBe('28 June – 4 July 2026');
  });
  it('given a week across two years, should name both years', () => {
    expect(weekRangeCaption({ year: 2025, month: 11, day: 28 }, { year: 2026, month: 0, day: 3 }, names)).toBe(
      '28 December 2025 – 3 January 2026',
    );
  });
});
