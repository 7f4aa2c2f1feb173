/**
 * The favourite toggle of a client, other person or group (spec 2, 4):
 * pressed while the contact is a favourite; a press while its call runs
 * does nothing (the in-progress flag).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import { contactsTexts as t } from '../../../domain/messages';
import { IconButton } from '../../../ui/icon-button/icon-button';
import { canBeFavourite, toggleFavouriteAtom } from '../api/favourites';
import { contactItemKey, favouritePendingAtom } from '../atoms';
import { isFavourite } from './filter-contacts';
import { cx } from '../../../ui/utils/cx';
import * as styles from './contacts.css';

export function FavouriteButton({ item }: { item: ContactListItem }) {
  const pending = useAtomValue(favouritePendingAtom).has(contactItemKey(item));
  const toggle = useSetAtom(toggleFavouriteAtom);
  if (!canBeFavourite(item)) return null;
  const on = isFavourite(item);
  return (
    <IconButton
      label={`${t.favourite}: ${item.name}`}
      title={on ? t.removeFavourite : t.addFavourite}
      aria-pressed={on}
      aria-busy={pending || undefined}
      onClick={() => void toggle(item)}
    >
      <span className={cx(styles.star, on && styles.starOn)}>{on ? '★' : '☆'}</span>
    </IconButton>
  );
}
