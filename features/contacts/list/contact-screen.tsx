/**
 * The contact screen (issue 17, 27 item 7): a full-screen dialog over
 * /contacts with the contact's name and type label, the actions Call, Chat,
 * Mail, Book and Edit, the details (phones, e-mails, timezone; for a client
 * also birth date, address and insurance), the upcoming and past
 * appointments, and a client's or other person's attendance history.
 * The appointment detail and the header search open it by its address.
 * Radix traps the focus, Escape and the back button close it; the list keeps
 * it in the address (`?contact=`), so the browser's Back closes it too.
 */
import { useAtomValue } from 'jotai';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { bookContactHref } from '../../../domain/contacts/contact-link';
import { CONTACT_KIND_LABELS } from '../../../domain/appointments/contact-match';
import { maskPhone } from '../../../domain/contacts/phone-mask';
import type { ContactListItem, ContactPhone } from '../../../domain/contract/contacts-list';
import { contactsTexts as t, messages } from '../../../domain/messages';
import { isoDayIn, viewerTimeZone } from '../../../domain/mail/viewer-zone';
import { DELEGATE_ROLE } from '../../../domain/roles';
import { paths } from '../../../domain/routes';
import { Avatar } from '../../../ui/avatar/avatar';
import { IconButton } from '../../../ui/icon-button/icon-button';
import { ArrowLeftIcon, CalendarPlusIcon, MailIcon, MessageCircleIcon, PencilIcon, PhoneIcon } from '../../../ui/icons/icons';
import { Popup } from '../../../ui/popup/popup';
import { profileAtom } from '../../session/atoms';
import { bookLabel, callLabel, chatWithLabel, contactsCopy as c, editLabel, mailToLabel } from '../copy';
import { AttendanceHistory } from './attendance-history';
import { ClientRecordRows, useClientRecord } from './client-record';
import { ContactAppointments, dialNumber } from './contact-details';
import { editHref } from './contact-row';
import { AddPhone } from '../phone/add-phone';
import { FavouriteButton } from './favourite-button';
import * as styles from './contact-screen.css';

const digits = (phone: string): string => phone.replace(/\D/g, '');

/** The type's name ('cell', 'work', …), or nothing for type 0. */
export const phoneTypeName = (type: ContactPhone['type']): string => (type === 0 ? '' : t.phoneTypeNames[type]);

function Action({ href, label, name, icon, internal }: { href: string; label: string; name: string; icon: ReactNode; internal: boolean }) {
  const content = (
    <>
      <span className={styles.actionIcon} aria-hidden="true">
        {icon}
      </span>
      <span>{label}</span>
    </>
  );
  return internal ? (
    <Link href={href} className={styles.action} aria-label={name}>
      {content}
    </Link>
  ) : (
    <a href={href} className={styles.action} aria-label={name}>
      {content}
    </a>
  );
}

export interface ContactScreenProps {
  item: ContactListItem;
  providerId: number;
  onClose: () => void;
}

