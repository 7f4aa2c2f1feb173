import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppUser, PermittedUser } from '../../domain/contract/auth';
import type { Db } from '../db/client';
import { mailboxEntries, providerPermissions, users, type UserRow } from '../db/schema/index';
import { MAIL_BOX } from '../../domain/codes';
import { DELEGATE_ROLE } from '../../domain/roles';

/** The practice a user belongs to: the subscriber's id, or their own for a provider. */
export const practiceIdOf = (u: Pick<UserRow, 'id' | 'subscriberId'>): number => u.subscriberId ?? u.id;

export function usersRepository(db: Db) {
  const provider = alias(users, 'provider');
  /** Built once and prepared: the permitted list is read on many requests (staff acting for another provider). */
  const permittedQuery = db
    .select({
      p: {
        permissionId: providerPermissions.permissionId,
        permissionStatus: providerPermissions.permissionStatus,
        addVideoAppointmentPermission: providerPermissions.addVideoAppointmentPermission,
        deleteVideoAppointmentPermissionRefused: providerPermissions.deleteVideoAppointmentPermissionRefused,
        emailPermission: providerPermissions.emailPermission,
      },
      provider: {
        id: provider.id,
        subscriberId: provider.subscriberId,
        firstName: provider.firstName,
        lastName: provider.lastName,
        middleName: provider.middleName,
        namePrefix: provider.namePrefix,
        nameSuffix: provider.nameSuffix,
        videoUserId: provider.videoUserId,
        connectUserId: provider.connectUserId,
      },
    })
    .from(providerPermissions)
    .innerJoin(provider, eq(provider.id, providerPermissions.providerId))
    .where(eq(providerPermissions.userId, sql.placeholder('userId')))
    .orderBy(provider.lastName, provider.firstName, provider.id)
    .prepare('permitted_list');

  return {
    async findByUsername(username: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** Providers the user may act for, including those marked not permitted (spec 3 "Permitted user"). */
    async permittedList(userId: number): Promise<PermittedUser[]> {
      const rows = await permittedQuery.execute({ userId });
      return rows.map(({ p, provider: u }) => ({
        id: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        middleName: u.middleName,
        namePrefix: u.namePrefix,
        nameSuffix: u.nameSuffix,
        permission_id: p.permissionId,
        permission_status: p.permissionStatus,
        videoUserID: u.videoUserId,
        connectUserID: u.connectUserId,
        add_video_appointment_permission: p.addVideoAppointmentPermission,
        delete_video_appointment_permission_refused: p.deleteVideoAppointmentPermissionRefused,
        subscriber_id: practiceIdOf(u),
        emailPermission: p.emailPermission,
      }));
    },

    /** App users (role 24) of a practice, other than the asking user. */
    async appUsersOf(practiceId: number, exceptUserId: number): Promise<AppUser[]> {
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, userRole: users.role })
        .from(users)
        .where(and(eq(users.subscriberId, practiceId), eq(users.role, DELEGATE_ROLE), ne(users.id, exceptUserId)))
        .orderBy(users.lastName, users.firstName);
      return rows;
    },

    /** Every user of a practice (the provider and everyone whose subscriber it is). */
    async practiceMemberIds(practiceId: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.id, practiceId), eq(users.subscriberId, practiceId)));
      return rows.map((r) => r.id);
    },

    /** Mailbox entry ids of unread inbox mail (spec 3 unreadMailIds). */
    async unreadMailIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: mailboxEntries.id })
        .from(mailboxEntries)
        .where(
          and(
            eq(mailboxEntries.userId, userId),
            inArray(mailboxEntries.box, [MAIL_BOX.inbox, MAIL_BOX.custom]),
            eq(mailboxEntries.readStatus, 0),
          ),
        )
        .orderBy(mailboxEntries.id);
      return rows.map((r) => r.id);
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
