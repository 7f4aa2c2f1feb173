/**
 * Does a freed slot fit a waitlist entry's wishes (issue 29)? Pure.
 *
 * The session offered starts at the slot's start and lasts the entry's
 * length (which must not exceed the slot). It fits when its place is one the
 * entry accepts and EVERY minute of it, read on the wall clock of the
 * entry's zone, falls on an accepted weekday, within the date range and
 * inside the union of the entry's windows. Reading minute by minute is the
 * definition (the property test checks exactly that, with Intl); this file
 * gets the same answer from at most four wall-clock ranges: the session
 * splits where the zone's offset changes (DST: at most once in 8 hours) and
 * at local midnight, and each piece is one contiguous run of wall minutes.
 */
import { tzOffset } from '@date-fns/tz';
import { instantToLocal } from '../appointments/local-time';
import type { LocationKind, TimeWindow, Wishes } from './wishes';
import { MINUTES_PER_DAY } from './wishes';

const MINUTE = 60_000;

export interface FreedSlot {
  start: Date;
  end: Date;
  locationKind: LocationKind;
}

/** A run of wall-clock minutes on one local day: minutes first..last inclusive. */
interface WallPiece {
  date: string;
  weekday: number;
  first: number;
  last: number;
}

const isoOf = (y: number, m: number, d: number): string => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Windows merged into disjoint sorted runs, so a session may span two touching windows (9–12 and 12–15). */
export function mergeWindows(windows: readonly TimeWindow[]): TimeWindow[] {
  const sorted = [...windows].sort((a, b) => a.start_minute - b.start_minute);
  const merged: TimeWindow[] = [];
  for (const w of sorted) {
    const last = merged.at(-1);
    if (last && w.start_minute <= last.end_minute) last.end_minute = Math.max(last.end_minute, w.end_minute);
    else merged.push({ ...w });
  }
  return merged;
}

/** The wall-clock pieces of [from, to) (instants, whole minutes) in `zone`, where the offset is constant. */
function piecesOfConstantOffset(from: number, to: number, zone: string): WallPiece[] {
  const pieces: WallPiece[] = [];
  let at = from;
  // Bounded: each pass ends at a local midnight or at `to`; a session is at most a day long.
  for (let guard = 0; at < to && guard < 4; guard += 1) {
    const local = instantToLocal(new Date(at), zone);
    const minuteOfDay = local.hour * 60 + local.minute;
    const untilMidnight = (MINUTES_PER_DAY - minuteOfDay) * MINUTE;
    const pieceEnd = Math.min(to, at + untilMidnight);
    const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
    pieces.push({
      date: isoOf(local.year, local.month, local.day),
      weekday,
      first: minuteOfDay,
      last: minuteOfDay + Math.round((pieceEnd - at) / MINUTE) - 1,
    });
    at = pieceEnd;
  }
  return pieces;
}

/** The first minute instant in (from, to) whose offset differs from `from`'s, or null (binary search over minutes). */
function offsetChangeWithin(from: number, to: number, zone: string): number | null {
  const first = tzOffset(zone, new Date(from));
  const lastMinute = to - MINUTE;
  if (lastMinute <= from || tzOffset(zone, new Date(lastMinute)) === first) return null;
  let lo = from; // offset === first
  let hi = lastMinute; // offset !== first
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / MINUTE / 2) * MINUTE;
    if (tzOffset(zone, new Date(mid)) === first) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The session's wall-clock pieces in `zone`. */
export function wallPieces(start: Date, minutes: number, zone: string): WallPiece[] {
  const from = start.getTime();
  const to = from + minutes * MINUTE;
  const change = offsetChangeWithin(from, to, zone);
  if (change === null) return piecesOfConstantOffset(from, to, zone);
  return [...piecesOfConstantOffset(from, change, zone), ...piecesOfConstantOffset(change, to, zone)];
}

const insideWindows = (merged: readonly TimeWindow[], first: number, last: number): boolean =>
  merged.some((w) => w.start_minute <= first && last < w.end_minute);

/** Why a slot does not fit (for logs and tests), or null when it fits. */
export type MisfitReason = 'place' | 'length' | 'day' | 'dates' | 'time';

export function misfit(wishes: Wishes, slot: FreedSlot): MisfitReason | null {
  if (!wishes.location_kinds.includes(slot.locationKind)) return 'place';
  const slotMinutes = Math.floor((slot.end.getTime() - slot.start.getTime()) / MINUTE);
  if (wishes.length_minutes > slotMinutes) return 'length';
  const merged = mergeWindows(wishes.windows);
  for (const p of wallPieces(slot.start, wishes.length_minutes, wishes.timezone)) {
    if (!(wishes.days as readonly number[]).includes(p.weekday)) return 'day';
    if ((wishes.earliest_date !== null && p.date < wishes.earliest_date) || (wishes.latest_date !== null && p.date > wishes.latest_date)) return 'dates';
    if (!insideWindows(merged, p.first, p.last)) return 'time';
  }
  return null;
}

export const slotFits = (wishes: Wishes, slot: FreedSlot): boolean => misfit(wishes, slot) === null;
