/**
 * /phone, the phone screen: clients and other persons that have numbers,
 * each number with its type. Choosing one dials it (a tel: link) and
 * remembers it (phone_selected/add); the remembered number is marked. In
 * favourites mode only favourites show.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { CONTACT_KIND_LABELS } from '../../../domain/appointments/contact-match';
import { maskPhone } from '../../../domain/contacts/phone-mask';
import type { ContactListItem, ContactPhone } from '../../../domain/contract/contacts-list';
import { contactsTexts as t } from '../../../domain/messages';
import { selectPhoneAtom } from '../api/phone-selected';
import { favouritesModeAtom } from '../atoms';
import { ContactsListBody } from '../list/contacts-list-body';
import { FavouriteButton } from '../list/favourite-button';
import { filterContacts, phoneContacts } from '../list/filter-contacts';
import { useContactsList } from '../list/use-contacts-list';
import * as styles from '../list/contacts.css';

const digits = (phone: string): string => phone.replace(/\D/g, '');

/** The type's name ('cell', 'work', …), or nothing for type 0. */
const typeName = (type: ContactPhone['type']): string => (type === 0 ? '' : t.phoneTypeNames[type]);

function PhoneEntry({ item }: { item: ContactListItem }) {
  const select = useSetAtom(selectPhoneAtom);
  const remembered = item.selected_phone ? digits(item.selected_phone) : null;
  return (
    <div className={styles.row} data-testid="phone-entry">
      <div className={styles.rowHead}>
        <h2 className={styles.entryName}>
          <span className={styles.name}>{item.name}</span>
          <span className={styles.kind}>({CONTACT_KIND_LABELS[item.type]})</span>
        </h2>
        <FavouriteButton item={item} />
      </div>
      <ul className={styles.phones} aria-label={`${t.choosePhone}: ${item.name}`}>
        {item.phones.map((p) => {
          const chosen = remembered === digits(p.phone);
          return (
            <li key={p.phone}>
              <a
                href={`tel:${digits(p.phone)}`}
                className={styles.phoneLink}
                aria-current={chosen ? 'true' : undefined}
                onClick={() => void select({ item, phone: p.phone })}
              >
                <span>{typeName(p.type)}</span>
                <span className={styles.phoneNumber}>{maskPhone(p.phone)}</span>
                {chosen ? <span data-testid="selected-phone">({t.selectedPhone})</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** An entry with one number: name line, one number line, padding. */
const ENTRY_ESTIMATE = 100;

export function PhoneScreen() {
  const { state, retry } = useContactsList();
  const favouritesOnly = useAtomValue(favouritesModeAtom);
  const visible = useMemo(() => filterContacts(phoneContacts(state.contacts), '', favouritesOnly), [state.contacts, favouritesOnly]);
  return (
    <section className={styles.screen} aria-label={t.phoneTitle}>
      <ContactsListBody
        status={state.status}
        items={visible}
        label={t.phoneTitle}
        favouritesOnly={favouritesOnly}
        estimateSize={ENTRY_ESTIMATE}
        renderItem={(item) => <PhoneEntry item={item} />}
        onRetry={retry}
      />
    </section>
  );
}
