import { describe, expect, it } from 'vitest';
import { instantToLocal, isKnownTimeZone, localToInstant } from '../../../../domain/appointments/local-time';
import { expandRepeat, isoOf, parseIso } from '../../../../domain/appointments/recurrence';

const NEW_YORK = 'America/New_York';
const LONDON = 'Europe/London';
const TEN = { hour: 10, minute: 0 };

/** Weekly on the start weekday, materialised in `zone` at 10:00 local. */
const weeklyAtTen = (start: string, end: string, zone: string) =>
  expandRepeat({ repeat: 4, repeat_by: 0, repeat_freq: 1, repeat_on: [] }, parseIso(start), parseIso(end)).map((day) =>
    localToInstant(parseIso(day), TEN, zone),
  );

describe('localToInstant across DST', () => {
  it('given a weekly 10:00 New York series over both 2027 changes, should keep 10:00 local while the UTC hour goes 15 -> 14 -> 15', () => {
    // Sundays: 2027-03-14 is the spring-forward day, 2027-11-07 the fall-back day.
    const instants = weeklyAtTen('2027-03-07', '2027-11-14', NEW_YORK);
    expect(instants).toHaveLength(37);
    for (const instant of instants) expect(instantToLocal(instant, NEW_YORK)).toMatchObject(TEN);

    const utcHourOn = (iso: string): number | undefined =>
      instants.find((i) => isoOf(instantToLocal(i, NEW_YORK)) === iso)?.getUTCHours();
    expect(utcHourOn('2027-03-07')).toBe(15);
    expect(utcHourOn('2027-03-14')).toBe(14);
    expect(utcHourOn('2027-10-31')).toBe(14);
    expect(utcHourOn('2027-11-07')).toBe(15);
    expect(utcHourOn('2027-11-14')).toBe(15);
    expect(instants.map((i) => i.getUTCHours())).toEqual([15, ...Array<number>(34).fill(14), 15, 15]);
  });

  it('given a weekly 10:00 London series over the 2027 changes, should keep 10:00 local while the UTC hour goes 10 -> 9 -> 10', () => {
    // Europe/London: BST from Sunday 2027-03-28 to Sunday 2027-10-31.
    const instants = weeklyAtTen('2027-03-21', '2027-11-07', LONDON);
    for (const instant of instants) expect(instantToLocal(instant, LONDON)).toMatchObject(TEN);
    const hours = instants.map((i) => i.getUTCHours());
    expect(hours[0]).toBe(10);
    expect(hours[1]).toBe(9);
    expect(hours.at(-3)).toBe(9);
    expect(hours.at(-2)).toBe(10);
    expect(hours.at(-1)).toBe(10);
    expect(instants[1]!.toISOString()).toBe('2027-03-28T09:00:00.000Z');
  });

  it('given a time in the spring-forward gap, should land an hour later', () => {
    const ny = localToInstant(parseIso('2027-03-14'), { hour: 2, minute: 30 }, NEW_YORK);
    expect(ny.toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(instantToLocal(ny, NEW_YORK)).toEqual({ year: 2027, month: 3, day: 14, hour: 3, minute: 30 });
    const london = localToInstant(parseIso('2027-03-28'), { hour: 1, minute: 15 }, LONDON);
    expect(london.toISOString()).toBe('2027-03-28T01:15:00.000Z');
    expect(instantToLocal(london, LONDON)).toMatchObject({ hour: 2, minute: 15 });
  });

  it('given a time repeated by the fall-back change, should take one of its two instants and read back the same wall time', () => {
    const ambiguous = localToInstant(parseIso('2027-11-07'), { hour: 1, minute: 30 }, NEW_YORK);
    expect(['2027-11-07T05:30:00.000Z', '2027-11-07T06:30:00.000Z']).toContain(ambiguous.toISOString());
    expect(instantToLocal(ambiguous, NEW_YORK)).toEqual({ year: 2027, month: 11, day: 7, hour: 1, minute: 30 });
  });

  it('given winter and summer days, should use the zone’s offset of that day', () => {
    expect(localToInstant(parseIso('2027-01-15'), TEN, NEW_YORK).toISOString()).toBe('2027-01-15T15:00:00.000Z');
    expect(localToInstant(parseIso('2027-07-15'), TEN, NEW_YORK).toISOString()).toBe('2027-07-15T14:00:00.000Z');
    expect(localToInstant(parseIso('2027-07-15'), TEN, 'UTC').toISOString()).toBe('2027-07-15T10:00:00.000Z');
    expect(localToInstant(parseIso('2027-07-15'), TEN, 'Asia/Kolkata').toISOString()).toBe('2027-07-15T04:30:00.000Z');
  });
});

describe('instantToLocal', () => {
  it('given an instant, should be the inverse of localToInstant for every hour of both change days', () => {
    for (const [zone, day] of [
      [NEW_YORK, '2027-03-14'],
      [NEW_YORK, '2027-11-07'],
      [LONDON, '2027-03-28'],
      [LONDON, '2027-10-31'],
    ] as const) {
      for (let hour = 0; hour < 24; hour += 1) {
        // Skip the wall times that do not exist on a spring-forward day.
        if (day === '2027-03-14' && hour === 2) continue;
        if (day === '2027-03-28' && hour === 1) continue;
        const local = { ...parseIso(day), hour, minute: 45 };
        expect(instantToLocal(localToInstant(parseIso(day), { hour, minute: 45 }, zone), zone)).toEqual(local);
      }
    }
  });

  it('given a UTC midnight, should give the previous evening in New York', () => {
    expect(instantToLocal(new Date('2027-01-01T00:00:00Z'), NEW_YORK)).toEqual({ year: 2026, month: 12, day: 31, hour: 19, minute: 0 });
  });
});

describe('isKnownTimeZone', () => {
  it('given IANA names, should accept known ones and refuse others', () => {
    expect(isKnownTimeZone(NEW_YORK)).toBe(true);
    expect(isKnownTimeZone(LONDON)).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
    expect(isKnownTimeZone('  ')).toBe(false);
  });
});
