import { describe, expect, it } from 'vitest';
import { isValidPhone, normalisePhone, phoneDigits } from '../../../../domain/contacts/phone';

describe('phone rule (spec 5)', () => {
  it.each(['', '   ', '212-555-0101', '2125550101', '1000000000', '9999999999', ' 917-555-0105 '])(
    'given %j, should accept it',
    (value) => expect(isValidPhone(value)).toBe(true),
  );

  it.each([
    ['a leading zero', '0125550101'],
    ['nine digits', '212555010'],
    ['eleven digits', '12125550101'],
    ['letters', '212-555-01ab'],
    ['a plus sign', '+2125550101'],
    ['spaces inside', '212 555 0101'],
    ['dots', '212.555.0101'],
    ['a decimal that Number() would read', '2125550.101'],
    ['an exponent that Number() would read', '2e9'],
  ])('given %s, should refuse it', (_, value) => expect(isValidPhone(value)).toBe(false));

  it('should remove dashes and keep the digits', () => {
    expect(phoneDigits('212-555-0101')).toBe('2125550101');
    expect(normalisePhone('212-555-0101')).toBe('2125550101');
  });

  it('given an empty entry, should store nothing', () => {
    expect(normalisePhone('  ')).toBeNull();
  });
});
