/**
 * The loading, failed and loaded states of a contacts list (the full list and
 * the phone screen): placeholder rows while it loads, a failed load never
 * reads as 'No contacts', and an empty list says what to do next ('No
 * favourites' in favourites mode).
 */
import type { Key, ReactNode, Ref } from 'react';
import { contactsTexts as t, messages } from '../../../domain/messages';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { UsersIcon } from '../../../ui/icons/icons';
import { SkeletonList } from '../../../ui/skeleton/skeleton';
import { VirtualList, type VirtualListHandle } from '../../../ui/virtual-list/virtual-list';
import type { LoadStatus } from '../atoms';
import * as styles from './contacts.css';

export interface ContactsListBodyProps<T> {
  status: LoadStatus;
  items: readonly T[];
  getKey: (item: T) => Key;
  /** Accessible name of the list. */
  label: string;
  favouritesOnly: boolean;
  /** What the empty list suggests doing next. */
  emptyHint: string;
  /** Estimated entry height in px (entries are measured once rendered). */
  estimateSize: number | ((index: number) => number);
  renderItem: (item: T) => ReactNode;
  onRetry: () => void;
  handle?: Ref<VirtualListHandle>;
}

export function ContactsListBody<T>({
  status,
  items,
  getKey,
  label,
  favouritesOnly,
  emptyHint,
  estimateSize,
  renderItem,
  onRetry,
  handle,
}: ContactsListBodyProps<T>) {
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
    return <SkeletonList label={t.loadingContacts} rows={8} withAvatar lines={1} className={styles.skeleton} />;
  }
  return (
    <VirtualList
      label={label}
      items={items}
      estimateSize={estimateSize}
      getKey={getKey}
      renderItem={renderItem}
      empty={
        <div data-testid="contacts-empty">
          <EmptyState title={favouritesOnly ? t.noFavourites : t.noContacts} text={emptyHint} icon={<UsersIcon size={40} />} />
        </div>
      }
      className={styles.list}
      handle={handle}
    />
  );
}
