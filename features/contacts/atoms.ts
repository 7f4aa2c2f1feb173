/**
 * Shared state of the contact screens. PLACEHOLDER: the list helper fills
 * it in; these names are the contract the form screens use.
 */
import { atom } from 'jotai';

/** Header favourites mode (spec 2): lists show favourites only while on. */
export const favouritesModeAtom = atom(false);

/** Bumped after any contact write so the contacts list reloads. */
export const contactsVersionAtom = atom(0);
export const invalidateContactsAtom = atom(null, (_get, set) => set(contactsVersionAtom, (v) => v + 1));
