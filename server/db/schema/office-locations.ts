import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { STATE_CODE_MAX, STATE_CODE_MIN } from '../../../domain/codes';
import { createdAt, idColumn } from './columns';
import { users } from './users';

/** A provider's office addresses (spec 3 "Office address"); one may be the default. */
export const officeLocations = pgTable(
  'office_locations',
  {
    id: idColumn(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    line1: text('line1').notNull().default(''),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: integer('state').notNull().default(0),
    postalCode: text('postal_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('office_locations_provider_idx').on(t.providerId),
    check('office_locations_state_ck', sql.raw(`state between ${STATE_CODE_MIN} and ${STATE_CODE_MAX}`)),
  ],
);
