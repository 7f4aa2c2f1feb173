import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { MailContact } from '../../../domain/contract/mail';
import { DELEGATE_ROLE, PORTAL_ROLES, PROVIDER_ROLES, isPortalRole } from '../../../domain/roles';
import type { Db } from '../../db/client';
import { providerPermissions, users } from '../../db/schema/index';
import { fullNameSql } from './mail-columns';

export interface MailSender {
  id: number;
  role: number;
}

/**
 * Who takes part in a provider's portal mail: the provider; the portal
 * clients and other persons of the practice (subscriber_id); staff who may
 * act for the provider (employed by the practice, or a permitted row);
 * delegates likewise, but only with e-mail permission for the provider
 * (spec 6). A portal sender writes only to non-portal members, so no client
 * ever learns of another client (spec 1, issue 12).
 */
export function mailContactsRepository(db: Db) {
  const pickable = sql`(${providerPermissions.id} is not null and ${providerPermissions.permissionId} is null and ${providerPermissions.permissionStatus} is null)`;
  return {
    async contacts(sender: MailSender, providerId: number, onlyIds?: readonly number[]): Promise<MailContact[]> {
      const actsFor = sql`(${users.subscriberId} = ${providerId} or ${pickable})`;
      const member = sql`(
        ${users.id} = ${providerId}
        or (${inArray(users.role, [...PORTAL_ROLES])} and ${users.subscriberId} = ${providerId})
        or (${inArray(users.role, [...PROVIDER_ROLES])} and ${actsFor})
        or (${users.role} = ${DELEGATE_ROLE} and ${actsFor} and coalesce(${providerPermissions.emailPermission}, false))
      )`;
      return db
        .select({ id: users.id, name: fullNameSql(users), role: users.role })
        .from(users)
        .leftJoin(providerPermissions, and(eq(providerPermissions.userId, users.id), eq(providerPermissions.providerId, providerId)))
        .where(
          and(
            member,
            eq(users.isActive, true),
            ne(users.id, sender.id),
            isPortalRole(sender.role) ? notInArray(users.role, [...PORTAL_ROLES]) : undefined,
            onlyIds ? inArray(users.id, [...onlyIds]) : undefined,
          ),
        )
        .orderBy(asc(users.lastName), asc(users.firstName));
    },

    /** Whether the sender may write to every one of these users in the provider's mail. */
    async mayWriteToAll(sender: MailSender, providerId: number, ids: readonly number[]): Promise<boolean> {
      if (ids.length === 0) return true;
      const found = new Set((await this.contacts(sender, providerId, ids)).map((c) => c.id));
      return ids.every((id) => found.has(id));
    },

    /** E-mail addresses of these users (for the 'a secure message is waiting' notice). */
    async emailsOf(ids: readonly number[]): Promise<{ id: number; email: string }[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, [...ids]));
      return rows.filter((r): r is { id: number; email: string } => typeof r.email === 'string' && r.email.includes('@'));
    },
  };
}
export type MailContactsRepository = ReturnType<typeof mailContactsRepository>;
