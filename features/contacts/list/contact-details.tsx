/**
 * The expanded part of a contacts list entry (spec 2): phone and chat
 * shortcuts, then the contact's dated appointments, each opening its detail
 * screen ('No appointments' when none).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { datedAppointmentText } from '../../../domain/contacts/dated-appointment';
import { maskPhone } from '../../../domain/contacts/phone-mask';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import { contactsTexts as t, messages } from '../../../domain/messages';
import { Loader } from '../../../ui/loader/loader';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { contactAppointmentsKey, loadContactAppointmentsAtom } from '../api/contact-appointments';
import { contactAppointmentsAtom } from '../atoms';
import * as styles from './contacts.css';

/** The number the phone shortcut dials: the remembered one, else the first. */
export const dialNumber = (item: Pick<ContactListItem, 'phones' | 'selected_phone'>): string | null =>
  item.selected_phone || item.phones[0]?.phone || null;

export function ContactDetails({ item, providerId, id }: { item: ContactListItem; providerId: number; id: string }) {
  const load = useSetAtom(loadContactAppointmentsAtom);
  const entry = useAtomValue(contactAppointmentsAtom).get(contactAppointmentsKey(providerId, item.type, item.id));
  useEffect(() => {
    void load({ providerId, kind: item.type, id: item.id });
  }, [load, providerId, item.type, item.id]);
  const phone = dialNumber(item);

  return (
    <div id={id} className={styles.details}>
      {phone || item.user_id !== null ? (
        <div className={styles.shortcuts}>
          {phone ? (
            <a href={`tel:${phone.replace(/\D/g, '')}`} className={styles.textLink}>
              {t.call} {maskPhone(phone)}
            </a>
          ) : null}
          {item.user_id !== null ? (
            <Link href={`/messenger/${item.user_id}`} className={styles.textLink}>
              {t.chat}
            </Link>
          ) : null}
        </div>
      ) : null}
      {!entry || entry.status === 'loading' ? (
        <Loader size="sm" label={messages.loadingAppointments} />
      ) : entry.status === 'failed' ? (
        <p className={styles.muted} role="alert">
          {t.appointmentsLoadFailed}
        </p>
      ) : entry.appointments.length === 0 ? (
        <p className={styles.muted}>{t.noAppointments}</p>
      ) : (
        <ul className={styles.appointments} aria-label={`${t.contactAppointments}: ${item.name}`}>
          {entry.appointments.map((a) => (
            <li key={a.id}>
              <Link href={`/appointment_detail/${a.id}`} className={styles.textLink}>
                <span className={a.is_cancelled === 1 ? styles.cancelled : undefined}>{datedAppointmentText(a)}</span>
                {a.is_cancelled === 1 ? <VisuallyHidden>, {messages.cancelled}</VisuallyHidden> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
