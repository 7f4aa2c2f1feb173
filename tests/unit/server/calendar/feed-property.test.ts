import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { occurrenceInstants } from '../../../../domain/appointments/occurrence-instants';
import { addDays, expandRepeat, isoOf, parseIso } from '../../../../domain/appointments/recurrence';
import { REPEAT } from '../../../../domain/codes';
import { buildFeed, feedWindowOf } from '../../../../server/calendar/feed';
import type { FeedRow, FeedSeries } from '../../../../server/repositories/calendar-feed-repository';
import { expandFeed } from '../../../api/calendar-feed/feed-reader';

/**
 * The feed's series writing (RRULE, EXDATE, RECURRENCE-ID overrides, moved
 * rows as their own events) against an independent reader: random daily,
 * weekly and monthly series in zones with and without DST, materialised as
 * the server does (expandRepeat + occurrenceInstants), some occurrences then
 * deleted, cancelled, moved in time or to the next day; ical.js must expand
 * the feed to exactly the live rows. Seeded.
 */
const NOW = new Date('2026-11-28T12:00:00Z');
const WINDOW = feedWindowOf(NOW);
const ZONES = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata', 'America/Santiago'] as const;
const OPTIONS = { publicUrl: 'https://meadow.example', secureVideoBaseUrl: undefined, personal: false, choice: { titleStyle: 'appointment' as const, showKind: true, includeJoinLink: false } };
const T0 = new Date('2026-01-01T00:00:00Z');

type Change = 'keep' | 'delete' | 'cancel' | 'later' | 'nextDay';

const seriesArb = fc.record({
  repeat: fc.constantFrom(REPEAT.daily, REPEAT.weekly, REPEAT.everyWeekday, REPEAT.everyOtherWeek, REPEAT.monthly),
  freq: fc.integer({ min: 1, max: 3 }),
  startOffset: fc.integer({ min: -120, max: 500 }),
  hour: fc.integer({ min: 6, max: 20 }),
  minute: fc.constantFrom(0, 15, 30, 45),
  length: fc.constantFrom(30, 50, 60, 90),
  zone: fc.constantFrom(...ZONES),
  count: fc.integer({ min: 2, max: 40 }),
  changes: fc.array(fc.constantFrom<Change>('keep', 'keep', 'keep', 'delete', 'cancel', 'later', 'nextDay'), { minLength: 40, maxLength: 40 }),
});

const pad = (n: number): string => String(n).padStart(2, '0');

type SeriesCase = typeof seriesArb extends fc.Arbitrary<infer T> ? T : never;

function materialise(s: SeriesCase) {
  const start = addDays(parseIso(WINDOW.from), 90 + s.startOffset);
  const rule = { repeat: s.repeat, repeat_by: 0, repeat_freq: s.freq, repeat_on: [] as number[] };
  const days = expandRepeat(rule, start, null, s.count);
  const endMinutes = s.hour * 60 + s.minute + s.length;
  const times = { start: { hour: s.hour, minute: s.minute }, end: { hour: Math.floor(endMinutes / 60), minute: endMinutes % 60 } };
  const series: FeedSeries = {
    id: 7,
    repeat: s.repeat,
    repeatBy: 0,
    repeatFreq: s.freq,
    repeatOn: '',
    startsFrom: isoOf(start),
    endOn: days[days.length - 1] ?? isoOf(start),
    occurrenceCount: s.count,
    startTime: `${pad(s.hour)}:${pad(s.minute)}:00`,
    endTime: `${pad(times.end.hour)}:${pad(times.end.minute)}:00`,
    timezone: s.zone,
    materialisedUntil: days[days.length - 1] ?? isoOf(start),
    createdAt: T0,
    updatedAt: T0,
  };
  const rows: FeedRow[] = days.map((day, i) => {
    const change = s.changes[i] ?? 'keep';
    const onDay = change === 'nextDay' ? addDays(parseIso(day), 1) : parseIso(day);
    const at = change === 'later' ? { start: { hour: times.start.hour + 2, minute: times.start.minute }, end: { hour: times.end.hour + 2, minute: times.end.minute } } : times;
    const { startsAt, endsAt } = occurrenceInstants(onDay, at, s.zone);
    return {
      id: 100 + i, providerId: 1, seriesId: 7, startsAt, endsAt, timezone: s.zone, appDate: isoOf(onDay), isAllDay: false, type: 1, isVideo: false, isConnect: false,
      connectcode: null, clientConnectcode: null, secureVideoSessionId: null, isCancelled: change === 'cancel', isDeleted: change === 'delete',
      officeLocationId: null, officeLine1: null, officeLine2: null, officeCity: null, officePostalCode: null, customLocation: 'Room 1',
      clientType: 'person', clientId: 5, othereventType: null, othereventId: null, contactFirstName: 'A', contactLastName: 'B', createdAt: T0, updatedAt: new Date(T0.getTime() + i * 1000),
    };
  });
  return { series, rows };
}

describe('a feed read back by ical.js (seeded property)', () => {
  it('given random series with deleted, cancelled and moved occurrences, should expand to exactly the live rows', () => {
    let ruled = 0;
    let overridden = 0;
    fc.assert(
      fc.property(seriesArb, (s) => {
        const { series, rows } = materialise(s);
        const inWindow = rows.filter((r) => r.appDate >= WINDOW.from && r.appDate <= WINDOW.to);
        const text = buildFeed(inWindow, [series], WINDOW, OPTIONS, T0).text;
        if (text.includes('RRULE:')) ruled++;
        if (text.includes('RECURRENCE-ID')) overridden++;
        const line = (start: Date | string, end: Date | string, cancelled: boolean) =>
          `${typeof start === 'string' ? start : start.toISOString()} ${typeof end === 'string' ? end : end.toISOString()} ${cancelled ? 'cancelled' : 'on'}`;
        const expected = inWindow.filter((r) => !r.isDeleted).map((r) => line(r.startsAt, r.endsAt, r.isCancelled)).sort();
        const from = new Date(`${isoOf(addDays(parseIso(WINDOW.from), -2))}T00:00:00Z`);
        const to = new Date(`${isoOf(addDays(parseIso(WINDOW.to), 2))}T00:00:00Z`);
        const got = expandFeed(text, from, to).map((o) => line(o.start, o.end, o.cancelled)).sort();
        expect(got).toEqual(expected);
      }),
      { seed: 2028, numRuns: 150 },
    );
    // The rule path, not only the one-event-per-row fall-back, carried most cases.
    expect(ruled).toBeGreaterThan(75);
    expect(overridden).toBeGreaterThan(30);
  });
});
