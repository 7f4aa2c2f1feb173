/**
 * The appointments after the next one, soonest first, each a link to its
 * detail screen. A portal client (22) sees them titled by the provider and
 * the kind of session; a portal other person (25) by the client-style name
 * spec 6 gives them, as on their calendar.
 */
import { useId } from 'react';
import { Link } from 'wouter';
import { portalAppointmentTitle, seesPortalTitles } from '../../../domain/appointments/portal-title';
import { sessionWhen, type Upcoming, type ViewerClock } from '../../../domain/appointments/upcoming';
import { summaryTitle } from '../../../domain/calendar/summary';
import { messages } from '../../../domain/messages';
import { ChevronRightIcon } from '../../../ui/icons/icons';
import { cx } from '../../../ui/utils/cx';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { portalTitleWords } from '../../session/copy';
import type { HomeAppointment } from '../atoms';
import { portalHomeCopy } from '../copy';
import { detailPath } from './next-appointment';
import * as styles from './portal-home.css';
import { KindIcon, kindKey, kindWords } from './session-kind';

export interface UpcomingListProps {
  sessions: readonly Upcoming<HomeAppointment>[];
  clock: ViewerClock;
  viewerRole: number;
  clientNameFormat: number;
  clientNameOrder: number;
}

export function UpcomingList({ sessions, clock, viewerRole, clientNameFormat, clientNameOrder }: UpcomingListProps) {
  const headingId = useId();
  if (sessions.length === 0) return null;
  const portalTitles = seesPortalTitles(viewerRole);
  const names = { clientNameFormat, clientNameOrder, viewerRole };
  return (
    <section aria-labelledby={headingId} className={styles.home}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {portalHomeCopy.later}
      </h2>
      <ul className={styles.list} aria-labelledby={headingId}>
        {sessions.map((session) => {
          const a = session.appointment;
          const title = portalTitles ? portalAppointmentTitle(a, portalTitleWords) : summaryTitle(a, names) || kindWords(a.type);
          const when = sessionWhen(session, clock, { allDay: messages.allDay, to: portalHomeCopy.to });
          return (
            <li key={a.id} data-testid="portal-upcoming">
              <Link href={detailPath(a.id)} className={styles.item}>
                <span className={cx(styles.itemIcon, styles.kindIconColour[kindKey(a.type)])}>
                  <KindIcon type={a.type} />
                </span>
                <span className={styles.itemText}>
                  <span className={styles.itemTitle}>{title}</span>
                  <span className={styles.itemMeta}>
                    <span aria-hidden="true">
                      {when.day} · {when.time}
                    </span>
                    <VisuallyHidden>
                      , {when.dayLong}, {when.timeSpoken}
                    </VisuallyHidden>
                  </span>
                </span>
                <span aria-hidden="true" className={styles.chevron}>
                  <ChevronRightIcon size={20} />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
