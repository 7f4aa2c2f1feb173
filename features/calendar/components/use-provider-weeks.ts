/**
 * Several providers' weeks at once (the team view, issue 27 item 5): the
 * week containing `day` for each provider, through the same cache and load
 * as useWeek, so a refreshRequest for any of them (which drops its entry)
 * loads that one again, and what the daily view cached is not fetched twice.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { weekKey, type WeekEntry } from '../../../domain/calendar/cache';
import { weekRange } from '../../../domain/calendar/days';
import { loadWeekAtom } from '../api/get-daily';
import { weekCacheAtom } from '../atoms';

/** Each provider's cached week containing `day` (undefined until it starts loading), by provider id. */
export function useProviderWeeks(providerIds: readonly number[], day: string): ReadonlyMap<number, WeekEntry | undefined> {
  const cache = useAtomValue(weekCacheAtom);
  const load = useSetAtom(loadWeekAtom);
  const sunday = weekRange(day).start;
  const keys = providerIds.map((id) => weekKey(id, sunday));
  // Which entries exist: a dropped one (refreshRequest) changes it and loads again.
  const presence = keys.map((key) => (cache.has(key) ? '1' : '0')).join('');
  const ids = providerIds.join(',');
  useEffect(() => {
    // Skipped inside the load when cached or loading; a failed week is tried again on entry.
    for (const providerId of ids.split(',').map(Number)) void load({ providerId, day: sunday });
  }, [ids, sunday, presence, load]);
  return useMemo(
    () => new Map(providerIds.map((id) => [id, cache.get(weekKey(id, sunday))])),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ids, sunday, cache],
  );
}
