/** features/contacts' public entry: the header's favourites mode and the list's reload. The screens come through lazy.ts. */
export { favouritesModeAtom, invalidateContactsAtom } from './atoms';
