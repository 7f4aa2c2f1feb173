import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPhoneResponse } from '../../../../domain/contract/contacts';
import { messages } from '../../../../domain/messages';
import { persons } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { personIdOf, phoneColumnsOf, seedIds } from '../clients/client-fixture';

const t = build();
let rivera: Login;
let sam: Login;
/** dr.rivera's Tom Baker (one phone) and Ines Moreau (none), dr.chen's Dev Rao, and a person of dr.patel made here. */
let p: { tom: number; ines: number; dev: number; patels: number };

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  sam = await login(t.app, 'sam.staff');
  const ids = await seedIds(t.app);
  const [patels] = await t.app.db
    .insert(persons)
    .values({ providerId: ids.patel, firstName: 'Lea', lastName: 'Patel-Guest' })
    .returning({ id: persons.id });
  p = {
    tom: await personIdOf(t.app, 'Tom', 'Baker'),
    ines: await personIdOf(t.app, 'Ines', 'Moreau'),
    dev: await personIdOf(t.app, 'Dev', 'Rao'),
    patels: patels!.id,
  };
});

const put = (auth: Login | null, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/others/add_phone', payload: payload as object, headers: auth?.headers ?? {} });

const phonesOf = async (id: number) =>
  (
    await t.app.db
      .select(phoneColumnsOf(persons))
      .from(persons)
      .where(eq(persons.id, id))
  )[0]!;

async function expectRefused(auth: Login | null, payload: { phone: string; otherEventId: number }, status: number, message: string) {
  const before = await phonesOf(payload.otherEventId);
  expectMessage(await put(auth, payload), status, message);
  expect(await phonesOf(payload.otherEventId)).toEqual(before);
}

describe('PUT /api/others/add_phone', () => {
  it('should fill the first free slots in turn, then refuse a fifth phone', async () => {
    const first = await put(rivera, { phone: '646-555-0941', otherEventId: p.tom, phoneType: 3 });
    expect(first.statusCode, first.body).toBe(200);
    expect(addPhoneResponse.strict().parse(first.json())).toEqual({ phone: '6465550941', number: 2 });
    expect((await put(sam, { phone: '6465550942', otherEventId: p.tom, phoneType: 4 })).json()).toEqual({ phone: '6465550942', number: 3 });
    expect((await put(rivera, { phone: '6465550943', otherEventId: p.tom })).json()).toEqual({ phone: '6465550943', number: 4 });
    expect(await phonesOf(p.tom)).toEqual({
      phone1: '2125550303',
      phone2: '6465550941',
      phone3: '6465550942',
      phone4: '6465550943',
      pht1: 2,
      pht2: 3,
      pht3: 4,
      pht4: 0,
    });
    await expectRefused(rivera, { phone: '6465550944', otherEventId: p.tom }, 400, messages.phonesFull);
  });

  it("given staff acting for the person's provider in another practice, should add the phone", async () => {
    const res = await put(sam, { phone: '3105550941', otherEventId: p.dev, phoneType: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ phone: '3105550941', number: 1 });
    expect(await phonesOf(p.dev)).toMatchObject({ phone1: '3105550941', pht1: 1, phone2: null });
  });

  describe('refusals', () => {
    it.each([
      ['an empty phone', { phone: '' }, messages.incorrectPhone],
      ['a phone with a leading zero', { phone: '046-555-0941' }, messages.incorrectPhone],
      ['a thirteen-character phone', { phone: '646-555-09411' }, messages.incorrectPhone],
      ['a nine-digit phone', { phone: '646-555-094' }, messages.incorrectPhone],
      ['an unknown phone type', { phoneType: 7 }, messages.incorrectPhone],
      ['a fractional id', { otherEventId: 1.5 }, messages.invalidRequest],
    ])('given %s, should answer 400 with its message and change nothing', async (_, change, message) => {
      const before = await phonesOf(p.ines);
      expectMessage(await put(rivera, { phone: '6465550941', otherEventId: p.ines, ...change }), 400, message);
      expect(await phonesOf(p.ines)).toEqual(before);
    });

    it("given another practice's person, should answer 404 and change nothing", async () => {
      await expectRefused(rivera, { phone: '6465550941', otherEventId: p.dev }, 404, messages.contactGone);
    });

    it('given a person of a provider the staff member may not act for, should answer 404 and change nothing', async () => {
      await expectRefused(sam, { phone: '6465550941', otherEventId: p.patels }, 404, messages.contactGone);
    });

    it('given a person id that does not exist, should answer 404', async () => {
      expectMessage(await put(rivera, { phone: '6465550941', otherEventId: 999_999 }), 404, messages.contactGone);
    });

    it('given no session, should answer 401', async () => {
      await expectRefused(null, { phone: '6465550941', otherEventId: p.ines }, 401, messages.sessionInvalid);
    });

    it.each(['alex.client', 'jo.other'])('given portal user %s, should answer 403', async (username) => {
      const auth = await login(t.app, username);
      await expectRefused(auth, { phone: '6465550941', otherEventId: p.ines }, 403, messages.forbidden);
    });
  });
});
