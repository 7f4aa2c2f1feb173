import { describe, expect, it } from 'vitest';
import { shortWeekday, weekDays, weekScrollTarget, weekTitle, WORKDAY_START_MINUTES } from '../../../../domain/calendar/week';

describe('weekDays', () => {
  it('given a Tuesday, should list the Sunday-Saturday week that holds it', () => {
    expect(weekDays('2026-11-24')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('given a week across the new year, should run into January', () => {
    expect(weekDays('2026-12-31')).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('given a Sunday or a Saturday, should keep them in their own week', () => {
    expect(weekDays('2026-11-22')[0]).toBe('2026-11-22');
    expect(weekDays('2026-11-28')[6]).toBe('2026-11-28');
  });

  it('given a malformed day, should throw', () => {
    expect(() => weekDays('2026-13-01')).toThrow();
  });
});

describe('shortWeekday', () => {
  it('given a day and a locale, should name its weekday in that locale', () => {
    expect(shortWeekday('2026-11-24', 'en-US')).toBe('Tue');
    expect(shortWeekday('2026-11-22', ['en-US'])).toBe('Sun');
    expect(shortWeekday('2026-11-24', 'de-DE')).toMatch(/^Di/);
  });

  it('given a malformed day, should throw', () => {
    expect(() => shortWeekday('24-11-2026', 'en-US')).toThrow();
  });
});

describe('weekScrollTarget', () => {
  it('given appointments, should open at the earliest start', () => {
    expect(weekScrollTarget([600, 450, 780], 900)).toBe(450);
  });

  it('given none in the current week, should open at the current hour', () => {
    expect(weekScrollTarget([], 14 * 60 + 35)).toBe(14 * 60);
  });

  it('given none in another week, should open at the start of a working day', () => {
    expect(weekScrollTarget([], undefined)).toBe(WORKDAY_START_MINUTES);
  });
});

/** Intl puts thin spaces round the dash: compared as plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

describe('weekTitle', () => {
  it('given a week in one month, should name the month once', () => {
    expect(plain(weekTitle('2026-11-22', '2026-11-28', 'en-US'))).toBe('Nov 22 – 28, 2026');
  });

  it('given a week across months and years, should name both ends', () => {
    expect(plain(weekTitle('2026-11-29', '2026-12-05', 'en-US'))).toBe('Nov 29 – Dec 5, 2026');
    expect(plain(weekTitle('2026-12-27', '2027-01-02', 'en-US'))).toBe('Dec 27, 2026 – Jan 2, 2027');
  });
});
