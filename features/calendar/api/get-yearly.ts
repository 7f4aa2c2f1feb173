/** GET /appointment/get/yearly/{year}/{providerId} and the load of a year's dots into the year cache (spec 4). */
import { atom } from 'jotai';
import { z } from 'zod';
import { canLoadFor, hasErrorKey, yearKey, type YearEntry } from '../../../domain/calendar/cache';
import { yearlyResponse, type YearlyResponse } from '../../../domain/contract/calendar';
import { parseResponse, request } from '../../api/client';
import { yearCacheAtom } from '../atoms';

/** One yearly call; null when the answer carries an `error` key (spec 4: ignored). */
export async function getYearly(year: number, providerId: number, signal?: AbortSignal): Promise<YearlyResponse | null> {
  const raw: unknown = await request('get', `/appointment/get/yearly/${year}/${providerId}`, z.unknown(), { signal });
  if (hasErrorKey(raw)) return null;
  return parseResponse(yearlyResponse, raw);
}

let nextRequestId = 1;

/** Loads a year's dates with appointments unless cached or loading. Nothing for provider 0. */
export const loadYearAtom = atom(null, async (get, set, { providerId, year }: { providerId: number; year: number }) => {
  if (!canLoadFor(providerId) || !Number.isInteger(year) || year < 1900 || year > 2200) return;
  const key = yearKey(providerId, year);
  const current = get(yearCacheAtom).get(key);
  if (current && current.status !== 'failed') return;

  const requestId = nextRequestId++;
  const put = (entry: YearEntry) => {
    const cache = get(yearCacheAtom);
    if (cache.get(key)?.requestId !== requestId) return;
    set(yearCacheAtom, new Map(cache).set(key, entry));
  };
  set(yearCacheAtom, new Map(get(yearCacheAtom)).set(key, { status: 'loading', requestId, dates: current?.dates ?? [] }));

  try {
    const answer = await getYearly(year, providerId);
    put(answer ? { status: 'ready', requestId, dates: answer.appointments } : { status: 'failed', requestId, dates: [] });
  } catch (error) {
    console.warn('calendar year load failed', error);
    put({ status: 'failed', requestId, dates: [] });
  }
});
