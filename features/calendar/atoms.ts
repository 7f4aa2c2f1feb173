/**
 * The calendar's state (spec 2, 4): the selected day shared by the daily,
 * monthly and yearly views and the footer's 'Today', and the client caches
 * of weekly details and year dots. The loads live with their endpoints in
 * api/; refreshRequest lands here.
 */
import { atom } from 'jotai';
import { applyRefreshRequest, type WeekCache, type YearCache } from '../../domain/calendar/cache';
import type { RefreshRequestPayload } from '../../domain/contract/realtime';
import { todayDate, toIsoKey } from '../../ui/calendar/calendar-date';

/** The selected day as an ISO key 'YYYY-MM-DD'; starts on today. */
export const selectedDayAtom = atom<string>(toIsoKey(todayDate()));

/** The footer's 'Today': selects today (the caller then opens /daily). */
export const selectTodayAtom = atom(null, (_get, set) => {
  set(selectedDayAtom, toIsoKey(todayDate()));
});

/** Weekly details by weekKey(provider, day) (spec 4: once per week per provider). */
export const weekCacheAtom = atom<WeekCache>(new Map());

/** Year dots by yearKey(provider, year) (spec 4: once per provider and year). */
export const yearCacheAtom = atom<YearCache>(new Map());

/** A realtime refreshRequest: updates or removes the appointment, or drops the named dates' weeks and years. */
export const applyRefreshRequestAtom = atom(null, (get, set, payload: RefreshRequestPayload) => {
  const next = applyRefreshRequest({ weeks: get(weekCacheAtom), years: get(yearCacheAtom) }, payload);
  set(weekCacheAtom, next.weeks);
  set(yearCacheAtom, next.years);
});
