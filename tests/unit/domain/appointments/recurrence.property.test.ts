import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEVER_ENDS, type AppointmentPayloadInput } from '../../../../domain/contract/appointment';
import { messages } from '../../../../domain/messages';
import { occurrenceOn } from '../../../../domain/appointments/occurrence-plan';
import { MAX_OCCURRENCES, MAX_SERIES_COUNT, MAX_SERIES_YEARS, NEVER_ENDING_HORIZON_YEARS } from '../../../../domain/appointments/recurrence';
import { NO_WEEKDAYS, type RepeatChoice, type WeeklyOn } from '../../../../domain/appointments/repeat';
import { appointmentRuleError, occurrenceDays } from '../../../../domain/appointments/rules';
import { date, info, payload, time } from './payload-fixture';
import { type Day, expectedOn, icalCountDays, icalDays, lastDayOf, offsetAt, rruleOf, type Wall } from './rfc5545-oracle';

/**
 * Issue 25 item 5: random repeat choices (every option the payload allows),
 * zones and starts near DST changes, booked by Meadow's domain code as the
 * add route books them (rule check, days, instants) and compared occurrence
 * by occurrence with ical.js plus Intl (rfc5545-oracle.ts, which also says
 * what is mapped on purpose). Seeded: the same 2,000 cases on every run.
 */
const ZONES = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'America/Santiago', 'Asia/Kolkata', 'Pacific/Chatham'] as const;
const DAY_MS = 86_400_000;
const RUNS = 2_000;
/** Fewer: the COUNT property adds about ten seconds to the run. */
const COUNT_RUNS = 400;

const dayOf = (ms: number): Day => {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/** The local days on which each zone changes its offset in 2027-2029, found with Intl (Kolkata has none). */
const TRANSITIONS: Record<string, number[]> = Object.fromEntries(
  ZONES.map((zone) => {
    const days: number[] = [];
    for (let noon = Date.UTC(2027, 0, 1, 12); noon < Date.UTC(2030, 0, 1); noon += DAY_MS) {
      if (offsetAt(noon, zone) !== offsetAt(noon + DAY_MS, zone)) days.push(noon - 12 * 3_600_000);
    }
    return [zone, days];
  }),
);

/** Wall times around the changes of these zones (00:00 and 23:xx Santiago, 01:00-03:00 Europe, America, Sydney, 02:45-03:45 Chatham). */
const NEAR_CHANGES: Wall[] = [
  [0, 0], [0, 15], [0, 30], [0, 59], [1, 0], [1, 30], [1, 59], [2, 0], [2, 15], [2, 30], [2, 45], [2, 50],
  [3, 0], [3, 30], [3, 45], [3, 50], [22, 30], [23, 0], [23, 30], [23, 58],
].map(([hour, minute]) => ({ hour: hour!, minute: minute! }));

const wallArb: fc.Arbitrary<Wall> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NEAR_CHANGES) },
  { weight: 1, arbitrary: fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) }) },
);

/** Start and end wall times, start before end on the same day (a zero-length choice is the user's own, not tested here). */
const timesArb = fc
  .tuple(wallArb, fc.integer({ min: 1, max: 240 }))
  .filter(([s]) => s.hour * 60 + s.minute < 23 * 60 + 59)
  .map(([start, length]) => {
    const end = Math.min(start.hour * 60 + start.minute + length, 23 * 60 + 59);
    return { start, end: { hour: Math.floor(end / 60), minute: end % 60 } };
  });

const choiceArb: fc.Arbitrary<RepeatChoice> = fc.oneof(
  fc.record({
    innerOrOuter: fc.constant('outer' as const),
    selectedIndex: fc.integer({ min: 0, max: 4 }),
    custom: fc.constant(1),
    weeklyOn: fc.constant(NO_WEEKDAYS),
  }),
  fc.record({
    innerOrOuter: fc.constant('inner' as const),
    selectedIndex: fc.integer({ min: 0, max: 4 }),
    custom: fc.integer({ min: 1, max: 4 }),
    weeklyOn: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()) as fc.Arbitrary<WeeklyOn>,
  }),
);

