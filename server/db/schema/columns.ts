import { type SQL, sql } from 'drizzle-orm';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity primary key: every table has one. */
export const idColumn = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Name parts are never null: the contract sends '' for a missing part. */
export const nameColumns = () => ({
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  middleName: text('middle_name').notNull().default(''),
  namePrefix: text('name_prefix').notNull().default(''),
  nameSuffix: text('name_suffix').notNull().default(''),
});

/** Up to four phones with their type codes (spec 3, 9). */
export const phoneColumns = () => ({
  phone1: text('phone1'),
  phone2: text('phone2'),
  phone3: text('phone3'),
  phone4: text('phone4'),
  pht1: integer('pht1').notNull().default(0),
  pht2: integer('pht2').notNull().default(0),
  pht3: integer('pht3').notNull().default(0),
  pht4: integer('pht4').notNull().default(0),
});

/** SQL list literal for a check constraint, from a domain `as const` tuple of numbers. */
export const sqlList = (values: readonly (number | string)[]): string =>
  values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', ');

/**
 * The name folded for search (domain/contacts/search-text.ts: lower case,
 * accents removed), kept by the database itself so every writer keeps it
 * right. `source` is the SQL of the text to fold.
 */
export const foldedSql = (source: SQL): SQL =>
  sql`lower(regexp_replace(normalize(${source}, NFD), '[\\u0300-\\u036f]', '', 'g'))`;

/**
 * A person's search text: "first last first", so that both "ana lopez" and
 * "lopez ana" are substrings of it.
 */
export const personSearchName = () =>
  text('search_name')
    .notNull()
    .generatedAlwaysAs(foldedSql(sql`first_name || ' ' || last_name || ' ' || first_name`));

export const namedSearchName = () =>
  text('search_name')
    .notNull()
    .generatedAlwaysAs(foldedSql(sql`name`));
