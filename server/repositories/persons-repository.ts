import { and, eq } from 'drizzle-orm';
import type { PersonEditBody, SavedPerson } from '../../domain/contract/contacts';
import { formatPersonName } from '../../domain/names';
import type { Db } from '../db/client';
import { favourites, persons, type PersonRow } from '../db/schema/index';
import { emailTakenInPractice } from './contact-emails';
import { type AddPhoneOutcome, type PhoneSlot, emailSlotValues, phoneSlotValues, phoneSlots, withPhoneAdded } from './contact-slots';

/** A stored person as others/add and others/edit answer it (spec 3 "Person"). */
export function savedPersonOf(p: PersonRow, favouriteId: number): SavedPerson {
  return {
    id: p.id,
    first_name: p.firstName,
    last_name: p.lastName,
    name: formatPersonName(p),
    email: [p.email1, p.email2].filter((e): e is string => e !== null),
    phone: p.phone1,
    phone2: p.phone2,
    phone3: p.phone3,
    phone4: p.phone4,
    pht1: p.pht1,
    pht2: p.pht2,
    pht3: p.pht3,
    pht4: p.pht4,
    providerID: p.providerId,
    timezone: p.timezone,
    reminder_pref: p.reminderPref,
    status: p.status,
    user_id: p.userId,
    favourite_id: favouriteId,
  };
}

/** Edits of an existing other person (others/edit, others/add_phone; spec 7). */
export function personsRepository(db: Db) {
  return {
    /**
     * Renames the provider's person and, for each of phones, e-mails and
     * timezone the body carries, replaces the stored ones. Null, writing
     * nothing, when the person is not that provider's; 'email' when an
     * e-mail is already another contact's of the provider.
     */
    async edit(personId: number, body: PersonEditBody, actingUserId: number): Promise<SavedPerson | 'email' | null> {
      return db.transaction(async (tx) => {
        const own = and(eq(persons.id, personId), eq(persons.providerId, body.providerID));
        if (body.email !== undefined) {
          // Not the provider's is 'gone' before anything about e-mails is said.
          const [found] = await tx.select({ id: persons.id }).from(persons).where(own).for('update');
          if (!found) return null;
          if (await emailTakenInPractice(tx, body.providerID, body.email, { kind: 'person', id: personId })) return 'email';
        }
        const [row] = await tx
          .update(persons)
          .set({
            firstName: body.firstName,
            lastName: body.lastName,
            ...(body.phone === undefined ? {} : phoneSlotValues(phoneSlots(body.phone, body.phoneType ?? []))),
            ...(body.email === undefined ? {} : emailSlotValues(body.email)),
            ...(body.timezone === undefined ? {} : { timezone: body.timezone }),
            ...(body.reminder_pref === undefined ? {} : { reminderPref: body.reminder_pref }),
            updatedAt: new Date(),
          })
          .where(own)
          .returning();
        if (!row) return null;
        const [favourite] = await tx
          .select({ id: favourites.id })
          .from(favourites)
          .where(and(eq(favourites.userId, actingUserId), eq(favourites.othereventId, personId)))
          .orderBy(favourites.id)
          .limit(1);
        return savedPersonOf(row, favourite?.id ?? 0);
      });
    },

    /**
     * Puts a phone into the person's first free slot. `mayActFor` decides
     * whether the acting user may write for the person's provider; a person
     * they may not write for is answered as gone, like one that does not
     * exist, so ids of other practices reveal nothing.
     */
    async addPhone(personId: number, slot: PhoneSlot, mayActFor: (providerId: number) => Promise<boolean>): Promise<AddPhoneOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(persons).where(eq(persons.id, personId)).for('update');
        if (!row || !(await mayActFor(row.providerId))) return { kind: 'gone' };
        const added = withPhoneAdded(row, slot);
        if (added === null) return { kind: 'full' };
        await tx
          .update(persons)
          .set({ ...added.values, updatedAt: new Date() })
          .where(eq(persons.id, personId));
        return { kind: 'added', phone: slot.phone, number: added.number };
      });
    },
  };
}
export type PersonsRepository = ReturnType<typeof personsRepository>;
