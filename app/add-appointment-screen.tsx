/**
 * /add (spec 2): the appointment form in add mode, composed with the
 * calendar's selected day: the form opens on it, and a save selects the
 * booked day and opens /daily (spec 2: after an appointment is submitted the
 * user goes to /daily). The form publishes the days to reload itself.
 * `?date=YYYY-MM-DD&start=HH:mm` (a tapped slot of the calendar) opens it on
 * that day and time instead; invalid values are ignored. `?contact=person-12`
 * (the contact screen's Book) opens it with that contact chosen;
 * `?provider=<id>` (a lane of the team view) books for that provider when
 * the user may, else for the selected one.
 */
import { useAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../domain/routes';
import { AppointmentForm, parseAddQuery } from '../features/appointments';
import { selectedDayAtom } from '../features/calendar';

export function AddAppointmentScreen() {
  const [day, setDay] = useAtom(selectedDayAtom);
  const [, navigate] = useLocation();
  const search = useSearch();
  const query = parseAddQuery(search);
  return (
    <AppointmentForm
      // Another slot is another new form.
      key={search}
      mode="add"
      date={query.date ?? day}
      start={query.start}
      contact={query.contact}
      providerId={query.provider}
      onSaved={(answer) => {
        if (answer.res !== false) setDay(answer.res.app_date);
        navigate(paths.daily);
      }}
    />
  );
}
