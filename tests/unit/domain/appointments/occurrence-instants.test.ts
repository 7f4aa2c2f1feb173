import { describe, expect, it } from 'vitest';
import { localToInstant } from '../../../../domain/appointments/local-time';
import { misfitOf, occurrenceInstants, type OccurrenceTimes } from '../../../../domain/appointments/occurrence-instants';
import { parseIso } from '../../../../domain/appointments/recurrence';

const at = (start: [number, number], end: [number, number]): OccurrenceTimes => ({
  start: { hour: start[0], minute: start[1] },
  end: { hour: end[0], minute: end[1] },
});

const iso = (day: string, times: OccurrenceTimes, zone: string): [string, string] => {
  const { startsAt, endsAt } = occurrenceInstants(parseIso(day), times, zone);
  return [startsAt.toISOString(), endsAt.toISOString()];
};

describe('localToInstant on DST days (RFC 5545 3.3.5)', () => {
  it('given a time twice on a fall-back day, should take the first of the two, east and west of UTC alike', () => {
    const first = (day: string, h: number, m: number, zone: string) => localToInstant(parseIso(day), { hour: h, minute: m }, zone).toISOString();
    expect(first('2027-11-07', 1, 30, 'America/New_York')).toBe('2027-11-07T05:30:00.000Z');
    expect(first('2027-10-31', 1, 30, 'Europe/London')).toBe('2027-10-31T00:30:00.000Z');
    expect(first('2027-04-04', 2, 30, 'Australia/Sydney')).toBe('2027-04-03T15:30:00.000Z');
    expect(first('2027-04-04', 2, 50, 'Pacific/Chatham')).toBe('2027-04-03T13:05:00.000Z');
  });

  it('given a time a spring-forward change skips, should move it forward by the gap', () => {
    const at0 = (day: string, h: number, m: number, zone: string) => localToInstant(parseIso(day), { hour: h, minute: m }, zone).toISOString();
    expect(at0('2027-03-14', 2, 30, 'America/New_York')).toBe('2027-03-14T07:30:00.000Z');
    expect(at0('2027-09-26', 3, 0, 'Pacific/Chatham')).toBe('2027-09-25T14:15:00.000Z');
    expect(at0('2027-09-05', 0, 0, 'America/Santiago')).toBe('2027-09-05T04:00:00.000Z');
  });
});

describe('occurrenceInstants', () => {
  it('given a start in the spring-forward gap, should move start and end by the gap and keep the length', () => {
    expect(iso('2027-03-14', at([2, 30], [3, 15]), 'America/New_York')).toEqual(['2027-03-14T07:30:00.000Z', '2027-03-14T08:15:00.000Z']);
    expect(iso('2027-03-14', at([2, 30], [3, 30]), 'America/New_York')).toEqual(['2027-03-14T07:30:00.000Z', '2027-03-14T08:30:00.000Z']);
    expect(iso('2027-03-28', at([1, 30], [2, 15]), 'Europe/London')).toEqual(['2027-03-28T01:30:00.000Z', '2027-03-28T02:15:00.000Z']);
  });

  it('given a start before the gap and an end after it, should keep the length chosen', () => {
    // 01:30 EST + 2 h = 04:30 EDT; the wall-clock 03:30 would be one hour.
    expect(iso('2027-03-14', at([1, 30], [3, 30]), 'America/New_York')).toEqual(['2027-03-14T06:30:00.000Z', '2027-03-14T08:30:00.000Z']);
  });

  it('given 01:30-02:30 on a fall-back day, should keep the wall-clock times from the first 01:30', () => {
    expect(iso('2027-11-07', at([1, 30], [2, 30]), 'America/New_York')).toEqual(['2027-11-07T05:30:00.000Z', '2027-11-07T07:30:00.000Z']);
    expect(iso('2027-10-31', at([1, 30], [2, 30]), 'Europe/London')).toEqual(['2027-10-31T00:30:00.000Z', '2027-10-31T02:30:00.000Z']);
    // Inside the repeated hour: both the first instance, the length kept.
    expect(iso('2027-11-07', at([1, 10], [1, 50]), 'America/New_York')).toEqual(['2027-11-07T05:10:00.000Z', '2027-11-07T05:50:00.000Z']);
  });

  it('given an all-day occurrence, should span its local day from its first instant, even without a midnight', () => {
    expect(iso('2027-09-05', 'all-day', 'America/Santiago')).toEqual(['2027-09-05T04:00:00.000Z', '2027-09-06T02:59:00.000Z']);
    expect(iso('2027-06-01', 'all-day', 'America/New_York')).toEqual(['2027-06-01T04:00:00.000Z', '2027-06-02T03:59:00.000Z']);
    // Santiago falls back at 24:00 on 2027-04-03: that day runs to 23:59 of its second 23:00 hour.
    expect(iso('2027-04-03', 'all-day', 'America/Santiago')).toEqual(['2027-04-03T03:00:00.000Z', '2027-04-04T03:59:00.000Z']);
  });

  it('given an ordinary day, should give the wall-clock times', () => {
    expect(iso('2027-06-01', at([10, 0], [10, 50]), 'Asia/Kolkata')).toEqual(['2027-06-01T04:30:00.000Z', '2027-06-01T05:20:00.000Z']);
  });
});

describe('misfitOf', () => {
  const misfit = (day: string, times: OccurrenceTimes, zone: string) =>
    misfitOf(parseIso(day), occurrenceInstants(parseIso(day), times, zone), zone);

  it('given a length that the gap would carry into the next day, should name past-day-end', () => {
    expect(misfit('2027-09-05', at([0, 30], [23, 59]), 'America/Santiago')).toBe('past-day-end');
    expect(misfit('2027-09-04', at([0, 30], [23, 59]), 'America/Santiago')).toBeNull();
  });

  it('given a day its zone skips, should name missing-day, timed or all day', () => {
    expect(misfit('2011-12-30', at([10, 0], [10, 50]), 'Pacific/Apia')).toBe('missing-day');
    expect(misfit('2011-12-30', 'all-day', 'Pacific/Apia')).toBe('missing-day');
    expect(misfit('2011-12-31', 'all-day', 'Pacific/Apia')).toBeNull();
  });

  it('given DST days that keep room, should find nothing', () => {
    expect(misfit('2027-03-14', at([2, 30], [3, 15]), 'America/New_York')).toBeNull();
    expect(misfit('2027-11-07', at([1, 30], [23, 59]), 'America/New_York')).toBeNull();
    expect(misfit('2027-09-05', 'all-day', 'America/Santiago')).toBeNull();
  });
});
