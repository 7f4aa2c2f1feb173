import { describe, expect, it } from 'vitest';
import { REPEAT, REPEAT_CODES } from '../../../../domain/codes';
import {
  INNER,
  isRepeating,
  NEVER,
  NO_WEEKDAYS,
  OUTER,
  repeatChoiceFromRule,
  repeatChoiceToRule,
  repeatText,
  sameRepeat,
  weeklyOnFromList,
  type RepeatChoice,
  type RepeatRule,
  type WeeklyOn,
} from '../../../../domain/appointments/repeat';

const days = (...on: number[]): WeeklyOn => NO_WEEKDAYS.map((_, d) => on.includes(d)) as unknown as WeeklyOn;
const inner = (selectedIndex: number, custom = 1, weeklyOn: WeeklyOn = NO_WEEKDAYS): RepeatChoice => ({
  innerOrOuter: 'inner',
  selectedIndex,
  custom,
  weeklyOn,
});
const outer = (selectedIndex: number): RepeatChoice => ({ innerOrOuter: 'outer', selectedIndex, custom: 1, weeklyOn: NO_WEEKDAYS });
const pick = (c: RepeatChoice) => [c.innerOrOuter, c.selectedIndex, c.custom] as const;

/** 2026-11-23 is a Monday. */
const MONDAY = 1;

describe('repeat code from the server to the form (spec 4)', () => {
  it('given code 0, should become inner option 0 with its frequency', () => {
    expect(pick(repeatChoiceFromRule({ repeat: 0, repeat_freq: 3 }))).toEqual(['inner', 0, 3]);
  });

  it.each([1, 2, 3])('given code %i, should become outer option %i', (code) => {
    expect(pick(repeatChoiceFromRule({ repeat: code, repeat_freq: 4 }))).toEqual(['outer', code, 1]);
  });

  it('given code 4, should become inner option 1 with its weekdays', () => {
    const choice = repeatChoiceFromRule({ repeat: 4, repeat_freq: 2, repeat_on: '1,3' });
    expect(pick(choice)).toEqual(['inner', 1, 2]);
    expect(choice.weeklyOn).toEqual(days(1, 3));
  });

  it('given code 5, should become outer option 4', () => {
    expect(pick(repeatChoiceFromRule({ repeat: 5, repeat_freq: 2 }))).toEqual(['outer', 4, 1]);
  });

  it('given code 6, should become inner 2 for repeat_by 0 and inner 3 otherwise', () => {
    expect(pick(repeatChoiceFromRule({ repeat: 6, repeat_by: 0, repeat_freq: 1 }))).toEqual(['inner', 2, 1]);
    expect(pick(repeatChoiceFromRule({ repeat: 6, repeat_by: 1, repeat_freq: 1 }))).toEqual(['inner', 3, 1]);
    expect(pick(repeatChoiceFromRule({ repeat: 6, repeat_by: null, repeat_freq: 1 }))).toEqual(['inner', 2, 1]);
  });

  it('given code 7, should become inner option 4', () => {
    expect(pick(repeatChoiceFromRule({ repeat: 7, repeat_freq: 1 }))).toEqual(['inner', 4, 1]);
  });

  it.each([null, undefined, 8, -1, 99])('given %s, should become outer option 0 (Never)', (code) => {
    expect(pick(repeatChoiceFromRule({ repeat: code, repeat_freq: 5 }))).toEqual(['outer', 0, 1]);
  });

  it.each([0, -2, null, Number.NaN, 1.5])('given repeat_freq %s, should force repeat every to at least 1', (freq) => {
    expect(repeatChoiceFromRule({ repeat: 0, repeat_freq: freq }).custom).toBe(1);
    expect(repeatChoiceFromRule({ repeat: 7, repeat_freq: freq }).custom).toBe(1);
  });
});

