/**
 * The views' reads of the caches. Each hook starts the load its view needs
 * on entry, when the provider or period changes, and when a refreshRequest
 * drops the entry (spec 4); cached data is not fetched again.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { markedDays, weekKey, yearKey, type WeekEntry, type YearEntry } from '../../../domain/calendar/cache';
import { weekRange } from '../../../domain/calendar/days';
import { selectedProviderIdAtom } from '../../session/atoms';
import { loadWeekAtom } from '../api/get-daily';
import { loadYearAtom } from '../api/get-yearly';
import { weekCacheAtom, yearCacheAtom } from '../atoms';

/** The cached week that contains `day` for the selected provider (undefined until it starts loading). */
export function useWeek(day: string): WeekEntry | undefined {
  const providerId = useAtomValue(selectedProviderIdAtom);
  const cache = useAtomValue(weekCacheAtom);
  const load = useSetAtom(loadWeekAtom);
  const sunday = weekRange(day).start;
  const present = cache.has(weekKey(providerId, sunday));
  useEffect(() => {
    // Skipped inside the load when cached or loading; a failed week is tried again on entry.
    void load({ providerId, day: sunday });
  }, [providerId, sunday, present, load]);
  return cache.get(weekKey(providerId, sunday));
}

/** The cached year for the selected provider (undefined until it starts loading). */
export function useYear(year: number): YearEntry | undefined {
  const providerId = useAtomValue(selectedProviderIdAtom);
  const cache = useAtomValue(yearCacheAtom);
  const load = useSetAtom(loadYearAtom);
  const entry = cache.get(yearKey(providerId, year));
  const present = entry !== undefined;
  useEffect(() => {
    void load({ providerId, year });
  }, [providerId, year, present, load]);
  return entry;
}

/** Dot dates of the selected provider from every cached week and year. */
export function useMarkedDays(): ReadonlySet<string> {
  const providerId = useAtomValue(selectedProviderIdAtom);
  const weeks = useAtomValue(weekCacheAtom);
  const years = useAtomValue(yearCacheAtom);
  return useMemo(() => markedDays(providerId, weeks, years), [providerId, weeks, years]);
}
