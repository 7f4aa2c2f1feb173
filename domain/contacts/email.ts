/**
 * The e-mail rule of spec 5: empty is allowed, otherwise a local part, '@',
 * a domain and a final label of 2 to 4 letters.
 */
export const EMAIL_MAX_LENGTH = 254;
/** Up to two e-mails per client and per contact field (spec 9). */
export const EMAILS_MAX = 2;

const EMAIL_SHAPE = /^[^\s@]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/;

/** Whether an e-mail as typed passes the rule (trimmed; empty passes: "no e-mail"). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email === '') return true;
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email);
}

/** The stored form: trimmed, or null for an empty entry. */
export const normaliseEmail = (value: string): string | null => {
  const email = value.trim();
  return email === '' ? null : email;
};
