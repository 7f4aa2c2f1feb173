/**
 * A–Z sections of the contacts list: contacts sorted by their displayed name
 * (case and accents ignored, so 'Álvarez' sits under A), a heading row before
 * each letter, and where each letter's section starts for the alphabet index.
 * Names that do not start with a letter go under '#', last. Pure, unit tested.
 */
import { foldForSearch } from '../../../domain/contacts/search-text';
import type { ContactListItem } from '../../../domain/contract/contacts-list';

export const OTHER_LETTER = '#';
/** The strip of the alphabet index: A–Z, then '#'. */
export const INDEX_LETTERS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', OTHER_LETTER];

/** The section of a displayed name: its first letter without accents, else '#'. */
export function sectionLetter(name: string): string {
  const first = foldForSearch(name).charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : OTHER_LETTER;
}

export type ContactsListRow = { kind: 'section'; key: string; letter: string } | { kind: 'contact'; key: string; item: ContactListItem };

export interface ContactSections {
  rows: ContactsListRow[];
  /** The row index of each letter's heading. */
  starts: ReadonlyMap<string, number>;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function contactSections(items: readonly ContactListItem[], keyOf: (item: ContactListItem) => string): ContactSections {
  const lettered = items.map((item) => ({ item, letter: sectionLetter(item.name) }));
  lettered.sort((a, b) => {
    if (a.letter !== b.letter) {
      if (a.letter === OTHER_LETTER) return 1;
      if (b.letter === OTHER_LETTER) return -1;
      return a.letter < b.letter ? -1 : 1;
    }
    return collator.compare(a.item.name, b.item.name);
  });
  const rows: ContactsListRow[] = [];
  const starts = new Map<string, number>();
  for (const { item, letter } of lettered) {
    if (!starts.has(letter)) {
      starts.set(letter, rows.length);
      rows.push({ kind: 'section', key: `section:${letter}`, letter });
    }
    rows.push({ kind: 'contact', key: keyOf(item), item });
  }
  return { rows, starts };
}
