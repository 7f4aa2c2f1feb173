import { describe, expect, it } from 'vitest';
import type { RepeatCode } from '../../../../domain/codes';
import {
  addDays,
  addYears,
  expandRepeat,
  isoOf,
  MAX_OCCURRENCES,
  NEVER_ENDING_HORIZON_YEARS,
  occurrencesFrom,
  parseIso,
  rruleTextOf,
  weekdayOf,
} from '../../../../domain/appointments/recurrence';
import type { RepeatRule } from '../../../../domain/appointments/repeat';

const rule = (repeat: RepeatCode, over: Partial<RepeatRule> = {}): RepeatRule => ({
  repeat,
  repeat_by: 0,
  repeat_freq: 1,
  repeat_on: [],
  ...over,
});
const expand = (r: RepeatRule, start: string, end: string | null) => expandRepeat(r, parseIso(start), end === null ? null : parseIso(end));
const weekdays = (list: string[]) => list.map((d) => weekdayOf(parseIso(d)));

describe('calendar-day helpers', () => {
  it('given ISO days, should parse, print and give weekdays', () => {
    expect(parseIso('2026-11-23')).toEqual({ year: 2026, month: 11, day: 23 });
    expect(isoOf({ year: 987, month: 1, day: 2 })).toBe('0987-01-02');
    expect(weekdayOf(parseIso('2026-11-23'))).toBe(1);
    expect(weekdayOf(parseIso('2026-11-22'))).toBe(0);
  });

  it('given 29 February, addYears should land on 28 February in a common year and keep it in a leap year', () => {
    expect(addYears(parseIso('2028-02-29'), 1)).toEqual(parseIso('2029-02-28'));
    expect(addYears(parseIso('2028-02-29'), 4)).toEqual(parseIso('2032-02-29'));
    expect(addYears(parseIso('2026-11-23'), 2)).toEqual(parseIso('2028-11-23'));
  });

  it('given a month or year end, addDays should roll over', () => {
    expect(isoOf(addDays(parseIso('2026-12-31'), 1))).toBe('2027-01-01');
    expect(isoOf(addDays(parseIso('2028-03-01'), -1))).toBe('2028-02-29');
  });

  it('given a from day, occurrencesFrom should keep that day and later ones', () => {
    expect(occurrencesFrom(['2026-11-23', '2026-11-30', '2026-12-07'], '2026-11-30')).toEqual(['2026-11-30', '2026-12-07']);
  });
});

