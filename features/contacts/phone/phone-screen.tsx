/**
 * /phone, the phone screen: clients and other persons that have numbers,
 * each number with its type and a call button. Calling dials it (a tel:
 * link) and remembers it (phone_selected/add); the remembered number is
 * marked. 'Add Phone' adds a number while there are fewer than four. In
 * favourites mode only favourites show.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { CONTACT_KIND_LABELS } from '../../../domain/appointments/contact-match';
import { maskPhone } from '../../../domain/contacts/phone-mask';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import { contactsTexts as t } from '../../../domain/messages';
import { Avatar } from '../../../ui/avatar/avatar';
import { PhoneIcon } from '../../../ui/icons/icons';
import { selectPhoneAtom } from '../api/phone-selected';
import { contactItemKey, favouritesModeAtom } from '../atoms';
import { callLabel, contactsCopy as c } from '../copy';
import { phoneTypeName } from '../list/contact-screen';
import { ContactsListBody } from '../list/contacts-list-body';
import { FavouriteButton } from '../list/favourite-button';
import { filterContacts, phoneContacts } from '../list/filter-contacts';
import { useContactsList } from '../list/use-contacts-list';
import * as styles from '../list/contacts.css';
import { AddPhone } from './add-phone';
import * as phoneStyles from './phone-screen.css';

const digits = (phone: string): string => phone.replace(/\D/g, '');

function PhoneEntry({ item }: { item: ContactListItem }) {
  const select = useSetAtom(selectPhoneAtom);
  const remembered = item.selected_phone ? digits(item.selected_phone) : null;
  return (
    <div className={styles.row} data-testid="phone-entry">
      <div className={styles.rowHead}>
        <h2 className={phoneStyles.entryName}>
          <Avatar name={item.name} />
          <span className={styles.nameLine}>
            <span className={styles.name}>{item.name}</span>
            <span className={styles.kind}>({CONTACT_KIND_LABELS[item.type]})</span>
          </span>
        </h2>
        <FavouriteButton item={item} />
      </div>
      <ul className={phoneStyles.phones} aria-label={`${t.choosePhone}: ${item.name}`}>
        {item.phones.map((p) => {
          const chosen = remembered === digits(p.phone);
          const type = phoneTypeName(p.type);
          return (
            <li key={p.phone} className={phoneStyles.phoneLine} data-chosen={chosen}>
              <span className={phoneStyles.phoneText}>
                <span className={phoneStyles.phoneType}>{type}</span>
                <span className={styles.phoneNumber}>{maskPhone(p.phone)}</span>
                {chosen ? <span data-testid="selected-phone">({t.selectedPhone})</span> : null}
              </span>
              {/* The link covers the whole line (see the css), so the line is the target and the icon its sign. */}
              <a
                href={`tel:${digits(p.phone)}`}
                className={phoneStyles.callLink}
                aria-label={callLabel(item.name, type)}
                aria-current={chosen ? 'true' : undefined}
                onClick={() => void select({ item, phone: p.phone })}
              >
                <span className={phoneStyles.callIcon} aria-hidden="true">
                  <PhoneIcon size={20} />
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <div className={phoneStyles.addPhone}>
        <AddPhone item={item} />
      </div>
    </div>
  );
}

/** An entry with one number: name line, one number line, padding. */
const ENTRY_ESTIMATE = 110;

export function PhoneScreen() {
  const { state, retry } = useContactsList();
  const favouritesOnly = useAtomValue(favouritesModeAtom);
  const visible = useMemo(() => filterContacts(phoneContacts(state.contacts), '', favouritesOnly), [state.contacts, favouritesOnly]);
  return (
    <section className={styles.screen} aria-label={t.phoneTitle}>
      <ContactsListBody
        status={state.status}
        items={visible}
        getKey={contactItemKey}
        label={t.phoneTitle}
        favouritesOnly={favouritesOnly}
        emptyHint={favouritesOnly ? c.emptyFavouritesHint : c.emptyPhoneHint}
        estimateSize={ENTRY_ESTIMATE}
        renderItem={(item) => <PhoneEntry item={item} />}
        onRetry={retry}
      />
    </section>
  );
}
