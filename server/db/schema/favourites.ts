import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, idColumn } from './columns';
import { groups } from './groups';
import { persons } from './persons';
import { users } from './users';

/**
 * A user's favourite contact (spec 3 "Favourite payload"): exactly one of
 * person_id (a client), otherevent_id (an other person) or groupappointment_id.
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
    index('favourites_user_idx').on(t.userId),
    check('favourites_one_target_ck', sql.raw('num_nonnulls(person_id, otherevent_id, groupappointment_id) = 1')),
  ],
);
