/**
 * The selected day's appointment summaries (spec 2): title by contact kind,
 * the 24-hour range or 'All day', the location kind; cancelled ones struck
 * through. Each opens its detail screen. A portal client (22) sees their
 * appointments titled by the provider and the kind of session instead.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'wouter';
import { portalAppointmentTitle, seesPortalTitles } from '../../../domain/appointments/portal-title';
import { appointmentsOn, type WeekEntry } from '../../../domain/calendar/cache';
import { compareSummaries, locationLabel, summaryTime, summaryTimeSpoken, summaryTitle } from '../../../domain/calendar/summary';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { profileAtom, selectedProviderIdAtom } from '../../session/atoms';
import { portalTitleWords } from '../../session/copy';
import { loadWeekAtom } from '../api/get-daily';
import * as styles from './calendar.css';

export interface AppointmentListProps {
  /** The day shown, 'YYYY-MM-DD'. */
  day: string;
  /** The cached week containing `day`. */
  week: WeekEntry | undefined;
  /** Names the list for screen readers. */
  label: string;
}

export function AppointmentList({ day, week, label }: AppointmentListProps) {
  const viewerRole = useAtomValue(profileAtom)?.userRole;
  const providerId = useAtomValue(selectedProviderIdAtom);
  const loadWeek = useSetAtom(loadWeekAtom);
  const appointments = appointmentsOn(week, day).sort(compareSummaries);
  // A failed load must never read as an empty day: a clinician would trust it.
  if (week?.status === 'failed') {
    return (
      <div className={styles.empty} role="alert" data-testid="calendar-failed">
        <p>{messages.calendarLoadFailed}</p>
        <Button variant="secondary" onClick={() => void loadWeek({ providerId, day })}>
          {messages.tryAgain}
        </Button>
      </div>
    );
  }
  if (appointments.length === 0 && (!week || week.status === 'loading')) {
    return (
      <div className={styles.loading}>
        <Loader label={messages.loadingAppointments} />
      </div>
    );
  }
  if (appointments.length === 0) {
    return (
      <p className={styles.empty} data-testid="calendar-empty">
        {messages.nothingToShow}
      </p>
    );
  }
  const portal = seesPortalTitles(viewerRole);
  const names = { clientNameFormat: week?.clientNameFormat ?? 1, clientNameOrder: week?.clientNameOrder ?? 1, viewerRole };
  return (
    <ul className={styles.list} aria-label={label}>
      {appointments.map((a) => {
        const isCancelled = a.is_cancelled === 1;
        const title = portal ? portalAppointmentTitle(a, portalTitleWords) : summaryTitle(a, names);
        return (
          <li key={a.id} data-testid="appointment-summary" data-cancelled={isCancelled || undefined}>
            <Link href={`/appointment_detail/${a.id}`} className={styles.item} draggable={false}>
              <span className={styles.title}>
                {isCancelled ? (
                  <>
                    <s className={styles.cancelled}>{title}</s>
                    <VisuallyHidden>, {messages.cancelled}</VisuallyHidden>
                  </>
                ) : (
                  title
                )}
              </span>
              <span className={styles.meta}>
                <span aria-hidden="true">{summaryTime(a)}</span>
                <VisuallyHidden>{summaryTimeSpoken(a)}</VisuallyHidden>
                <span>{locationLabel(a.type)}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
