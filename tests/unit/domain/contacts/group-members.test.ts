import { describe, expect, it } from 'vitest';
import { groupCandidates, groupMemberSections, memberValue, participantsOf } from '../../../../domain/contacts/group-members';
import type { FormContact } from '../../../../domain/contract/appointment';
import { contactsTexts as t } from '../../../../domain/messages';

const contact = (id: number, type: FormContact['type'], name: string): FormContact => ({
  id,
  type,
  name,
  provider: 7,
  has_email: false,
  has_phone: false,
});

const answer = {
  details: {
    clients: [contact(1, 'person', 'Morgan, Alex')],
    people: [contact(1, 'other_event', 'Park, Lena')],
    events: [],
    groups: [],
    app_users: [],
    subscribers: [],
  },
  group_users: [contact(3, 'subscriber', 'Dr Rivera'), contact(4, 'app_user', 'Dana Delegate')],
};

describe('the group-member picker', () => {
  it('given form_details, should offer Clients, Others, Subscribers and Users in that order, each member once by kind', () => {
    expect(groupMemberSections(groupCandidates(answer))).toEqual([
      { id: 'person', title: t.groupClients, options: [{ value: 'person:1', label: 'Morgan, Alex' }] },
      { id: 'other_event', title: t.groupOthers, options: [{ value: 'other_event:1', label: 'Park, Lena' }] },
      { id: 'subscriber', title: t.groupSubscribers, options: [{ value: 'subscriber:3', label: 'Dr Rivera' }] },
      { id: 'app_user', title: t.groupUsers, options: [{ value: 'app_user:4', label: 'Dana Delegate' }] },
    ]);
  });

  it('given chosen values, should send the participants they stand for and leave out anything else', () => {
    expect(participantsOf(['person:1', 'other_event:1', 'app_user:4', 'group:2', 'person:x', 'junk'])).toEqual([
      { type: 'person', id: 1 },
      { type: 'other_event', id: 1 },
      { type: 'app_user', id: 4 },
    ]);
    expect(memberValue({ type: 'subscriber', id: 3 })).toBe('subscriber:3');
  });
});
