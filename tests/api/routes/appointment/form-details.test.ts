import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FormContact, type FormDetailsResponse, formDetailsResponse } from '../../../../domain/contract/appointment';
import { messages } from '../../../../domain/messages';
import { clients, officeLocations, users } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { userIdOf } from './fixture';

const t = build();
let rivera: Login;
let sam: Login;
let ids: Record<'rivera' | 'chen' | 'patel' | 'sam' | 'dana', number>;

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  sam = await login(t.app, 'sam.staff');
  ids = {
    rivera: await userIdOf(t.app, 'dr.rivera'),
    chen: await userIdOf(t.app, 'dr.chen'),
    patel: await userIdOf(t.app, 'dr.patel'),
    sam: await userIdOf(t.app, 'sam.staff'),
    dana: await userIdOf(t.app, 'dana.delegate'),
  };
});

const url = (providerId: number | string) => `/api/appointment/form_details?providerId=${providerId}`;

/** GET form_details and parse the answer with the contract, strictly. */
async function formDetails(auth: Login, providerId: number): Promise<FormDetailsResponse> {
  const res = await t.app.inject({ method: 'GET', url: url(providerId), headers: auth.headers });
  expect(res.statusCode, res.body).toBe(200);
  const strictContact = formDetailsResponse.shape.details.shape.clients.element.strict().array();
  return formDetailsResponse
    .extend({
      details: formDetailsResponse.shape.details.extend({
        clients: strictContact,
        people: strictContact,
        events: strictContact,
        groups: strictContact,
        app_users: strictContact,
        subscribers: strictContact,
      }).strict(),
      group_users: strictContact,
    })
    .strict()
    .parse(res.json());
}

const names = (list: FormContact[]) => list.map((c) => c.name);