export function ContactScreen({ item, providerId, onClose }: ContactScreenProps) {
  const phone = dialNumber(item);
  const edit = editHref(item);
  const kind = CONTACT_KIND_LABELS[item.type];
  const emails = (item.email ?? []).filter((e) => e.trim() !== '');
  const detailsId = useId();
  const appointmentsId = useId();
  const attendanceId = useId();
  const profile = useAtomValue(profileAtom);
  // A delegate mails for a provider only with that provider's e-mail permission (spec 6); the others always may.
  const mayMail = profile !== null && (profile.userRole !== DELEGATE_ROLE || profile.emailPermission[String(providerId)] === true);
  const zone = viewerTimeZone(profile?.loggedInTimezone, Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [today] = useState(() => isoDayIn(new Date(), zone));
  const record = useClientRecord(providerId, item.type === 'person' ? item.id : null);
  const hasDetails = record !== null || item.phones.length > 0 || emails.length > 0 || Boolean(item.timezone);
  return (
    <Popup.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Popup.Content className={styles.sheet} aria-describedby={undefined} data-testid="contact-screen">
        <div className={styles.bar}>
          <Popup.Close asChild>
            <IconButton label={c.back}>
              <ArrowLeftIcon size={24} />
            </IconButton>
          </Popup.Close>
          <span className={styles.barSpacer} />
          <FavouriteButton item={item} />
        </div>
        <div className={styles.body}>
          <div className={styles.hero}>
            <Avatar name={item.name} size="lg" />
            <Popup.Title className={styles.name}>{item.name}</Popup.Title>
            <p className={styles.kind}>({kind})</p>
          </div>

          <div className={styles.actions}>
            {phone ? <Action href={`tel:${digits(phone)}`} label={t.call} name={`${t.call} ${maskPhone(phone)}`} icon={<PhoneIcon size={22} />} internal={false} /> : null}
            {item.user_id !== null ? (
              <Action href={`${paths.messenger}/${item.user_id}`} label={t.chat} name={chatWithLabel(item.name)} icon={<MessageCircleIcon size={22} />} internal />
            ) : null}
            {item.user_id !== null && mayMail ? (
              <Action href={`${paths.composeEmail}?to=${item.user_id}`} label={c.mail} name={mailToLabel(item.name)} icon={<MailIcon size={22} />} internal />
            ) : null}
            <Action href={bookContactHref(item)} label={c.book} name={bookLabel(item.name)} icon={<CalendarPlusIcon size={22} />} internal />
            {edit ? <Action href={edit} label={t.edit} name={editLabel(item.name)} icon={<PencilIcon size={22} />} internal /> : null}
          </div>

          <section className={styles.section} aria-labelledby={detailsId}>
            <h2 id={detailsId} className={styles.sectionTitle}>
              {c.details}
            </h2>
            {hasDetails ? (
              <dl className={styles.details}>
                {record !== null ? <ClientRecordRows state={record} today={today} /> : null}
                {item.phones.length > 0 ? (
                  <div className={styles.detail}>
                    <dt className={styles.term}>{c.phones}</dt>
                    {item.phones.map((p) => (
                      <dd key={p.phone} className={styles.phoneLine}>
                        <span>
                          <span className={styles.number}>{maskPhone(p.phone)}</span> <span className={styles.muted}>{phoneTypeName(p.type)}</span>
                        </span>
                        <a href={`tel:${digits(p.phone)}`} className={styles.callIcon} aria-label={callLabel(item.name, phoneTypeName(p.type))}>
                          <PhoneIcon size={20} aria-hidden="true" />
                        </a>
                      </dd>
                    ))}
                  </div>
                ) : null}
                {emails.length > 0 ? (
                  <div className={styles.detail}>
                    <dt className={styles.term}>{c.emails}</dt>
                    {emails.map((e) => (
                      <dd key={e} className={styles.value}>
                        {e}
                      </dd>
                    ))}
                  </div>
                ) : null}
                {item.timezone ? (
                  <div className={styles.detail}>
                    <dt className={styles.term}>{c.timezone}</dt>
                    <dd className={styles.value}>{item.timezone.replace(/_/g, ' ')}</dd>
                  </div>
                ) : null}
              </dl>
            ) : (
              <p className={styles.muted}>{c.noDetails}</p>
            )}
            {/* A save on /contacts: confirmed with 'Click to confirm' (spec 2, save-choice popup). */}
            <AddPhone item={item} confirm />
          </section>

          <section className={styles.section} aria-labelledby={appointmentsId}>
            <h2 id={appointmentsId} className={styles.sectionTitle}>
              {t.contactAppointments}
            </h2>
            <ContactAppointments item={item} providerId={providerId} />
          </section>

          {/* Attendance is marked on appointments of a client or other person, one each (issue 26 item 4). */}
          {item.type === 'person' || item.type === 'other_event' ? (
            <section className={styles.section} aria-labelledby={attendanceId} data-testid="attendance-section">
              <h2 id={attendanceId} className={styles.sectionTitle}>
                {messages.attendanceHistory}
              </h2>
              <AttendanceHistory key={`${providerId}:${item.type}:${item.id}`} item={item} providerId={providerId} />
            </section>
          ) : null}
        </div>
      </Popup.Content>
    </Popup.Root>
  );
}
