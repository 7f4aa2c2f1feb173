import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  clientAddPhoneBody,
  clientBodyFor,
  clientDetailsQuery,
  clientEditBodyFor,
  type ClientAddInput,
} from '../../../../domain/contract/clients';
import { messages } from '../../../../domain/messages';

const TODAY = '2026-11-23';

/** The first issue's message, as the server's error handler answers it. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const client: ClientAddInput = {
  firstName: ' Nora ',
  lastName: 'Quinn',
  phone: ['212-555-0901'],
  phoneType: [1],
  email: ['nora@example.com'],
  date: { dayOfMonth: 9, month: 3, year: 1991 },
  timezone: 'America/Chicago',
  providerID: 7,
  pha_line1: ' 5 Pine Street ',
  pha_state: 'ny',
  pha_postalCode: '11215',
  insuranceCompany: '3',
  insuranceId: ' BM-7 ',
};

describe('clients/add body (clientBodyFor)', () => {
  it('should trim the texts, read typed state letters as their code and a numeric company text as its id', () => {
    expect(clientBodyFor(TODAY).parse(client)).toEqual({
      firstName: 'Nora',
      lastName: 'Quinn',
      phone: ['212-555-0901'],
      phoneType: [1],
      email: ['nora@example.com'],
      date: { dayOfMonth: 9, month: 3, year: 1991 },
      timezone: 'America/Chicago',
      providerID: 7,
      pha_line1: '5 Pine Street',
      pha_line2: '',
      pha_city: '',
      pha_state: 35,
      pha_postalCode: '11215',
      notes: '',
      insuranceCompany: 3,
      insuranceId: 'BM-7',
      insuranceType: 'primary',
      // A new client is reminded by e-mail unless the form says otherwise (issue 26 item 2).
      reminder_pref: 'E',
    });
  });

  it('given no address, insurance or zone, should default to none, primary and America/New_York', () => {
    expect(
      clientBodyFor(TODAY).parse({ firstName: 'A', lastName: 'B', date: { dayOfMonth: 1, month: 1, year: 1990 }, providerID: 7 }),
    ).toMatchObject({ pha_state: 0, pha_postalCode: '', insuranceCompany: 0, insuranceId: '', insuranceType: 'primary', timezone: 'America/New_York' });
  });

  it('given a state code id or an empty company text, should keep the id and read none', () => {
    expect(clientBodyFor(TODAY).parse({ ...client, pha_state: 51, insuranceCompany: ' ', insuranceId: '' })).toMatchObject({
      pha_state: 51,
      insuranceCompany: 0,
    });
  });

  it('given insuranceType false (no insurance), should keep false', () => {
    expect(clientBodyFor(TODAY).parse({ ...client, insuranceType: false }).insuranceType).toBe(false);
  });

  it.each([
    ['a blank first name', { firstName: ' ' }, messages.firstNameRequired],
    ['no last name', { lastName: undefined }, messages.lastNameRequired],
    ['unknown state letters', { pha_state: 'ZZ' }, messages.incorrectStateCode],
    ['state code 52', { pha_state: 52 }, messages.incorrectStateCode],
    ['state code -1', { pha_state: -1 }, messages.incorrectStateCode],
    ['a state of the wrong type', { pha_state: true }, messages.incorrectStateCode],
    ['a short zip', { pha_postalCode: '1121' }, messages.incorrectZipCode],
    ['an over-long zip', { pha_postalCode: '11215-12345' }, messages.incorrectZipCode],
    ['a bad e-mail', { email: ['nora@example'] }, messages.incorrectEmail],
    ['three e-mails', { email: ['', '', ''] }, messages.incorrectEmail],
    ['a bad phone', { phone: ['012-555-0901'] }, messages.incorrectPhone],
    ['no birth date', { date: undefined }, messages.incorrectDateOfBirth],
    ['an unset birth date', { date: { dayOfMonth: 0, month: 0, year: 0 } }, messages.incorrectDateOfBirth],
    ['a birth date with a text part', { date: { dayOfMonth: '9', month: 3, year: 1991 } }, messages.incorrectDateOfBirth],
    ['30 February', { date: { dayOfMonth: 30, month: 2, year: 1991 } }, messages.incorrectDateOfBirth],
    ['a birth date today', { date: { dayOfMonth: 23, month: 11, year: 2026 } }, messages.dateOfBirthInFuture],
    ['an unknown timezone', { timezone: 'Nowhere/Town' }, messages.incorrectTimezone],
    ['a non-numeric company', { insuranceCompany: 'Blue' }, messages.invalidInsuranceCompany],
    ['a negative company', { insuranceCompany: -2 }, messages.invalidInsuranceCompany],
    ['a fractional company', { insuranceCompany: 1.5 }, messages.invalidInsuranceCompany],
    ['a company without an insurance id', { insuranceId: '  ' }, messages.incorrectInsuranceId],
    ['no provider', { providerID: undefined }, messages.incorrectProvider],
  ])('given %s, should answer its message', (_, change, message) => {
    expect(firstMessage(clientBodyFor(TODAY), { ...client, ...change })).toBe(message);
  });

  it('given no company, should not ask for an insurance id', () => {
    expect(firstMessage(clientBodyFor(TODAY), { ...client, insuranceCompany: 0, insuranceId: '' })).toBeUndefined();
  });

  it('should judge the birth date against the given day, not the machine clock', () => {
    const date = { dayOfMonth: 23, month: 11, year: 2026 };
    expect(firstMessage(clientBodyFor('2026-11-23'), { ...client, date })).toBe(messages.dateOfBirthInFuture);
    expect(firstMessage(clientBodyFor('2026-11-24'), { ...client, date })).toBeUndefined();
  });
});

describe('clients/edit body (clientEditBodyFor)', () => {
  it('should take the client form plus a positive whole clientId', () => {
    expect(clientEditBodyFor(TODAY).parse({ ...client, clientId: 12 })).toMatchObject({ clientId: 12, firstName: 'Nora' });
  });

  it.each([[undefined], [0], [-3], [1.5], ['12']])('given clientId %j, should answer the request is not valid', (clientId) => {
    expect(firstMessage(clientEditBodyFor(TODAY), { ...client, clientId })).toBe(messages.invalidRequest);
  });

  it('should apply the same rules as clients/add', () => {
    expect(firstMessage(clientEditBodyFor(TODAY), { ...client, clientId: 12, insuranceId: '' })).toBe(messages.incorrectInsuranceId);
    expect(firstMessage(clientEditBodyFor(TODAY), { ...client, clientId: 12, date: { dayOfMonth: 1, month: 1, year: 2027 } })).toBe(
      messages.dateOfBirthInFuture,
    );
  });
});

describe('clients/add_phone body', () => {
  it('should default the type to 0', () => {
    expect(clientAddPhoneBody.parse({ phone: '212-555-0901', clientId: 4 })).toEqual({ phone: '212-555-0901', clientId: 4, phoneType: 0 });
  });

  it.each([
    ['an empty phone', { phone: '' }, messages.incorrectPhone],
    ['a phone with a leading zero', { phone: '012-555-0901' }, messages.incorrectPhone],
    ['a type out of range', { phoneType: 6 }, messages.incorrectPhone],
    ['no client', { clientId: undefined }, messages.invalidRequest],
  ])('given %s, should answer its message', (_, change, message) => {
    expect(firstMessage(clientAddPhoneBody, { phone: '212-555-0901', clientId: 4, ...change })).toBe(message);
  });
});

describe('clients/client_details query', () => {
  it('should read an optional numeric clientId', () => {
    expect(clientDetailsQuery.parse({})).toEqual({});
    expect(clientDetailsQuery.parse({ clientId: '12' })).toEqual({ clientId: 12 });
    expect(clientDetailsQuery.safeParse({ clientId: 'abc' }).success).toBe(false);
  });
});
