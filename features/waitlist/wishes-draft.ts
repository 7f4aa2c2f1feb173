/**
 * The wishes form's state (issue 29): what the fields hold, as strings where
 * an input does, and the check the server also makes, answered with its own
 * words (messages.waitlist*) so a mistake is named before a round trip.
 */
import type { WaitlistWishes } from '../../domain/contract/waitlist';
import { messages } from '../../domain/messages';
import {
  datesInOrder,
  DEFAULT_LENGTH_MINUTES,
  LENGTH_MAX_MINUTES,
  LENGTH_MIN_MINUTES,
  windowIsValid,
  type LocationKind,
  type TimeWindow,
  type Weekday,
  type Wishes,
  WEEKDAYS,
} from '../../domain/waitlist/wishes';

const isWeekday = (d: number): d is Weekday => (WEEKDAYS as readonly number[]).includes(d);
/** Sorted, de-duplicated weekdays (the stored form). */
const sortedDays = (days: readonly number[]): Weekday[] => [...new Set(days)].filter(isWeekday).sort((a, b) => a - b);

export interface WishesDraft {
  days: Weekday[];
  /** Minutes of the day as the selects' values ('540'). */
  windows: { start: string; end: string }[];
  kinds: LocationKind[];
  /** 'YYYY-MM-DD' or ''. */
  earliest: string;
  latest: string;
  /** Minutes, as the select's value. */
  length: string;
}

/** A new entry: weekdays, 8 AM to 6 PM, any place, the usual session (the server wants at least one window). */
export const emptyDraft = (): WishesDraft => ({
  days: [1, 2, 3, 4, 5],
  windows: [{ start: '480', end: '1080' }],
  kinds: ['office', 'video', 'phone'],
  earliest: '',
  latest: '',
  length: String(DEFAULT_LENGTH_MINUTES),
});

export const draftOf = (w: Pick<Wishes, 'days' | 'windows' | 'location_kinds' | 'earliest_date' | 'latest_date' | 'length_minutes'>): WishesDraft => ({
  days: sortedDays(w.days),
  windows: w.windows.map((x) => ({ start: String(x.start_minute), end: String(x.end_minute) })),
  kinds: [...w.location_kinds],
  earliest: w.earliest_date ?? '',
  latest: w.latest_date ?? '',
  length: String(w.length_minutes),
});

export type DraftField = 'days' | 'windows' | 'kinds' | 'dates' | 'length';

export type DraftCheck =
  | { ok: true; wishes: Omit<WaitlistWishes, 'timezone'> }
  | { ok: false; field: DraftField; message: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The wishes the draft stands for, or the first field that is wrong and why (the server's words). */
export function checkDraft(d: WishesDraft): DraftCheck {
  if (d.days.length === 0) return { ok: false, field: 'days', message: messages.waitlistDaysInvalid };
  const windows: TimeWindow[] = d.windows.map((w) => ({ start_minute: Number(w.start), end_minute: Number(w.end) }));
  if (windows.length === 0 || !windows.every(windowIsValid)) return { ok: false, field: 'windows', message: messages.waitlistWindowInvalid };
  if (d.kinds.length === 0) return { ok: false, field: 'kinds', message: messages.waitlistLocationInvalid };
  const earliest = d.earliest === '' ? null : d.earliest;
  const latest = d.latest === '' ? null : d.latest;
  if ((earliest !== null && !ISO_DAY.test(earliest)) || (latest !== null && !ISO_DAY.test(latest)) || !datesInOrder(earliest, latest)) {
    return { ok: false, field: 'dates', message: messages.waitlistDatesInvalid };
  }
  const length = Number(d.length);
  if (!Number.isInteger(length) || length < LENGTH_MIN_MINUTES || length > LENGTH_MAX_MINUTES) {
    return { ok: false, field: 'length', message: messages.waitlistLengthInvalid };
  }
  return {
    ok: true,
    wishes: { days: sortedDays(d.days), windows, location_kinds: d.kinds, earliest_date: earliest, latest_date: latest, length_minutes: length },
  };
}
