/**
 * The contacts of the selected provider for a screen: loads them on entry,
 * when the provider changes and after any contact write (contactsVersionAtom).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { selectedProviderIdAtom } from '../../session/atoms';
import { loadContactsAtom } from '../api/contacts-list';
import { contactsListAtom, contactsVersionAtom, type ContactsListState } from '../atoms';

export function useContactsList(): { state: ContactsListState; retry: () => void } {
  const providerId = useAtomValue(selectedProviderIdAtom);
  const version = useAtomValue(contactsVersionAtom);
  const state = useAtomValue(contactsListAtom);
  const load = useSetAtom(loadContactsAtom);
  useEffect(() => {
    void load();
  }, [providerId, version, load]);
  // Until the effect runs after a provider switch, the cache still holds the previous provider's list.
  const current: ContactsListState =
    state.providerId === providerId ? state : { providerId, version, status: 'loading', contacts: [] };
  return { state: current, retry: () => void load() };
}
