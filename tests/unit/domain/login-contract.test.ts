import { describe, expect, it } from 'vitest';
import { loginBody } from '../../../domain/contract/auth';
import { messages } from '../../../domain/messages';

const firstMessage = (input: unknown): string | undefined => {
  const result = loginBody.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('login body', () => {
  it('given blank or missing fields, should say the spec message', () => {
    expect(firstMessage({ username: '  ', password: 'x' })).toBe(messages.loginFieldsRequired);
    expect(firstMessage({ username: 'a', password: '   ' })).toBe(messages.loginFieldsRequired);
    expect(firstMessage({})).toBe(messages.loginFieldsRequired);
  });

  it('given a username over 50 characters, should refuse it', () => {
    expect(firstMessage({ username: 'a'.repeat(51), password: 'x' })).toBe(messages.usernameTooLong);
  });

  it('should trim both fields', () => {
    expect(loginBody.parse({ username: ' dr.rivera ', password: ' pw ' })).toEqual({ username: 'dr.rivera', password: 'pw' });
  });
});
