/**
 * /add (spec 2): the appointment form in add mode, composed with the
 * calendar's selected day: the form opens on it, and a save selects the
 * booked day and opens /daily (spec 2: after an appointment is submitted the
 * user goes to /daily). The form publishes the days to reload itself.
 */
import { useAtom } from 'jotai';
import { useLocation } from 'wouter';
import { paths } from '../domain/routes';
import { AppointmentForm } from '../features/appointments';
import { selectedDayAtom } from '../features/calendar';

export function AddAppointmentScreen() {
  const [day, setDay] = useAtom(selectedDayAtom);
  const [, navigate] = useLocation();
  return (
    <AppointmentForm
      mode="add"
      date={day}
      onSaved={(answer) => {
        if (answer.res !== false) setDay(answer.res.app_date);
        navigate(paths.daily);
      }}
    />
  );
}
