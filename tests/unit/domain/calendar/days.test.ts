import { describe, expect, it } from 'vitest';
import { addIsoDays, parseIsoDay, weekRange, yearOfIsoDay } from '../../../../domain/calendar/days';

describe('calendar days', () => {
  it.each([
    ['2026-11-23', '2026-11-22', '2026-11-28'], // Monday
    ['2026-11-22', '2026-11-22', '2026-11-28'], // Sunday starts its own week
    ['2026-11-28', '2026-11-22', '2026-11-28'], // Saturday ends it
    ['2026-12-31', '2026-12-27', '2027-01-02'], // across the year
    ['2024-03-01', '2024-02-25', '2024-03-02'], // across a leap February
    ['2026-03-08', '2026-03-08', '2026-03-14'], // the US DST change does not shift days
  ])('given %s, should give the Sunday-Saturday week %s..%s', (day, start, end) => {
    expect(weekRange(day)).toEqual({ start, end });
  });

  it('given day arithmetic, should cross months, years and DST', () => {
    expect(addIsoDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addIsoDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addIsoDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addIsoDays('2026-11-01', 7)).toBe('2026-11-08');
  });

  it('given malformed or impossible keys, should parse to null', () => {
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('26-2-3')).toBeNull();
    expect(parseIsoDay('2026-02-03')).toEqual({ year: 2026, month: 2, day: 3 });
    expect(() => weekRange('nope')).toThrow();
    expect(yearOfIsoDay('2026-02-03')).toBe(2026);
  });
});
