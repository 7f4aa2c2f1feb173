/**
 * GET /appointment/get/daily/{startDay}/{startMonth}/{startYear}/{endDay}/{endMonth}/{endYear}/{providerId}
 * and the load of one Sunday-Saturday week into the week cache (spec 4).
 */
import { atom } from 'jotai';
import { z } from 'zod';
import { canLoadFor, hasErrorKey, weekKey, type WeekEntry } from '../../../domain/calendar/cache';
import { parseIsoDay, weekRange } from '../../../domain/calendar/days';
import { CALENDAR_FIELD_SET, dailyCalendarResponse, type DailyCalendarResponse } from '../../../domain/contract/calendar';
import { parseResponse, request } from '../../api/client';
import { weekCacheAtom } from '../atoms';

function dailyPath(start: string, end: string, providerId: number): string {
  const s = parseIsoDay(start)!;
  const e = parseIsoDay(end)!;
  // Only the fields the calendar shows (the detail screen reads the whole appointment from get/id).
  return `/appointment/get/daily/${s.day}/${s.month}/${s.year}/${e.day}/${e.month}/${e.year}/${providerId}?fields=${CALENDAR_FIELD_SET}`;
}

/** One daily call, the calendar's field set; null when the answer carries an `error` key (spec 4: ignored). */
export async function getDaily(start: string, end: string, providerId: number, signal?: AbortSignal): Promise<DailyCalendarResponse | null> {
  const raw: unknown = await request('get', dailyPath(start, end, providerId), z.unknown(), { signal });
  if (hasErrorKey(raw)) return null;
  return parseResponse(dailyCalendarResponse, raw);
}

let nextRequestId = 1;

const emptyWeek = (status: WeekEntry['status'], requestId: number): WeekEntry => ({
  status,
  requestId,
  appointments: [],
  clientNameFormat: 1,
  clientNameOrder: 1,
});

/**
 * Loads the week containing `day` for the provider unless it is cached or
 * loading (a failed load is tried again on the next call). Nothing for provider 0.
 */
export const loadWeekAtom = atom(null, async (get, set, { providerId, day }: { providerId: number; day: string }) => {
  if (!canLoadFor(providerId)) return;
  const key = weekKey(providerId, day);
  const current = get(weekCacheAtom).get(key);
  if (current && current.status !== 'failed') return;

  const requestId = nextRequestId++;
  const put = (entry: WeekEntry) => {
    // Only the load that owns the entry may write it: a refreshRequest may have dropped it meanwhile.
    const cache = get(weekCacheAtom);
    if (cache.get(key)?.requestId !== requestId) return;
    set(weekCacheAtom, new Map(cache).set(key, entry));
  };
  set(weekCacheAtom, new Map(get(weekCacheAtom)).set(key, { ...(current ?? emptyWeek('loading', requestId)), status: 'loading', requestId }));

  const { start, end } = weekRange(day);
  try {
    const answer = await getDaily(start, end, providerId);
    if (!answer) {
      put(emptyWeek('failed', requestId));
      return;
    }
    put({
      status: 'ready',
      requestId,
      appointments: answer.appointments,
      clientNameFormat: answer.client_name_format,
      clientNameOrder: answer.client_name_order,
    });
  } catch (error) {
    // The client already turned a 401 into logout; other failures leave the week to be tried again.
    console.warn('calendar week load failed', error);
    put(emptyWeek('failed', requestId));
  }
});