describe('expandRepeat for every code', () => {
  // 2026-11-23 is a Monday.
  it('given code 0 daily, should fall on every day, or every N days', () => {
    expect(expand(rule(0), '2026-11-23', '2026-11-27')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(expand(rule(0, { repeat_freq: 3 }), '2026-11-23', '2026-12-02')).toEqual([
      '2026-11-23',
      '2026-11-26',
      '2026-11-29',
      '2026-12-02',
    ]);
  });

  it('given code 1, should fall on Monday to Friday only', () => {
    const got = expand(rule(1, { repeat_on: [1, 2, 3, 4, 5] }), '2026-11-23', '2026-12-06');
    expect(got).toHaveLength(10);
    expect(new Set(weekdays(got))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('given code 2, should fall on Monday, Wednesday and Friday', () => {
    expect(expand(rule(2, { repeat_on: [1, 3, 5] }), '2026-11-23', '2026-11-30')).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
    ]);
  });

  it('given code 3, should fall on Tuesday and Thursday, starting after a Monday start', () => {
    expect(expand(rule(3, { repeat_on: [2, 4] }), '2026-11-23', '2026-12-03')).toEqual([
      '2026-11-24',
      '2026-11-26',
      '2026-12-01',
      '2026-12-03',
    ]);
  });

  it('given code 4 weekly, should fall on the ticked days', () => {
    expect(expand(rule(4, { repeat_on: [0, 3] }), '2026-11-23', '2026-12-06')).toEqual([
      '2026-11-25',
      '2026-11-29',
      '2026-12-02',
      '2026-12-06',
    ]);
  });

  it('given code 4 every 2 weeks, should skip the weeks between (weeks start on Sunday)', () => {
    // Start on Monday 23 November: that Sunday-Saturday week and every second one after it.
    expect(expand(rule(4, { repeat_freq: 2, repeat_on: [0, 1] }), '2026-11-23', '2026-12-21')).toEqual([
      '2026-11-23',
      '2026-12-06',
      '2026-12-07',
      '2026-12-20',
      '2026-12-21',
    ]);
  });

  it('given code 5 every other week, should fall on the start weekday every second week', () => {
    const got = expand(rule(5, { repeat_freq: 2, repeat_on: [3] }), '2026-11-25', '2027-01-06');
    expect(got).toEqual(['2026-11-25', '2026-12-09', '2026-12-23', '2027-01-06']);
  });

  it('given code 5, should use the start weekday even when repeat_on says otherwise', () => {
    expect(expand(rule(5, { repeat_freq: 2, repeat_on: [1] }), '2026-11-25', '2026-12-09')).toEqual(['2026-11-25', '2026-12-09']);
  });

  it('given code 6 by day of month, should fall on that day each month, or every N months', () => {
    expect(expand(rule(6), '2026-11-15', '2027-02-15')).toEqual(['2026-11-15', '2026-12-15', '2027-01-15', '2027-02-15']);
    expect(expand(rule(6, { repeat_freq: 2 }), '2026-11-15', '2027-05-15')).toEqual(['2026-11-15', '2027-01-15', '2027-03-15', '2027-05-15']);
  });

  it('given code 6 by day of week, should fall on the same nth weekday each month', () => {
    // 2026-11-24 is the fourth Tuesday of November.
    expect(expand(rule(6, { repeat_by: 1 }), '2026-11-24', '2027-02-28')).toEqual([
      '2026-11-24',
      '2026-12-22',
      '2027-01-26',
      '2027-02-23',
    ]);
  });

  it('given code 7 yearly, should fall on the same day each year, or every N years', () => {
    expect(expand(rule(7), '2026-11-23', '2029-11-23')).toEqual(['2026-11-23', '2027-11-23', '2028-11-23', '2029-11-23']);
    expect(expand(rule(7, { repeat_freq: 2 }), '2026-11-23', '2030-12-31')).toEqual(['2026-11-23', '2028-11-23', '2030-11-23']);
  });

  it('given weekly with no weekday (a stored rule with an empty repeat_on), should repeat on the start weekday, not daily', () => {
    expect(expand(rule(4), '2026-11-25', '2026-12-10')).toEqual(['2026-11-25', '2026-12-02', '2026-12-09']);
  });

  it('given codes 1-3, should keep their own weekdays whatever repeat_on carries', () => {
    expect(weekdays(expand(rule(1), '2026-11-23', '2026-11-29'))).toEqual([1, 2, 3, 4, 5]);
    expect(weekdays(expand(rule(2, { repeat_on: [0] }), '2026-11-23', '2026-11-29'))).toEqual([1, 3, 5]);
    expect(weekdays(expand(rule(3, { repeat_on: [] }), '2026-11-23', '2026-11-29'))).toEqual([2, 4]);
  });

  it('given a code outside 0-7 (a corrupt row), should give the start day only', () => {
    expect(expand(rule(8 as RepeatCode), '2026-11-23', '2026-12-31')).toEqual(['2026-11-23']);
  });

  it('given an end before the first occurrence, should give nothing', () => {
    expect(expand(rule(3, { repeat_on: [2, 4] }), '2026-11-23', '2026-11-23')).toEqual([]);
  });

  it('given an end equal to the start, should give the start day only', () => {
    expect(expand(rule(0), '2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
  });
});

describe('month ends and leap years', () => {
  it('given monthly on the 31st, should skip months without a 31st', () => {
    expect(expand(rule(6), '2027-01-31', '2027-08-31')).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
      '2027-08-31',
    ]);
  });

  it('given monthly on the 30th, should skip February only', () => {
    expect(expand(rule(6), '2027-01-30', '2027-04-30')).toEqual(['2027-01-30', '2027-03-30', '2027-04-30']);
  });

  it('given monthly on the fifth Tuesday, should skip months without one', () => {
    // 2026-12-29 is the fifth Tuesday of December; the next months with five Tuesdays are March and June 2027.
    expect(expand(rule(6, { repeat_by: 1 }), '2026-12-29', '2027-07-31')).toEqual(['2026-12-29', '2027-03-30', '2027-06-29']);
  });

  it('given yearly on 29 February, should fall only in leap years', () => {
    expect(expand(rule(7), '2028-02-29', '2036-12-31')).toEqual(['2028-02-29', '2032-02-29', '2036-02-29']);
  });

  it('given daily across 28/29 February, should include 29 February only in a leap year', () => {
    expect(expand(rule(0), '2027-02-27', '2027-03-01')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    expect(expand(rule(0), '2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});

describe('horizons', () => {
  it(`given never, should stop ${NEVER_ENDING_HORIZON_YEARS} years after the start`, () => {
    const weekly = expand(rule(4, { repeat_on: [1] }), '2026-11-23', null);
    expect(weekly[0]).toBe('2026-11-23');
    expect(weekly.at(-1)).toBe('2028-11-20');
    expect(weekly).toHaveLength(105);
    const yearly = expand(rule(7), '2026-11-23', null);
    expect(yearly).toEqual(['2026-11-23', '2027-11-23', '2028-11-23']);
  });

  it(`given a daily rule over more than ${MAX_OCCURRENCES} days, should stop at ${MAX_OCCURRENCES} occurrences`, () => {
    const got = expand(rule(0), '2026-01-01', '2031-12-31');
    expect(got).toHaveLength(MAX_OCCURRENCES);
    expect(got[0]).toBe('2026-01-01');
    expect(got.at(-1)).toBe(isoOf(addDays(parseIso('2026-01-01'), MAX_OCCURRENCES - 1)));
  });

  it('given five years of every day, should fit under the cap', () => {
    expect(expand(rule(0), '2026-01-01', '2030-12-31')).toHaveLength(1826);
  });
});

describe('week start (Sunday, WEEK_START)', () => {
  it('given every 2 weeks on Sunday and Saturday from a Saturday, should count weeks from Sunday, not RFC 5545 Monday', () => {
    // With WKST=MO this would be 01-02, 01-03, 01-16, 01-17, 01-30, 01-31.
    expect(expand(rule(4, { repeat_freq: 2, repeat_on: [0, 6] }), '2027-01-02', '2027-01-31')).toEqual([
      '2027-01-02',
      '2027-01-10',
      '2027-01-16',
      '2027-01-24',
      '2027-01-30',
    ]);
  });

  it('given any rule, when written as RRULE text, should say WKST=SU', () => {
    expect(rruleTextOf(rule(4, { repeat_freq: 2, repeat_on: [0, 6] }), parseIso('2027-01-02'))).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,SA;WKST=SU');
    expect(rruleTextOf(rule(6, { repeat_by: 1 }), parseIso('2027-01-24'))).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=+4SU;WKST=SU');
    for (const code of [0, 1, 2, 3, 4, 5, 6, 7] as const) expect(rruleTextOf(rule(code), parseIso('2027-01-24'))).toMatch(/;WKST=SU$/);
  });
});
