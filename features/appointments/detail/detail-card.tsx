/**
 * The appointment as the detail screen shows it (spec 2): title (struck
 * through, with a visible 'Cancelled', when cancelled), time, beautified
 * date, location, repeat text and notes ('No notes' when empty; sanitised;
 * never for a portal user), the note for the client when there is one, and
 * the attendance staff marked with its reason (never for a portal user),
 * and the client's answer to a reminder's link (staff only).
 * Presentational: the screen loads the data and passes extras (the video
 * button) as children.
 */
import { useAtomValue } from 'jotai';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { contactRecordHref, recordContactOf, RECORD_RETURN_STATE } from '../../../domain/contacts/contact-link';
import type { AppointmentByIdResponse } from '../../../domain/contract/appointment';
import { ATTENDANCE_LABELS } from '../../../domain/appointments/attendance';
import { messages, reminderAnswerTexts } from '../../../domain/messages';
import { confirmationLabel } from '../../../domain/reminders/reminder-answer';
import { isPortalRole } from '../../../domain/roles';
import { Badge } from '../../../ui/badge/badge';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { notesHtml } from '../notes-html';
import { hourCycleAtom } from '../../session/time-style';
import { detailView } from './detail-view';
import * as styles from './detail.css';

export interface DetailCardProps {
  data: AppointmentByIdResponse;
  /** The signed-in user's role (role 25 sees other persons titled like clients). */
  viewerRole?: number;
  /** Marks the card busy while it reloads or an action runs. */
  busy?: boolean;
  children?: ReactNode;
}

export function DetailCard({ data, viewerRole, busy = false, children }: DetailCardProps) {
  const titleId = useId();
  const view = detailView(data, viewerRole, useAtomValue(hourCycleAtom));
  const notes = notesHtml(data.appointment.notes);
  const clientNote = notesHtml(data.appointment.client_note);
  // The practice's notes are not the portal's to read (issue 26); the server answers them empty, and the row is not shown.
  const portal = viewerRole !== undefined && isPortalRole(viewerRole);
  const answer = confirmationLabel(data.appointment.confirmation_status);
  // Staff open the client's record from the name (issue 27 item 7); a portal user has no such screen.
  const contact = portal ? null : recordContactOf(data.appointment);
  const title = view.cancelled ? <s className={styles.struck}>{view.title}</s> : view.title;
  return (
    <article className={styles.card} aria-labelledby={titleId} aria-busy={busy || undefined} data-testid="appointment-detail">
      <div className={styles.titleRow}>
        <h2 id={titleId} className={styles.title} data-testid="appointment-title">
          {contact === null ? (
            title
          ) : (
            <Link href={contactRecordHref(contact)} state={RECORD_RETURN_STATE} className={styles.titleLink} data-testid="appointment-contact-link">
              {title}
            </Link>
          )}
        </h2>
        {view.cancelled ? (
          <span className={styles.badge} data-testid="cancelled-badge">
            {messages.cancelled}
          </span>
        ) : null}
      </div>
      <dl className={styles.fields}>
        <dt className={styles.term}>{messages.detailTime}</dt>
        <dd className={styles.value} data-testid="appointment-time">
          <span aria-hidden="true">{view.time}</span>
          <VisuallyHidden>{view.timeSpoken}</VisuallyHidden>
        </dd>
        <dt className={styles.term}>{messages.detailDate}</dt>
        <dd className={styles.value} data-testid="appointment-date">
          {view.date}
        </dd>
        <dt className={styles.term}>{messages.detailLocation}</dt>
        <dd className={styles.value} data-testid="appointment-location">
          {view.location}
        </dd>
        {view.repeat !== null ? (
          <>
            <dt className={styles.term}>{messages.detailRepeat}</dt>
            <dd className={styles.value} data-testid="appointment-repeat">
              {view.repeat}
            </dd>
          </>
        ) : null}
        {portal ? null : (
          <>
            <dt className={styles.term}>{messages.detailNotes}</dt>
            {notes === '' ? (
              <dd className={`${styles.value} ${styles.muted}`} data-testid="appointment-notes">
                {messages.noNotes}
              </dd>
            ) : (
              // notesHtml sanitised it with DOMPurify: no scripts, no layout attributes.
              <dd className={`${styles.value} ${styles.notes}`} data-testid="appointment-notes" dangerouslySetInnerHTML={{ __html: notes }} />
            )}
          </>
        )}
        {/* Attendance is the practice's record (issue 26 item 4): a portal answer never carries it. */}
        {portal || data.appointment.attendance === null ? null : (
          <>
            <dt className={styles.term}>{messages.attendance}</dt>
            <dd className={styles.value} data-testid="appointment-attendance">
              <Badge>{ATTENDANCE_LABELS[data.appointment.attendance]}</Badge>
              {data.appointment.attendance_reason === '' ? null : <span className={styles.attendanceReason}>{data.appointment.attendance_reason}</span>}
            </dd>
          </>
        )}
        {portal || answer === null ? null : (
          <>
            <dt className={styles.term}>{reminderAnswerTexts.answerTerm}</dt>
            <dd className={styles.value} data-testid="appointment-confirmation">
              <Badge tone={data.appointment.confirmation_status === 'confirmed' ? 'brand' : 'muted'}>{answer}</Badge>
            </dd>
          </>
        )}
        {clientNote === '' ? null : (
          <>
            <dt className={styles.term}>{portal ? messages.detailNoteForYou : messages.detailClientNote}</dt>
            {/* Sanitised as the notes are. */}
            <dd className={`${styles.value} ${styles.notes}`} data-testid="appointment-client-note" dangerouslySetInnerHTML={{ __html: clientNote }} />
          </>
        )}
      </dl>
      {children}
    </article>
  );
}
