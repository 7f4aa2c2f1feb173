import { and, eq, inArray, ne } from 'drizzle-orm';
import { CONTACT_STATUS, GROUP_MEMBER_TYPE_OF, type GroupMemberType } from '../../domain/codes';
import type { GroupAddBody, PersonAddBody, SavedPerson } from '../../domain/contract/contacts';
import { DELEGATE_ROLE, PROVIDER_ROLES } from '../../domain/roles';
import type { Db, Tx } from '../db/client';
import { clients, events, groupMembers, groups, persons, users } from '../db/schema/index';
import { emailTakenInPractice } from './contact-emails';
import { emailSlotValues, phoneSlotValues, phoneSlots } from './contact-slots';
import { savedPersonOf } from './persons-repository';

/**
 * Which of the given ids of one member kind belong to the provider: the
 * provider's clients and persons (not hidden, as in the pickers), and the
 * practice's users of the kind's roles (spec 6: 7/8/11 subscribers, 24 app users).
 */
async function belongingIds(tx: Tx, providerId: number, type: GroupMemberType, ids: number[]): Promise<Set<number>> {
  const found = await (async (): Promise<{ id: number }[]> => {
    switch (type) {
      case 'client':
        return tx
          .select({ id: clients.id })
          .from(clients)
          .where(and(eq(clients.providerId, providerId), ne(clients.status, CONTACT_STATUS.hidden), inArray(clients.id, ids)));
      case 'person':
        return tx
          .select({ id: persons.id })
          .from(persons)
          .where(and(eq(persons.providerId, providerId), ne(persons.status, CONTACT_STATUS.hidden), inArray(persons.id, ids)));
      case 'subscriber':
        return tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.subscriberId, providerId), inArray(users.role, [...PROVIDER_ROLES]), inArray(users.id, ids)));
      case 'app_user':
        return tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.subscriberId, providerId), eq(users.role, DELEGATE_ROLE), inArray(users.id, ids)));
    }
  })();
  return new Set(found.map((r) => r.id));
}

/** The contact-creating calls of the Add Appointment form's inline panels (spec 7). */
export function contactsRepository(db: Db) {
  return {
    /** In a transaction of its own, like every create: a request's Idempotency-Key commits with it (db/idempotent-writes.ts). */
    async addEvent(providerId: number, name: string): Promise<{ id: number; name: string }> {
      const [row] = await db.transaction((tx) => tx.insert(events).values({ providerId, name }).returning({ id: events.id, name: events.name }));
      return row!;
    },

    /**
     * A new other person of the provider (status 1); phones and e-mails
     * compacted into their slots. 'email', writing nothing, when an e-mail is
     * already another contact's of the provider.
     */
    async addPerson(providerId: number, body: PersonAddBody): Promise<SavedPerson | 'email'> {
      // A transaction for the Idempotency-Key, as addEvent, and for the contact lock.
      return db.transaction(async (tx) => {
        if (await emailTakenInPractice(tx, providerId, body.email, null)) return 'email';
        const [row] = await tx
          .insert(persons)
          .values({
            providerId,
            firstName: body.firstName,
            lastName: body.lastName,
            timezone: body.timezone,
            reminderPref: body.reminder_pref,
            ...emailSlotValues(body.email),
            ...phoneSlotValues(phoneSlots(body.phone, body.phoneType)),
          })
          .returning();
        // A new contact is nobody's favourite yet.
        return savedPersonOf(row!, 0);
      });
    },

    /**
     * A group and its members in one transaction. Returns null, writing
     * nothing, when a member is not the provider's (another practice's
     * client, an unknown id, a user of the wrong kind).
     */
    async addGroup(providerId: number, body: GroupAddBody): Promise<number | null> {
      const byType = new Map<GroupMemberType, Set<number>>();
      for (const { id, type } of body.participants) {
        const stored = GROUP_MEMBER_TYPE_OF[type];
        const set = byType.get(stored) ?? new Set<number>();
        set.add(id);
        byType.set(stored, set);
      }
      return db.transaction(async (tx) => {
        for (const [type, ids] of byType) {
          const found = await belongingIds(tx, providerId, type, [...ids]);
          if (found.size !== ids.size) return null;
        }
        const [group] = await tx
          .insert(groups)
          .values({ providerId, name: body.name, isVideo: body.isVideo })
          .returning({ id: groups.id });
        const groupId = group!.id;
        await tx
          .insert(groupMembers)
          .values([...byType].flatMap(([memberType, ids]) => [...ids].map((memberId) => ({ groupId, memberId, memberType }))));
        return groupId;
      });
    },
  };
}
export type ContactsRepository = ReturnType<typeof contactsRepository>;
