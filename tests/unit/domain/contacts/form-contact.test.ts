import { describe, expect, it } from 'vitest';
import { clientFormContact, eventFormContact, groupFormContact, personFormContact } from '../../../../domain/contacts/form-contact';
import type { ClientRecord } from '../../../../domain/contract/clients';
import type { SavedPerson } from '../../../../domain/contract/contacts';

const person: SavedPerson = {
  id: 5,
  first_name: 'Lena',
  last_name: 'Park',
  name: 'Park, Lena',
  email: [],
  phone: null,
  phone2: '2125550401',
  phone3: null,
  phone4: null,
  pht1: 0,
  pht2: 1,
  pht3: 0,
  pht4: 0,
  providerID: 7,
  timezone: 'America/Chicago',
  reminder_pref: 'S',
  status: 1,
  user_id: null,
  favourite_id: 0,
};

describe('FormContact of a newly added contact', () => {
  it('given a person, should pick it as an other_event with its e-mail and phone presence', () => {
    expect(personFormContact(person)).toEqual({
      id: 5,
      type: 'other_event',
      name: 'Park, Lena',
      provider: 7,
      has_email: false,
      has_phone: true,
      reminder_pref: 'S',
    });
    expect(personFormContact({ ...person, email: ['l@p.com'], phone2: null })).toMatchObject({ has_email: true, has_phone: false });
  });

  it('given an event or a group, should pick it by its kind, a group with its video flag', () => {
    expect(eventFormContact({ id: 3, name: 'Lunch' }, 7)).toEqual({
      id: 3,
      type: 'event_appointment',
      name: 'Lunch',
      provider: 7,
      has_email: false,
      has_phone: false,
    });
    expect(groupFormContact(4, 'Parents', true, 7)).toMatchObject({ id: 4, type: 'group_appointment', is_video: true });
  });

  it('given a client added on its own screen, should pick it as a client (person) under its provider', () => {
    const client: ClientRecord = {
      id: 9,
      firstName: 'Casey',
      lastName: 'Rowe',
      name: 'Rowe, Casey',
      pha_line1: '',
      pha_line2: '',
      pha_city: '',
      pha_state: 0,
      pha_postalCode: '',
      email1: null,
      email2: 'c@r.com',
      phone1: null,
      phone2: null,
      phone3: null,
      phone4: null,
      pht1: 0,
      pht2: 0,
      pht3: 0,
      pht4: 0,
      birthDate: { dayOfMonth: 20, month: 5, year: 1988 },
      timezone: 'America/New_York',
      reminder_pref: 'E',
      notes: '',
      userID: null,
      favourite_id: 0,
      status: 1,
      providerID: 7,
      selected_phone: null,
      selectedInsuranceValue: null,
      insuranceId: null,
      insuranceType: '',
    };
    expect(clientFormContact(client)).toEqual({
      id: 9,
      type: 'person',
      name: 'Rowe, Casey',
      provider: 7,
      has_email: true,
      has_phone: false,
      reminder_pref: 'E',
    });
    expect(clientFormContact({ ...client, email2: '', phone4: '2125550401' })).toMatchObject({ has_email: false, has_phone: true });
  });
});
