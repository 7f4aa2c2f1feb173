/**
 * POST favourite/add and DELETE favourite/delete (spec 4 "Favourites", 7):
 * one toggle per contact, flagged in progress while its call runs (a second
 * press meanwhile does nothing); the entry's favourite_id becomes the
 * answer's id, or 0 once removed.
 */
import { atom } from 'jotai';
import type { ContactKind } from '../../../domain/contract/appointment';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import {
  favouriteAddResponse,
  favouriteDeleteResponse,
  type FavouriteAddInput,
} from '../../../domain/contract/favourites';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { pushMessageAtom } from '../../api/popup-atoms';
import { contactItemKey, favouritePendingAtom, patchContactAtom } from '../atoms';

/** The favourite body of a contact, or null for kinds that cannot be favourites (events, users). */
export function favouriteBody({ type, id }: { type: ContactKind; id: number }): FavouriteAddInput | null {
  switch (type) {
    case 'person':
      return { person_id: id };
    case 'other_event':
      return { otherevent_id: id };
    case 'group_appointment':
      return { groupappointment_id: id };
    default:
      return null;
  }
}

export const canBeFavourite = (c: { type: ContactKind; id: number }): boolean => favouriteBody(c) !== null;

export function postFavouriteAdd(body: FavouriteAddInput): Promise<{ favourite_id: number }> {
  return request('post', 'favourite/add', favouriteAddResponse, { json: body });
}

export function deleteFavourite(id: number): Promise<{ favourite_id: 0 }> {
  return request('delete', 'favourite/delete', favouriteDeleteResponse, { json: { id } });
}

export const toggleFavouriteAtom = atom(null, async (get, set, item: Pick<ContactListItem, 'type' | 'id' | 'favourite_id'>) => {
  const body = favouriteBody(item);
  const key = contactItemKey(item);
  if (!body || get(favouritePendingAtom).has(key)) return;
  set(favouritePendingAtom, new Set(get(favouritePendingAtom)).add(key));
  try {
    const answer = item.favourite_id > 0 ? await deleteFavourite(item.favourite_id) : await postFavouriteAdd(body);
    set(patchContactAtom, { type: item.type, id: item.id, patch: { favourite_id: answer.favourite_id } });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) set(pushMessageAtom, { text: error.message });
  } finally {
    const pending = new Set(get(favouritePendingAtom));
    pending.delete(key);
    set(favouritePendingAtom, pending);
  }
});
