import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';

/** Insurance companies a provider bills (GET insurance/get/{providerId}). */
export const insuranceCompanies = pgTable(
  'insurance_companies',
  {
    id: idColumn(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('insurance_companies_provider_idx').on(t.providerId)],
);
