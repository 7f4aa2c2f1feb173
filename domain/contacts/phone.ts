/**
 * The phone rule of spec 5: dashes removed, the rest numeric and between
 * 1,000,000,000 and 9,999,999,999 (ten digits, no leading zero); empty is
 * allowed. The spec fixes this one NANP-style format, so a small rule does
 * the job without a phone-number library.
 */
export const PHONE_MIN = 1_000_000_000;
export const PHONE_MAX = 9_999_999_999;
/** Input maximum with the two dashes of xxx-xxx-xxxx (spec 5, 9). */
export const PHONE_INPUT_MAX = 12;
/** Up to four phones per person or client (spec 9). */
export const PHONES_MAX = 4;

/** The digits of a phone as typed: dashes removed, surrounding spaces trimmed. */
export const phoneDigits = (value: string): string => value.trim().replace(/-/g, '');

/** Whether a phone as typed passes the rule (empty passes: "no phone"). */
export function isValidPhone(value: string): boolean {
  const digits = phoneDigits(value);
  if (digits === '') return true;
  if (!/^\d+$/.test(digits)) return false;
  const n = Number(digits);
  return n >= PHONE_MIN && n <= PHONE_MAX;
}

/** The stored form: ten digits, or null for an empty entry. Call only on a valid phone. */
export const normalisePhone = (value: string): string | null => {
  const digits = phoneDigits(value);
  return digits === '' ? null : digits;
};
