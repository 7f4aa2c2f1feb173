/**
 * Which contacts the list and the phone screen show: favourites only in
 * favourites mode, then those whose name contains the typed text, ignoring
 * case and accents ('jose' finds 'José'). Pure, unit tested.
 */
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import { foldForSearch } from '../../../domain/contacts/search-text';

// Items are replaced (never mutated) when they change, so a fold is cached per object: typing over 5,000 names stays cheap.
const folded = new WeakMap<ContactListItem, string>();

function foldedName(item: ContactListItem): string {
  let value = folded.get(item);
  if (value === undefined) {
    value = foldForSearch(item.name);
    folded.set(item, value);
  }
  return value;
}

export const isFavourite = (item: Pick<ContactListItem, 'favourite_id'>): boolean => item.favourite_id > 0;

export function filterContacts(contacts: readonly ContactListItem[], term: string, favouritesOnly: boolean): ContactListItem[] {
  const needle = foldForSearch(term);
  return contacts.filter((c) => (!favouritesOnly || isFavourite(c)) && (needle === '' || foldedName(c).includes(needle)));
}

/** The phone screen: clients and other persons that have at least one number. */
export const phoneContacts = (contacts: readonly ContactListItem[]): ContactListItem[] =>
  contacts.filter((c) => (c.type === 'person' || c.type === 'other_event') && c.phones.length > 0);
