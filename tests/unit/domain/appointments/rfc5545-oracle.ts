/**
 * What a repeat choice should book, worked out without Meadow's code: ical.js
 * (an RFC 5545 engine Meadow does not run) expands the rule into floating
 * local date-times, and the Intl API places them in the zone. Used by the
 * recurrence property tests to compare occurrence by occurrence.
 *
 * Where Meadow means something else on purpose, it is mapped here:
 * - 'never' is materialised NEVER_ENDING_HORIZON_YEARS after the start (the
 *   extend-series job adds the rest later): UNTIL = start + 2 years, 29
 *   February becoming 28 February;
 * - an end date is inclusive: UNTIL = that day at 23:59:59;
 * - the length rule (issue 25) is the one stated difference: RFC 5545 gives
 *   every instance the exact duration of DTSTART-DTEND, Meadow keeps the
 *   length chosen and never ends before the wall-clock end chosen (a
 *   fall-back day keeps 01:30-02:30), and an all-day occurrence is its whole
 *   local day. Start instants follow RFC 5545 3.3.5 as Meadow's do;
 * - 'Ends after N occurrences' is COUNT=N (issue 26 item 5), which must be
 *   reached within MAX_SERIES_YEARS of the start, as an end date must be
 *   (icalCountDays gives them all; the test refuses what lies past). A start
 *   the rule does not fall on is not counted: ical.js and Meadow agree, and
 *   Meadow's series start on their first rule day, so an exported DTSTART is
 *   always an occurrence.
 */
import ICAL from 'ical.js';
import type { RepeatChoice } from '../../../../domain/appointments/repeat';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

