import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDayOf, usDayOf } from '../../../../domain/calendar/day-format';

// date-fns format is the independent implementation the two fixed patterns replace.
const instants = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) });
const zones = fc.constantFrom('America/New_York', 'Europe/Berlin', 'Australia/Lord_Howe', 'Pacific/Kiritimati', 'UTC');

describe('day formats', () => {
  it('given any local instant, should write the day as date-fns format does', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const date = new Date(ms);
        expect(isoDayOf(date)).toBe(format(date, 'yyyy-MM-dd'));
        expect(usDayOf(date)).toBe(format(date, 'MM-dd-yyyy'));
      }),
      { seed: 20261128, numRuns: 2000 },
    );
  });

  it('given an instant read in a time zone (TZDate), should write that zone\'s day', () => {
    fc.assert(
      fc.property(instants, zones, (ms, zone) => {
        const date = new TZDate(ms, zone);
        expect(isoDayOf(date)).toBe(format(date, 'yyyy-MM-dd'));
        expect(usDayOf(date)).toBe(format(date, 'MM-dd-yyyy'));
      }),
      { seed: 20261128, numRuns: 1000 },
    );
  });

  it('given a year before 1000, should pad it to four digits', () => {
    const date = new Date(2000, 0, 5);
    date.setFullYear(987);
    expect(isoDayOf(date)).toBe('0987-01-05');
    expect(usDayOf(date)).toBe('01-05-0987');
  });
});
