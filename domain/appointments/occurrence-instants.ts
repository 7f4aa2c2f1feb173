/**
 * Where one occurrence lies in time: its local day, the wall-clock times the
 * user chose and its zone, to the instants stored (starts_at, ends_at). Every
 * path that writes an occurrence (add, edit, the extend-series job) comes
 * through here, so a DST change never gives two answers.
 *
 * The rule (issue 25): an occurrence keeps the length the user chose and
 * never ends before the wall-clock end chosen.
 * - A start skipped by a spring-forward change moves forward by the gap and
 *   its end moves with it: 02:30-03:15 in New York on 2027-03-14 is
 *   03:30-04:15, not 03:30-03:15 (which the database refused) or zero minutes.
 * - On a fall-back day the wall-clock times stay as chosen: 01:30-02:30 is
 *   01:30 (its first instance, see localToInstant) to 02:30, as the big
 *   calendars show it; that session is an hour longer in elapsed time.
 * - An all-day occurrence is the whole local day: from its first instant
 *   (01:00 on a day whose midnight is skipped, America/Santiago 2027-09-05)
 *   to the minute before the next day's first instant (23:59 on most days).
 */
import { minutesOfDay, type TwentyFourHourTime } from '../clock';
import type { AppointmentPayload } from '../contract/appointment';
import { localToInstant } from './local-time';
import { addDays, type IsoDay } from './recurrence';

const MINUTE = 60_000;

export interface WallTimes {
  start: TwentyFourHourTime;
  end: TwentyFourHourTime;
}

/** 'all-day', or the chosen start and end (start not after end, spec 5). */
export type OccurrenceTimes = WallTimes | 'all-day';

export interface Instants {
  startsAt: Date;
  endsAt: Date;
}

/** The times a payload chose. */
export const occurrenceTimesOf = (p: Pick<AppointmentPayload, 'is_all_day' | 'time'>): OccurrenceTimes =>
  p.is_all_day
    ? 'all-day'
    : {
        start: { hour: p.time.start_time.hr, minute: p.time.start_time.min },
        end: { hour: p.time.end_time.hr, minute: p.time.end_time.min },
      };

/** The first instant of a local day: its midnight, or the first instant after a gap that swallows it. */
const firstInstantOf = (day: IsoDay, timeZone: string): Date => localToInstant(day, { hour: 0, minute: 0 }, timeZone);

/** The instants of the occurrence on `day` (see the rule above). */
export function occurrenceInstants(day: IsoDay, times: OccurrenceTimes, timeZone: string): Instants {
  if (times === 'all-day') {
    return {
      startsAt: firstInstantOf(day, timeZone),
      endsAt: new Date(firstInstantOf(addDays(day, 1), timeZone).getTime() - MINUTE),
    };
  }
  const startsAt = localToInstant(day, times.start, timeZone);
  const chosenLength = (minutesOfDay(times.end) - minutesOfDay(times.start)) * MINUTE;
  const wallEnd = localToInstant(day, times.end, timeZone).getTime();
  return { startsAt, endsAt: new Date(Math.max(startsAt.getTime() + chosenLength, wallEnd)) };
}

/**
 * Why an occurrence cannot be booked on its day, or null when it can:
 * 'missing-day' when the zone skips the whole day (Pacific/Apia dropped
 * 2011-12-30), 'past-day-end' when keeping its length after a gap would carry
 * it into the next day (00:30-23:59 in Santiago on 2027-09-05): an
 * appointment stays within its day (spec 4, 9).
 */
export function misfitOf(day: IsoDay, { startsAt, endsAt }: Instants, timeZone: string): 'missing-day' | 'past-day-end' | null {
  const nextDay = firstInstantOf(addDays(day, 1), timeZone).getTime();
  if (startsAt.getTime() >= nextDay) return 'missing-day';
  if (endsAt.getTime() >= nextDay) return 'past-day-end';
  return null;
}
