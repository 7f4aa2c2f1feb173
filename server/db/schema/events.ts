import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, namedSearchName } from './columns';
import { users } from './users';

/** A named event contact (spec 3 "Event"; otherevent_type 0). */
export const events = pgTable(
  'events',
  {
    id: idColumn(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    searchName: namedSearchName(),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_provider_idx').on(t.providerId),
    index('events_search_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);
