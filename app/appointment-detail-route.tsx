/**
 * Mounts the appointment detail screen (spec 2) and wires what a feature may
 * not reach itself: a change refreshes the calendar's caches in this tab,
 * the navigation rules of spec 2 (after a delete back in history or /daily,
 * after a full edit /daily on the saved day), and a realtime refreshRequest from another user
 * that touches this appointment reloads it.
 */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../domain/routes';
import { detailStateAtom, loadDetailAtom } from '../features/appointments/detail/atoms';
import { AppointmentDetailScreen } from '../features/appointments/detail/appointment-detail';
import { concernsAppointment } from '../features/appointments/detail/refresh-concerns';
import { applyRefreshRequestAtom, selectedDayAtom, weekCacheAtom } from '../features/calendar/atoms';
import { subscribeRealtime } from '../features/realtime/socket';
import { selectedProviderIdAtom } from '../features/session/atoms';
import { useGoBack } from './use-go-back';

export function AppointmentDetailRoute({ id }: { id: number }) {
  const applyRefresh = useSetAtom(applyRefreshRequestAtom);
  const load = useSetAtom(loadDetailAtom);
  const providerId = useAtomValue(selectedProviderIdAtom);
  const store = useStore();
  const setDay = useSetAtom(selectedDayAtom);
  const setWeekCache = useSetAtom(weekCacheAtom);
  const goBack = useGoBack();
  const [, navigate] = useLocation();

  useEffect(
    () =>
      subscribeRealtime('refreshRequest', (payload) => {
        // Only a shown, settled appointment reloads: this tab's own action is already reloading it.
        const state = store.get(detailStateAtom);
        const shown = state.status === 'ready' && state.id === id ? state.data?.appointment : undefined;
        if (shown && concernsAppointment(payload, shown)) void load({ id, forProviderId: providerId });
      }),
    [store, id, providerId, load],
  );

  return (
    <AppointmentDetailScreen
      id={id}
      onChanged={applyRefresh}
      onDeleted={goBack}
      // A new name shows on every day: the loaded weeks load again when next shown.
      onContactRenamed={() => setWeekCache(new Map())}
      onEdited={(answer) => {
        // The daily view opens on the day the appointment now has.
        if (answer.res !== false) setDay(answer.res.app_date);
        navigate(paths.daily);
      }}
    />
  );
}
