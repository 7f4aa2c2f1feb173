/**
 * One entry of the contacts full list (spec 2): the name with its type label
 * in parentheses, expandable to its details; the favourite toggle (clients,
 * persons, groups) and an Edit link for clients and persons.
 */
import { useId } from 'react';
import { Link } from 'wouter';
import { CONTACT_KIND_LABELS } from '../../../domain/appointments/contact-match';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import { contactsTexts as t } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { ContactDetails } from './contact-details';
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
  providerId: number;
  expanded: boolean;
  onToggle: () => void;
}

export function ContactRow({ item, providerId, expanded, onToggle }: ContactRowProps) {
  const detailsId = useId();
  const edit = editHref(item);
  return (
    <div className={styles.row} data-testid="contact-entry">
      <div className={styles.rowHead}>
        <button
          type="button"
          className={styles.nameButton}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={onToggle}
        >
          <span className={styles.name}>{item.name}</span>
          <span className={styles.kind}>({CONTACT_KIND_LABELS[item.type]})</span>
        </button>
        {edit ? (
          <Link href={edit} className={styles.textLink} aria-label={`${t.edit} ${item.name}`}>
            {t.edit}
          </Link>
        ) : null}
        <FavouriteButton item={item} />
      </div>
      {expanded ? <ContactDetails item={item} providerId={providerId} id={detailsId} /> : null}
    </div>
  );
}
