import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientDetailsResponse, clientRecord, type ClientRecord } from '../../../../domain/contract/clients';
import { messages } from '../../../../domain/messages';
import { favourites, phoneSelected, users } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { clientIdOf, seedIds, type SeedIds } from './client-fixture';
import { userIdOf } from '../appointment/fixture';

const t = build();
let rivera: Login;
let sam: Login;
let ids: SeedIds;
/** dr.rivera's Marcus Bell, Priya Shah and hidden Olivia Hughes, dr.chen's Ethan Nguyen. */
let c: { marcus: number; priya: number; olivia: number; ethan: number };

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  sam = await login(t.app, 'sam.staff');
  ids = await seedIds(t.app);
  c = {
    marcus: await clientIdOf(t.app, 'Marcus', 'Bell'),
    priya: await clientIdOf(t.app, 'Priya', 'Shah'),
    olivia: await clientIdOf(t.app, 'Olivia', 'Hughes'),
    ethan: await clientIdOf(t.app, 'Ethan', 'Nguyen'),
  };
});

const get = (auth: Login | null, providerId: number, clientId?: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/clients/client_details/${providerId}${clientId === undefined ? '' : `?clientId=${clientId}`}`,
    headers: auth?.headers ?? {},
  });

const strict = clientDetailsResponse.extend({ clients: clientRecord.strict().or(clientRecord.strict().array()) }).strict();

describe('GET /api/clients/client_details/{providerId}', () => {
  it("given a client id, should answer that client of the provider with the spec's fields", async () => {
    const res = await get(rivera, ids.rivera, c.marcus);
    expect(res.statusCode, res.body).toBe(200);
    expect(strict.parse(res.json())).toEqual({
      clients: {
        id: c.marcus,
        firstName: 'Marcus',
        lastName: 'Bell',
        name: 'Bell, Marcus',
        pha_line1: '',
        pha_line2: '',
        pha_city: '',
        pha_state: 0,
        pha_postalCode: '',
        email1: 'marcus@example.com',
        email2: null,
        phone1: '7185550103',
        phone2: null,
        phone3: null,
        phone4: null,
        pht1: 2,
        pht2: 0,
        pht3: 0,
        pht4: 0,
        birthDate: { dayOfMonth: 5, month: 1, year: 1978 },
        timezone: 'America/New_York',
        reminder_pref: 'E',
        notes: '',
        userID: null,
        favourite_id: 0,
        status: 1,
        providerID: ids.rivera,
        selected_phone: null,
        selectedInsuranceValue: ids.harbor,
        insuranceType: 'primary',
        insuranceId: 'HM-55821',
      } satisfies ClientRecord,
    });
  });

  it("given no client id, should list the provider's active clients by last name, hidden ones left out", async () => {
    const res = await get(sam, ids.rivera);
    expect(res.statusCode, res.body).toBe(200);
    const list = strict.parse(res.json()).clients as ClientRecord[];
    expect(list.map((r) => r.name)).toEqual([
      // Accents do not move a name out of its letter.
      'Álvarez, José',
      'Bell, Marcus',
      'Garcia, Sofia',
      'Kim, Hana',
      'Morgan, Alex',
      "O'Connor, Liam",
      'Shah, Priya K',
      'Williams, Noah',
    ]);
    expect(list.every((r) => r.providerID === ids.rivera && r.status === 1)).toBe(true);
    // The portal client's login shows as userID.
    expect(list.find((r) => r.lastName === 'Morgan')?.userID).toBe(await userIdOf(t.app, 'alex.client'));

    const chen = strict.parse((await get(sam, ids.chen)).json()).clients as ClientRecord[];
    expect(chen.map((r) => r.name)).toEqual(['Haddad, Omar', 'Lopez, Grace', 'Nguyen, Ethan']);
  });

  it('given a hidden client by id, should still answer it (the client form may edit it)', async () => {
    const res = await get(rivera, ids.rivera, c.olivia);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ clients: { id: c.olivia, status: 2 } });
  });

  it("should carry the reader's own favourite and selected phone, not another user's", async () => {
    const [favourite] = await t.app.db.insert(favourites).values({ userId: rivera.userId, personId: c.priya }).returning({ id: favourites.id });
    await t.app.db.insert(phoneSelected).values({ userId: rivera.userId, personId: c.priya, phone: '2125550112' });

    expect((await get(rivera, ids.rivera, c.priya)).json()).toMatchObject({
      clients: { favourite_id: favourite!.id, selected_phone: '2125550112' },
    });
    const riveraList = (await get(rivera, ids.rivera)).json() as { clients: ClientRecord[] };
    expect(riveraList.clients.find((r) => r.id === c.priya)).toMatchObject({ favourite_id: favourite!.id, selected_phone: '2125550112' });
    const samList = (await get(sam, ids.rivera)).json() as { clients: ClientRecord[] };
    expect(samList.clients.find((r) => r.id === c.priya)).toMatchObject({ favourite_id: 0, selected_phone: null });
  });

  it("should name clients in the provider's client-name format", async () => {
    await t.app.db.update(users).set({ clientNameFormat: 3, clientNameOrder: 0 }).where(eq(users.id, ids.rivera));
    try {
      expect((await get(rivera, ids.rivera, c.priya)).json()).toMatchObject({ clients: { name: 'Priya K. Shah' } });
    } finally {
      await t.app.db.update(users).set({ clientNameFormat: 1, clientNameOrder: 1 }).where(eq(users.id, ids.rivera));
    }
  });

  describe('refusals', () => {
    it("given another practice's client id, should answer 404", async () => {
      expectMessage(await get(rivera, ids.rivera, c.ethan), 404, messages.contactGone);
      expectMessage(await get(sam, ids.rivera, c.ethan), 404, messages.contactGone);
    });

    it('given no session, should answer 401', async () => {
      expectMessage(await get(null, ids.rivera), 401, messages.sessionInvalid);
    });

    it.each(['alex.client', 'jo.other'])('given portal user %s, should answer 403', async (username) => {
      const auth = await login(t.app, username);
      expectMessage(await get(auth, ids.rivera), 403, messages.forbidden);
      expectMessage(await get(auth, ids.rivera, c.marcus), 403, messages.forbidden);
    });

    it('given a provider the user may not act for, should answer 403', async () => {
      expectMessage(await get(sam, ids.patel), 403, messages.providerNotPermitted);
      expectMessage(await get(rivera, ids.chen), 403, messages.providerNotPermitted);
      expectMessage(await get(rivera, ids.chen, c.ethan), 403, messages.providerNotPermitted);
    });
  });
});
