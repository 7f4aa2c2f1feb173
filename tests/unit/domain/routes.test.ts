import { describe, expect, it } from 'vitest';
import { isMailType, isNumericId, yearFromRoute } from '../../../domain/routes';

describe('route parameters', () => {
  it('given a non-numeric year, should fall back to 2019', () => {
    expect(yearFromRoute('abc')).toBe(2019);
    expect(yearFromRoute(undefined)).toBe(2019);
    expect(yearFromRoute('2026')).toBe(2026);
  });

  it('should accept only numeric ids', () => {
    expect(isNumericId('12')).toBe(true);
    expect(isNumericId('12a')).toBe(false);
    expect(isNumericId('')).toBe(false);
  });

  it('should accept only the mail types of the route table', () => {
    expect(isMailType('inbox')).toBe(true);
    expect(isMailType('mailboxes')).toBe(true);
    expect(isMailType('spam')).toBe(false);
  });
});
