/**
 * What a waitlist entry would accept (issue 29): days of the week, time
 * windows, location kinds, a date range and the session length. Pure rules
 * shared by the waitlist screen and the server.
 *
 * Times are minutes of the day in the entry's IANA zone (the provider's or
 * the client's, as chosen when the entry was made): a window '09:00–12:00'
 * means that wall-clock range on any day, whatever the DST offset.
 */

/** Where a session can take place; an office, a video session or a phone call. */
export const LOCATION_KINDS = ['office', 'video', 'phone'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** 0 = Sunday … 6 = Saturday (Date.getDay, Intl's order in en-US). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MINUTES_PER_DAY = 1440;
export const LENGTH_MIN_MINUTES = 15;
export const LENGTH_MAX_MINUTES = 480;
export const DEFAULT_LENGTH_MINUTES = 50;
/** At most this many windows per entry (a morning, a lunch hour, an evening …). */
export const WINDOWS_MAX = 6;
export const PRIORITY_MIN = 0;
export const PRIORITY_MAX = 100;
/** New entries: ordinary priority; a higher number comes first, then the oldest. */
export const DEFAULT_PRIORITY = 0;

/** A wall-clock range on one day: [start_minute, end_minute), end after start, end ≤ 1440 (midnight). */
export interface TimeWindow {
  start_minute: number;
  end_minute: number;
}

export interface Wishes {
  days: Weekday[];
  windows: TimeWindow[];
  location_kinds: LocationKind[];
  /** 'YYYY-MM-DD' in the entry's zone, or null: from today. */
  earliest_date: string | null;
  /** 'YYYY-MM-DD' in the entry's zone, or null: no end. The entry expires after this day. */
  latest_date: string | null;
  length_minutes: number;
  /** IANA zone the days, windows and dates are read in. */
  timezone: string;
}

export const windowIsValid = (w: TimeWindow): boolean =>
  Number.isInteger(w.start_minute) &&
  Number.isInteger(w.end_minute) &&
  w.start_minute >= 0 &&
  w.end_minute <= MINUTES_PER_DAY &&
  w.start_minute < w.end_minute;

/** ISO dates compare as strings. */
export const datesInOrder = (earliest: string | null, latest: string | null): boolean =>
  earliest === null || latest === null || earliest <= latest;

/** Whether a window is long enough to hold a session of this length at all. */
export const windowFits = (w: TimeWindow, lengthMinutes: number): boolean => w.end_minute - w.start_minute >= lengthMinutes;

/** '09:00' for 540 (24-hour; the screens format with the reader's clock). */
export const minuteLabel = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Sorted, de-duplicated days (the stored form). */
export const normaliseDays = (days: readonly Weekday[]): Weekday[] => [...new Set(days)].sort((a, b) => a - b);
