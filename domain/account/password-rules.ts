import { messages } from '../messages';

/**
 * New-password rules after NIST SP 800-63B §5.1.1.2: at least 8 characters,
 * at least 64 allowed, no composition rules. The check against commonly
 * breached passwords needs the list and runs on the server
 * (server/auth/common-passwords.ts).
 */
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MAX = 128;

/**
 * The one rule for a password's edges (spec 5): login trims what is typed,
 * so every place a password is set or checked trims it the same way; a
 * password saved with a trailing space could otherwise never sign in.
 */
export const normalisePassword = (password: string): string => password.trim();

/** Counts code points, not UTF-16 units: an emoji is one character to the user. */
export const passwordLength = (password: string): number => [...password].length;

/** The message for a new password that breaks a length rule or differs from its confirmation, or null; both as they will be stored (trimmed). */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  const stored = normalisePassword(password);
  const length = passwordLength(stored);
  if (length < NEW_PASSWORD_MIN) return messages.passwordTooShort;
  if (length > NEW_PASSWORD_MAX) return messages.passwordTooLong;
  if (stored !== normalisePassword(confirmation)) return messages.passwordsDiffer;
  return null;
}
