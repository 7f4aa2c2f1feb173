import { describe, expect, it } from 'vitest';
import { connectRoomUrl, isConnectCode, isMailType, isNumericId, yearFromRoute } from '../../../domain/routes';

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

describe('Meadow Connect room addresses', () => {
  it('given a 64-hex code, should accept it and build the room URL on this origin', () => {
    const code = 'ab'.repeat(32);
    expect(isConnectCode(code)).toBe(true);
    expect(connectRoomUrl('https://meadow.example/', code)).toBe(`https://meadow.example/connect/${code}`);
  });
  it('given an appointment id, a short or upper-case code, should refuse it', () => {
    expect(isConnectCode('123')).toBe(false);
    expect(isConnectCode('AB'.repeat(32))).toBe(false);
    expect(isConnectCode(undefined)).toBe(false);
  });
});