export interface Day {
  year: number;
  month: number;
  day: number;
}
export interface Wall {
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset in minutes at an instant, read from Intl's own rendering of it. */
export function offsetAt(instant: number, zone: string): number {
  let f = formatters.get(zone);
  if (f === undefined) {
    const numeric = 'numeric' as const;
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: numeric, month: numeric, day: numeric, hour: numeric, minute: numeric });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  const local = Date.UTC(p['year']!, p['month']! - 1, p['day']!, p['hour']!, p['minute']!);
  return Math.round((local - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/**
 * The instant of a wall-clock time (as UTC milliseconds of the same digits)
 * by RFC 5545 3.3.5, from the transition itself: find the instant the offset
 * changes near it; a wall time in the gap takes the offset from before it,
 * one in the repeated hour the first (the earlier offset).
 */
export function wallToInstant(wall: number, zone: string): number {
  const before = offsetAt(wall - DAY, zone);
  const after = offsetAt(wall + DAY, zone);
  if (before === after) return wall - before * MINUTE;
  let lo = wall - DAY;
  let hi = wall + DAY;
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (offsetAt(mid, zone) === before) lo = mid;
    else hi = mid;
  }
  // The wall clock reads `jumpFrom` at the change under the old offset, `jumpTo` under the new.
  const jumpFrom = hi + before * MINUTE;
  const jumpTo = hi + after * MINUTE;
  const later = after > before ? wall >= jumpTo : wall >= jumpFrom;
  return wall - (later ? after : before) * MINUTE;
}

const wallOf = (d: Day, t: Wall): number => Date.UTC(d.year, d.month - 1, d.day, t.hour, t.minute);
const nextDay = (d: Day): Day => {
  const n = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return { year: n.getUTCFullYear(), month: n.getUTCMonth() + 1, day: n.getUTCDate() };
};
const weekdayOf = (d: Day): number => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();

/** The RRULE the spec's repeat option means (spec 3 "Repeat options"), or null for Never; weeks from Sunday. */
export function rruleOf(choice: RepeatChoice, start: Day): string | null {
  const n = choice.custom;
  const startDay = BYDAY[weekdayOf(start)]!;
  if (choice.innerOrOuter === 'outer') {
    return [null, 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'FREQ=WEEKLY;BYDAY=MO,WE,FR', 'FREQ=WEEKLY;BYDAY=TU,TH', `FREQ=WEEKLY;INTERVAL=2;BYDAY=${startDay};WKST=SU`][
      choice.selectedIndex
    ]!;
  }
  const ticked = BYDAY.filter((_, i) => choice.weeklyOn[i]);
  return [
    `FREQ=DAILY;INTERVAL=${n}`,
    `FREQ=WEEKLY;INTERVAL=${n};BYDAY=${(ticked.length > 0 ? ticked : [startDay]).join(',')};WKST=SU`,
    `FREQ=MONTHLY;INTERVAL=${n};BYMONTHDAY=${start.day}`,
    `FREQ=MONTHLY;INTERVAL=${n};BYDAY=${Math.ceil(start.day / 7)}${startDay}`,
    `FREQ=YEARLY;INTERVAL=${n};BYMONTH=${start.month};BYMONTHDAY=${start.day}`,
  ][choice.selectedIndex]!;
}

/** The last day a series may book: its end, or the horizon of 'never'. */
export function lastDayOf(start: Day, end: Day | null, horizonYears: number): Day {
  if (end !== null) return end;
  const year = start.year + horizonYears;
  const probe = new Date(Date.UTC(year, start.month - 1, start.day));
  return probe.getUTCMonth() + 1 === start.month ? { ...start, year } : { year, month: start.month, day: start.day - probe.getUTCDate() };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const iso = (d: Day) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/** The local days ical.js expands the rule to, from `start` through `last` (inclusive). */
export function icalDays(rrule: string, start: Day, last: Day, atMost: number): string[] {
  const until = `${pad(last.year, 4)}${pad(last.month)}${pad(last.day)}T235959`;
  const iterator = ICAL.Recur.fromString(`${rrule};UNTIL=${until}`).iterator(
    ICAL.Time.fromData({ year: start.year, month: start.month, day: start.day, hour: 12, minute: 0, second: 0, isDate: false }),
  );
  const days: string[] = [];
  for (let t = iterator.next(); t !== null && days.length < atMost; t = iterator.next()) days.push(iso({ year: t.year, month: t.month, day: t.day }));
  return days;
}

/** The local days ical.js expands the rule to with COUNT=`count` (no UNTIL). */
export function icalCountDays(rrule: string, start: Day, count: number): string[] {
  const iterator = ICAL.Recur.fromString(`${rrule};COUNT=${count}`).iterator(
    ICAL.Time.fromData({ year: start.year, month: start.month, day: start.day, hour: 12, minute: 0, second: 0, isDate: false }),
  );
  const days: string[] = [];
  for (let t = iterator.next(); t !== null; t = iterator.next()) days.push(iso({ year: t.year, month: t.month, day: t.day }));
  return days;
}

export interface Expected {
  appDate: string;
  startsAt: number;
  endsAt: number;
  /** Why the day has no room for the occurrence (refused when booked), or null. */
  misfit: 'missing-day' | 'past-day-end' | null;
}

/** Where the occurrence on `day` lies by the length rule above ('all-day', or start and end wall times). */
export function expectedOn(appDate: string, times: 'all-day' | { start: Wall; end: Wall }, zone: string): Expected {
  const [year, month, dayOfMonth] = appDate.split('-').map(Number) as [number, number, number];
  const day = { year, month, day: dayOfMonth };
  const next = wallToInstant(wallOf(nextDay(day), { hour: 0, minute: 0 }), zone);
  let startsAt: number;
  let endsAt: number;
  if (times === 'all-day') {
    startsAt = wallToInstant(wallOf(day, { hour: 0, minute: 0 }), zone);
    endsAt = next - MINUTE;
  } else {
    startsAt = wallToInstant(wallOf(day, times.start), zone);
    const length = wallOf(day, times.end) - wallOf(day, times.start);
    endsAt = Math.max(startsAt + length, wallToInstant(wallOf(day, times.end), zone));
  }
  const misfit = startsAt >= next ? 'missing-day' : endsAt >= next ? 'past-day-end' : null;
  return { appDate, startsAt, endsAt, misfit };
}
