import { boolean, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';

/**
 * Which providers a user may act for (spec 3 "Permitted user"). A row with
 * permission_id or permission_status set lists the provider but marks it
 * not permitted: left out of pick lists and refused by assertCanActFor.
 */
export const providerPermissions = pgTable(
  'provider_permissions',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id'),
    permissionStatus: integer('permission_status'),
    addVideoAppointmentPermission: integer('add_video_appointment_permission'),
    deleteVideoAppointmentPermissionRefused: boolean('delete_video_appointment_permission_refused')
      .notNull()
      .default(false),
    emailPermission: boolean('email_permission').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('provider_permissions_user_provider_uq').on(t.userId, t.providerId),
    index('provider_permissions_provider_idx').on(t.providerId),
  ],
);
export type ProviderPermissionRow = typeof providerPermissions.$inferSelect;
