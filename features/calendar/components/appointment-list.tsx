/**
 * The selected day's appointment summaries as a list (the monthly view's
 * split screen, spec 2), all-day first, then by start. While the week loads,
 * a skeleton; an empty day says 'Nothing to show' and what to do next.
 */
import { appointmentsOn, type WeekEntry } from '../../../domain/calendar/cache';
import { compareSummaries } from '../../../domain/calendar/summary';
import { AppointmentCard } from './appointment-card';
import * as styles from './calendar.css';
import { DayEmpty, DayLoadFailed, DayLoading } from './day-states';
import { useSummaryTitle } from './use-summary-title';

export interface AppointmentListProps {
  /** The day shown, 'YYYY-MM-DD'. */
  day: string;
  /** The cached week containing `day`. */
  week: WeekEntry | undefined;
  /** Names the list for screen readers. */
  label: string;
}

export function AppointmentList({ day, week, label }: AppointmentListProps) {
  const titleOf = useSummaryTitle(week);
  const appointments = appointmentsOn(week, day).sort(compareSummaries);
  if (week?.status === 'failed') return <DayLoadFailed day={day} />;
  if (appointments.length === 0 && (!week || week.status === 'loading')) return <DayLoading />;
  if (appointments.length === 0) return <DayEmpty day={day} withTimeline={false} />;
  return (
    <ul className={styles.list} aria-label={label}>
      {appointments.map((a) => (
        <li key={a.id} className={styles.listItem}>
          <AppointmentCard appointment={a} title={titleOf(a)} layout="list" />
        </li>
      ))}
    </ul>
  );
}
