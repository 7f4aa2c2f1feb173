import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  CONTACT_STATUSES,
  DEFAULT_INSURANCE_TYPE,
  DEFAULT_REMINDER_PREF,
  DEFAULT_TIMEZONE,
  STATE_CODE_MAX,
  STATE_CODE_MIN,
  VIDEO_INVITE_PREFS,
} from '../../../domain/codes';
import { createdAt, idColumn, personSearchName, nameColumns, phoneColumns, sqlList, updatedAt } from './columns';
import { insuranceCompanies } from './insurance-companies';
import { users } from './users';

/** A provider's client (spec 3 "Client"); user_id is set when the client has a portal login (role 22). */
export const clients = pgTable(
  'clients',
  {
    id: idColumn(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...nameColumns(),
    phaLine1: text('pha_line1').notNull().default(''),
    phaLine2: text('pha_line2').notNull().default(''),
    phaCity: text('pha_city').notNull().default(''),
    phaState: integer('pha_state').notNull().default(0),
    phaPostalCode: text('pha_postal_code').notNull().default(''),
    birthDate: date('birth_date'),
    ...phoneColumns(),
    email1: text('email1'),
    email2: text('email2'),
    timezone: text('timezone').notNull().default(DEFAULT_TIMEZONE),
    /** How this contact is reminded of appointments by default (issue 26 item 2): E, S, B both, N none. */
    reminderPref: text('reminder_pref', { enum: VIDEO_INVITE_PREFS }).notNull().default(DEFAULT_REMINDER_PREF),
    notes: text('notes').notNull().default(''),
    insuranceCompanyId: integer('insurance_company_id').references(() => insuranceCompanies.id, {
      onDelete: 'set null',
    }),
    insuranceId: text('insurance_id').notNull().default(''),
    insuranceType: text('insurance_type').notNull().default(DEFAULT_INSURANCE_TYPE),
    status: integer('status').notNull().default(1),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    searchName: personSearchName(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clients_provider_status_idx').on(t.providerId, t.status),
    index('clients_provider_name_idx').on(t.providerId, t.lastName, t.firstName),
    uniqueIndex('clients_user_uq').on(t.userId),
    index('clients_search_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    check('clients_state_ck', sql.raw(`pha_state between ${STATE_CODE_MIN} and ${STATE_CODE_MAX}`)),
    check('clients_reminder_pref_ck', sql.raw(`reminder_pref in (${sqlList(VIDEO_INVITE_PREFS)})`)),
    check('clients_status_ck', sql.raw(`status in (${sqlList(CONTACT_STATUSES)})`)),
  ],
);
export type ClientRow = typeof clients.$inferSelect;
