import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupAddResponse } from '../../../../domain/contract/contacts';
import { messages } from '../../../../domain/messages';
import { clients, groupMembers, groups, persons } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { userIdOf } from '../appointment/fixture';

const t = build();
let rivera: Login;
let sam: Login;
let ids: Record<'rivera' | 'chen' | 'patel' | 'sam' | 'dana' | 'alex', number>;
/** dr.rivera's Priya Shah and hidden Olivia Hughes, dr.chen's Ethan Nguyen, dr.rivera's person Ruth Adler. */
let c: { priya: number; olivia: number; ethan: number; ruth: number; dev: number };

const clientId = async (firstName: string) =>
  (await t.app.db.select({ id: clients.id }).from(clients).where(eq(clients.firstName, firstName)))[0]!.id;
const personId = async (firstName: string) =>
  (await t.app.db.select({ id: persons.id }).from(persons).where(eq(persons.firstName, firstName)))[0]!.id;

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  sam = await login(t.app, 'sam.staff');
  ids = {
    rivera: await userIdOf(t.app, 'dr.rivera'),
    chen: await userIdOf(t.app, 'dr.chen'),
    patel: await userIdOf(t.app, 'dr.patel'),
    sam: await userIdOf(t.app, 'sam.staff'),
    dana: await userIdOf(t.app, 'dana.delegate'),
    alex: await userIdOf(t.app, 'alex.client'),
  };
  c = {
    priya: await clientId('Priya'),
    olivia: await clientId('Olivia'),
    ethan: await clientId('Ethan'),
    ruth: await personId('Ruth'),
    dev: await personId('Dev'),
  };
});

const post = (auth: Login | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/groups/add', payload: payload as object, headers: auth?.headers ?? {} });

const valid = () => ({
  name: ' Parents evening ',
  participants: [
    { id: c.priya, type: 'person' },
    { id: c.ruth, type: 'other_event' },
    { id: ids.sam, type: 'subscriber' },
    { id: ids.dana, type: 'app_user' },
    // Picked twice: kept once.
    { id: c.priya, type: 'person' },
  ],
  providerID: ids.rivera,
  isVideo: true,
});

const counts = async () => ({ groups: await t.app.db.$count(groups), members: await t.app.db.$count(groupMembers) });

describe('POST /api/groups/add', () => {
  it('should add the group with its members together and answer its id', async () => {
    const res = await post(rivera, valid());
    expect(res.statusCode, res.body).toBe(200);
    const { group_appointment_id: id } = groupAddResponse.strict().parse(res.json());
    const [group] = await t.app.db.select().from(groups).where(eq(groups.id, id));
    expect(group).toMatchObject({ providerId: ids.rivera, name: 'Parents evening', isVideo: true });
    const members = await t.app.db
      .select({ id: groupMembers.memberId, type: groupMembers.memberType })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, id));
    expect(members).toHaveLength(4);
    expect(members).toEqual(
      expect.arrayContaining([
        { id: c.priya, type: 'client' },
        { id: c.ruth, type: 'person' },
        { id: ids.sam, type: 'subscriber' },
        { id: ids.dana, type: 'app_user' },
      ]),
    );
    const details = await t.app.inject({ method: 'GET', url: `/api/appointment/form_details?providerId=${ids.rivera}`, headers: rivera.headers });
    expect((details.json() as { details: { groups: object[] } }).details.groups).toContainEqual({
      id,
      type: 'group_appointment',
      name: 'Parents evening',
      provider: ids.rivera,
      has_email: false,
      has_phone: false,
      is_video: true,
    });
  });

  // Issue 13 item 8c: 'person' was read as an other person here, while form_details (and spec 3) gives clients that type.
  it('given every member exactly as form_details lists it, should add those very contacts, a client as a client', async () => {
    const details = await t.app.inject({ method: 'GET', url: `/api/appointment/form_details?providerId=${ids.rivera}`, headers: rivera.headers });
    const d = details.json<{ details: Record<'clients' | 'people', { id: number; type: string; name: string }[]>; group_users: { id: number; type: string }[] }>();
    const priya = d.details.clients.find((x) => x.name === 'Shah, Priya K')!;
    const ruth = d.details.people.find((x) => x.name === 'Adler, Ruth')!;
    const participants = [priya, ruth, ...d.group_users].map(({ id, type }) => ({ id, type }));
    const res = await post(rivera, { name: 'As listed', participants, providerID: ids.rivera });
    expect(res.statusCode, res.body).toBe(200);
    const members = await t.app.db
      .select({ id: groupMembers.memberId, type: groupMembers.memberType })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, groupAddResponse.parse(res.json()).group_appointment_id));
    expect(members).toEqual(
      expect.arrayContaining([
        { id: c.priya, type: 'client' },
        { id: c.ruth, type: 'person' },
        { id: ids.sam, type: 'subscriber' },
        { id: ids.dana, type: 'app_user' },
      ]),
    );
    expect(members).toHaveLength(4);
  });

  it('given sam.staff for dr.chen, should add a group of her contacts; isVideo defaults to false', async () => {
    const res = await post(sam, { name: 'West side', participants: [{ id: c.ethan, type: 'person' }, { id: c.dev, type: 'other_event' }], providerID: ids.chen });
    expect(res.statusCode, res.body).toBe(200);
    const [group] = await t.app.db.select().from(groups).where(eq(groups.id, (res.json() as { group_appointment_id: number }).group_appointment_id));
    expect(group).toMatchObject({ providerId: ids.chen, isVideo: false });
  });

  describe('refusals', () => {
    it.each([
      ['a blank name', { name: '  ' }, messages.nameRequired],
      ['no member', { participants: [] }, messages.noGroupMember],
      ['no member list', { participants: undefined }, messages.noGroupMember],
      ['an unknown member kind', { participants: [{ id: 1, type: 'event' }] }, messages.invalidRequest],
      // The stored word for a client is not a contract kind: one spelling per kind.
      ["the stored kind 'client'", { participants: [{ id: 1, type: 'client' }] }, messages.invalidRequest],
      ['a member id that is not a number', { participants: [{ id: 'x', type: 'person' }] }, messages.invalidRequest],
      ['no provider', { providerID: undefined }, messages.incorrectProvider],
    ])('given %s, should answer 400 with its message', async (_, change, message) => {
      expectMessage(await post(rivera, { ...valid(), ...change }), 400, message);
    });

    it.each<[string, () => { id: number; type: string }]>([
      ["another provider's client", () => ({ id: c.ethan, type: 'person' })],
      ["another provider's person", () => ({ id: c.dev, type: 'other_event' })],
      ['a hidden client (status 2)', () => ({ id: c.olivia, type: 'person' })],
      ['an unknown client id', () => ({ id: 999_999_999, type: 'person' })],
      ['a delegate named as a subscriber', () => ({ id: ids.dana, type: 'subscriber' })],
      ['a staff member named as an app user', () => ({ id: ids.sam, type: 'app_user' })],
      ['a portal user named as an app user', () => ({ id: ids.alex, type: 'app_user' })],
      ['the provider of another practice', () => ({ id: ids.chen, type: 'subscriber' })],
    ])('given %s among the members, should answer 400 and write nothing', async (_, member) => {
      const before = await counts();
      expectMessage(await post(rivera, { ...valid(), participants: [...valid().participants, member()] }), 400, messages.invalidRequest);
      expect(await counts()).toEqual(before);
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
