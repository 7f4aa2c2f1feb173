/**
 * The contact screen's appointments (spec 2 "per-person dated appointments"):
 * upcoming and past, each opening its detail screen; 'No appointments' when
 * the contact has none at all.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { datedAppointmentText } from '../../../domain/contacts/dated-appointment';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import type { SearchAppointment } from '../../../domain/contract/search';
import { isoDayIn, viewerTimeZone } from '../../../domain/mail/viewer-zone';
import { contactsTexts as t, messages } from '../../../domain/messages';
import { SkeletonList } from '../../../ui/skeleton/skeleton';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { profileAtom } from '../../session/atoms';
import { hourCycleAtom } from '../../session/time-style';
import { contactAppointmentsKey, loadContactAppointmentsAtom } from '../api/contact-appointments';
import { contactAppointmentsAtom } from '../atoms';
import { contactsCopy as c } from '../copy';
import { splitAppointments } from './split-appointments';
import * as styles from './contact-screen.css';

/** The number the phone shortcut dials: the remembered one, else the first. */
export const dialNumber = (item: Pick<ContactListItem, 'phones' | 'selected_phone'>): string | null =>
  item.selected_phone || item.phones[0]?.phone || null;

function AppointmentList({ heading, list, empty, name }: { heading: string; list: SearchAppointment[]; empty: string; name: string }) {
  const hourCycle = useAtomValue(hourCycleAtom);
  return (
    <section className={styles.section} aria-label={heading}>
      <h3 className={styles.subTitle}>{heading}</h3>
      {list.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.appointments} aria-label={`${t.contactAppointments}: ${name}, ${heading}`}>
          {list.map((a) => (
            <li key={a.id}>
              <Link href={`/appointment_detail/${a.id}`} className={styles.appointmentLink}>
                <span className={a.is_cancelled === 1 ? styles.cancelled : undefined}>{datedAppointmentText(a, hourCycle)}</span>
                {a.is_cancelled === 1 ? <VisuallyHidden>, {messages.cancelled}</VisuallyHidden> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ContactAppointments({ item, providerId }: { item: ContactListItem; providerId: number }) {
  const load = useSetAtom(loadContactAppointmentsAtom);
  const entry = useAtomValue(contactAppointmentsAtom).get(contactAppointmentsKey(providerId, item.type, item.id));
  const zone = viewerTimeZone(useAtomValue(profileAtom)?.loggedInTimezone, Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [today] = useState(() => isoDayIn(new Date(), zone));
  useEffect(() => {
    void load({ providerId, kind: item.type, id: item.id });
  }, [load, providerId, item.type, item.id]);

  if (!entry || entry.status === 'loading') return <SkeletonList label={messages.loadingAppointments} rows={3} lines={1} />;
  if (entry.status === 'failed') {
    return (
      <p className={styles.muted} role="alert">
        {t.appointmentsLoadFailed}
      </p>
    );
  }
  if (entry.appointments.length === 0) return <p className={styles.muted}>{t.noAppointments}</p>;
  const { upcoming, past } = splitAppointments(entry.appointments, today);
  return (
    <>
      <AppointmentList heading={c.upcoming} list={upcoming} empty={c.noUpcoming} name={item.name} />
      <AppointmentList heading={c.past} list={past} empty={c.noPast} name={item.name} />
    </>
  );
}
