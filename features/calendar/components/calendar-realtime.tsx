/**
 * Keeps the calendar's caches current (spec 4): a refreshRequest from the
 * socket and this tab's own 'appointments:changed' drop or update the days
 * they name; a contact renamed from an appointment drops the loaded weeks,
 * so every day shows the new name when next shown.
 */
import { useSetAtom } from 'jotai';
import { useRealtimeEvent } from '../../realtime';
import { applyRefreshRequestAtom, weekCacheAtom, yearCacheAtom } from '../atoms';

export function CalendarRealtime() {
  const apply = useSetAtom(applyRefreshRequestAtom);
  const setWeekCache = useSetAtom(weekCacheAtom);
  const setYearCache = useSetAtom(yearCacheAtom);
  useRealtimeEvent('refreshRequest', apply);
  useRealtimeEvent('appointments:changed', apply);
  useRealtimeEvent('appointments:contactRenamed', () => setWeekCache(new Map()));
  useRealtimeEvent('realtimeRejoined', () => {
    setWeekCache(new Map());
    setYearCache(new Map());
  });
  return null;
}
