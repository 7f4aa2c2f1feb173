/**
 * The order contact names are listed in: Intl.Collator('en', { sensitivity:
 * 'accent' }), case ignored, accents counted. Most names hold only ASCII
 * letters, digits, spaces and commas, and for those that collation is the
 * order of their lower-case code units (property test in
 * tests/unit/domain/contacts/name-order.test.ts). Sorting a provider's
 * contacts, the collator's compare was most of the list's own CPU
 * (tests/bench/server-path.ts, contacts list), so such names are compared by
 * a key made once per name; any other name still goes to the collator.
 */
const collator = new Intl.Collator('en', { sensitivity: 'accent' });
const PLAIN = /^[A-Za-z0-9 ,]*$/;

/** A name with its sort key: its lower case when plain, else null. */
export interface KeyedName {
  name: string;
  key: string | null;
}

export const keyedName = (name: string): KeyedName => ({ name, key: PLAIN.test(name) ? name.toLowerCase() : null });

/** The collator's compare of the two names (its sign), by their keys when both have one. */
export function compareKeyedNames(a: KeyedName, b: KeyedName): number {
  if (a.key !== null && b.key !== null) return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  return collator.compare(a.name, b.name);
}
