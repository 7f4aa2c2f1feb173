/**
 * What clients and other persons store alike (spec 3): four phone slots each
 * with a type, two e-mail slots, and the acting user's own marks on a contact
 * (favourite, selected phone), which are per user, not per contact.
 */
import { type Column, type SQL, and, eq, sql } from 'drizzle-orm';
import { normaliseEmail } from '../../domain/contacts/email';
import { PHONES_MAX, normalisePhone } from '../../domain/contacts/phone';
import { favourites } from '../db/schema/index';

export interface PhoneSlot {
  /** Ten digits. */
  phone: string;
  type: number;
}

/** The stored phone columns of a client or person row. */
export interface PhoneSlotValues {
  phone1: string | null;
  phone2: string | null;
  phone3: string | null;
  phone4: string | null;
  pht1: number;
  pht2: number;
  pht3: number;
  pht4: number;
}

/** Phones as typed, paired with their types, empty slots dropped, in order (spec 3: four slots). */
export function phoneSlots(phone: readonly string[], phoneType: readonly number[]): PhoneSlot[] {
  return phone.flatMap((typed, i) => {
    const digits = normalisePhone(typed);
    return digits === null ? [] : [{ phone: digits, type: phoneType[i] ?? 0 }];
  });
}

/** The four phone columns of up to four slots; a missing slot is empty with type 0. */
export function phoneSlotValues(slots: readonly (PhoneSlot | null | undefined)[]): PhoneSlotValues {
  const [s1, s2, s3, s4] = slots;
  return {
    phone1: s1?.phone ?? null,
    phone2: s2?.phone ?? null,
    phone3: s3?.phone ?? null,
    phone4: s4?.phone ?? null,
    pht1: s1?.type ?? 0,
    pht2: s2?.type ?? 0,
    pht3: s3?.type ?? 0,
    pht4: s4?.type ?? 0,
  };
}

/** The stored slots of a row, an empty slot as null, in slot order. */
const storedSlots = (row: PhoneSlotValues): (PhoneSlot | null)[] =>
  (
    [
      [row.phone1, row.pht1],
      [row.phone2, row.pht2],
      [row.phone3, row.pht3],
      [row.phone4, row.pht4],
    ] as const
  ).map(([phone, type]) => (phone === null || phone === '' ? null : { phone, type }));

/**
 * The row's phone columns with `slot` put into the first free slot, and that
 * slot's number (1-4); null when all four are taken (add_phone, spec 7).
 */
export function withPhoneAdded(row: PhoneSlotValues, slot: PhoneSlot): { values: PhoneSlotValues; number: number } | null {
  const slots = storedSlots(row);
  const free = slots.indexOf(null);
  if (free === -1 || free >= PHONES_MAX) return null;
  slots[free] = slot;
  return { values: phoneSlotValues(slots), number: free + 1 };
}

/** What an add_phone write came to: the slot taken, or why none was (not the provider's contact; four phones already). */
export type AddPhoneOutcome = { kind: 'added'; phone: string; number: number } | { kind: 'gone' } | { kind: 'full' };

/** E-mails as typed into the two e-mail columns, empty entries dropped. */
export function emailSlotValues(email: readonly string[]): { email1: string | null; email2: string | null } {
  const emails = email.map(normaliseEmail).filter((e): e is string => e !== null);
  return { email1: emails[0] ?? null, email2: emails[1] ?? null };
}

/**
 * The acting user's favourite id for a contact, 0 when none: `target` is the
 * favourites column naming the contact kind (person_id for clients,
 * otherevent_id for persons), `contactId` the contact's id column. A scalar
 * subquery, not a join, so it never multiplies the contact's rows.
 */
export const favouriteIdSql = (userId: number, target: Column, contactId: Column): SQL<number> =>
  sql<number>`coalesce((select min(${favourites.id}) from ${favourites} where ${and(eq(favourites.userId, userId), eq(target, contactId))}), 0)`.mapWith(
    Number,
  );
