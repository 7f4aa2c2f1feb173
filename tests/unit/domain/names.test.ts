import { describe, expect, it } from 'vitest';
import { formatClientName, formatPersonName, namePartsOfTerm, normaliseNameSetting } from '../../../domain/names';

const name = { namePrefix: 'Ms.', firstName: 'Alex', middleName: 'Jordan', lastName: 'Kim', nameSuffix: 'Jr.' };

describe('client name formats', () => {
  it.each([
    [1, 'Ms. Alex Jordan Kim Jr.'],
    [2, 'Ms. Alex Kim'],
    [3, 'Alex J. Kim'],
    [4, 'Alex Kim'],
    [5, 'Alex'],
    [6, 'A. Kim'],
    [7, 'A.J.K.'],
  ])('given format %i, should read %s', (format, expected) => {
    expect(formatClientName(name, format, 0)).toBe(expected);
  });

  it('given order 1, should put the last name first', () => {
    expect(formatClientName(name, 4, 1)).toBe('Kim, Alex');
    expect(formatClientName(name, 6, 1)).toBe('Kim, A.');
  });

  it('given a non-numeric setting, should default to 1', () => {
    expect(normaliseNameSetting('x')).toBe(1);
    expect(normaliseNameSetting(undefined)).toBe(1);
    expect(normaliseNameSetting(3)).toBe(3);
    expect(formatClientName(name, 42, 0)).toBe('Ms. Alex Jordan Kim Jr.');
  });

  it('should show a person as last, first', () => {
    expect(formatPersonName({ firstName: 'Jo', lastName: 'Other' })).toBe('Other, Jo');
    expect(formatPersonName({ firstName: 'Jo', lastName: '' })).toBe('Jo');
  });
});

describe('the typed term as a new contact\'s name', () => {
  it.each([
    ['Casey', 'Casey', ''],
    ['  Casey   Rowe ', 'Casey', 'Rowe'],
    ['Mary Ann  de Vries', 'Mary', 'Ann de Vries'],
    ['Rowe, Casey', 'Casey', 'Rowe'],
    ['de Vries ,  Mary Ann', 'Mary Ann', 'de Vries'],
    ['Rowe,', 'Rowe', ''],
    [', Casey', 'Casey', ''],
    ['', '', ''],
  ])('given %j, should prefill first %j and last %j', (term, firstName, lastName) => {
    expect(namePartsOfTerm(term)).toEqual({ firstName, lastName });
  });
});
