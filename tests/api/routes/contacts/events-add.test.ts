import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventAddResponse } from '../../../../domain/contract/contacts';
import { messages } from '../../../../domain/messages';
import { events } from '../../../../server/db/schema/index';
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
  t.app.inject({ method: 'POST', url: '/api/events/add', payload: payload as object, headers: auth?.headers ?? {} });

describe('POST /api/events/add', () => {
  it('should add the event to the provider, trimmed, and answer it', async () => {
    const res = await post(rivera, { name: '  Team lunch ', providerID: ids.rivera });
    expect(res.statusCode, res.body).toBe(200);
    const { event } = eventAddResponse.strict().parse(res.json());
    expect(event.name).toBe('Team lunch');
    const [row] = await t.app.db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ providerId: ids.rivera, name: 'Team lunch' });
    // The Add Appointment form offers it at once.
    const details = await t.app.inject({ method: 'GET', url: `/api/appointment/form_details?providerId=${ids.rivera}`, headers: rivera.headers });
    expect((details.json() as { details: { events: { id: number }[] } }).details.events.map((e) => e.id)).toContain(event.id);
  });

  it('given staff or a delegate acting for a permitted provider, should add it to that provider', async () => {
    const res = await post(sam, { name: 'Case review', providerID: ids.chen });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.db.select().from(events).where(eq(events.id, (res.json() as { event: { id: number } }).event.id));
    expect(row!.providerId).toBe(ids.chen);
    const dana = await login(t.app, 'dana.delegate');
    expect((await post(dana, { name: 'Intake day', providerID: ids.rivera })).statusCode).toBe(200);
  });

  describe('refusals', () => {
    it.each([
      ['an empty name', { name: '' }, messages.nameRequired],
      ['a blank name', { name: '   ' }, messages.nameRequired],
      ['no name', { name: undefined }, messages.nameRequired],
      ['a name that is not text', { name: 42 }, messages.nameRequired],
      ['no provider', { providerID: undefined }, messages.incorrectProvider],
      ['a provider that is not a number', { providerID: '7' }, messages.incorrectProvider],
    ])('given %s, should answer 400 with its message', async (_, change, message) => {
      expectMessage(await post(rivera, { name: 'Event', providerID: ids.rivera, ...change }), 400, message);
    });

    it('given no session, should answer 401', async () => {
      expectMessage(await post(null, { name: 'Event', providerID: ids.rivera }), 401, messages.sessionInvalid);
    });

    it.each(['alex.client', 'jo.other'])('given portal user %s, should answer 403 and add nothing', async (username) => {
      const before = await t.app.db.$count(events);
      expectMessage(await post(await login(t.app, username), { name: 'Event', providerID: ids.rivera }), 403, messages.forbidden);
      expect(await t.app.db.$count(events)).toBe(before);
    });

    it('given a provider the user may not act for, should answer 403', async () => {
      expectMessage(await post(sam, { name: 'Event', providerID: ids.patel }), 403, messages.providerNotPermitted);
      expectMessage(await post(rivera, { name: 'Event', providerID: ids.chen }), 403, messages.providerNotPermitted);
      expectMessage(await post(await login(t.app, 'dana.delegate'), { name: 'Event', providerID: ids.chen }), 403, messages.providerNotPermitted);
    });
  });
});
