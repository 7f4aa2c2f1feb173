/**
 * The phone editor's rows (spec 2 "Phone editor", 3 "Phone types"): up to
 * four phones, each with a type code (cell 1, home 2, work 3, fax 4, other 5).
 * The server takes them as two parallel arrays (phone[i] has type
 * phoneType[i]) and answers them as slots phone1..phone4 / pht1..pht4; these
 * helpers turn one shape into the other so the form holds only rows.
 */
import { PHONE_TYPE_CODES, type PhoneTypeCode } from '../codes';
import { PHONES_MAX } from './phone';
import { maskPhone } from './phone-mask';

export interface PhoneSlot {
  /** The masked text as typed, e.g. '555-010-1234'. */
  phone: string;
  type: PhoneTypeCode;
}

/** The types a user picks from, in the spec's list order (cell, home, work, fax, other). */
export const PHONE_TYPE_CHOICES = [1, 2, 3, 4, 5] as const satisfies readonly PhoneTypeCode[];

/** A new row is a cell phone: the type most numbers are. */
export const DEFAULT_PHONE_TYPE: PhoneTypeCode = 1;

export const emptyPhoneSlot = (): PhoneSlot => ({ phone: '', type: DEFAULT_PHONE_TYPE });

/** Whether another row may be added (spec 9: at most four). */
export const canAddPhoneSlot = (slots: readonly PhoneSlot[]): boolean => slots.length < PHONES_MAX;

/** A stored type number as a code; anything unknown is 0 ("none", spec 3). */
export function toPhoneTypeCode(value: number): PhoneTypeCode {
  return (PHONE_TYPE_CODES as readonly number[]).includes(value) ? (value as PhoneTypeCode) : 0;
}

/**
 * The body arrays of others/add, others/edit, clients/add and clients/edit:
 * rows left empty are dropped (with their types), so the arrays stay parallel.
 */
export function phoneSlotsToBody(slots: readonly PhoneSlot[]): { phone: string[]; phoneType: PhoneTypeCode[] } {
  const filled = slots.map((s) => ({ phone: s.phone.trim(), type: s.type })).filter((s) => s.phone !== '');
  return { phone: filled.map((s) => s.phone), phoneType: filled.map((s) => s.type) };
}

/**
 * Rows from stored slots (phone1..phone4 with pht1..pht4, or a contact list
 * item's phones): empty slots are skipped, numbers shown masked, at most four.
 */
export function phoneSlotsFromStored(phones: readonly (string | null)[], types: readonly number[]): PhoneSlot[] {
  const slots: PhoneSlot[] = [];
  phones.forEach((phone, i) => {
    if (phone === null || phone.trim() === '') return;
    slots.push({ phone: maskPhone(phone), type: toPhoneTypeCode(types[i] ?? 0) });
  });
  return slots.slice(0, PHONES_MAX);
}

/** Rows for a form that opens with one empty row when there is nothing stored. */
export const withOneRow = (slots: readonly PhoneSlot[]): PhoneSlot[] => (slots.length === 0 ? [emptyPhoneSlot()] : [...slots]);
