import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { eventAddBody, groupAddBody, personAddBody } from '../../../../domain/contract/contacts';
import { messages } from '../../../../domain/messages';

/** The first issue's message, as the server's error handler answers it. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const person = {
  firstName: 'Ruth',
  lastName: 'Adler',
  phone: ['212-555-0302', ''],
  phoneType: [3, 0],
  email: ['ruth@example.com'],
  timezone: 'America/Chicago',
  providerID: 7,
};

describe('events/add body', () => {
  it('should trim the name', () => {
    expect(eventAddBody.parse({ name: '  Team lunch ', providerID: 7 })).toEqual({ name: 'Team lunch', providerID: 7 });
  });

  it.each([[''], ['   '], [undefined], [3]])('given name %j, should answer the name message', (name) => {
    expect(firstMessage(eventAddBody, { name, providerID: 7 })).toBe(messages.nameRequired);
  });

  it('given no provider, should answer the provider message', () => {
    expect(firstMessage(eventAddBody, { name: 'x' })).toBe(messages.incorrectProvider);
  });
});

describe('others/add body', () => {
  it('given a valid person, should accept it and default nothing away', () => {
    expect(personAddBody.parse({ ...person, firstName: ' Ruth ', onlyThis: true, allPhoneTypes: [1, 2] })).toMatchObject({
      ...person,
      onlyThis: true,
    });
  });

  it('given no phones, e-mails or zone, should default to none and America/New_York', () => {
    expect(personAddBody.parse({ firstName: 'A', lastName: 'B', providerID: 7 })).toMatchObject({
      phone: [],
      phoneType: [],
      email: [],
      timezone: 'America/New_York',
    });
  });

  it.each([
    ['a blank first name', { firstName: ' ' }, messages.firstNameRequired],
    ['no last name', { lastName: undefined }, messages.lastNameRequired],
    ['a bad phone', { phone: ['012-555-0101'] }, messages.incorrectPhone],
    ['five phones', { phone: ['', '', '', '', ''] }, messages.incorrectPhone],
    ['a phone type out of range', { phoneType: [6] }, messages.incorrectPhone],
    ['a bad e-mail', { email: ['ruth@example'] }, messages.incorrectEmail],
    ['three e-mails', { email: ['', '', ''] }, messages.incorrectEmail],
    ['an unknown zone', { timezone: 'Mars/Olympus' }, messages.incorrectTimezone],
    ['an empty zone', { timezone: '' }, messages.incorrectTimezone],
  ])('given %s, should answer its message', (_, change, message) => {
    expect(firstMessage(personAddBody, { ...person, ...change })).toBe(message);
  });
});

describe('groups/add body', () => {
  const group = { name: 'Parents', participants: [{ id: 1, type: 'person' }, { id: 2, type: 'other_event' }], providerID: 7, isVideo: true };

  it('should accept a group and default isVideo to false', () => {
    expect(groupAddBody.parse(group)).toEqual(group);
    expect(groupAddBody.parse({ ...group, isVideo: undefined }).isVideo).toBe(false);
  });

  it.each([
    ['a blank name', { name: '' }, messages.nameRequired],
    ['no member', { participants: [] }, messages.noGroupMember],
    ['no member list', { participants: undefined }, messages.noGroupMember],
    ['an unknown member type', { participants: [{ id: 1, type: 'event' }] }, messages.invalidRequest],
    ['a member without id', { participants: [{ type: 'person' }] }, messages.invalidRequest],
    // Stored words are not contract kinds (issue 13): a client is 'person', as in form_details.
    ["the stored kind 'client'", { participants: [{ id: 1, type: 'client' }] }, messages.invalidRequest],
  ])('given %s, should answer its message', (_, change, message) => {
    expect(firstMessage(groupAddBody, { ...group, ...change })).toBe(message);
  });
});
