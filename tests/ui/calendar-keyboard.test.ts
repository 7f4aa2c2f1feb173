import { describe, expect, test } from 'vitest';
import { toIsoKey, type CalendarDate } from '../../ui/calendar/calendar-date';
import { nextFocusedDay, nextFocusedMonth } from '../../ui/calendar/calendar-keyboard';
import { monthRows, yearGridColumns } from '../../ui/year-grid/year-grid-state';

const day = (year: number, month: number, date: number): CalendarDate => ({ year, month, day: date });
const next = (key: string, from: CalendarDate, page: 'week' | 'month' = 'month', weekStartsOn: 0 | 1 = 0) => {
  const result = nextFocusedDay(key, from, { page, weekStartsOn });
  return result && toIsoKey(result);
};

describe('nextFocusedDay', () => {
  test('given a day when arrows are pressed should move a day sideways and a week up or down', () => {
    const from = day(2026, 10, 24);
    expect(next('ArrowLeft', from)).toBe('2026-11-23');
    expect(next('ArrowRight', from)).toBe('2026-11-25');
    expect(next('ArrowUp', from)).toBe('2026-11-17');
    expect(next('ArrowDown', from)).toBe('2026-12-01');
  });

  test('given the last day of a month when ArrowRight should cross into the next month', () => {
    expect(next('ArrowRight', day(2026, 11, 31))).toBe('2027-01-01');
  });

  test('given a day when Home or End should go to the ends of its week for the first weekday', () => {
    const from = day(2026, 10, 24);
    expect(next('Home', from)).toBe('2026-11-22');
    expect(next('End', from)).toBe('2026-11-28');
    expect(next('Home', from, 'month', 1)).toBe('2026-11-23');
    expect(next('End', from, 'month', 1)).toBe('2026-11-29');
  });

  test('given a month page when PageUp or PageDown should keep the day, clamped to the month length', () => {
    expect(next('PageDown', day(2026, 10, 24))).toBe('2026-12-24');
    expect(next('PageUp', day(2026, 2, 31))).toBe('2026-02-28');
    expect(next('PageDown', day(2028, 0, 31))).toBe('2028-02-29');
  });

  test('given a week page when PageUp or PageDown should move seven days', () => {
    expect(next('PageUp', day(2026, 10, 24), 'week')).toBe('2026-11-17');
    expect(next('PageDown', day(2026, 10, 24), 'week')).toBe('2026-12-01');
  });

  test('given another key when pressed should not move', () => {
    expect(next('a', day(2026, 10, 24))).toBeNull();
    expect(next('Enter', day(2026, 10, 24))).toBeNull();
  });
});

describe('nextFocusedMonth', () => {
  test('given rows of three when arrows are pressed should move a month sideways and a row up or down', () => {
    expect(nextFocusedMonth('ArrowRight', 4)).toEqual({ month: 5, yearDelta: 0 });
    expect(nextFocusedMonth('ArrowLeft', 4)).toEqual({ month: 3, yearDelta: 0 });
    expect(nextFocusedMonth('ArrowUp', 4)).toEqual({ month: 1, yearDelta: 0 });
    expect(nextFocusedMonth('ArrowDown', 4)).toEqual({ month: 7, yearDelta: 0 });
  });

  test('given December or January when moving past the year should continue in the neighbouring year', () => {
    expect(nextFocusedMonth('ArrowRight', 11)).toEqual({ month: 0, yearDelta: 1 });
    expect(nextFocusedMonth('ArrowLeft', 0)).toEqual({ month: 11, yearDelta: -1 });
    expect(nextFocusedMonth('ArrowDown', 10)).toEqual({ month: 1, yearDelta: 1 });
    expect(nextFocusedMonth('ArrowUp', 1, { columns: 2 })).toEqual({ month: 11, yearDelta: -1 });
  });

  test('given a month when Home or End should go to its row ends, and with Ctrl to the year ends', () => {
    expect(nextFocusedMonth('Home', 4)).toEqual({ month: 3, yearDelta: 0 });
    expect(nextFocusedMonth('End', 4)).toEqual({ month: 5, yearDelta: 0 });
    expect(nextFocusedMonth('End', 4, { columns: 4 })).toEqual({ month: 7, yearDelta: 0 });
    expect(nextFocusedMonth('Home', 4, { ctrlKey: true })).toEqual({ month: 0, yearDelta: 0 });
    expect(nextFocusedMonth('End', 4, { ctrlKey: true })).toEqual({ month: 11, yearDelta: 0 });
  });

  test('given a month when PageUp or PageDown should keep the month in the previous or next year', () => {
    expect(nextFocusedMonth('PageUp', 6)).toEqual({ month: 6, yearDelta: -1 });
    expect(nextFocusedMonth('PageDown', 6)).toEqual({ month: 6, yearDelta: 1 });
    expect(nextFocusedMonth('x', 6)).toBeNull();
  });
});

describe('year grid layout', () => {
  test('given grid widths of phones and tablets when choosing columns should keep the small calendars legible', () => {
    expect(yearGridColumns(288)).toBe(2);
    expect(yearGridColumns(328)).toBe(2);
    expect(yearGridColumns(358)).toBe(2);
    expect(yearGridColumns(560)).toBe(3);
    expect(yearGridColumns(736)).toBe(3);
    expect(yearGridColumns(800)).toBe(4);
  });

  test('given a column count when laying out should cover the 12 months in order', () => {
    expect(monthRows(3)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [9, 10, 11],
    ]);
    expect(monthRows(2).flat()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
