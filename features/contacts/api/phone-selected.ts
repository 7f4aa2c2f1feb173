/**
 * POST phone_selected/add (spec 5, 7): remembers the number the user chose
 * on the phone screen for a client (person_id) or other person
 * (otherevent_id). Saved only if numeric and non-zero: anything else is not
 * sent at all.
 */
import { atom } from 'jotai';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import { phoneSelectedBody, phoneSelectedResponse, type PhoneSelectedInput } from '../../../domain/contract/favourites';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { pushMessageAtom } from '../../api/popup-atoms';
import { patchContactAtom } from '../atoms';

export function postPhoneSelected(body: PhoneSelectedInput): Promise<{ selected_phone: string }> {
  return request('post', 'phone_selected/add', phoneSelectedResponse, { json: body });
}

/** The phone_selected body for a client or other person, or null when it must not be saved. */
export function phoneSelectedInput(item: Pick<ContactListItem, 'type' | 'id'>, phone: string): PhoneSelectedInput | null {
  const ids =
    item.type === 'person' ? { person_id: item.id } : item.type === 'other_event' ? { otherevent_id: item.id } : null;
  if (!ids) return null;
  const input: PhoneSelectedInput = { ...ids, phone };
  return phoneSelectedBody.safeParse(input).success ? input : null;
}

export const selectPhoneAtom = atom(null, async (_get, set, { item, phone }: { item: Pick<ContactListItem, 'type' | 'id'>; phone: string }) => {
  const input = phoneSelectedInput(item, phone);
  if (!input) return;
  try {
    const answer = await postPhoneSelected(input);
    set(patchContactAtom, { type: item.type, id: item.id, patch: { selected_phone: answer.selected_phone } });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) set(pushMessageAtom, { text: error.message });
  }
});
