import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareKeyedNames, keyedName } from '../../../../domain/contacts/name-order';

const collator = new Intl.Collator('en', { sensitivity: 'accent' });
const sign = (n: number) => Math.sign(n);
const compare = (a: string, b: string) => sign(compareKeyedNames(keyedName(a), keyedName(b)));

/** Names of the plain characters, short so that prefixes, case twins and equal names come up often. */
const plainChar = fc.constantFrom(...'abcxyzABCXYZ0189 ,');
const plain = fc.array(plainChar, { maxLength: 6 }).map((cs) => cs.join(''));
/** Names a practice may hold: accents, apostrophes, hyphens, dots, other scripts. */
const anyName = fc.oneof(plain, fc.string({ unit: 'grapheme', maxLength: 8 }), fc.constantFrom("O'Brien", 'Ávila', 'avila', 'Anne-Marie', 'Dr. Ng', 'Łukasz', 'Zoë'));

describe('contact name order', () => {
  it('given two plain names (or one plain, one its case twin or prefix), should order them as the collator does', () => {
    fc.assert(
      fc.property(plain, plain, fc.boolean(), (a, b, twin) => {
        const other = twin ? a.toUpperCase() + b : b;
        expect(compare(a, other)).toBe(sign(collator.compare(a, other)));
      }),
      { seed: 31, numRuns: 20_000 },
    );
  });

  it('given any two names, should order them as the collator does', () => {
    fc.assert(
      fc.property(anyName, anyName, (a, b) => {
        expect(compare(a, b)).toBe(sign(collator.compare(a, b)));
      }),
      { seed: 31, numRuns: 5_000 },
    );
  });

  it('given names that differ by case only, should find them equal; by an accent, not', () => {
    expect(compare('Baker, Ava', 'BAKER, ava')).toBe(0);
    expect(compare('Avila', 'Ávila')).not.toBe(0);
    expect(compare('Ava Baker', 'Ava, Baker')).toBe(sign(collator.compare('Ava Baker', 'Ava, Baker')));
  });
});
