import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientEditInput } from '../../../../domain/contract/clients';
import { clientEditResponse, clientRecord } from '../../../../domain/contract/clients';
import { messages } from '../../../../domain/messages';
import { clients, favourites, phoneSelected } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { clientForm, clientFormRefusals, clientIdOf, formRecordFields, seedIds, type SeedIds } from './client-fixture';

const t = build();
let rivera: Login;
let sam: Login;
let ids: SeedIds;
/** dr.rivera's Priya Shah and Marcus Bell, dr.chen's Ethan Nguyen. */
let c: { priya: number; marcus: number; ethan: number };

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  sam = await login(t.app, 'sam.staff');
  ids = await seedIds(t.app);
  c = {
    priya: await clientIdOf(t.app, 'Priya', 'Shah'),
    marcus: await clientIdOf(t.app, 'Marcus', 'Bell'),
    ethan: await clientIdOf(t.app, 'Ethan', 'Nguyen'),
  };
});

const put = (auth: Login | null, providerId: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/clients/edit/${providerId}`, payload: payload as object, headers: auth?.headers ?? {} });

const form = (clientId: number, change: Partial<ClientEditInput> = {}): ClientEditInput => ({ ...clientForm(ids), clientId, ...change });

const rowOf = async (id: number) => (await t.app.db.select().from(clients).where(eq(clients.id, id)))[0]!;

/** A refusal leaves the client as it was. */
async function expectRefused(auth: Login | null, providerId: number, payload: unknown, status: number, message: string, clientId: number) {
  const before = await rowOf(clientId);
  expectMessage(await put(auth, providerId, payload), status, message);
  expect(await rowOf(clientId)).toEqual(before);
}

describe('PUT /api/clients/edit/{providerId}', () => {
  it("should save the form over the provider's client and answer it with the editor's own marks", async () => {
    // dr.rivera's favourite and chosen number for Marcus; sam.staff has neither.
    const [favourite] = await t.app.db
      .insert(favourites)
      .values({ userId: rivera.userId, personId: c.marcus })
      .returning({ id: favourites.id });
    await t.app.db.insert(phoneSelected).values({ userId: rivera.userId, personId: c.marcus, phone: '9175550902' });

    const res = await put(rivera, ids.rivera, form(c.marcus, { firstName: 'Marcus', lastName: 'Bell-Hart', insuranceCompany: ids.harbor }));
    expect(res.statusCode, res.body).toBe(200);
    const { client } = clientEditResponse.extend({ client: clientRecord.strict() }).strict().parse(res.json());
    expect(client).toEqual({
      id: c.marcus,
      firstName: 'Marcus',
      lastName: 'Bell-Hart',
      name: 'Bell-Hart, Marcus',
      ...formRecordFields,
      userID: null,
      favourite_id: favourite!.id,
      status: 1,
      providerID: ids.rivera,
      selected_phone: '9175550902',
      selectedInsuranceValue: ids.harbor,
      insuranceType: 'secondary',
      insuranceId: 'BM-7',
    });
    expect(await rowOf(c.marcus)).toMatchObject({
      providerId: ids.rivera,
      lastName: 'Bell-Hart',
      birthDate: '1991-03-09',
      phone1: '2125550901',
      phone2: '9175550902',
      email1: 'nora@example.com',
      insuranceCompanyId: ids.harbor,
      insuranceId: 'BM-7',
      status: 1,
    });

    // Another editor sees the same client without dr.rivera's marks.
    const bySam = await put(sam, ids.rivera, form(c.marcus, { firstName: 'Marcus', lastName: 'Bell' }));
    expect(bySam.statusCode, bySam.body).toBe(200);
    expect((bySam.json() as { client: object }).client).toMatchObject({ name: 'Bell, Marcus', favourite_id: 0, selected_phone: null });
  });

  it('given a reminder channel, should store it; given none, should keep the stored one (issue 26 item 2)', async () => {
    const named = { firstName: 'Marcus', lastName: 'Bell', email: ['marcus.bell@example.com'] };
    const res = await put(rivera, ids.rivera, form(c.marcus, { ...named, reminder_pref: 'S' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { client: object }).client).toMatchObject({ reminder_pref: 'S' });
    const { reminder_pref: _left, ...withoutPref } = form(c.marcus, named);
    expect((await put(rivera, ids.rivera, withoutPref)).json()).toMatchObject({ client: { reminder_pref: 'S' } });
    expect(await rowOf(c.marcus)).toMatchObject({ reminderPref: 'S' });
    await expectRefused(rivera, ids.rivera, form(c.marcus, { ...named, reminder_pref: 'Z' as 'N' }), 400, messages.invalidRequest, c.marcus);
  });

  it('given no company, should clear the insurance', async () => {
    const res = await put(rivera, ids.rivera, form(c.priya, { firstName: 'Priya', lastName: 'Shah', email: ['priya@example.com'], insuranceCompany: 0, insuranceType: false }));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { client: object }).client).toMatchObject({ selectedInsuranceValue: 0, insuranceId: '', insuranceType: 'primary' });
  });

  describe('refusals', () => {
    it('given each broken rule of the client form, should answer 400 with its message and change nothing', async () => {
      for (const [what, change, message] of clientFormRefusals(ids)) {
        const before = await rowOf(c.priya);
        const res = await put(rivera, ids.rivera, form(c.priya, change));
        expect({ what, status: res.statusCode, body: res.json() as unknown }).toEqual({ what, status: 400, body: { message } });
        expect(await rowOf(c.priya)).toEqual(before);
      }
    });

    it("given another practice's client id, should answer 404 and change nothing", async () => {
      await expectRefused(rivera, ids.rivera, form(c.ethan), 404, messages.contactGone, c.ethan);
      // Even with an insurance company of neither: the client is not found first.
      await expectRefused(rivera, ids.rivera, form(c.ethan, { insuranceCompany: ids.pacific }), 404, messages.contactGone, c.ethan);
    });

    it('given a client id that does not exist, should answer 404', async () => {
      expectMessage(await put(rivera, ids.rivera, form(999_999)), 404, messages.contactGone);
    });

    it('given a body naming another provider than the path, should answer 400 and change nothing', async () => {
      await expectRefused(sam, ids.rivera, form(c.priya, { providerID: ids.chen }), 400, messages.incorrectProvider, c.priya);
    });

    it('given no client id, should answer 400', async () => {
      expectMessage(await put(rivera, ids.rivera, clientForm(ids)), 400, messages.invalidRequest);
    });

    it('given no session, should answer 401', async () => {
      await expectRefused(null, ids.rivera, form(c.priya), 401, messages.sessionInvalid, c.priya);
    });

    it.each(['alex.client', 'jo.other'])('given portal user %s, should answer 403', async (username) => {
      await expectRefused(await login(t.app, username), ids.rivera, form(c.priya), 403, messages.forbidden, c.priya);
    });

    it('given a provider the user may not act for, should answer 403', async () => {
      await expectRefused(sam, ids.patel, form(c.priya, { providerID: ids.patel }), 403, messages.providerNotPermitted, c.priya);
      await expectRefused(rivera, ids.chen, form(c.ethan, { providerID: ids.chen }), 403, messages.providerNotPermitted, c.ethan);
    });
  });
});
