/**
 * /add (spec 2): the appointment form in add mode, wired to the calendar.
 * Lives in app/ because features do not import each other: a save drops the
 * touched days from the calendar caches (the same action the realtime
 * refreshRequest uses), selects the booked day and opens /daily (spec 2:
 * after an appointment is submitted the user goes to /daily).
 */
import { useAtom, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { paths } from '../domain/routes';
import { applyRefreshRequestAtom, selectedDayAtom } from '../features/calendar/atoms';
import { AppointmentForm } from '../features/appointments/form/appointment-form';

export function AddAppointmentScreen() {
  const applyRefresh = useSetAtom(applyRefreshRequestAtom);
  const [day, setDay] = useAtom(selectedDayAtom);
  const [, navigate] = useLocation();
  return (
    <AppointmentForm
      mode="add"
      date={day}
      onChanged={applyRefresh}
      onSaved={(answer) => {
        if (answer.res !== false) setDay(answer.res.app_date);
        navigate(paths.daily);
      }}
    />
  );
}
