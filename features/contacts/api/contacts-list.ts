/**
 * GET contacts/list/{providerId}: every active contact of the provider (spec 2
 * "Contacts full list", the phone screen), and the load of it into the list
 * cache, again whenever contactsVersionAtom moves or the provider changes.
 */
import { atom } from 'jotai';
import { contactsListResponse, type ContactsListResponse } from '../../../domain/contract/contacts-list';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { pushMessageAtom } from '../../api/popup-atoms';
import { selectedProviderIdAtom } from '../../session/atoms';
import { contactAppointmentsAtom, contactsListAtom, contactsVersionAtom } from '../atoms';

export function getContactsList(providerId: number, signal?: AbortSignal): Promise<ContactsListResponse> {
  return request('get', `contacts/list/${providerId}`, contactsListResponse, { signal });
}

/** Loads the selected provider's contacts unless they are loaded or loading for this version. */
export const loadContactsAtom = atom(null, async (get, set) => {
  const providerId = get(selectedProviderIdAtom);
  const version = get(contactsVersionAtom);
  if (providerId <= 0) return;
  const current = get(contactsListAtom);
  const same = current.providerId === providerId && current.version === version;
  if (same && current.status !== 'failed') return;

  // Another provider's contacts must never show under this one; a reload of the same provider keeps the list meanwhile.
  const keep = current.providerId === providerId ? current.contacts : [];
  set(contactsListAtom, { providerId, version, status: 'loading', contacts: keep });
  set(contactAppointmentsAtom, new Map());
  const owns = () => {
    const now = get(contactsListAtom);
    return now.providerId === providerId && now.version === version;
  };
  try {
    const answer = await getContactsList(providerId);
    if (owns()) set(contactsListAtom, { providerId, version, status: 'ready', contacts: answer.contacts });
  } catch (error) {
    if (!owns()) return;
    set(contactsListAtom, { providerId, version, status: 'failed', contacts: keep });
    if (error instanceof ApiError && error.status !== 401) set(pushMessageAtom, { text: error.message });
  }
});
