/** The e-mail fields of the contact forms (up to two, spec 9) and the body's e-mail list. */
import { EMAILS_MAX } from '../../../domain/contacts/email';

/** The body's e-mail list: trimmed, empty entries left out. */
export const emailsForBody = (emails: readonly string[]): string[] => emails.map((e) => e.trim()).filter((e) => e !== '');

/** Entries for a form: the stored e-mails, or one empty field. */
export const emailEntries = (stored: readonly (string | null)[]): string[] => {
  const filled = stored.filter((e): e is string => e !== null && e.trim() !== '').slice(0, EMAILS_MAX);
  return filled.length === 0 ? [''] : filled;
};
