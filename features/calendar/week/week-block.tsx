/**
 * One appointment in the week view's narrow day column: its start time over
 * as much of its title as fits, the location kind's colour at its edge, the
 * whole block the link to the detail screen. Screen readers hear the full
 * title, time and place, as on the day's card.
 */
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import type { CalendarAppointmentFields } from '../../../domain/contract/calendar';
import { locationLabel, summaryTimeSpoken } from '../../../domain/calendar/summary';
import { locationKind } from '../../../domain/calendar/timeline';
import { messages } from '../../../domain/messages';
import { cx } from '../../../ui/utils/cx';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { hourCycleAtom } from '../../session/time-style';
import * as styles from './week-view.css';

export interface WeekBlockProps {
  appointment: CalendarAppointmentFields;
  title: string;
  /** The start as shown, e.g. '09:00' or '9a' (compact); none for an all-day one. */
  start?: string;
}

export function WeekBlock({ appointment: a, title, start }: WeekBlockProps) {
  const cancelled = a.is_cancelled === 1;
  const hourCycle = useAtomValue(hourCycleAtom);
  return (
    <Link
      href={`/appointment_detail/${a.id}`}
      className={cx(styles.block, styles.blockEdge[cancelled ? 'cancelled' : locationKind(a.type)], cancelled && styles.blockCancelled)}
      draggable={false}
      data-testid="week-appointment"
      data-cancelled={cancelled || undefined}
      title={title}
    >
      <span aria-hidden="true">
        {start !== undefined ? <span className={styles.blockTime}>{start} </span> : null}
        <span className={styles.blockTitle}>{title}</span>
      </span>
      <VisuallyHidden>
        {title}
        {cancelled ? `, ${messages.cancelled}` : ''}, {summaryTimeSpoken(a, hourCycle)}, {locationLabel(a.type)}
      </VisuallyHidden>
    </Link>
  );
}