describe('GET /api/appointment/form_details', () => {
  it("given dr.rivera, should answer the provider's contacts by kind, sorted, with their e-mail and phone presence", async () => {
    const body = await formDetails(rivera, ids.rivera);
    // client_name_format 1, order 1: 'Last, First Middle'; Olivia Hughes (status 2) left out.
    expect(names(body.details.clients)).toEqual([
      'Álvarez, José',
      'Bell, Marcus',
      'Garcia, Sofia',
      'Kim, Hana',
      'Morgan, Alex',
      "O'Connor, Liam",
      'Shah, Priya K',
      'Williams, Noah',
    ]);
    expect(body.details.clients.every((c) => c.type === 'person' && c.provider === ids.rivera)).toBe(true);
    const client = (name: string) => body.details.clients.find((c) => c.name === name)!;
    expect(client('Garcia, Sofia')).toMatchObject({ has_email: false, has_phone: true });
    expect(client('Kim, Hana')).toMatchObject({ has_email: true, has_phone: false });
    expect(client('Shah, Priya K')).toMatchObject({ has_email: true, has_phone: true });

    expect(names(body.details.people)).toEqual(['Adler, Ruth', 'Baker, Tom', 'Lindqvist, Jo', 'Moreau, Ines']);
    expect(body.details.people.every((c) => c.type === 'other_event')).toBe(true);
    expect(body.details.people.find((c) => c.name === 'Baker, Tom')).toMatchObject({ has_email: false, has_phone: true });
    expect(body.details.people.find((c) => c.name === 'Moreau, Ines')).toMatchObject({ has_email: true, has_phone: false });

    expect(body.details.events.map((c) => [c.name, c.type])).toEqual([
      ['Supervision', 'event_appointment'],
      ['Team meeting', 'event_appointment'],
    ]);
    expect(body.details.groups.map((c) => [c.name, c.type, c.is_video])).toEqual([
      ['Mindfulness (video)', 'group_appointment', true],
      ['Tuesday support group', 'group_appointment', false],
    ]);
    expect(body.details.app_users).toEqual([
      { id: ids.dana, type: 'app_user', name: 'Dana Brooks', provider: ids.rivera, has_email: true, has_phone: false },
    ]);
    // The practice's staff other than the provider; portal users (alex, jo) are not practice users.
    expect(body.details.subscribers).toEqual([
      { id: ids.sam, type: 'subscriber', name: 'Sam Okafor', provider: ids.rivera, has_email: true, has_phone: false },
    ]);
    expect(body.group_users).toEqual([...body.details.subscribers, ...body.details.app_users]);
  });

  it('given dr.rivera, should answer the offices with the default first, the increment, the zone, and no provider list', async () => {
    const body = await formDetails(rivera, ids.rivera);
    const offices = await t.app.db.select().from(officeLocations).where(eq(officeLocations.providerId, ids.rivera));
    const main = offices.find((o) => o.isDefault)!;
    const other = offices.find((o) => !o.isDefault)!;
    expect(body.office_locations).toEqual([
      { address_id: main.id, line1: '120 Meadow Lane', line2: 'Suite 4', city: 'Brooklyn', postal_code: '11201' },
      { address_id: other.id, line1: '88 Harbor Street', line2: '', city: 'Hoboken', postal_code: '07030' },
    ]);
    expect(body.provider_address_id).toBe(main.id);
    expect(body.appointment_time_increment).toBe(45);
    expect(body.timezone).toBe('America/New_York');
    // dr.rivera acts only as herself: one provider means false (spec 7).
    expect(body.providers).toBe(false);
  });

  it('given sam.staff (staff, not a provider), should list the permitted providers, not himself, dr.patel left out (issue 27 item 6)', async () => {
    const body = await formDetails(sam, ids.rivera);
    expect(body.providers).toEqual([
      { id: ids.chen, firstName: 'Wei', lastName: 'Chen' },
      { id: ids.rivera, firstName: 'Maria', lastName: 'Rivera' },
    ]);
  });

  it("given sam.staff for dr.chen, should answer dr.chen's contacts, office and zone only", async () => {
    const body = await formDetails(sam, ids.chen);
    expect(names(body.details.clients)).toEqual(['Haddad, Omar', 'Lopez, Grace', 'Nguyen, Ethan']);
    expect(names(body.details.people)).toEqual(['Rao, Dev']);
    expect(body.details.events).toEqual([]);
    expect(body.details.groups).toEqual([]);
    expect(body.details.app_users).toEqual([]);
    expect(body.details.subscribers).toEqual([]);
    expect(body.office_locations.map((o) => o.city)).toEqual(['Santa Monica']);
    expect(body.provider_address_id).toBe(body.office_locations[0]!.address_id);
    expect(body.timezone).toBe('America/Los_Angeles');
  });

  it('given dana.delegate (24), should answer her provider with no provider list (only one permitted)', async () => {
    const body = await formDetails(await login(t.app, 'dana.delegate'), ids.rivera);
    expect(body.providers).toBe(false);
    expect(body.details.clients).toHaveLength(8);
  });

  it("should answer the provider's own appointment_time_increment and a provider without offices", async () => {
    const [bare] = await t.app.db
      .insert(users)
      .values({ username: 'dr.bare', passwordHash: 'x', role: 8, userType: 1, firstName: 'Bo', lastName: 'Bare', appointmentTimeIncrement: 30 })
      .returning({ id: users.id });
    await t.app.db.update(users).set({ passwordHash: (await t.app.usersRepository.findById(ids.rivera))!.passwordHash }).where(eq(users.id, bare!.id));
    const body = await formDetails(await login(t.app, 'dr.bare'), bare!.id);
    expect(body.appointment_time_increment).toBe(30);
    expect(body.office_locations).toEqual([]);
    expect(body.provider_address_id).toBeNull();
  });

  it('should sort names case-insensitively, and format them with the provider\'s client-name settings', async () => {
    await t.app.db.update(users).set({ clientNameFormat: 4, clientNameOrder: 0 }).where(eq(users.id, ids.chen));
    await t.app.db.insert(clients).values([
      { providerId: ids.chen, firstName: 'ada', lastName: 'lower' },
      { providerId: ids.chen, firstName: 'Zed', lastName: 'Upper' },
      { providerId: ids.chen, firstName: 'brook', lastName: 'Mixed' },
    ]);
    try {
      const body = await formDetails(sam, ids.chen);
      expect(names(body.details.clients)).toEqual(['ada lower', 'brook Mixed', 'Ethan Nguyen', 'Grace Lopez', 'Omar Haddad', 'Zed Upper']);
    } finally {
      await t.app.db.update(users).set({ clientNameFormat: 1, clientNameOrder: 1 }).where(eq(users.id, ids.chen));
    }
  });

  it('given a provider with 5,000 clients, should answer them all quickly', async () => {
    const [bulk] = await t.app.db
      .insert(users)
      .values({ username: 'dr.bulk', passwordHash: (await t.app.usersRepository.findById(ids.rivera))!.passwordHash, role: 7, userType: 1, firstName: 'Bea', lastName: 'Bulk' })
      .returning({ id: users.id });
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      providerId: bulk!.id,
      firstName: `First${i}`,
      lastName: `Last${String(i).padStart(4, '0')}`,
      email1: i % 2 === 0 ? `c${i}@example.com` : null,
      phone1: i % 3 === 0 ? '2125550100' : null,
    }));
    for (let i = 0; i < rows.length; i += 1000) await t.app.db.insert(clients).values(rows.slice(i, i + 1000));
    const auth = await login(t.app, 'dr.bulk');
    const body = await formDetails(auth, bulk!.id); // also warms the prepared statement
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url: url(bulk!.id), headers: auth.headers });
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(body.details.clients).toHaveLength(5000);
    expect(body.details.clients[0]).toMatchObject({ name: 'Last0000, First0', has_email: true, has_phone: true });
    expect(body.details.clients[1]).toMatchObject({ name: 'Last0001, First1', has_email: false, has_phone: false });
    // One query whatever the count: ~60 ms here on PGlite once warm; generous for two shared cores.
    expect(ms).toBeLessThan(1000);
  });

  describe('refusals', () => {
    it('given no session, should answer 401', async () => {
      expectMessage(await t.app.inject({ method: 'GET', url: url(ids.rivera) }), 401, messages.sessionInvalid);
    });

    it.each(['alex.client', 'jo.other'])('given portal user %s, should answer 403', async (username) => {
      const auth = await login(t.app, username);
      const res = await t.app.inject({ method: 'GET', url: url(ids.rivera), headers: auth.headers });
      expectMessage(res, 403, messages.portalCannotBook);
    });

    it('given sam.staff for dr.patel (listed, not permitted), should answer 403', async () => {
      const res = await t.app.inject({ method: 'GET', url: url(ids.patel), headers: sam.headers });
      expectMessage(res, 403, messages.providerNotPermitted);
    });

    it("given dr.rivera for dr.chen, should answer 403", async () => {
      const res = await t.app.inject({ method: 'GET', url: url(ids.chen), headers: rivera.headers });
      expectMessage(res, 403, messages.providerNotPermitted);
    });

    it.each(['abc', '-1', '1.5'])('given providerId %j, should answer 400', async (providerId) => {
      const res = await t.app.inject({ method: 'GET', url: url(providerId), headers: rivera.headers });
      expectMessage(res, 400, messages.invalidRequest);
    });

    it.each(['alex.client', 'jo.other'])('given portal user %s and no providerId, should still answer 403', async (username) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/appointment/form_details', headers: (await login(t.app, username)).headers });
      expectMessage(res, 403, messages.portalCannotBook);
    });
  });

  // Issue 13 item 8d: spec 7 has no ?providerId= here, yet the call answered 400 without one.
  describe('given no providerId', () => {
    const withoutProvider = async (auth: Login) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/appointment/form_details', headers: auth.headers });
      expect(res.statusCode, res.body).toBe(200);
      return formDetailsResponse.parse(res.json());
    };

    it.each<[string, () => Promise<Login>, () => number]>([
      ['dr.rivera, as herself', () => Promise.resolve(rivera), () => ids.rivera],
      ['dana.delegate (24), as her subscriber dr.rivera', () => login(t.app, 'dana.delegate'), () => ids.rivera],
      // Staff who are not providers act first for the first provider they may act for (issue 27 item 6): the server lists dr.chen first.
      ['sam.staff (11), for dr.chen, his first permitted provider', () => Promise.resolve(sam), () => ids.chen],
    ])('given %s, should answer what naming that provider answers', async (_, who, provider) => {
      const auth = await who();
      expect(await withoutProvider(auth)).toEqual(await formDetails(auth, provider()));
    });
  });
});
