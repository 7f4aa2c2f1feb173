/**
 * The portal home's one read: GET appointment/get/daily/… (spec 7) over the
 * longest range the call allows (DAILY_RANGE_MAX_DAYS), from yesterday in
 * the viewer's zone, so an appointment already under way, or one whose
 * local day is behind the viewer's, is still found. In the calendar's field
 * set (`?fields=calendar`), which holds each appointment's `timezone` and the
 * Join button's `is_video`/`is_connect`. The server answers a portal user
 * only their own appointments.
 */
import { z } from 'zod';
import { hasErrorKey } from '../../../domain/calendar/cache';
import { addIsoDays, parseIsoDay } from '../../../domain/calendar/days';
import { CALENDAR_FIELD_SET, DAILY_RANGE_MAX_DAYS, dailyCalendarResponse, type DailyCalendarResponse } from '../../../domain/contract/calendar';
import { parseResponse, request } from '../../api/client';

/** The first and last day asked for, both included, from the viewer's today. */
export function upcomingRange(today: string): { start: string; end: string } {
  const start = addIsoDays(today, -1);
  return { start, end: addIsoDays(start, DAILY_RANGE_MAX_DAYS - 1) };
}

/** One daily call; null when the answer carries an `error` key (spec 4: ignored). */
export async function getUpcoming(today: string, providerId: number, signal?: AbortSignal): Promise<DailyCalendarResponse | null> {
  const { start, end } = upcomingRange(today);
  const s = parseIsoDay(start)!;
  const e = parseIsoDay(end)!;
  const raw: unknown = await request('get', `/appointment/get/daily/${s.day}/${s.month}/${s.year}/${e.day}/${e.month}/${e.year}/${providerId}?fields=${CALENDAR_FIELD_SET}`, z.unknown(), { signal });
  if (hasErrorKey(raw)) return null;
  return parseResponse(dailyCalendarResponse, raw);
}
