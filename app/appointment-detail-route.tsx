/**
 * Mounts the appointment detail screen (spec 2) with the navigation rules of
 * spec 2: after a delete back in history or /daily, after a full edit /daily
 * on the saved day (the calendar's selected day). The screen itself publishes
 * its changes and follows other users' refreshRequests.
 */
import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { paths } from '../domain/routes';
import { AppointmentDetailScreen } from '../features/appointments';
import { selectedDayAtom } from '../features/calendar';
import { useGoBack } from './use-go-back';

export function AppointmentDetailRoute({ id }: { id: number }) {
  const setDay = useSetAtom(selectedDayAtom);
  const goBack = useGoBack();
  const [, navigate] = useLocation();
  return (
    <AppointmentDetailScreen
      id={id}
      onDeleted={goBack}
      onEdited={(answer) => {
        // The daily view opens on the day the appointment now has.
        if (answer.res !== false) setDay(answer.res.app_date);
        navigate(paths.daily);
      }}
    />
  );
}
