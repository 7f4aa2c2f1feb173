import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { instantToLocal } from '../../../../domain/appointments/local-time';
import { clientAddResponse, clientRecord } from '../../../../domain/contract/clients';
import { messages } from '../../../../domain/messages';
import { clients } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { clientForm, clientFormRefusals, formRecordFields, seedIds, type SeedIds } from './client-fixture';

const t = build();
let rivera: Login;
let sam: Login;
let ids: SeedIds;

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  sam = await login(t.app, 'sam.staff');
  ids = await seedIds(t.app);
});

const post = (auth: Login | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/clients/add', payload: payload as object, headers: auth?.headers ?? {} });

/** Every refusal must leave the clients table as it was. */
async function expectRefused(payload: unknown, auth: Login | null, status: number, message: string): Promise<void> {
  const before = await t.app.db.$count(clients);
  expectMessage(await post(auth, payload), status, message);
  expect(await t.app.db.$count(clients)).toBe(before);
}

describe('POST /api/clients/add', () => {
  it('should add an active client of the provider and answer it with the success text', async () => {
    const res = await post(rivera, clientForm(ids));
    expect(res.statusCode, res.body).toBe(200);
    const body = clientAddResponse.extend({ client: clientRecord.strict() }).strict().parse(res.json());
    expect(body).toEqual({
      client: {
        id: body.client.id,
        firstName: 'Nora',
        lastName: 'Quinn',
        // dr.rivera keeps the default client-name format 1, order 1 (last name first).
        name: 'Quinn, Nora',
        ...formRecordFields,
        userID: null,
        favourite_id: 0,
        status: 1,
        providerID: ids.rivera,
        selected_phone: null,
        selectedInsuranceValue: ids.blueMeadow,
        insuranceType: 'secondary',
        insuranceId: 'BM-7',
      },
      message: 'client added successfully',
      code: 200,
    });
    const [row] = await t.app.db.select().from(clients).where(eq(clients.id, body.client.id));
    expect(row).toMatchObject({
      providerId: ids.rivera,
      firstName: 'Nora',
      lastName: 'Quinn',
      phaLine1: '5 Pine Street',
      phaState: 35,
      phaPostalCode: '11215-1234',
      birthDate: '1991-03-09',
      phone1: '2125550901',
      pht1: 2,
      phone2: '9175550902',
      pht2: 3,
      phone3: null,
      email1: 'nora@example.com',
      email2: null,
      timezone: 'America/Chicago',
      notes: 'Prefers mornings.',
      insuranceCompanyId: ids.blueMeadow,
      insuranceId: 'BM-7',
      insuranceType: 'secondary',
      status: 1,
      userId: null,
    });
  });

  it('given only names and a birth date, should add a client without insurance in New York time', async () => {
    const res = await post(sam, {
      firstName: 'Ana',
      lastName: 'Lopez',
      date: { dayOfMonth: 1, month: 12, year: 1980 },
      providerID: ids.chen,
      insuranceType: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { client: object }).client).toMatchObject({
      name: 'Lopez, Ana',
      providerID: ids.chen,
      pha_state: 0,
      pha_postalCode: '',
      email1: null,
      phone1: null,
      pht1: 0,
      timezone: 'America/New_York',
      selectedInsuranceValue: 0,
      insuranceType: 'primary',
      insuranceId: '',
      status: 1,
    });
  });

  it('given a reminder channel, should store it; given none, e-mail (issue 26 item 2)', async () => {
    const res = await post(rivera, { ...clientForm(ids), email: ['nora.sms@example.com'], reminder_pref: 'N' });
    expect(res.statusCode, res.body).toBe(200);
    const { client } = res.json() as { client: { id: number; reminder_pref: string } };
    expect(client.reminder_pref).toBe('N');
    expect((await t.app.db.select().from(clients).where(eq(clients.id, client.id)))[0]).toMatchObject({ reminderPref: 'N' });
    await expectRefused({ ...clientForm(ids), email: ['nora.bad@example.com'], reminder_pref: 'both' }, rivera, 400, messages.invalidRequest);
  });

  it('given an insurance id typed without a company, should keep no insurance', async () => {
    const res = await post(rivera, { ...clientForm(ids), email: [], insuranceCompany: 0, insuranceId: 'stray' });
    expect(res.statusCode, res.body).toBe(200);
    const { client } = res.json() as { client: { id: number } };
    const [row] = await t.app.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({ insuranceCompanyId: null, insuranceId: '', insuranceType: 'primary' });
  });

  describe('refusals', () => {
    it('given each broken rule of the client form, should answer 400 with its message and add nothing', async () => {
      for (const [what, change, message] of clientFormRefusals(ids)) {
        const before = await t.app.db.$count(clients);
        const res = await post(rivera, { ...clientForm(ids), ...change });
        expect({ what, status: res.statusCode, body: res.json() as unknown }).toEqual({ what, status: 400, body: { message } });
        expect(await t.app.db.$count(clients)).toBe(before);
      }
    });

    it("given today's date in the provider's timezone as birth date, should answer it cannot be in the future", async () => {
      const today = instantToLocal(new Date(), 'America/New_York');
      const date = { dayOfMonth: today.day, month: today.month, year: today.year };
      await expectRefused({ ...clientForm(ids), date }, rivera, 400, messages.dateOfBirthInFuture);
    });

    it('given no session, should answer 401', async () => {
      await expectRefused(clientForm(ids), null, 401, messages.sessionInvalid);
    });

    it.each(['alex.client', 'jo.other'])('given portal user %s, should answer 403', async (username) => {
      await expectRefused(clientForm(ids), await login(t.app, username), 403, messages.forbidden);
    });

    it('given a provider the user may not act for, should answer 403', async () => {
      await expectRefused({ ...clientForm(ids), providerID: ids.patel }, sam, 403, messages.providerNotPermitted);
      await expectRefused({ ...clientForm(ids), providerID: ids.chen }, rivera, 403, messages.providerNotPermitted);
    });
  });
});
