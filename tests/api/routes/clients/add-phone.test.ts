import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAddPhoneResponse } from '../../../../domain/contract/clients';
import { messages } from '../../../../domain/messages';
import { clients } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { clientIdOf, phoneColumnsOf, seedIds, type SeedIds } from './client-fixture';

const t = build();
let rivera: Login;
let sam: Login;
let ids: SeedIds;
/** dr.rivera's Priya Shah (two phones) and Sofia Garcia (one), dr.chen's Ethan Nguyen. */
let c: { priya: number; sofia: number; ethan: number };

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  sam = await login(t.app, 'sam.staff');
  ids = await seedIds(t.app);
  c = {
    priya: await clientIdOf(t.app, 'Priya', 'Shah'),
    sofia: await clientIdOf(t.app, 'Sofia', 'Garcia'),
    ethan: await clientIdOf(t.app, 'Ethan', 'Nguyen'),
  };
});

const put = (auth: Login | null, providerId: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/clients/add_phone/${providerId}`, payload: payload as object, headers: auth?.headers ?? {} });

const phonesOf = async (id: number) =>
  (
    await t.app.db
      .select(phoneColumnsOf(clients))
      .from(clients)
      .where(eq(clients.id, id))
  )[0]!;

async function expectRefused(auth: Login | null, providerId: number, payload: unknown, status: number, message: string, clientId: number) {
  const before = await phonesOf(clientId);
  expectMessage(await put(auth, providerId, payload), status, message);
  expect(await phonesOf(clientId)).toEqual(before);
}

describe('PUT /api/clients/add_phone/{providerId}', () => {
  it('should fill the first free slots in turn, then refuse a fifth phone', async () => {
    const first = await put(rivera, ids.rivera, { phone: '646-555-0911', clientId: c.priya, phoneType: 2 });
    expect(first.statusCode, first.body).toBe(200);
    expect(clientAddPhoneResponse.strict().parse(first.json())).toEqual({ phone: '6465550911', number: 3 });

    const second = await put(sam, ids.rivera, { phone: '6465550912', clientId: c.priya });
    expect(second.json()).toEqual({ phone: '6465550912', number: 4 });

    expect(await phonesOf(c.priya)).toEqual({
      phone1: '2125550102',
      phone2: '2125550112',
      phone3: '6465550911',
      phone4: '6465550912',
      pht1: 1,
      pht2: 3,
      pht3: 2,
      // No type given: 0.
      pht4: 0,
    });
    await expectRefused(rivera, ids.rivera, { phone: '6465550913', clientId: c.priya }, 400, messages.phonesFull, c.priya);
  });

  describe('refusals', () => {
    it.each([
      ['an empty phone', { phone: '' }, messages.incorrectPhone],
      ['a phone with a leading zero', { phone: '046-555-0911' }, messages.incorrectPhone],
      ['a phone with letters', { phone: '646-555-09aa' }, messages.incorrectPhone],
      ['a nine-digit phone', { phone: '646-555-091' }, messages.incorrectPhone],
      ['an eleven-digit phone', { phone: '1-646-555-0911' }, messages.incorrectPhone],
      ['an unknown phone type', { phoneType: 6 }, messages.incorrectPhone],
      ['no client id', { clientId: undefined }, messages.invalidRequest],
    ])('given %s, should answer 400 with its message and change nothing', async (_, change, message) => {
      await expectRefused(rivera, ids.rivera, { phone: '6465550911', clientId: c.sofia, ...change }, 400, message, c.sofia);
    });

    it("given another practice's client id, should answer 404 and change nothing", async () => {
      await expectRefused(rivera, ids.rivera, { phone: '6465550911', clientId: c.ethan }, 404, messages.contactGone, c.ethan);
      await expectRefused(sam, ids.rivera, { phone: '6465550911', clientId: c.ethan }, 404, messages.contactGone, c.ethan);
    });

    it('given no session, should answer 401', async () => {
      await expectRefused(null, ids.rivera, { phone: '6465550911', clientId: c.sofia }, 401, messages.sessionInvalid, c.sofia);
    });

    it.each(['alex.client', 'jo.other'])('given portal user %s, should answer 403', async (username) => {
      const auth = await login(t.app, username);
      await expectRefused(auth, ids.rivera, { phone: '6465550911', clientId: c.sofia }, 403, messages.forbidden, c.sofia);
    });

    it('given a provider the user may not act for, should answer 403', async () => {
      await expectRefused(sam, ids.patel, { phone: '6465550911', clientId: c.sofia }, 403, messages.providerNotPermitted, c.sofia);
      await expectRefused(rivera, ids.chen, { phone: '6465550911', clientId: c.ethan }, 403, messages.providerNotPermitted, c.ethan);
    });
  });
});