describe('form choice to the server rule (spec 4, the other way)', () => {
  it('given Never, should have no rule', () => {
    expect(repeatChoiceToRule(NEVER, MONDAY)).toBeNull();
    expect(isRepeating(NEVER)).toBe(false);
  });

  it.each([
    [OUTER.everyWeekday, REPEAT.everyWeekday, [1, 2, 3, 4, 5]],
    [OUTER.monWedFri, REPEAT.monWedFri, [1, 3, 5]],
    [OUTER.tueThu, REPEAT.tueThu, [2, 4]],
  ])('given outer option %i, should send code %i on its fixed weekdays', (index, code, on) => {
    expect(repeatChoiceToRule(outer(index), MONDAY)).toEqual({ repeat: code, repeat_by: 0, repeat_freq: 1, repeat_on: on });
  });

  it('given every other week, should send code 5 every 2 weeks on the start weekday', () => {
    expect(repeatChoiceToRule(outer(OUTER.everyOtherWeek), 3)).toEqual({ repeat: 5, repeat_by: 0, repeat_freq: 2, repeat_on: [3] });
  });

  it('given daily, weekly, monthly (both kinds) and yearly, should send codes 0, 4, 6, 6 and 7 with repeat every', () => {
    expect(repeatChoiceToRule(inner(INNER.daily, 3), MONDAY)).toEqual({ repeat: 0, repeat_by: 0, repeat_freq: 3, repeat_on: [] });
    expect(repeatChoiceToRule(inner(INNER.weekly, 2, days(2, 4)), MONDAY)).toEqual({
      repeat: 4,
      repeat_by: 0,
      repeat_freq: 2,
      repeat_on: [2, 4],
    });
    expect(repeatChoiceToRule(inner(INNER.monthlyByDayOfMonth), MONDAY)).toEqual({ repeat: 6, repeat_by: 0, repeat_freq: 1, repeat_on: [] });
    expect(repeatChoiceToRule(inner(INNER.monthlyByDayOfWeek), MONDAY)).toEqual({ repeat: 6, repeat_by: 1, repeat_freq: 1, repeat_on: [] });
    expect(repeatChoiceToRule(inner(INNER.yearly, 2), MONDAY)).toEqual({ repeat: 7, repeat_by: 0, repeat_freq: 2, repeat_on: [] });
  });

  it('given weekly with no day ticked, should repeat on the start weekday', () => {
    expect(repeatChoiceToRule(inner(INNER.weekly), 4)?.repeat_on).toEqual([4]);
    expect(repeatChoiceToRule(inner(INNER.weekly), 0)?.repeat_on).toEqual([0]);
  });

  it('given repeat every below 1 or not whole, should send 1', () => {
    expect(repeatChoiceToRule(inner(INNER.daily, 0), MONDAY)?.repeat_freq).toBe(1);
    expect(repeatChoiceToRule(inner(INNER.monthlyByDayOfMonth, -3), MONDAY)?.repeat_freq).toBe(1);
    expect(repeatChoiceToRule(inner(INNER.yearly, 2.5), MONDAY)?.repeat_freq).toBe(1);
  });

  it('given an index outside either list, should have no rule', () => {
    expect(repeatChoiceToRule(outer(7), MONDAY)).toBeNull();
    expect(repeatChoiceToRule(inner(5), MONDAY)).toBeNull();
  });
});