/** A start near one of the zone's changes, on day 29-31, on 29 February 2028, or anywhere in 2027-2029. */
const startArb = (zone: string): fc.Arbitrary<Day> => {
  const changes = TRANSITIONS[zone]!;
  const anywhere = fc.integer({ min: Date.UTC(2027, 0, 1), max: Date.UTC(2029, 11, 31) }).map((ms) => dayOf(ms - (ms % DAY_MS)));
  return fc.oneof(
    {
      weight: changes.length > 0 ? 6 : 0,
      arbitrary: fc.tuple(fc.integer({ min: 0, max: Math.max(0, changes.length - 1) }), fc.integer({ min: -35, max: 1 })).map(([i, shift]) =>
        dayOf((changes[i] ?? Date.UTC(2027, 0, 1)) + shift * DAY_MS),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: 2027, max: 2029 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 29, max: 31 }))
        .map(([year, month, day]) => dayOf(Date.UTC(year, month - 1, day)))
        .filter((d) => d.day >= 29),
    },
    { weight: 1, arbitrary: fc.constant({ year: 2028, month: 2, day: 29 }) },
    { weight: 1, arbitrary: anywhere },
  );
};

const caseArb = fc.constantFrom(...ZONES).chain((zone) =>
  fc.record({
    zone: fc.constant(zone),
    choice: choiceArb,
    start: startArb(zone),
    // One case in seven all day.
    allDay: fc.integer({ min: 0, max: 6 }).map((n) => n === 0),
    times: timesArb,
    // null: never; else the end this many days after the start (0: the start day only).
    endAfter: fc.option(fc.integer({ min: 0, max: 240 }), { freq: 8 }),
  }),
);

type Case = {
  zone: string;
  choice: RepeatChoice;
  start: Day;
  allDay: boolean;
  times: { start: Wall; end: Wall };
  endAfter: number | null;
  /** 'Ends after N occurrences' (issue 26 item 5): endAfter is then unused. */
  count?: number;
};

/**
 * The same cases ending after a count instead: mostly 1-120, some up to the
 * cap (a weekly or yearly one then lies past five years and is refused).
 */
const countCaseArb = fc.tuple(
  caseArb,
  fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max: 120 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: MAX_SERIES_COUNT }) }),
).map(([c, count]): Case => ({ ...c, count }));

const payloadDate = (d: Day) => date(d.year, d.month, d.day);
const endOf = (c: Case): Day | null => (c.endAfter === null ? null : dayOf(Date.UTC(c.start.year, c.start.month - 1, c.start.day) + c.endAfter * DAY_MS));
const isoOf = (d: Day) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

const payloadOf = (c: Case): ReturnType<typeof payload> => {
  const end = endOf(c);
  const over: Partial<AppointmentPayloadInput> = {
    date: payloadDate(c.start),
    is_all_day: c.allDay,
    time: { start_time: time(c.times.start.hour, c.times.start.minute), end_time: time(c.times.end.hour, c.times.end.minute) },
    repeat:
      c.count === undefined
        ? { info: info(c.choice), startDate: payloadDate(c.start), endDate: end === null ? NEVER_ENDS : payloadDate(end) }
        : { info: info(c.choice), startDate: payloadDate(c.start), endDate: NEVER_ENDS, count: c.count },
  };
  return payload(over);
};

const stats = { cases: 0, occurrences: 0, refused: 0, dstDays: 0, counted: 0, countOutOfReach: 0 };

/** The days the oracle books, and whether a count lies past MAX_SERIES_YEARS (refused). */
function expectedDaysOf(c: Case, rrule: string | null): { days: string[]; outOfReach: boolean } {
  if (rrule === null) return { days: [isoOf(c.start)], outOfReach: false };
  if (c.count === undefined) {
    return { days: icalDays(rrule, c.start, lastDayOf(c.start, endOf(c), NEVER_ENDING_HORIZON_YEARS), MAX_OCCURRENCES), outOfReach: false };
  }
  const all = icalCountDays(rrule, c.start, c.count);
  const last = isoOf(lastDayOf(c.start, null, MAX_SERIES_YEARS));
  return { days: all, outOfReach: all.length < c.count || all.some((d) => d > last) };
}

