import { describe, expect, it } from 'vitest';
import { POSTAL_CODE_MAX, isValidPostalCode } from '../../../../domain/contacts/postal-code';

describe('isValidPostalCode', () => {
  it.each([[''], ['   '], ['11215'], [' 11215 '], ['11215-1234'], ['11215 1234'], ['112151234']])(
    'given %j, should accept it (empty, or 5 digits with an optional separator and 4 digits)',
    (code) => {
      expect(isValidPostalCode(code)).toBe(true);
    },
  );

  it.each([['1121'], ['112156'], ['11215-12'], ['11215-12345'], ['11215_1234'], ['ABCDE'], ['11215--1234'], ['1121A']])(
    'given %j, should refuse it',
    (code) => {
      expect(isValidPostalCode(code)).toBe(false);
    },
  );

  it('should allow for the longest valid code', () => {
    expect('11215-1234'.length).toBeLessThanOrEqual(POSTAL_CODE_MAX);
  });
});
