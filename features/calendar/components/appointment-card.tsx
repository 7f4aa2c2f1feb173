/**
 * One appointment summary (spec 2): the title by contact kind (or, for a
 * portal client, the provider and the kind of session), the range in the
 * user's clock (12- or 24-hour, issue 27 item 12) or
 * 'All day', and the location kind in words, with its colour and icon;
 * cancelled ones muted and struck through; a muted badge names the
 * attendance staff marked, another the client's answer to a reminder
 * ('Confirmed', 'Cancelled by client'). The whole card is the link to the
 * detail screen.
 */
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { ATTENDANCE_LABELS } from '../../../domain/appointments/attendance';
import type { CalendarAppointmentFields } from '../../../domain/contract/calendar';
import { locationLabel, summaryTime, summaryTimeSpoken } from '../../../domain/calendar/summary';
import { locationKind, type LocationKind } from '../../../domain/calendar/timeline';
import { messages } from '../../../domain/messages';
import { confirmationLabel } from '../../../domain/reminders/reminder-answer';
import { Badge } from '../../../ui/badge/badge';
import { Building2Icon, MapPinIcon, PhoneIcon, VideoIcon, type IconComponent } from '../../../ui/icons/icons';
import { cx } from '../../../ui/utils/cx';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { hourCycleAtom } from '../../session/time-style';
import * as styles from './appointment-card.css';

const icons: Record<LocationKind, IconComponent> = {
  office: Building2Icon,
  video: VideoIcon,
  phone: PhoneIcon,
  other: MapPinIcon,
};

export interface AppointmentCardProps {
  appointment: CalendarAppointmentFields;
  title: string;
  layout: 'timeline' | 'list';
}

export function AppointmentCard({ appointment: a, title, layout }: AppointmentCardProps) {
  const isCancelled = a.is_cancelled === 1;
  const kind = locationKind(a.type);
  const tone = isCancelled ? 'cancelled' : kind;
  const Icon = icons[kind];
  const answer = confirmationLabel(a.confirmation_status);
  const hourCycle = useAtomValue(hourCycleAtom);
  return (
    <div className={styles.wrap} data-testid="appointment-summary" data-cancelled={isCancelled || undefined} data-location={kind}>
      <Link
        href={`/appointment_detail/${a.id}`}
        className={cx(styles.card({ layout, cancelled: isCancelled }), styles.edge[tone])}
        draggable={false}
      >
        <span className={styles.titleRow}>
          <Icon size={layout === 'timeline' ? 14 : 16} aria-hidden="true" className={cx(styles.icon, styles.iconColour[tone])} />
          <span className={styles.title({ layout })}>
            {isCancelled ? <s className={styles.struck}>{title}</s> : title}
          </span>
          {isCancelled ? <VisuallyHidden>, {messages.cancelled}</VisuallyHidden> : null}
        </span>
        <span className={styles.meta({ layout })}>
          <span aria-hidden="true">{summaryTime(a, hourCycle)}</span>
          <VisuallyHidden>{summaryTimeSpoken(a, hourCycle)}</VisuallyHidden>
          <span>{locationLabel(a.type)}</span>
          {/* Attendance (issue 26 item 4): muted, a record of what happened, read after the time and place. */}
          {a.attendance ? (
            <Badge className={styles.badge} data-testid="attendance-badge">
              {ATTENDANCE_LABELS[a.attendance]}
            </Badge>
          ) : null}
          {/* The client's answer through the reminder's link (issue 26 item 3): a confirmation stands out, a cancel is as muted as the card. */}
          {answer ? (
            <Badge className={styles.badge} tone={a.confirmation_status === 'confirmed' ? 'brand' : 'muted'} data-testid="confirmation-badge">
              {answer}
            </Badge>
          ) : null}
        </span>
      </Link>
    </div>
  );
}
