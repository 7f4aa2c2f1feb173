/**
 * Wires the realtime refreshRequest event (spec 4) into the calendar's
 * caches. Lives in app/ because features do not import each other: the
 * calendar exposes an action atom, realtime the subscription.
 */
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { applyRefreshRequestAtom } from '../features/calendar/atoms';
import { subscribeRealtime } from '../features/realtime/socket';

export function CalendarRefresh() {
  const apply = useSetAtom(applyRefreshRequestAtom);
  useEffect(() => subscribeRealtime('refreshRequest', apply), [apply]);
  return null;
}