/**
 * Books the case as the add route does (rule check, then days and instants)
 * and checks it against the oracle: the same refusal ('incorrect repeat
 * dates' for a rule with no day in its range, 'incorrect date' / 'incorrect
 * time' for a day a change leaves no room on), else the same days and
 * instants, every occurrence longer than zero.
 */
function check(c: Case): void {
  stats.cases += 1;
  const p = payloadOf(c);
  const rrule = rruleOf(c.choice, c.start);
  const { days: expectedDays, outOfReach } = expectedDaysOf(c, rrule);
  if (c.count !== undefined && rrule !== null) stats.counted += 1;
  const times = c.allDay ? ('all-day' as const) : c.times;
  const expected = expectedDays.map((d) => expectedOn(d, times, c.zone));

  const refusal = appointmentRuleError(p, { now: new Date(0), timezone: c.zone });
  const misfit = expected.find((e) => e.misfit !== null)?.misfit ?? null;
  if (outOfReach) {
    stats.countOutOfReach += 1;
    expect(refusal).toBe(messages.incorrectRepeatDates);
    return;
  }
  const expectedRefusal =
    expected.length === 0 ? messages.incorrectRepeatDates : misfit === 'missing-day' ? messages.incorrectDate : misfit === 'past-day-end' ? messages.incorrectTime : null;
  expect(refusal).toBe(expectedRefusal);
  if (refusal !== null) {
    stats.refused += 1;
    return;
  }

  const got = occurrenceDays(p).map((d) => occurrenceOn(d, p, c.zone));
  expect(got.map((o) => o.appDate)).toEqual(expectedDays);
  expect(got.map((o) => [o.appDate, o.startsAt.toISOString(), o.endsAt.toISOString()])).toEqual(
    expected.map((e) => [e.appDate, new Date(e.startsAt).toISOString(), new Date(e.endsAt).toISOString()]),
  );
  for (const o of got) {
    expect(o.endsAt.getTime()).toBeGreaterThan(o.startsAt.getTime());
    if (offsetAt(o.startsAt.getTime() - DAY_MS, c.zone) !== offsetAt(o.startsAt.getTime() + DAY_MS, c.zone)) stats.dstDays += 1;
  }
  stats.occurrences += got.length;
}

describe('recurrence against RFC 5545 (ical.js + Intl)', () => {
  it(
    `given ${RUNS} random repeat choices, zones and starts near DST changes, should book the days and instants an independent engine gives, none of zero or negative length`,
    () => {
      fc.assert(
        fc.property(caseArb, check),
        { seed: 25_2027, numRuns: RUNS },
      );
      // The run covers what it claims: occurrences by the thousand, hundreds on DST days, refusals rare.
      expect(stats.cases).toBe(RUNS);
      expect(stats.occurrences).toBeGreaterThan(50_000);
      expect(stats.dstDays).toBeGreaterThan(500);
      console.info(`recurrence property: ${JSON.stringify(stats)}`);
    },
    120_000,
  );

  it(
    `given ${COUNT_RUNS} of those cases ending after a count (COUNT), should book exactly the days ical.js gives, and refuse a count out of five years' reach`,
    () => {
      const before = { ...stats };
      fc.assert(fc.property(countCaseArb, check), { seed: 26_2027, numRuns: COUNT_RUNS });
      // Counted rules by the hundred, some out of reach, and DST days among them.
      expect(stats.counted - before.counted).toBeGreaterThan(COUNT_RUNS * 0.6);
      expect(stats.countOutOfReach - before.countOutOfReach).toBeGreaterThan(5);
      expect(stats.dstDays - before.dstDays).toBeGreaterThan(50);
      console.info(`recurrence property with COUNT: ${JSON.stringify(stats)}`);
    },
    120_000,
  );
});