describe('round trips', () => {
  const serverFields = (rule: RepeatRule) => ({ ...rule, repeat_on: rule.repeat_on.join(',') });

  it.each([
    outer(OUTER.everyWeekday),
    outer(OUTER.monWedFri),
    outer(OUTER.tueThu),
    inner(INNER.daily, 4),
    inner(INNER.weekly, 3, days(0, 6)),
    inner(INNER.monthlyByDayOfMonth, 2),
    inner(INNER.monthlyByDayOfWeek, 6),
    inner(INNER.yearly, 1),
  ])('given choice %o, choice -> rule -> choice should give it back', (choice) => {
    const rule = repeatChoiceToRule(choice, MONDAY)!;
    const back = repeatChoiceFromRule(serverFields(rule));
    expect(pick(back)).toEqual(pick(choice));
    if (choice.selectedIndex === INNER.weekly && choice.innerOrOuter === 'inner') expect(back.weeklyOn).toEqual(choice.weeklyOn);
    expect(sameRepeat(back, choice, MONDAY)).toBe(true);
  });

  it('given every other week, the round trip should keep outer 4 and tick the start weekday', () => {
    const back = repeatChoiceFromRule(serverFields(repeatChoiceToRule(outer(OUTER.everyOtherWeek), 3)!));
    expect(pick(back)).toEqual(['outer', 4, 1]);
    expect(back.weeklyOn).toEqual(days(3));
  });

  it.each(REPEAT_CODES)('given code %i, rule -> choice -> rule should give the code back', (code) => {
    const back = repeatChoiceToRule(repeatChoiceFromRule({ repeat: code, repeat_by: 1, repeat_freq: 2, repeat_on: '2' }), 2);
    expect(back?.repeat).toBe(code);
  });

  it('given weekly with no day ticked, it should mean the same as ticking the start weekday', () => {
    expect(sameRepeat(inner(INNER.weekly), inner(INNER.weekly, 1, days(MONDAY)), MONDAY)).toBe(true);
    expect(sameRepeat(inner(INNER.weekly), inner(INNER.weekly, 2), MONDAY)).toBe(false);
    expect(sameRepeat(NEVER, NEVER, MONDAY)).toBe(true);
    expect(sameRepeat(NEVER, inner(INNER.daily), MONDAY)).toBe(false);
  });
});

describe('weeklyOnFromList', () => {
  it('given a comma list or numbers, should tick those days and ignore the rest', () => {
    expect(weeklyOnFromList('1, 3,5')).toEqual(days(1, 3, 5));
    expect(weeklyOnFromList('0,7,x,,-1')).toEqual(days(0));
    expect(weeklyOnFromList([6, 2])).toEqual(days(2, 6));
    expect(weeklyOnFromList(null)).toEqual(NO_WEEKDAYS);
    expect(weeklyOnFromList('')).toEqual(NO_WEEKDAYS);
  });
});

describe('repeatText', () => {
  const rule = (repeat: RepeatRule['repeat'], over: Partial<RepeatRule> = {}): RepeatRule => ({
    repeat,
    repeat_by: 0,
    repeat_freq: 1,
    repeat_on: [],
    ...over,
  });
  // 2026-11-24 is the fourth Tuesday of November.
  const start = '2026-11-24';

  it('given no rule, should say it does not repeat', () => {
    expect(repeatText(null, start, null)).toBe('Does not repeat');
  });

  it.each([
    [rule(0), 'Every day'],
    [rule(0, { repeat_freq: 3 }), 'Every 3 days'],
    [rule(1, { repeat_on: [1, 2, 3, 4, 5] }), 'Every weekday (Mon-Fri)'],
    [rule(2, { repeat_on: [1, 3, 5] }), 'Every Mon, Wed and Fri'],
    [rule(3, { repeat_on: [2, 4] }), 'Every Tue and Thu'],
    [rule(4, { repeat_on: [1, 3] }), 'Every week on Mon, Wed'],
    [rule(4, { repeat_freq: 2, repeat_on: [0, 6] }), 'Every 2 weeks on Sun, Sat'],
    [rule(5, { repeat_freq: 2, repeat_on: [2] }), 'Every other week on Tuesday'],
    [rule(6), 'Every month on day 24'],
    [rule(6, { repeat_by: 1, repeat_freq: 2 }), 'Every 2 months on the fourth Tuesday'],
    [rule(7), 'Every year'],
    [rule(7, { repeat_freq: 2 }), 'Every 2 years'],
  ])('given %o, should read %s', (r, text) => {
    expect(repeatText(r, start, '0000-00-00')).toBe(text);
    expect(repeatText(r, start, null)).toBe(text);
  });

  it('given an end, should add it as MM-DD-YYYY', () => {
    expect(repeatText(rule(0), start, '2027-03-05')).toBe('Every day until 03-05-2027');
  });

  it('given a fifth weekday, should say fifth', () => {
    expect(repeatText(rule(6, { repeat_by: 1 }), '2026-12-29', null)).toBe('Every month on the fifth Tuesday');
  });
});
