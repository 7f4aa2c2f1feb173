/**
 * The next appointment (issue 17, item 15): with whom, what kind of session,
 * when in the viewer's zone ('Tue, Nov 24 · 10:00–10:50'), Join for a video
 * session, the way to its detail screen, and Add to calendar (its .ics).
 */
import { useId } from 'react';
import { Link } from 'wouter';
import { sessionWhen, type Upcoming, type ViewerClock } from '../../../domain/appointments/upcoming';
import { messages } from '../../../domain/messages';
import { formatFullName } from '../../../domain/names';
import { button as buttonStyle } from '../../../ui/button/button.css';
import { cx } from '../../../ui/utils/cx';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import type { HomeAppointment } from '../atoms';
import { portalHomeCopy } from '../copy';
import { AddToCalendar } from './add-to-calendar';
import { JoinButton } from './join-button';
import * as styles from './portal-home.css';
import { KindIcon, kindKey, kindWords } from './session-kind';

export const detailPath = (id: number): string => `/appointment_detail/${id}`;

const providerName = (a: HomeAppointment): string =>
  formatFullName({ namePrefix: a.providerNamePrefix, firstName: a.providerFirstName, middleName: '', lastName: a.providerLastName });

export interface NextAppointmentProps {
  session: Upcoming<HomeAppointment>;
  now: Date;
  clock: ViewerClock;
}

export function NextAppointment({ session, now, clock }: NextAppointmentProps) {
  const headingId = useId();
  const a = session.appointment;
  const key = kindKey(a.type);
  const provider = providerName(a);
  const when = sessionWhen(session, clock, { allDay: messages.allDay, to: portalHomeCopy.to });
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="portal-next-appointment">
      <span aria-hidden="true" className={cx(styles.kindBar, styles.kindColour[key])} />
      <h2 id={headingId} className={styles.cardTitle}>
        {provider ? portalHomeCopy.nextWith(provider) : portalHomeCopy.next}
      </h2>
      <p className={styles.kind}>
        <KindIcon type={a.type} className={styles.kindIconColour[key]} />
        {kindWords(a.type)}
      </p>
      <p className={styles.when} data-testid="portal-next-when">
        <span aria-hidden="true">
          <span className={styles.nowrap}>{when.day}</span> · <span className={styles.nowrap}>{when.time}</span>
        </span>
        <VisuallyHidden>
          {when.dayLong}, {when.timeSpoken}
        </VisuallyHidden>
      </p>
      <div className={styles.actions}>
        {a.is_video === 1 ? <JoinButton session={session} now={now} clock={clock} className={styles.action} /> : null}
        <Link href={detailPath(a.id)} className={cx(buttonStyle({ variant: 'secondary', fullWidth: true }), styles.action)}>
          {portalHomeCopy.details}
        </Link>
        <AddToCalendar appointmentId={a.id} className={cx(styles.action, styles.calendarAction)} />
      </div>
    </article>
  );
}
