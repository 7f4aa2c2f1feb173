import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { OTHEREVENT_TYPE } from '../../domain/codes';
import { PORTAL_ROLES } from '../../domain/roles';
import type { Db } from '../db/client';
import { rowsOf } from './appointments/sql-arrays';
import { appointments, clients, groupMembers, persons, providerPermissions, users } from '../db/schema/index';

/**
 * Who may act for a provider, so who must hear that its calendar changed:
 * the provider, the non-portal users of its practice (subscriber_id is the
 * provider: staff and delegates), and users with a permitted
 * provider_permissions row for it (permission_id and permission_status both
 * null). Portal users (22, 25) are left out: their calendar shows only their
 * own appointments, and the changed days of other clients are not theirs to see.
 */
export function providerTeamRepository(db: Db) {
  const team = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        or(
          eq(users.id, sql.placeholder('providerId')),
          and(eq(users.subscriberId, sql.placeholder('providerId')), notInArray(users.role, [...PORTAL_ROLES])),
        ),
      ),
    )
    .union(
      db
        .select({ id: providerPermissions.userId })
        .from(providerPermissions)
        .where(
          and(
            eq(providerPermissions.providerId, sql.placeholder('providerId')),
            isNull(providerPermissions.permissionId),
            isNull(providerPermissions.permissionStatus),
          ),
        ),
    )
    .prepare('provider_team');

  return {
    /**
     * The portal logins (22, 25) whose own calendar holds this appointment
     * (spec 6, as portalFilter reads it): its client's, its other person's,
     * or those of its group's members, each once. Deleted rows count too:
     * a deletion is news to them.
     */
    async portalParticipantIds(appointmentId: number): Promise<number[]> {
      const result = await db.execute(sql`
        select ${clients.userId} as id from ${appointments}
          join ${clients} on ${appointments.clientType} = 'person' and ${clients.id} = ${appointments.clientId}
          where ${appointments.id} = ${appointmentId} and ${clients.userId} is not null
        union
        select ${persons.userId} from ${appointments}
          join ${persons} on ${appointments.othereventType} = ${OTHEREVENT_TYPE.person} and ${persons.id} = ${appointments.othereventId}
          where ${appointments.id} = ${appointmentId} and ${persons.userId} is not null
        union
        select coalesce(${clients.userId}, ${persons.userId}) from ${appointments}
          join ${groupMembers} on ${appointments.othereventType} = ${OTHEREVENT_TYPE.group} and ${groupMembers.groupId} = ${appointments.othereventId}
          left join ${clients} on ${groupMembers.memberType} = 'client' and ${clients.id} = ${groupMembers.memberId}
          left join ${persons} on ${groupMembers.memberType} = 'person' and ${persons.id} = ${groupMembers.memberId}
          where ${appointments.id} = ${appointmentId} and coalesce(${clients.userId}, ${persons.userId}) is not null`);
      return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
    },

    /** User ids, each once. */
    async memberIds(providerId: number): Promise<number[]> {
      const rows = await team.execute({ providerId });
      return rows.map((r) => r.id);
    },
  };
}
export type ProviderTeamRepository = ReturnType<typeof providerTeamRepository>;
