/**
 * 'Book by hand' (issue 29): what the dialog's fields hold and the body of
 * POST waitlist/book. Day and start are in the entry's zone (the server
 * reads them there); the first guess is the first day from today that the
 * entry would accept, at the start of its first time window, for its own
 * length and its first place. Checked with the server's words before the
 * round trip.
 */
import type { WaitlistBookInput, WaitlistEntry } from '../../domain/contract/waitlist';
import { messages } from '../../domain/messages';
import { formatClock, zonedParts, type HourCycle } from '../../domain/time-style';
import { LENGTH_MAX_MINUTES, LENGTH_MIN_MINUTES, LOCATION_KINDS, MINUTES_PER_DAY, type LocationKind } from '../../domain/waitlist/wishes';

/** Minutes between the start choices: a 50-minute session may start at :50. */
export const START_STEP_MINUTES = 5;
/** How far ahead the first guess looks for a day the entry accepts. */
const LOOK_AHEAD_DAYS = 14;
/** The session lengths offered; an entry's own length joins them. */
const LENGTHS = [15, 30, 45, 50, 60, 75, 90, 120, 180, 240] as const;

export interface BookDraft {
  /** 'YYYY-MM-DD' in the entry's zone. */
  date: string;
  /** Minutes of the day in the entry's zone, as the select's value. */
  start: string;
  /** Minutes, as the select's value. */
  length: string;
  where: LocationKind;
}

export type BookField = 'date' | 'start' | 'length' | 'where';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day `n` days after an ISO day (calendar arithmetic, no zone). */
export function addDays(isoDay: string, n: number): string {
  const [, y, m, d] = ISO_DAY.exec(isoDay)!.map(Number) as [number, number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

const weekdayOf = (isoDay: string): number => new Date(`${isoDay}T00:00:00Z`).getUTCDay();
const roundUp = (minute: number): number => Math.ceil(minute / START_STEP_MINUTES) * START_STEP_MINUTES;

/** The places the entry accepts, in the usual order (office, video, phone); all three if it names none. */
export function placesOf(entry: Pick<WaitlistEntry, 'wishes'>): LocationKind[] {
  const accepted = LOCATION_KINDS.filter((k) => entry.wishes.location_kinds.includes(k));
  return accepted.length > 0 ? accepted : [...LOCATION_KINDS];
}

/**
 * The first guess: from today (in the entry's zone), not before its
 * earliest date, the first day of the week it accepts whose first window
 * (rounded up to the step) still lies ahead; else today's date at that start,
 * for the front desk to change.
 */
export function bookDraftOf(entry: Pick<WaitlistEntry, 'wishes'>, now: Date): BookDraft {
  const { wishes } = entry;
  const here = zonedParts(now, wishes.timezone);
  const nowMinute = here.hour * 60 + here.minute;
  const first = [...wishes.windows].sort((a, b) => a.start_minute - b.start_minute)[0];
  const start = Math.min(roundUp(first?.start_minute ?? 9 * 60), MINUTES_PER_DAY - START_STEP_MINUTES);
  const from = wishes.earliest_date !== null && wishes.earliest_date > here.day ? wishes.earliest_date : here.day;
  let date = from;
  for (let ahead = 0; ahead < LOOK_AHEAD_DAYS; ahead++) {
    const day = addDays(from, ahead);
    if (wishes.latest_date !== null && day > wishes.latest_date) break;
    if (!(wishes.days as readonly number[]).includes(weekdayOf(day))) continue;
    if (day === here.day && start <= nowMinute) continue;
    date = day;
    break;
  }
  return { date, start: String(start), length: String(wishes.length_minutes), where: placesOf(entry)[0]! };
}

export type BookCheck = { ok: true; body: WaitlistBookInput } | { ok: false; field: BookField; message: string };

const isRealDay = (d: string): boolean => ISO_DAY.test(d) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

/** The body the draft stands for, or the first field that is wrong and why (the server's words). */
export function checkBookDraft(d: BookDraft): BookCheck {
  if (!isRealDay(d.date)) return { ok: false, field: 'date', message: messages.incorrectDate };
  const start = Number(d.start);
  if (d.start === '' || !Number.isInteger(start) || start < 0 || start >= MINUTES_PER_DAY) return { ok: false, field: 'start', message: messages.incorrectTime };
  const length = Number(d.length);
  if (d.length === '' || !Number.isInteger(length) || length < LENGTH_MIN_MINUTES || length > LENGTH_MAX_MINUTES) {
    return { ok: false, field: 'length', message: messages.waitlistLengthInvalid };
  }
  if (!(LOCATION_KINDS as readonly string[]).includes(d.where)) return { ok: false, field: 'where', message: messages.waitlistLocationInvalid };
  return { ok: true, body: { date: d.date, start_minute: start, length_minutes: length, location_kind: d.where } };
}

/** The start choices in the reader's clock, every step of the day, plus `current` if it is off the step. */
export function startChoices(hourCycle: HourCycle, current?: number): { value: string; label: string }[] {
  const minutes: number[] = [];
  for (let m = 0; m < MINUTES_PER_DAY; m += START_STEP_MINUTES) minutes.push(m);
  if (current !== undefined && Number.isInteger(current) && current >= 0 && current < MINUTES_PER_DAY && current % START_STEP_MINUTES !== 0) {
    minutes.push(current);
    minutes.sort((a, b) => a - b);
  }
  return minutes.map((m) => ({ value: String(m), label: formatClock(m, hourCycle) }));
}

/** The usual session lengths with `current` among them, shortest first. */
export function lengthChoices(current: number): number[] {
  const all: number[] = [...LENGTHS];
  return all.includes(current) ? all : [...all, current].sort((a, b) => a - b);
}
