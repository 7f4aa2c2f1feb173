import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ClientAddInput } from '../../../../domain/contract/clients';
import { messages } from '../../../../domain/messages';
import { clients, insuranceCompanies, persons } from '../../../../server/db/schema/index';
import { userIdOf } from '../appointment/fixture';

/** The demo seed's ids the client and person route tests name. */
export interface SeedIds {
  rivera: number;
  chen: number;
  patel: number;
  /** dr.rivera's BlueMeadow Health and Harbor Mutual, dr.chen's Pacific Care. */
  blueMeadow: number;
  harbor: number;
  pacific: number;
}

export async function seedIds(app: FastifyInstance): Promise<SeedIds> {
  const insurer = async (name: string) =>
    (await app.db.select({ id: insuranceCompanies.id }).from(insuranceCompanies).where(eq(insuranceCompanies.name, name)))[0]!.id;
  return {
    rivera: await userIdOf(app, 'dr.rivera'),
    chen: await userIdOf(app, 'dr.chen'),
    patel: await userIdOf(app, 'dr.patel'),
    blueMeadow: await insurer('BlueMeadow Health'),
    harbor: await insurer('Harbor Mutual'),
    pacific: await insurer('Pacific Care'),
  };
}

/** A seeded client's id by first and last name. */
export const clientIdOf = async (app: FastifyInstance, firstName: string, lastName: string): Promise<number> =>
  (await app.db.select({ id: clients.id }).from(clients).where(and(eq(clients.firstName, firstName), eq(clients.lastName, lastName))))[0]!.id;

/** A seeded other person's id by first and last name. */
export const personIdOf = async (app: FastifyInstance, firstName: string, lastName: string): Promise<number> =>
  (await app.db.select({ id: persons.id }).from(persons).where(and(eq(persons.firstName, firstName), eq(persons.lastName, lastName))))[0]!.id;

/** A complete client form as the browser sends it (untrimmed where the server trims). */
export const clientForm = (ids: SeedIds): ClientAddInput => ({
  firstName: ' Nora ',
  lastName: 'Quinn',
  // An empty slot between two phones: the phones are compacted, each keeping its type.
  phone: ['212-555-0901', '', '9175550902'],
  phoneType: [2, 1, 3],
  allPhoneTypes: [{ id: 1, name: 'cell' }],
  email: ['', 'nora@example.com'],
  date: { dayOfMonth: 9, month: 3, year: 1991 },
  timezone: 'America/Chicago',
  providerID: ids.rivera,
  pha_line1: ' 5 Pine Street ',
  pha_line2: 'Apt 2',
  pha_city: 'Brooklyn',
  pha_state: 'ny',
  pha_postalCode: '11215-1234',
  notes: ' Prefers mornings. ',
  insuranceCompany: ids.blueMeadow,
  insuranceId: ' BM-7 ',
  insuranceType: 'secondary',
});

/** What clientForm's fields read back as in a client record: trimmed, state letters as their code, phones compacted. */
export const formRecordFields = {
  pha_line1: '5 Pine Street',
  pha_line2: 'Apt 2',
  pha_city: 'Brooklyn',
  pha_state: 35,
  pha_postalCode: '11215-1234',
  email1: 'nora@example.com',
  email2: null,
  phone1: '2125550901',
  phone2: '9175550902',
  phone3: null,
  phone4: null,
  pht1: 2,
  pht2: 3,
  pht3: 0,
  pht4: 0,
  birthDate: { dayOfMonth: 9, month: 3, year: 1991 },
  timezone: 'America/Chicago',
  reminder_pref: 'E',
  notes: 'Prefers mornings.',
};

/** The four phone slots of a client or person, as a select list. */
export const phoneColumnsOf = (t: typeof clients | typeof persons) => ({
  phone1: t.phone1,
  phone2: t.phone2,
  phone3: t.phone3,
  phone4: t.phone4,
  pht1: t.pht1,
  pht2: t.pht2,
  pht3: t.pht3,
  pht4: t.pht4,
});

/** The year after today's: a birth date in it is always in the future. */
export const nextYear = (): number => new Date().getUTCFullYear() + 1;

/**
 * Each client-form rule of spec 5 broken once, with the message the server
 * must answer: clients/add and clients/edit check the same rules.
 */
export const clientFormRefusals = (ids: SeedIds): [string, Partial<ClientAddInput>, string][] => [
  ['a blank first name', { firstName: '  ' }, messages.firstNameRequired],
  ['no last name', { lastName: undefined }, messages.lastNameRequired],
  ['an unknown state', { pha_state: 'XX' }, messages.incorrectStateCode],
  ['state code 52', { pha_state: 52 }, messages.incorrectStateCode],
  ['state code -1', { pha_state: -1 }, messages.incorrectStateCode],
  ['a four-digit zip', { pha_postalCode: '1121' }, messages.incorrectZipCode],
  ['a zip with a two-digit extension', { pha_postalCode: '11215-12' }, messages.incorrectZipCode],
  ['an e-mail without a domain', { email: ['nora@'] }, messages.incorrectEmail],
  ['an e-mail ending in five letters', { email: ['nora@example.abcde'] }, messages.incorrectEmail],
  ['a phone with a leading zero', { phone: ['012-555-0901'] }, messages.incorrectPhone],
  ['a nine-digit phone', { phone: ['212-555-090'] }, messages.incorrectPhone],
  ['an unset birth date', { date: { dayOfMonth: 0, month: 0, year: 0 } }, messages.incorrectDateOfBirth],
  ['31 February', { date: { dayOfMonth: 31, month: 2, year: 1990 } }, messages.incorrectDateOfBirth],
  ['a negative birth month', { date: { dayOfMonth: 1, month: -1, year: 1990 } }, messages.incorrectDateOfBirth],
  ['a birth date next year', { date: { dayOfMonth: 1, month: 1, year: nextYear() } }, messages.dateOfBirthInFuture],
  ['an unknown timezone', { timezone: 'Mars/Olympus' }, messages.incorrectTimezone],
  ["another provider's insurance company", { insuranceCompany: ids.pacific }, messages.invalidInsuranceCompany],
  ['an insurance company that does not exist', { insuranceCompany: 999_999 }, messages.invalidInsuranceCompany],
  ['a non-numeric insurance company', { insuranceCompany: 'Blue' }, messages.invalidInsuranceCompany],
  ['a company without an insurance id', { insuranceId: '   ' }, messages.incorrectInsuranceId],
];
