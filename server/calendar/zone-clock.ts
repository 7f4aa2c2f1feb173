/**
 * A zone's offsets for a calendar feed's thousands of instants: its offset
 * changes read once per zone (zone-transitions.ts, the same tz data as
 * everywhere) for a span around today, then each instant's offset is a
 * search of that short list instead of an Intl call. Outside the span, or
 * for a zone the runtime does not know, the answer is null and the caller
 * asks Intl as before.
 */
import { offsetAt, zoneTransitions, type ZoneTransition } from '../../domain/calendar/zone-transitions';

const MINUTE = 60_000;
const YEAR = 366 * 24 * 60 * MINUTE;

interface Clock {
  from: number;
  to: number;
  initial: number;
  changes: readonly ZoneTransition[];
}

const clocks = new Map<string, Clock | null>();
const CLOCKS_MAX = 200;

function clockOf(timeZone: string, instant: number): Clock | null {
  let clock = clocks.get(timeZone);
  if (clock === undefined || (clock !== null && (instant < clock.from || instant >= clock.to))) {
    // Three years back and four ahead of the instant asked first: a feed's window and its VTIMEZONE's.
    const from = instant - 3 * YEAR;
    const to = instant + 4 * YEAR;
    try {
      clock = { from, to, initial: offsetAt(timeZone, new Date(from)), changes: zoneTransitions(timeZone, new Date(from), new Date(to)) };
    } catch {
      clock = null;
    }
    if (clocks.size >= CLOCKS_MAX) clocks.clear();
    clocks.set(timeZone, clock);
  }
  return clock !== null && instant >= clock.from && instant < clock.to ? clock : null;
}

/** The offset (minutes east of UTC) in force at the instant, or null when not known here. */
export function fastOffset(timeZone: string, instant: Date): number | null {
  const t = instant.getTime();
  const clock = clockOf(timeZone, t);
  if (clock === null) return null;
  let offset = clock.initial;
  for (const change of clock.changes) {
    if (change.at.getTime() > t) break;
    offset = change.offsetTo;
  }
  return offset;
}

/** Whether the instant's wall time is one a fall-back change shows twice, or null when not known here. */
export function fastRepeated(timeZone: string, instant: Date): boolean | null {
  const t = instant.getTime();
  const clock = clockOf(timeZone, t);
  if (clock === null) return null;
  return clock.changes.some((c) => {
    const overlap = (c.offsetFrom - c.offsetTo) * MINUTE;
    return overlap > 0 && t >= c.at.getTime() - overlap && t < c.at.getTime() + overlap;
  });
}
