/**
 * The daily timeline's reading of an appointment (spec 3): where it sits in
 * the day (minutes on its own clock, as the list shows it), its location
 * kind, and the address that books a new one at a tapped time.
 */
import { APPOINTMENT_TYPE, type AppointmentType } from '../codes';
import { formatTwentyFourHour, minutesOfDay, toTwentyFourHour } from '../clock';
import { paths } from '../routes';
import type { SummaryFields } from './summary';

export const LOCATION_KINDS = ['office', 'video', 'phone', 'other'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

const kinds: Record<AppointmentType, LocationKind> = {
  [APPOINTMENT_TYPE.office]: 'office',
  [APPOINTMENT_TYPE.video]: 'video',
  [APPOINTMENT_TYPE.phone]: 'phone',
  [APPOINTMENT_TYPE.other]: 'other',
};

/** Spec 9's type codes 1-4 as a kind: office, video, phone or other. */
export const locationKind = (type: AppointmentType): LocationKind => kinds[type];

const MINUTES_PER_DAY = 24 * 60;

/**
 * Start and end in minutes since midnight, or null for an all-day one. An end
 * at or before the start (a bad record) keeps a quarter of an hour, so the
 * appointment still shows.
 */
export function timelineSpan(a: SummaryFields): { start: number; end: number } | null {
  if (a.is_all_day === 1) return null;
  const start = minutesOfDay(toTwentyFourHour({ hh: a.app_start_hh, mm: a.app_start_mm, tt: a.app_start_tt }));
  const end = minutesOfDay(toTwentyFourHour({ hh: a.app_end_hh, mm: a.app_end_mm, tt: a.app_end_tt }));
  return { start, end: end > start ? end : Math.min(start + 15, MINUTES_PER_DAY) };
}

/**
 * '/add?date=2026-11-24&start=09:30' (or without start): the add form, opened
 * on a tapped day and time; with `providerId` ('&provider=7') for that
 * provider, as the team view's lanes book (issue 27 item 5).
 */
export function bookingHref(isoDay: string, minutes?: number, providerId?: number): string {
  // The values are digits, '-' and ':', all legal in a query: written as is, the address reads as it is typed.
  const provider = providerId === undefined ? '' : `&provider=${providerId}`;
  if (minutes === undefined) return `${paths.add}?date=${isoDay}${provider}`;
  const clamped = Math.max(0, Math.min(MINUTES_PER_DAY - 1, Math.round(minutes)));
  const start = formatTwentyFourHour({ hour: Math.floor(clamped / 60), minute: clamped % 60 });
  return `${paths.add}?date=${isoDay}&start=${start}${provider}`;
}
