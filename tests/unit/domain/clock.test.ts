import { describe, expect, it } from 'vitest';
import { formatTwentyFourHour, minutesOfDay, toTwelveHour, toTwentyFourHour } from '../../../domain/clock';

describe('clock', () => {
  it.each([
    [0, 0, { hh: 12, mm: 0, tt: 0 }],
    [9, 5, { hh: 9, mm: 5, tt: 0 }],
    [12, 0, { hh: 12, mm: 0, tt: 1 }],
    [13, 30, { hh: 1, mm: 30, tt: 1 }],
    [23, 59, { hh: 11, mm: 59, tt: 1 }],
  ])('given %i:%i, should read as %o on the 12-hour clock and back', (hour, minute, twelve) => {
    expect(toTwelveHour({ hour, minute })).toEqual(twelve);
    expect(toTwentyFourHour(twelve as Parameters<typeof toTwentyFourHour>[0])).toEqual({ hour, minute });
  });

  it('should format and order 24-hour times', () => {
    expect(formatTwentyFourHour({ hour: 9, minute: 5 })).toBe('09:05');
    expect(minutesOfDay({ hour: 10, minute: 45 })).toBe(645);
  });
});
