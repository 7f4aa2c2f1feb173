/** features/search's public entry: whether the header's search panel is open. The panel comes through lazy.ts. */
export { searchOpenAtom } from './atoms';
