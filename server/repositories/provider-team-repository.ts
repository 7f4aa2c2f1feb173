import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { PORTAL_ROLES } from '../../domain/roles';
import type { Db } from '../db/client';
import { providerPermissions, users } from '../db/schema/index';

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
    /** User ids, each once. */
    async memberIds(providerId: number): Promise<number[]> {
      const rows = await team.execute({ providerId });
      return rows.map((r) => r.id);
    },
  };
}
export type ProviderTeamRepository = ReturnType<typeof providerTeamRepository>;
