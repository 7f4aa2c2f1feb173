import { describe, expect, it } from 'vitest';
import { maskPhone } from '../../../../domain/contacts/phone-mask';
import { isValidPhone, PHONE_INPUT_MAX } from '../../../../domain/contacts/phone';

describe('maskPhone (spec 5)', () => {
  it('should insert dashes after the third and sixth digit', () => {
    expect(maskPhone('860')).toBe('860');
    expect(maskPhone('8605')).toBe('860-5');
    expect(maskPhone('8605550')).toBe('860-555-0');
    expect(maskPhone('8605550123')).toBe('860-555-0123');
  });

  it('should keep digits only, at most ten, and reject a leading zero', () => {
    expect(maskPhone('(860) 555-0123 ext 9')).toBe('860-555-0123');
    expect(maskPhone('0860')).toBe('860');
    expect(maskPhone('abc')).toBe('');
  });

  it('a full mask fits the input maximum and passes the phone rule', () => {
    const masked = maskPhone('8605550123');
    expect(masked.length).toBe(PHONE_INPUT_MAX);
    expect(isValidPhone(masked)).toBe(true);
  });
});
