/**
 * The caret arithmetic of PhoneInput. Pure: no DOM. The mask itself is
 * `maskPhone` of the domain; this only decides where the caret lands after
 * it and what a deleted dash means.
 */
import { maskPhone } from '../../domain/contacts/phone-mask';

/** A masked value and the caret position in it. */
export interface PhoneEdit {
  value: string;
  caret: number;
}

const countDigits = (text: string): number => text.replace(/\D/g, '').length;

/** The position just after the `count`-th digit of `masked` (0 for none). */
export function caretAfterDigits(masked: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return masked.length;
}

/**
 * Masks text as typed and keeps the caret after the same digit it followed,
 * so a dash appearing or vanishing does not push it about. Leading zeros the
 * mask drops and digits past the tenth no longer count.
 */
export function maskWithCaret(raw: string, caret: number): PhoneEdit {
  const digits = raw.replace(/\D/g, '');
  const droppedZeros = digits.length - digits.replace(/^0+/, '').length;
  const before = Math.min(Math.max(0, countDigits(raw.slice(0, caret)) - droppedZeros), 10);
  const value = maskPhone(raw);
  return { value, caret: caretAfterDigits(value, before) };
}

/**
 * One edit of the field: `raw` is the text the browser made of `previous`,
 * `caret` where it left the caret, `inputType` the InputEvent's kind. A
 * Backspace (or Delete) that only removed a dash would come straight back from
 * the mask, so it removes the digit before (or after) that dash instead.
 */
export function editPhone(previous: string, raw: string, caret: number, inputType: string): PhoneEdit {
  const onlyDashRemoved = raw.length === previous.length - 1 && raw.replace(/\D/g, '') === previous.replace(/\D/g, '');
  if (onlyDashRemoved && inputType === 'deleteContentBackward' && caret > 0) {
    return maskWithCaret(raw.slice(0, caret - 1) + raw.slice(caret), caret - 1);
  }
  if (onlyDashRemoved && inputType === 'deleteContentForward' && caret < raw.length) {
    return maskWithCaret(raw.slice(0, caret) + raw.slice(caret + 1), caret);
  }
  // Typing into a full number (the native maxLength counts dashes) would push its last digit out: refuse, as a full field does.
  if (inputType.startsWith('insert') && raw.replace(/\D/g, '').replace(/^0+/, '').length > 10) {
    return { value: previous, caret: Math.max(0, caret - (raw.length - previous.length)) };
  }
  return maskWithCaret(raw, caret);
}

/**
 * Pasted text replacing the selection [start, end) of `previous`. A copied
 * number often carries the North American country code (+1 212 555 0101):
 * eleven digits starting with 1 lose that 1, or the mask would keep the 1 and
 * drop the last digit.
 */
export function pastePhone(previous: string, pasted: string, start: number, end: number): PhoneEdit {
  const digits = pasted.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return maskWithCaret(previous.slice(0, start) + national + previous.slice(end), start + national.length);
}
