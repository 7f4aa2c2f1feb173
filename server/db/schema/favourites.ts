import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, idColumn } from './columns';
import { groups } from './groups';
import { persons } from './persons';
import { users } from './users';

/**
 * A user's favourite contact (spec 3 "Favourite payload"): exactly one of
 * person_id (a client), otherevent_id (an other person) or groupappointment_id.
 * One row per user and contact: favourite/add is idempotent (the unique
 * indexes, which also serve the per-user lookups that favourites_user_idx did;
 * NULLs are distinct, so each only binds rows of its own kind).
 */
export const favourites = pgTable(
  'favourites',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => clients.id, { onDelete: 'cascade' }),
    othereventId: integer('otherevent_id').references(() => persons.id, { onDelete: 'cascade' }),
    groupappointmentId: integer('groupappointment_id').references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_user_client_uq').on(t.userId, t.personId),
    uniqueIndex('favourites_user_person_uq').on(t.userId, t.othereventId),
    uniqueIndex('favourites_user_group_uq').on(t.userId, t.groupappointmentId),
    check('favourites_one_target_ck', sql.raw('num_nonnulls(person_id, otherevent_id, groupappointment_id) = 1')),
  ],
);
