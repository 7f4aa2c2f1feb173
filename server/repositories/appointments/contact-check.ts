/**
 * Whether an appointment may name this contact and this office (spec 3, 5):
 * the contact must exist, belong to the provider and not be hidden
 * (status 2); a practice user must be of the provider's practice and of the
 * kind asked for (spec 4: 7, 8, 11 subscriber; 24 app_user). Also what the
 * reminder warning needs: does the contact have an e-mail, a phone.
 */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { CONTACT_STATUS } from '../../../domain/codes';
import type { AppointmentContact } from '../../../domain/contract/appointment';
import { DELEGATE_ROLE, PROVIDER_ROLES } from '../../../domain/roles';
import type { DbOrTx } from '../../db/client';
import { clients, events, groupMembers, groups, officeLocations, persons, users } from '../../db/schema/index';
import { fitsInt4, rowsOf } from './sql-arrays';

export interface ContactFacts {
  hasEmail: boolean;
  hasPhone: boolean;
  /** Events get no reminder, so no warning either; a group's members each get one. */
  remindable: boolean;
}

const present = (...values: (string | null)[]): boolean => values.some((v) => v !== null && v.trim() !== '');

/** The contact's facts, or null when it may not be booked for this provider. */
export async function contactFacts(db: DbOrTx, providerId: number, contact: AppointmentContact): Promise<ContactFacts | null> {
  if (!fitsInt4(contact.id) || !fitsInt4(providerId)) return null;
  switch (contact.type) {
    case 'person':
    case 'other_event': {
      const table = contact.type === 'person' ? clients : persons;
      const [row] = await db
        .select({
          email1: table.email1,
          email2: table.email2,
          phone1: table.phone1,
          phone2: table.phone2,
          phone3: table.phone3,
          phone4: table.phone4,
        })
        .from(table)
        .where(and(eq(table.id, contact.id), eq(table.providerId, providerId), ne(table.status, CONTACT_STATUS.hidden)))
        .limit(1);
      if (!row) return null;
      return {
        hasEmail: present(row.email1, row.email2),
        hasPhone: present(row.phone1, row.phone2, row.phone3, row.phone4),
        remindable: true,
      };
    }
    case 'event_appointment': {
      const [row] = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.id, contact.id), eq(events.providerId, providerId)))
        .limit(1);
      return row ? { hasEmail: true, hasPhone: true, remindable: false } : null;
    }
    case 'group_appointment': {
      const [row] = await db
        .select({ id: groups.id })
        .from(groups)
        .where(and(eq(groups.id, contact.id), eq(groups.providerId, providerId)))
        .limit(1);
      if (!row) return null;
      // Every member is reminded (jobs/reminders.ts): warn when any of them cannot be reached that way.
      const members = await groupReach(db, contact.id);
      return { hasEmail: members.every((m) => m.hasEmail), hasPhone: members.every((m) => m.hasPhone), remindable: members.length > 0 };
    }
    case 'app_user':
    case 'subscriber': {
      const roles: number[] = contact.type === 'app_user' ? [DELEGATE_ROLE] : [...PROVIDER_ROLES];
      // The provider's practice: its subscriber, or the provider itself.
      const practice = sql`(select coalesce(${users.subscriberId}, ${users.id}) from ${users} where ${users.id} = ${providerId})`;
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(
          and(
            eq(users.id, contact.id),
            eq(users.isActive, true),
            inArray(users.role, roles),
            or(eq(users.id, practice), eq(users.subscriberId, practice)),
          ),
        )
        .limit(1);
      return row ? { hasEmail: present(row.email), hasPhone: false, remindable: true } : null;
    }
  }
}

/** Whether each member of a group has an e-mail and a phone (practice users have no phone on file). */
async function groupReach(db: DbOrTx, groupId: number): Promise<{ hasEmail: boolean; hasPhone: boolean }[]> {
  const result = await db.execute(sql`
    select coalesce(nullif(trim(c.email1), ''), nullif(trim(c.email2), '')) is not null as "hasEmail",
           coalesce(nullif(trim(c.phone1), ''), nullif(trim(c.phone2), ''), nullif(trim(c.phone3), ''), nullif(trim(c.phone4), '')) is not null as "hasPhone"
      from ${groupMembers} gm join ${clients} c on gm.member_type = 'client' and c.id = gm.member_id
     where gm.group_id = ${groupId}
    union all
    select coalesce(nullif(trim(p.email1), ''), nullif(trim(p.email2), '')) is not null,
           coalesce(nullif(trim(p.phone1), ''), nullif(trim(p.phone2), ''), nullif(trim(p.phone3), ''), nullif(trim(p.phone4), '')) is not null
      from ${groupMembers} gm join ${persons} p on gm.member_type = 'person' and p.id = gm.member_id
     where gm.group_id = ${groupId}
    union all
    select nullif(trim(u.email), '') is not null, false
      from ${groupMembers} gm join ${users} u on gm.member_type in ('app_user', 'subscriber') and u.id = gm.member_id
     where gm.group_id = ${groupId}`);
  return rowsOf<{ hasEmail: boolean; hasPhone: boolean }>(result);
}

/** Whether the office location is one of the provider's. */
export async function isProvidersOffice(db: DbOrTx, providerId: number, officeId: number): Promise<boolean> {
  if (!fitsInt4(officeId) || !fitsInt4(providerId)) return false;
  const [row] = await db
    .select({ id: officeLocations.id })
    .from(officeLocations)
    .where(and(eq(officeLocations.id, officeId), eq(officeLocations.providerId, providerId)))
    .limit(1);
  return row !== undefined;
}
