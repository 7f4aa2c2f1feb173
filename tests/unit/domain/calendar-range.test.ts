import { describe, expect, it } from 'vitest';
import { checkDailyRange, daysInRange, isCalendarDay, isoCalendarDay, yearBounds } from '../../../domain/calendar-range';
import { DAILY_RANGE_MAX_DAYS } from '../../../domain/contract/calendar';
import { messages } from '../../../domain/messages';

const day = (d: number, m: number, y: number) => ({ year: y, month: m, day: d });

describe('calendar-range', () => {
  it.each([
    [day(31, 1, 2030), true],
    [day(29, 2, 2028), true],
    [day(29, 2, 2030), false],
    [day(29, 2, 2100), false],
    [day(29, 2, 2000), true],
    [day(31, 4, 2030), false],
    [day(0, 1, 2030), false],
    [day(1, 13, 2030), false],
    [day(1.5, 1, 2030), false],
  ])('given %o, should say whether the day exists: %s', (d, expected) => {
    expect(isCalendarDay(d)).toBe(expected);
  });

  it('should count days with both ends included, across a leap day', () => {
    expect(daysInRange(day(1, 3, 2030), day(1, 3, 2030))).toBe(1);
    expect(daysInRange(day(28, 2, 2028), day(1, 3, 2028))).toBe(3);
    expect(daysInRange(day(2, 3, 2030), day(1, 3, 2030))).toBe(0);
  });

  it('given a valid range, should answer its ISO days', () => {
    expect(checkDailyRange(day(4, 3, 2030), day(10, 3, 2030))).toEqual({ ok: true, start: '2030-03-04', end: '2030-03-10', days: 7 });
  });

  it('given a missing day or an end before the start, should answer incorrectDate', () => {
    expect(checkDailyRange(day(31, 2, 2030), day(1, 3, 2030))).toEqual({ ok: false, reason: 'incorrectDate' });
    expect(checkDailyRange(day(10, 3, 2030), day(9, 3, 2030))).toEqual({ ok: false, reason: 'incorrectDate' });
  });

  it(`should allow ${DAILY_RANGE_MAX_DAYS} days and refuse one more`, () => {
    expect(checkDailyRange(day(1, 1, 2030), day(3, 3, 2030))).toMatchObject({ ok: true, days: DAILY_RANGE_MAX_DAYS });
    expect(checkDailyRange(day(1, 1, 2030), day(4, 3, 2030))).toEqual({ ok: false, reason: 'rangeTooLong' });
  });

  it('should name the limit in its message', () => {
    expect(messages.dateRangeTooLong).toContain(String(DAILY_RANGE_MAX_DAYS));
  });

  it('should pad ISO days and bound a year', () => {
    expect(isoCalendarDay(day(5, 3, 2030))).toBe('2030-03-05');
    expect(yearBounds(2030)).toEqual({ start: '2030-01-01', end: '2030-12-31' });
  });
});
