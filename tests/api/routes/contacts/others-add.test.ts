import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormDetailsResponse } from '../../../../domain/contract/appointment';
import { personAddResponse } from '../../../../domain/contract/contacts';
import { personFormContact } from '../../../../domain/contacts/form-contact';
import { messages } from '../../../../domain/messages';
import { persons } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { userIdOf } from '../appointment/fixture';

const t = build();
let rivera: Login;
let sam: Login;
let ids: Record<'rivera' | 'chen' | 'patel', number>;

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  sam = await login(t.app, 'sam.staff');
  ids = {
    rivera: await userIdOf(t.app, 'dr.rivera'),
    chen: await userIdOf(t.app, 'dr.chen'),
    patel: await userIdOf(t.app, 'dr.patel'),
  };
});

const post = (auth: Login | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/others/add', payload: payload as object, headers: auth?.headers ?? {} });

const valid = () => ({
  firstName: ' Lena ',
  lastName: 'Park',
  // An empty slot between two phones: the phones are compacted, each keeping its type.
  phone: ['212-555-0401', '', '9175550402'],
  phoneType: [1, 2, 3],
  allPhoneTypes: [{ id: 1, name: 'cell' }],
  email: ['', 'lena@example.com'],
  timezone: 'America/Chicago',
  reminder_pref: 'S',
  onlyThis: true,
  providerID: ids.rivera,
});

describe('POST /api/others/add', () => {
  it('should add the person to the provider and answer it with the spec fields', async () => {
    const res = await post(rivera, valid());
    expect(res.statusCode, res.body).toBe(200);
    const { person } = personAddResponse.extend({ person: personAddResponse.shape.person.strict() }).strict().parse(res.json());
    expect(person).toEqual({
      id: person.id,
      first_name: 'Lena',
      last_name: 'Park',
      name: 'Park, Lena',
      email: ['lena@example.com'],
      phone: '2125550401',
      phone2: '9175550402',
      phone3: null,
      phone4: null,
      pht1: 1,
      pht2: 3,
      pht3: 0,
      pht4: 0,
      providerID: ids.rivera,
      timezone: 'America/Chicago',
      reminder_pref: 'S',
      status: 1,
      user_id: null,
      favourite_id: 0,
    });
    const [row] = await t.app.db.select().from(persons).where(eq(persons.id, person.id));
    expect(row).toMatchObject({ providerId: ids.rivera, email1: 'lena@example.com', email2: null, phone1: '2125550401', pht1: 1 });

    // The Add Appointment form offers the same contact the panel builds from the answer.
    const details = await t.app.inject({ method: 'GET', url: `/api/appointment/form_details?providerId=${ids.rivera}`, headers: rivera.headers });
    const people = (details.json() as FormDetailsResponse).details.people;
    expect(people.find((p) => p.id === person.id)).toEqual(personFormContact(person));
  });

  it('given only the names, should add a person without phones or e-mails in New York time', async () => {
    const res = await post(sam, { firstName: 'Max', lastName: 'Ode', providerID: ids.chen });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { person: object }).person).toMatchObject({
      providerID: ids.chen,
      email: [],
      phone: null,
      pht1: 0,
      timezone: 'America/New_York',
      // Issue 26 item 2: e-mail unless the practice chooses another.
      reminder_pref: 'E',
    });
  });

  describe('refusals', () => {
    it.each([
      ['no first name', { firstName: '  ' }, messages.firstNameRequired],
      ['no last name', { lastName: '' }, messages.lastNameRequired],
      ['a phone with a leading zero', { phone: ['012-555-0401'] }, messages.incorrectPhone],
      ['a nine-digit phone', { phone: ['212-555-040'] }, messages.incorrectPhone],
      ['five phones', { phone: ['2125550401', '', '', '', ''] }, messages.incorrectPhone],
      ['an unknown phone type', { phoneType: [9] }, messages.incorrectPhone],
      ['an unknown reminder channel', { reminder_pref: 'X' }, messages.invalidRequest],
      ['an e-mail without a domain', { email: ['lena@'] }, messages.incorrectEmail],
      ['three e-mails', { email: ['a@b.com', 'c@d.com', 'e@f.com'] }, messages.incorrectEmail],
      ['an unknown timezone', { timezone: 'Europe/Atlantis' }, messages.incorrectTimezone],
      ['no provider', { providerID: 0 }, messages.incorrectProvider],
    ])('given %s, should answer 400 with its message and add nothing', async (_, change, message) => {
      const before = await t.app.db.$count(persons);
      expectMessage(await post(rivera, { ...valid(), ...change }), 400, message);
      expect(await t.app.db.$count(persons)).toBe(before);
    });

    it('given no session, should answer 401', async () => {
      expectMessage(await post(null, valid()), 401, messages.sessionInvalid);
    });

    it.each(['alex.client', 'jo.other'])('given portal user %s, should answer 403', async (username) => {
      expectMessage(await post(await login(t.app, username), valid()), 403, messages.forbidden);
    });

    it('given a provider the user may not act for, should answer 403', async () => {
      expectMessage(await post(sam, { ...valid(), providerID: ids.patel }), 403, messages.providerNotPermitted);
      expectMessage(await post(rivera, { ...valid(), providerID: ids.chen }), 403, messages.providerNotPermitted);
    });
  });
});
