/**
 * When an IANA zone changes its UTC offset, read from the runtime's own time
 * zone data (Intl, through @date-fns/tz): what a calendar export's
 * VTIMEZONE describes. Built here rather than taken from a package of
 * VTIMEZONE texts, whose copied data goes stale when a country changes its
 * rules; this follows the same tz database that placed the occurrences
 * (local-time.ts), so the file and the calendar never disagree.
 */
import { tzName, tzOffset } from '@date-fns/tz';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** One change of offset: from `at` on, the zone is `offsetTo` minutes east of UTC (was `offsetFrom`). */
export interface ZoneTransition {
  at: Date;
  offsetFrom: number;
  offsetTo: number;
  /** The zone's short name after the change ('EDT', or 'GMT+5:30' where the locale has none). */
  name: string;
}

/** The offset in force at an instant, in minutes east of UTC. */
export const offsetAt = (timeZone: string, instant: Date): number => tzOffset(timeZone, instant);

/** The zone's short name at an instant. */
export const zoneNameAt = (timeZone: string, instant: Date): string => tzName(timeZone, instant, 'short');

/** The first minute in (from, to] with the offset `to` has, when exactly one change lies between them. */
function firstMinuteOf(timeZone: string, from: number, to: number): number {
  const target = offsetAt(timeZone, new Date(to));
  let lo = from;
  let hi = to;
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / MINUTE / 2) * MINUTE;
    if (offsetAt(timeZone, new Date(mid)) === target) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * Every offset change in [from, to), oldest first. Sampled a day apart, then
 * narrowed to the minute: no zone has changed its offset twice within a day.
 * Not @date-fns/tz's tzScan: it samples a month apart and narrows to the
 * hour, so it misses Morocco's two Ramadan changes when one month holds
 * both, and puts Lord Howe's half-hour change 30 minutes late.
 */
export function zoneTransitions(timeZone: string, from: Date, to: Date): ZoneTransition[] {
  const found: ZoneTransition[] = [];
  let t = from.getTime();
  let offset = offsetAt(timeZone, from);
  while (t < to.getTime()) {
    const next = Math.min(t + DAY, to.getTime());
    const nextOffset = offsetAt(timeZone, new Date(next));
    if (nextOffset !== offset) {
      const at = new Date(firstMinuteOf(timeZone, t, next));
      found.push({ at, offsetFrom: offset, offsetTo: nextOffset, name: zoneNameAt(timeZone, at) });
      offset = nextOffset;
    }
    t = next;
  }
  return found;
}

/**
 * Whether the wall-clock time of `instant` in the zone is one a fall-back
 * change shows twice (01:30 on New York's first November Sunday): such a
 * local time names two instants.
 */
export function isRepeatedWallTime(instant: Date, timeZone: string): boolean {
  const offset = offsetAt(timeZone, instant);
  const wall = instant.getTime() + offset * MINUTE;
  const others = new Set([offsetAt(timeZone, new Date(instant.getTime() - DAY)), offsetAt(timeZone, new Date(instant.getTime() + DAY))]);
  others.delete(offset);
  return [...others].some((other) => offsetAt(timeZone, new Date(wall - other * MINUTE)) === other);
}
