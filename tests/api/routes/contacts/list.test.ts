import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactsListResponse, type ContactsListResponse } from '../../../../domain/contract/contacts-list';
import { messages } from '../../../../domain/messages';
import { clients, users } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { userIdOf } from '../appointment/fixture';
import { seededContacts } from '../search/seed-contacts';

const t = build();
const ctx = seededContacts(t);

const get = (auth: Login | null, providerId: number) =>
  t.app.inject({ method: 'GET', url: `/api/contacts/list/${providerId}`, headers: auth?.headers ?? {} });

/** The list parsed strictly with the contract: no missing and no extra keys. */
async function list(auth: Login, providerId = ctx.ids.rivera): Promise<ContactsListResponse['contacts']> {
  const res = await get(auth, providerId);
  expect(res.statusCode, res.body).toBe(200);
  return contactsListResponse
    .extend({ contacts: contactsListResponse.shape.contacts.element.strict().array() })
    .strict()
    .parse(res.json()).contacts;
}

describe('GET /api/contacts/list', () => {
  it("given dr.rivera, should answer every active contact of hers sorted by name: clients, others, events, groups and the practice's users", async () => {
    const contacts = await list(ctx.rivera);
    expect(contacts.map((c) => [c.name, c.type])).toEqual([
      ['Adler, Ruth', 'other_event'],
      ['Álvarez, José', 'person'],
      ['Baker, Tom', 'other_event'],
      ['Bell, Marcus', 'person'],
      ['Dana Brooks', 'app_user'],
      ['Garcia, Sofia', 'person'],
      ['Kim, Hana', 'person'],
      ['Lindqvist, Jo', 'other_event'],
      ['Mindfulness (video)', 'group_appointment'],
      ['Moreau, Ines', 'other_event'],
      ['Morgan, Alex', 'person'],
      ["O'Connor, Liam", 'person'],
      ['Sam Okafor', 'subscriber'],
      ['Shah, Priya K', 'person'],
      ['Supervision', 'event_appointment'],
      ['Team meeting', 'event_appointment'],
      ['Tuesday support group', 'group_appointment'],
      ['Williams, Noah', 'person'],
    ]);
    // Olivia Hughes (status 2) is hidden; nothing of dr.chen's practice is there.
    expect(contacts.some((c) => c.id === ctx.ids.olivia && c.type === 'person')).toBe(false);
    expect(contacts.every((c) => c.provider === ctx.ids.rivera)).toBe(true);
  });

  it('should answer each kind with its own keys only (compact): a client, a person, an event, a group, a user', async () => {
    const contacts = await list(ctx.rivera);
    const find = (type: string, id: number) => contacts.find((c) => c.type === type && c.id === id);
    expect(find('person', ctx.ids.jose)).toEqual({
      id: ctx.ids.jose,
      type: 'person',
      name: 'Álvarez, José',
      provider: ctx.ids.rivera,
      phones: [{ phone: '2125550109', type: 1 }],
      selected_phone: null,
      favourite_id: 0,
      user_id: null,
      first_name: 'José',
      last_name: 'Álvarez',
      email: ['jose@example.com'],
      timezone: 'America/New_York',
      reminder_pref: 'E',
      status: 1,
    });
    expect(find('person', ctx.ids.priya)?.phones).toEqual([
      { phone: '2125550102', type: 1 },
      { phone: '2125550112', type: 3 },
    ]);
    expect(find('other_event', ctx.ids.jo)).toMatchObject({ name: 'Lindqvist, Jo', user_id: await userIdOf(t.app, 'jo.other'), phones: [{ phone: '2125550301', type: 1 }] });
    expect(find('event_appointment', ctx.ids.teamMeeting)).toEqual({
      id: ctx.ids.teamMeeting,
      type: 'event_appointment',
      name: 'Team meeting',
      provider: ctx.ids.rivera,
      phones: [],
      selected_phone: null,
      favourite_id: 0,
      user_id: null,
    });
    expect(find('group_appointment', ctx.ids.supportGroup)).toEqual({
      id: ctx.ids.supportGroup,
      type: 'group_appointment',
      name: 'Tuesday support group',
      provider: ctx.ids.rivera,
      phones: [],
      selected_phone: null,
      favourite_id: 0,
      user_id: null,
      is_video: false,
    });
    expect(find('app_user', ctx.ids.dana)).toEqual({
      id: ctx.ids.dana,
      type: 'app_user',
      name: 'Dana Brooks',
      provider: ctx.ids.rivera,
      phones: [],
      selected_phone: null,
      favourite_id: 0,
      user_id: ctx.ids.dana,
    });
  });

  it("given sam.staff acting for dr.chen, should answer dr.chen's contacts only", async () => {
    const contacts = await list(ctx.sam, ctx.ids.chen);
    expect(contacts.map((c) => c.name)).toEqual(['Haddad, Omar', 'Lopez, Grace', 'Nguyen, Ethan', 'Rao, Dev']);
  });

  it('given the client name settings of the provider, should name clients by them', async () => {
    await t.app.db.update(users).set({ clientNameFormat: 4, clientNameOrder: 2 }).where(eq(users.id, ctx.ids.chen));
    try {
      expect((await list(ctx.sam, ctx.ids.chen)).filter((c) => c.type === 'person').map((c) => c.name)).toEqual(['Ethan Nguyen', 'Grace Lopez', 'Omar Haddad']);
    } finally {
      await t.app.db.update(users).set({ clientNameFormat: 1, clientNameOrder: 1 }).where(eq(users.id, ctx.ids.chen));
    }
  });

  it('should answer 401 without a session and 403 to portal users and for a provider the user may not act for', async () => {
    expectMessage(await get(null, ctx.ids.rivera), 401, messages.sessionInvalid);
    expectMessage(await get(await login(t.app, 'alex.client'), ctx.ids.rivera), 403, messages.forbidden);
    expectMessage(await get(ctx.rivera, ctx.ids.chen), 403, messages.providerNotPermitted);
    expectMessage(await get(ctx.sam, ctx.ids.patel), 403, messages.providerNotPermitted);
  });

  it('given 5,000 clients, should answer them all, sorted', async () => {
    const [bulk] = await t.app.db
      .insert(users)
      .values({ username: 'dr.bulk', passwordHash: 'x', role: 7, userType: 1, firstName: 'Bo', lastName: 'Bulk' })
      .returning({ id: users.id });
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      providerId: bulk!.id,
      firstName: `First${i}`,
      lastName: `Last${String(i).padStart(4, '0')}`,
      phone1: i % 2 === 0 ? `212555${String(i).padStart(4, '0')}` : null,
      pht1: i % 2 === 0 ? 1 : 0,
    }));
    for (let i = 0; i < rows.length; i += 1000) await t.app.db.insert(clients).values(rows.slice(i, i + 1000));
    const data = await t.app.contactsListRepository.list(bulk!.id, ctx.ids.rivera);
    expect(data).toHaveLength(5000);
    expect(data![0]).toMatchObject({ name: 'Last0000, First0', phones: [{ phone: '2125550000', type: 1 }] });
    expect(data![1]).toMatchObject({ name: 'Last0001, First1', phones: [] });
  });
});
