import { describe, expect, it } from 'vitest';
import { allContacts, CONTACT_KIND_LABELS, CONTACT_MATCH_LIMIT, contactKey, matchContacts } from '../../../../domain/appointments/contact-match';
import { CONTACT_KINDS, type FormContact, type FormDetailsResponse } from '../../../../domain/contract/appointment';

const contact = (id: number, name: string, type: FormContact['type'] = 'person'): FormContact => ({
  id,
  type,
  name,
  provider: 7,
  has_email: true,
  has_phone: true,
});

const details = (over: Partial<FormDetailsResponse['details']> = {}): FormDetailsResponse['details'] => ({
  clients: [],
  people: [],
  events: [],
  groups: [],
  app_users: [],
  subscribers: [],
  ...over,
});

describe('matchContacts', () => {
  const list = [contact(1, 'Ana Lopez'), contact(2, 'Lopez, Maria', 'other_event'), contact(3, 'Book club', 'event_appointment')];

  it('given a term in another case, should match ignoring case', () => {
    expect(matchContacts('LOPEZ', list).map((c) => c.id)).toEqual([2, 1]);
  });

  it('given names that start with the term, should put them first and keep list order otherwise', () => {
    expect(matchContacts('lo', list).map((c) => c.id)).toEqual([2, 1]);
    expect(matchContacts('o', list).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('given an empty or blank term, should match nothing', () => {
    expect(matchContacts('', list)).toEqual([]);
    expect(matchContacts('   ', list)).toEqual([]);
  });

  it('given a term with surrounding spaces, should trim it', () => {
    expect(matchContacts('  book ', list).map((c) => c.id)).toEqual([3]);
  });

  it('given more than ten matches, should return at most ten (spec 5)', () => {
    const many = Array.from({ length: 25 }, (_, i) => contact(i + 1, `Client ${i}`));
    expect(CONTACT_MATCH_LIMIT).toBe(10);
    expect(matchContacts('client', many)).toHaveLength(10);
  });

  it('given a term no name contains, should return nothing', () => {
    expect(matchContacts('zed', list)).toEqual([]);
  });
});

describe('allContacts', () => {
  it('given every kind, should list clients first and each contact once', () => {
    const all = allContacts(
      details({
        people: [contact(4, 'Pat', 'other_event')],
        clients: [contact(1, 'Ana'), contact(1, 'Ana')],
        events: [contact(1, 'Event one', 'event_appointment')],
        groups: [contact(2, 'Group', 'group_appointment')],
        app_users: [contact(9, 'Dana', 'app_user')],
        subscribers: [contact(7, 'Dr', 'subscriber')],
      }),
    );
    expect(all.map(contactKey)).toEqual([
      'person:1',
      'other_event:4',
      'event_appointment:1',
      'group_appointment:2',
      'app_user:9',
      'subscriber:7',
    ]);
  });
});

describe('CONTACT_KIND_LABELS', () => {
  it('should label every kind, with the search labels of spec 2', () => {
    for (const kind of CONTACT_KINDS) expect(CONTACT_KIND_LABELS[kind]).not.toBe('');
    expect(CONTACT_KIND_LABELS.person).toBe('Client');
    expect(CONTACT_KIND_LABELS.other_event).toBe('Other Person');
    expect(CONTACT_KIND_LABELS.group_appointment).toBe('Group');
    expect(CONTACT_KIND_LABELS.event_appointment).toBe('Event');
  });
});
