import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppUser, PermittedUser } from '../../domain/contract/auth';
import { arrayQuery } from '../db/array-query';
import type { Db } from '../db/client';
import { mailboxEntries, providerPermissions, users, type UserRow } from '../db/schema/index';
import { MAIL_BOX } from '../../domain/codes';
import { DELEGATE_ROLE } from '../../domain/roles';

/** The practice a user belongs to: the subscriber's id, or their own for a provider. */
export const practiceIdOf = (u: Pick<UserRow, 'id' | 'subscriberId'>): number => u.subscriberId ?? u.id;

export function usersRepository(db: Db) {
  const provider = alias(users, 'provider');
  /*
   * Built once and prepared: the permitted list is read on many requests
   * (staff acting for another provider: the front desk's team views ask for
   * each provider). Array rows mapped here: drizzle's generic mapping of its
   * rows cost the team's daily week about a tenth of its CPU (issue 31).
   */
  const permittedQuery = arrayQuery(
    db,
    'permitted_list',
    db
      .select({
        id: provider.id,
        subscriberId: provider.subscriberId,
        firstName: provider.firstName,
        lastName: provider.lastName,
        middleName: provider.middleName,
        namePrefix: provider.namePrefix,
        nameSuffix: provider.nameSuffix,
        videoUserId: provider.videoUserId,
        connectUserId: provider.connectUserId,
        permissionId: providerPermissions.permissionId,
        permissionStatus: providerPermissions.permissionStatus,
        addVideoAppointmentPermission: providerPermissions.addVideoAppointmentPermission,
        deleteVideoAppointmentPermissionRefused: providerPermissions.deleteVideoAppointmentPermissionRefused,
        emailPermission: providerPermissions.emailPermission,
      })
      .from(providerPermissions)
      .innerJoin(provider, eq(provider.id, providerPermissions.providerId))
      .where(eq(providerPermissions.userId, sql.placeholder('userId')))
      .orderBy(provider.lastName, provider.firstName, provider.id),
  );

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
      const rows = await permittedQuery({ userId });
      // In the select's column order.
      return rows.map((r) => {
        const id = r[0] as number;
        return {
          id,
          firstName: r[2] as string,
          lastName: r[3] as string,
          middleName: r[4] as string,
          namePrefix: r[5] as string,
          nameSuffix: r[6] as string,
          permission_id: r[9] as number | null,
          permission_status: r[10] as number | null,
          videoUserID: r[7] as string | null,
          connectUserID: r[8] as string | null,
          add_video_appointment_permission: r[11] as number | null,
          delete_video_appointment_permission_refused: r[12] as boolean,
          subscriber_id: practiceIdOf({ id, subscriberId: r[1] as number | null }),
          emailPermission: r[13] as boolean,
        };
      });
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
