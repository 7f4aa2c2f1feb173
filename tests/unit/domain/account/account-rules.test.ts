import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_MAX, NEW_PASSWORD_MIN, newPasswordProblem, normalisePassword, passwordLength } from '../../../../domain/account/password-rules';
import { normaliseAnswer, normaliseMemberId, SECURITY_QUESTIONS, securityQuestionText } from '../../../../domain/account/security-questions';
import { messages } from '../../../../domain/messages';

describe('normaliseAnswer', () => {
  it('should ignore case, repeated and surrounding spaces, and Unicode composition', () => {
    expect(normaliseAnswer('  New   York ')).toBe('new york');
    expect(normaliseAnswer('NEW\tYORK')).toBe('new york');
    expect(normaliseAnswer('Jose\u0301')).toBe(normaliseAnswer('José'));
  });
});

describe('normaliseMemberId', () => {
  it('should drop dashes and spaces as well', () => {
    expect(normaliseMemberId(' bm-100 234 ')).toBe('bm100234');
    expect(normaliseMemberId('BM100234')).toBe(normaliseMemberId('BM-100234'));
    expect(normaliseMemberId('  ')).toBe('');
  });
});

describe('security questions', () => {
  it('should have unique ids and texts, found by id', () => {
    expect(new Set(SECURITY_QUESTIONS.map((q) => q.id)).size).toBe(SECURITY_QUESTIONS.length);
    expect(securityQuestionText(1)).toBe('What was the name of your first pet?');
    expect(securityQuestionText(0)).toBeUndefined();
  });
});

describe('newPasswordProblem', () => {
  it('should hold the NIST length bounds, counting characters, with no composition rules', () => {
    expect(newPasswordProblem('a'.repeat(NEW_PASSWORD_MIN - 1), 'a'.repeat(NEW_PASSWORD_MIN - 1))).toBe(messages.passwordTooShort);
    expect(newPasswordProblem('a'.repeat(NEW_PASSWORD_MIN), 'a'.repeat(NEW_PASSWORD_MIN))).toBeNull();
    expect(newPasswordProblem('a'.repeat(NEW_PASSWORD_MAX), 'a'.repeat(NEW_PASSWORD_MAX))).toBeNull();
    expect(newPasswordProblem('a'.repeat(NEW_PASSWORD_MAX + 1), 'a'.repeat(NEW_PASSWORD_MAX + 1))).toBe(messages.passwordTooLong);
    expect(passwordLength('🌿'.repeat(4))).toBe(4);
    expect(newPasswordProblem('🌿'.repeat(7), '🌿'.repeat(7))).toBe(messages.passwordTooShort);
  });

  it('should want the confirmation to match', () => {
    expect(newPasswordProblem('green fields', 'green field')).toBe(messages.passwordsDiffer);
  });

  it('given spaces at the ends, when checked, should judge the password as it is stored and signed in with: trimmed', () => {
    expect(newPasswordProblem('Correct-horse-9 ', 'Correct-horse-9')).toBeNull();
    expect(newPasswordProblem('  1234567  ', '  1234567  ')).toBe(messages.passwordTooShort);
    expect(normalisePassword('\t Correct horse 9 \n')).toBe('Correct horse 9');
  });
});
