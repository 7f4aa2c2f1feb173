/**
 * Shared state of the contact screens: the header's favourites mode, the
 * contacts list cache of the selected provider (spec 2 "Contacts full list",
 * the phone screen) with its in-progress favourite flags (spec 4
 * "Favourites"), and the dated appointments of expanded entries. The loads
 * and writes live with their endpoints in api/.
 */
import { atom } from 'jotai';
import type { ContactKind } from '../../domain/contract/appointment';
import type { ContactListItem } from '../../domain/contract/contacts-list';
import type { SearchAppointment } from '../../domain/contract/search';

/** Header favourites mode (spec 2): lists show favourites only while on. */
export const favouritesModeAtom = atom(false);

/** Bumped after any contact write so the contacts list reloads. */
export const contactsVersionAtom = atom(0);
export const invalidateContactsAtom = atom(null, (_get, set) => set(contactsVersionAtom, (v) => v + 1));

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ContactsListState {
  /** The provider the contacts belong to (0 before the first load). */
  providerId: number;
  /** The contactsVersionAtom value the contacts were (or are being) loaded for. */
  version: number;
  status: LoadStatus;
  contacts: ContactListItem[];
}

/** The one cached list: a provider switch replaces it, a version bump reloads it in place. */
export const contactsListAtom = atom<ContactsListState>({ providerId: 0, version: -1, status: 'idle', contacts: [] });

/** A stable key for a contact across kinds (ids repeat between kinds). */
export const contactItemKey = (c: { type: ContactKind; id: number }): string => `${c.type}:${c.id}`;

/** Contacts whose favourite add/delete is under way (spec 4: in progress per item). */
export const favouritePendingAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Changes one contact of the cached list (favourite_id, selected_phone, a phone just added). */
export const patchContactAtom = atom(
  null,
  (get, set, { type, id, patch }: { type: ContactKind; id: number; patch: Partial<Pick<ContactListItem, 'favourite_id' | 'selected_phone' | 'phones'>> }) => {
    const state = get(contactsListAtom);
    const index = state.contacts.findIndex((c) => c.type === type && c.id === id);
    if (index < 0) return;
    const contacts = state.contacts.slice();
    contacts[index] = { ...contacts[index]!, ...patch };
    set(contactsListAtom, { ...state, contacts });
  },
);

export interface ContactAppointmentsEntry {
  status: Exclude<LoadStatus, 'idle'>;
  appointments: SearchAppointment[];
}

/** Dated appointments of expanded contacts by `${providerId}:${type}:${id}`; emptied when contacts change. */
export const contactAppointmentsAtom = atom<ReadonlyMap<string, ContactAppointmentsEntry>>(new Map());
