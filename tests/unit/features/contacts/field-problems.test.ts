import { describe, expect, it } from 'vitest';
import { clientBodyFor } from '../../../../domain/contract/clients';
import { groupAddBody, personAddBody } from '../../../../domain/contract/contacts';
import { messages } from '../../../../domain/messages';
import { clientBody, newClientState } from '../../../../features/contacts/forms/client-form-state';
import { contactFieldOf, contactProblems, rowOfFilled } from '../../../../features/contacts/forms/field-problems';

const today = '2026-11-25';

describe('contactProblems', () => {
  it('given a new client, should report the first name first (the popup) and mark every field the contract refuses', () => {
    const state = { ...newClientState(), zip: '123', birthDate: '2030-01-01' };
    const found = contactProblems(clientBodyFor(today), clientBody(state, 7), contactFieldOf(state.phones, state.emails));
    expect(found.message).toBe(messages.firstNameRequired);
    expect(found.first).toBe('firstName');
    expect(found.problems).toEqual({
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
      zip: messages.incorrectZipCode,
      birthDate: messages.dateOfBirthInFuture,
    });
  });

  it('given a bad phone and e-mail after empty rows, should point at the rows as the form shows them', () => {
    const phones = [
      { phone: '', type: 1 as const },
      { phone: '212-555-0101', type: 1 as const },
      { phone: '012', type: 2 as const },
    ];
    const emails = ['', 'not-an-email'];
    const body = { firstName: 'Ann', lastName: 'Lee', phone: ['212-555-0101', '012'], phoneType: [1, 2], email: ['not-an-email'], providerID: 7 };
    const found = contactProblems(personAddBody, body, contactFieldOf(phones, emails));
    expect(found.problems).toEqual({ 'phone-2': messages.incorrectPhone, 'email-1': messages.incorrectEmail });
    expect(found.first).toBe('phone-2');
  });

  it('given a group without members, should point at the members', () => {
    const found = contactProblems(groupAddBody, { name: 'Tuesday group', participants: [], providerID: 7, isVideo: false }, contactFieldOf());
    expect(found).toEqual({ problems: { members: messages.noGroupMember }, message: messages.noGroupMember, first: 'members' });
  });

  it('given a valid body, should find nothing', () => {
    const body = { firstName: 'Ann', lastName: 'Lee', providerID: 7 };
    expect(contactProblems(personAddBody, body, contactFieldOf())).toEqual({ problems: {}, message: null, first: null });
  });
});

describe('rowOfFilled', () => {
  it('should count only filled rows', () => {
    expect(rowOfFilled(['', 'a', ' ', 'b'], 0)).toBe(1);
    expect(rowOfFilled(['', 'a', ' ', 'b'], 1)).toBe(3);
    expect(rowOfFilled(['a'], 3)).toBe(-1);
  });
});
