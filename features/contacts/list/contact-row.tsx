/**
 * One entry of the contacts full list (spec 2): avatar, the name with its
 * type label in parentheses, opening the contact screen; beside it the
 * favourite toggle (clients, persons, groups).
 */
import { CONTACT_KIND_LABELS } from '../../../domain/appointments/contact-match';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import { paths } from '../../../domain/routes';
import { Avatar } from '../../../ui/avatar/avatar';
import { FavouriteButton } from './favourite-button';
import * as styles from './contacts.css';

/** Clients and persons open their edit forms with ?id=. */
export function editHref(item: Pick<ContactListItem, 'type' | 'id'>): string | null {
  if (item.type === 'person') return `${paths.addClient}?id=${item.id}`;
  if (item.type === 'other_event') return `${paths.addPerson}?id=${item.id}`;
  return null;
}

export interface ContactRowProps {
  item: ContactListItem;
  onOpen: () => void;
}

export function ContactRow({ item, onOpen }: ContactRowProps) {
  return (
    <div className={styles.row} data-testid="contact-entry">
      <div className={styles.rowHead}>
        <button type="button" className={styles.nameButton} aria-haspopup="dialog" onClick={onOpen}>
          <Avatar name={item.name} />
          <span className={styles.nameLine}>
            <span className={styles.name}>{item.name}</span>
            <span className={styles.kind}>({CONTACT_KIND_LABELS[item.type]})</span>
          </span>
        </button>
        <FavouriteButton item={item} />
      </div>
    </div>
  );
}

/** The heading of a letter's section, a row of the list like the entries. */
export function SectionRow({ letter }: { letter: string }) {
  return (
    <h2 className={styles.sectionHeading} data-section={letter}>
      {letter}
    </h2>
  );
}
