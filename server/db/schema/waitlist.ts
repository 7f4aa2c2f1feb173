import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENTRY_SOURCES, ENTRY_STATUSES, OFFER_MODES, OFFER_STATUSES, WAITLIST_CONTACT_KINDS, DEFAULT_HOLD_MINUTES } from '../../../domain/waitlist/statuses';
import { LOCATION_KINDS, type TimeWindow } from '../../../domain/waitlist/wishes';
import { appointments } from './appointments';
import { createdAt, idColumn, updatedAt } from './columns';
import { users } from './users';

const textList = (values: readonly string[]): string => values.map((v) => `'${v}'`).join(', ');

/**
 * A provider's waitlist (issue 29): who would take an earlier time and what
 * they would accept. Wall-clock windows are minutes of the day in `timezone`;
 * the contact is a client or other person (polymorphic, no foreign key, as
 * appointments do). One active entry (waiting or offered) per contact and
 * provider.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: idColumn(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactKind: text('contact_kind', { enum: WAITLIST_CONTACT_KINDS }).notNull(),
    contactId: integer('contact_id').notNull(),
    /** 0 = Sunday … 6 = Saturday. */
    days: integer('days').array().notNull(),
    windows: jsonb('windows').$type<TimeWindow[]>().notNull(),
    locationKinds: text('location_kinds').array().notNull(),
    earliestDate: date('earliest_date'),
    latestDate: date('latest_date'),
    lengthMinutes: integer('length_minutes').notNull(),
    timezone: text('timezone').notNull(),
    /** Practice-set; higher first, then the oldest. */
    priority: integer('priority').notNull().default(0),
    status: text('status', { enum: ENTRY_STATUSES }).notNull().default('waiting'),
    addedBy: text('added_by', { enum: ENTRY_SOURCES }).notNull(),
    addedByUser: integer('added_by_user').references(() => users.id, { onDelete: 'set null' }),
    /** The appointment it was booked into. */
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('waitlist_entries_provider_idx').on(t.providerId, t.status),
    uniqueIndex('waitlist_entries_active_uq')
      .on(t.providerId, t.contactKind, t.contactId)
      .where(sql`status in ('waiting', 'offered')`),
    check('waitlist_entries_status_ck', sql.raw(`status in (${textList(ENTRY_STATUSES)})`)),
    check('waitlist_entries_kind_ck', sql.raw(`contact_kind in (${textList(WAITLIST_CONTACT_KINDS)})`)),
    check('waitlist_entries_added_by_ck', sql.raw(`added_by in (${textList(ENTRY_SOURCES)})`)),
    check('waitlist_entries_length_ck', sql.raw('length_minutes between 15 and 480')),
    check('waitlist_entries_priority_ck', sql.raw('priority between 0 and 100')),
    check('waitlist_entries_dates_ck', sql.raw('earliest_date is null or latest_date is null or earliest_date <= latest_date')),
  ],
);
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

/**
 * A freed slot offered to one entry. The link's token is kept only as its
 * SHA-256; the offer holds until expires_at (the hold's end or the slot's
 * start, whichever is earlier). One open offer per entry.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: idColumn(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    slotEnd: timestamp('slot_end', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    locationKind: text('location_kind', { enum: LOCATION_KINDS }).notNull(),
    /** The office of the freed appointment, kept for the booking (null: none). */
    officeLocationId: integer('office_location_id'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('open'),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_offers_token_uq').on(t.tokenHash),
    uniqueIndex('waitlist_offers_open_uq').on(t.entryId).where(sql`status = 'open'`),
    index('waitlist_offers_slot_idx').on(t.providerId, t.slotStart),
    index('waitlist_offers_open_expiry_idx').on(t.expiresAt).where(sql`status = 'open'`),
    check('waitlist_offers_status_ck', sql.raw(`status in (${textList(OFFER_STATUSES)})`)),
    check('waitlist_offers_location_ck', sql.raw(`location_kind in (${textList(LOCATION_KINDS)})`)),
    check('waitlist_offers_range_ck', sql.raw('slot_end > slot_start')),
  ],
);
export type WaitlistOfferRow = typeof waitlistOffers.$inferSelect;

/** The practice's offer settings (keyed by the practice: its provider's users row). No row: the defaults. */
export const waitlistSettings = pgTable(
  'waitlist_settings',
  {
    practiceId: integer('practice_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerMode: text('offer_mode', { enum: OFFER_MODES }).notNull().default('one_at_a_time'),
    holdMinutes: integer('hold_minutes').notNull().default(DEFAULT_HOLD_MINUTES),
    showProviderName: boolean('show_provider_name').notNull().default(false),
    updatedAt: updatedAt(),
  },
  () => [
    check('waitlist_settings_mode_ck', sql.raw(`offer_mode in (${textList(OFFER_MODES)})`)),
    check('waitlist_settings_hold_ck', sql.raw('hold_minutes between 5 and 1440')),
  ],
);
