import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, idColumn, updatedAt } from './columns';
import { persons } from './persons';
import { users } from './users';

/**
 * The number a user last chose to call for a contact on the phone screen
 * (spec 3 "Phone-selected record"): exactly one of person_id (a client) or
 * otherevent_id (an other person). One row per user and contact.
 */
export const phoneSelected = pgTable(
  'phone_selected',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => clients.id, { onDelete: 'cascade' }),
    othereventId: integer('otherevent_id').references(() => persons.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('phone_selected_user_client_uq').on(t.userId, t.personId),
    uniqueIndex('phone_selected_user_person_uq').on(t.userId, t.othereventId),
    check('phone_selected_one_target_ck', sql.raw('num_nonnulls(person_id, otherevent_id) = 1')),
  ],
);
