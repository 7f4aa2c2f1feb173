/**
 * The loading, failed and loaded states of a contacts list (the full list and
 * the phone screen): a failed load never reads as 'No contacts', and in
 * favourites mode an empty list says 'No favourites'.
 */
import type { ReactNode } from 'react';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import { contactsTexts as t, messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { VirtualList } from '../../../ui/virtual-list/virtual-list';
import { contactItemKey, type LoadStatus } from '../atoms';
import * as styles from './contacts.css';

export interface ContactsListBodyProps {
  status: LoadStatus;
  items: readonly ContactListItem[];
  /** Accessible name of the list. */
  label: string;
  favouritesOnly: boolean;
  /** Estimated entry height in px (entries are measured once rendered). */
  estimateSize: number;
  renderItem: (item: ContactListItem) => ReactNode;
  onRetry: () => void;
}

export function ContactsListBody({ status, items, label, favouritesOnly, estimateSize, renderItem, onRetry }: ContactsListBodyProps) {
  if (items.length === 0 && status === 'failed') {
    return (
      <div className={styles.status} role="alert">
        <p>{t.contactsLoadFailed}</p>
        <Button variant="secondary" onClick={onRetry}>
          {messages.tryAgain}
        </Button>
      </div>
    );
  }
  if (items.length === 0 && status !== 'ready') {
    return (
      <div className={styles.status}>
        <Loader label={t.loadingContacts} />
      </div>
    );
  }
  return (
    <VirtualList
      label={label}
      items={items}
      estimateSize={estimateSize}
      getKey={contactItemKey}
      renderItem={renderItem}
      empty={<span data-testid="contacts-empty">{favouritesOnly ? t.noFavourites : t.noContacts}</span>}
      className={styles.list}
    />
  );
}
