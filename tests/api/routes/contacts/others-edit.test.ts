import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { personEditResponse, type PersonEditInput } from '../../../../domain/contract/contacts';
import { messages } from '../../../../domain/messages';
import { favourites, persons } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { personIdOf, seedIds, type SeedIds } from '../clients/client-fixture';

const t = build();
let rivera: Login;
let sam: Login;
let ids: SeedIds;
/** dr.rivera's Ruth Adler and Ines Moreau, dr.chen's Dev Rao. */
let p: { ruth: number; ines: number; dev: number };

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  sam = await login(t.app, 'sam.staff');
  ids = await seedIds(t.app);
  p = {
    ruth: await personIdOf(t.app, 'Ruth', 'Adler'),
    ines: await personIdOf(t.app, 'Ines', 'Moreau'),
    dev: await personIdOf(t.app, 'Dev', 'Rao'),
  };
});

const put = (auth: Login | null, id: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/others/edit/${id}`, payload: payload as object, headers: auth?.headers ?? {} });

const form = (change: Partial<PersonEditInput> = {}): PersonEditInput => ({
  firstName: ' Ruthie ',
  lastName: 'Adler-Kent',
  phone: ['', '646-555-0921', '6465550922'],
  phoneType: [1, 4, 5],
  allPhoneTypes: [{ id: 1, name: 'cell' }],
  email: ['ruthie@example.com', 'ruth.kent@example.org'],
  timezone: 'Europe/London',
  onlyThis: true,
  providerID: ids.rivera,
  ...change,
});

const rowOf = async (id: number) => (await t.app.db.select().from(persons).where(eq(persons.id, id)))[0]!;

async function expectRefused(auth: Login | null, id: number, payload: unknown, status: number, message: string) {
  const before = await rowOf(id);
  expectMessage(await put(auth, id, payload), status, message);
  expect(await rowOf(id)).toEqual(before);
}

describe('PUT /api/others/edit/{id}', () => {
  it("should save the form over the provider's person and answer it with the editor's favourite", async () => {
    const [favourite] = await t.app.db.insert(favourites).values({ userId: rivera.userId, othereventId: p.ruth }).returning({ id: favourites.id });
    const res = await put(rivera, p.ruth, form());
    expect(res.statusCode, res.body).toBe(200);
    const { person } = personEditResponse.extend({ person: personEditResponse.shape.person.strict() }).strict().parse(res.json());
    expect(person).toEqual({
      id: p.ruth,
      first_name: 'Ruthie',
      last_name: 'Adler-Kent',
      name: 'Adler-Kent, Ruthie',
      email: ['ruthie@example.com', 'ruth.kent@example.org'],
      phone: '6465550921',
      phone2: '6465550922',
      phone3: null,
      phone4: null,
      pht1: 4,
      pht2: 5,
      pht3: 0,
      pht4: 0,
      providerID: ids.rivera,
      timezone: 'Europe/London',
      reminder_pref: 'E',
      status: 1,
      user_id: null,
      favourite_id: favourite!.id,
    });
    expect(await rowOf(p.ruth)).toMatchObject({
      providerId: ids.rivera,
      firstName: 'Ruthie',
      lastName: 'Adler-Kent',
      email1: 'ruthie@example.com',
      email2: 'ruth.kent@example.org',
      phone1: '6465550921',
      pht1: 4,
      phone2: '6465550922',
      pht2: 5,
      phone3: null,
      timezone: 'Europe/London',
    });
    // Another editor is answered without dr.rivera's favourite.
    expect((await put(sam, p.ruth, form())).json()).toMatchObject({ person: { id: p.ruth, favourite_id: 0 } });
  });

  it('given only the names, should rename the person and keep phones, e-mails and timezone', async () => {
    const before = await rowOf(p.ines);
    const res = await put(sam, p.ines, { firstName: 'Inès', lastName: 'Moreau', providerID: ids.rivera });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { person: object }).person).toMatchObject({ name: 'Moreau, Inès', email: ['ines@example.com'], phone: null });
    expect(await rowOf(p.ines)).toEqual({ ...before, firstName: 'Inès', searchName: 'ines moreau ines', updatedAt: expect.any(Date) });
  });

  it('given a reminder channel, should store it; given none, should keep the stored one (issue 26 item 2)', async () => {
    const res = await put(rivera, p.ines, { firstName: 'Inès', lastName: 'Moreau', providerID: ids.rivera, reminder_pref: 'B' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { person: object }).person).toMatchObject({ reminder_pref: 'B' });
    expect((await put(rivera, p.ines, { firstName: 'Inès', lastName: 'Moreau', providerID: ids.rivera })).json()).toMatchObject({ person: { reminder_pref: 'B' } });
    expect(await rowOf(p.ines)).toMatchObject({ reminderPref: 'B' });
  });

  it("given the provider's other practice, should let staff acting for it edit its person", async () => {
    const res = await put(sam, p.dev, { firstName: 'Dev', lastName: 'Rao', phone: ['3105550931'], phoneType: [1], providerID: ids.chen });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { person: object }).person).toMatchObject({ providerID: ids.chen, phone: '3105550931', pht1: 1, timezone: 'America/Los_Angeles' });
  });

  describe('refusals', () => {
    it.each([
      ['a blank first name', { firstName: ' ' }, messages.firstNameRequired],
      ['no last name', { lastName: undefined }, messages.lastNameRequired],
      ['a phone with a leading zero', { phone: ['012-555-0921'] }, messages.incorrectPhone],
      ['five phones', { phone: ['6465550921', '', '', '', ''] }, messages.incorrectPhone],
      ['an e-mail without a domain', { email: ['ruth@'] }, messages.incorrectEmail],
      ['an unknown timezone', { timezone: 'Europe/Atlantis' }, messages.incorrectTimezone],
      ['an unknown reminder channel', { reminder_pref: 'email' as 'E' }, messages.invalidRequest],
      ['no provider', { providerID: 0 }, messages.incorrectProvider],
    ])('given %s, should answer 400 with its message and change nothing', async (_, change, message) => {
      await expectRefused(rivera, p.ruth, form(change), 400, message);
    });

    it("given another practice's person under the user's own provider, should answer 404 and change nothing", async () => {
      await expectRefused(rivera, p.dev, form(), 404, messages.contactGone);
      await expectRefused(sam, p.dev, form(), 404, messages.contactGone);
    });

    it('given a person id that does not exist, should answer 404', async () => {
      expectMessage(await put(rivera, 999_999, form()), 404, messages.contactGone);
    });

    it('given no session, should answer 401', async () => {
      await expectRefused(null, p.ruth, form(), 401, messages.sessionInvalid);
    });

    it.each(['alex.client', 'jo.other'])('given portal user %s, should answer 403', async (username) => {
      await expectRefused(await login(t.app, username), p.ruth, form(), 403, messages.forbidden);
    });

    it('given a provider the user may not act for, should answer 403', async () => {
      await expectRefused(sam, p.ruth, form({ providerID: ids.patel }), 403, messages.providerNotPermitted);
      await expectRefused(rivera, p.dev, form({ providerID: ids.chen }), 403, messages.providerNotPermitted);
    });
  });
});
