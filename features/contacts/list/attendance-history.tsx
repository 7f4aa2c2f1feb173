/**
 * The contact screen's attendance history (issue 26 item 4): how many of
 * the contact's occurrences were marked each way, then the latest marks,
 * each opening its detail. Staff only, as the contact screen is.
 */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { ATTENDANCE_CODES, ATTENDANCE_LABELS } from '../../../domain/appointments/attendance';
import { displayDate } from '../../../domain/contacts/dated-appointment';
import type { ContactAttendanceResponse } from '../../../domain/contract/attendance';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import { contactsTexts as t, messages } from '../../../domain/messages';
import { Badge } from '../../../ui/badge/badge';
import { SkeletonList } from '../../../ui/skeleton/skeleton';
import { getContactAttendance } from '../api/contact-attendance';
import * as styles from './contact-screen.css';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: ContactAttendanceResponse };

/** Keyed by the contact where it is used: another contact starts from loading. */
export function AttendanceHistory({ item, providerId }: { item: Pick<ContactListItem, 'type' | 'id' | 'name'>; providerId: number }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    getContactAttendance(item.type, item.id, providerId, abort.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!abort.signal.aborted) {
          console.warn('attendance history load failed', error);
          setState({ status: 'failed' });
        }
      },
    );
    return () => abort.abort();
  }, [item.type, item.id, providerId]);

  if (state.status === 'loading') return <SkeletonList label={messages.attendanceHistory} rows={2} lines={1} />;
  if (state.status === 'failed') {
    return (
      <p className={styles.muted} role="alert">
        {t.appointmentsLoadFailed}
      </p>
    );
  }
  const { counts, history } = state.data;
  if (history.length === 0) return <p className={styles.muted}>{messages.attendanceNoHistory}</p>;
  return (
    <>
      <dl className={styles.attendanceCounts} data-testid="attendance-counts">
        {ATTENDANCE_CODES.map((code) => (
          <div key={code} className={styles.attendanceCount}>
            <dt className={styles.term}>{ATTENDANCE_LABELS[code]}</dt>
            <dd className={styles.countValue}>{counts[code]}</dd>
          </div>
        ))}
      </dl>
      <ul className={styles.appointments} aria-label={`${messages.attendanceHistory}: ${item.name}`} data-testid="attendance-history">
        {history.map((entry) => (
          <li key={entry.id}>
            <Link href={`/appointment_detail/${entry.id}`} className={styles.appointmentLink}>
              <span>{displayDate(entry.app_date)}</span> <Badge>{ATTENDANCE_LABELS[entry.attendance]}</Badge>
              {entry.attendance_reason === '' ? null : <span className={styles.muted}> {entry.attendance_reason}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
