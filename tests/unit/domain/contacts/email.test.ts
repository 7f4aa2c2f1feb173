import { describe, expect, it } from 'vitest';
import { isValidEmail, normaliseEmail } from '../../../../domain/contacts/email';

describe('e-mail rule (spec 5)', () => {
  it.each(['', '  ', 'ruth@example.com', 'a.b+c@mail.example.info', 'x@y.io', ' jo@meadow.org '])(
    'given %j, should accept it',
    (value) => expect(isValidEmail(value)).toBe(true),
  );

  it.each([
    ['no @', 'ruth.example.com'],
    ['no domain', 'ruth@'],
    ['no dot in the domain', 'ruth@example'],
    ['a one-letter ending', 'ruth@example.c'],
    ['a five-letter ending', 'ruth@example.comma'],
    // The demo seed's addresses end in .example: the spec's rule refuses them as new input.
    ['a seven-letter ending', 'jo@meadow.example'],
    ['a digit ending', 'ruth@example.c0m'],
    ['a space inside', 'ru th@example.com'],
    ['two @', 'ruth@@example.com'],
    ['an empty label', 'ruth@.com'],
  ])('given %s, should refuse it', (_, value) => expect(isValidEmail(value)).toBe(false));

  it('should trim, and store nothing for an empty entry', () => {
    expect(normaliseEmail(' ruth@example.com ')).toBe('ruth@example.com');
    expect(normaliseEmail(' ')).toBeNull();
  });
});
