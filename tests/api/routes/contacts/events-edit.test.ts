import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventEditResponse } from '../../../../domain/contract/contacts';
import { messages } from '../../../../domain/messages';
import { events } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { userIdOf } from '../appointment/fixture';

const t = build();
let rivera: Login;
let ids: Record<'rivera' | 'chen', number>;
let supervision: number;
let chensEvent: number;

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  ids = { rivera: await userIdOf(t.app, 'dr.rivera'), chen: await userIdOf(t.app, 'dr.chen') };
  const [row] = await t.app.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.providerId, ids.rivera), eq(events.name, 'Supervision')));
  supervision = row!.id;
  const [chens] = await t.app.db.insert(events).values({ providerId: ids.chen, name: 'Chen review' }).returning({ id: events.id });
  chensEvent = chens!.id;
});

const put = (auth: Login | null, id: number | string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/events/edit/${id}`, payload: payload as object, headers: auth?.headers ?? {} });

describe('PUT /api/events/edit/{id}', () => {
  it('should rename the event, trimmed, and answer it', async () => {
    const res = await put(rivera, supervision, { name: '  Peer supervision ', providerID: ids.rivera });
    expect(res.statusCode, res.body).toBe(200);
    expect(eventEditResponse.strict().parse(res.json())).toEqual({ event: { id: supervision, name: 'Peer supervision' } });
    const [row] = await t.app.db.select({ name: events.name }).from(events).where(eq(events.id, supervision));
    expect(row!.name).toBe('Peer supervision');
  });

  it("given an empty name, should answer 'Please enter a name' and keep the old one", async () => {
    expectMessage(await put(rivera, supervision, { name: '  ', providerID: ids.rivera }), 400, messages.nameRequired);
    const [row] = await t.app.db.select({ name: events.name }).from(events).where(eq(events.id, supervision));
    expect(row!.name).toBe('Peer supervision');
  });

  it("given another practice's event id under the user's own provider, should answer 404 and change nothing", async () => {
    expectMessage(await put(rivera, chensEvent, { name: 'Taken over', providerID: ids.rivera }), 404, messages.contactGone);
    const [row] = await t.app.db.select({ name: events.name }).from(events).where(eq(events.id, chensEvent));
    expect(row!.name).toBe('Chen review');
  });

  it('given the other practice as provider, should answer 403', async () => {
    expectMessage(await put(rivera, chensEvent, { name: 'Taken over', providerID: ids.chen }), 403, messages.providerNotPermitted);
  });

  it('given a portal user or no session, should refuse', async () => {
    expectMessage(await put(await login(t.app, 'alex.client'), supervision, { name: 'X', providerID: ids.rivera }), 403, messages.forbidden);
    expectMessage(await put(null, supervision, { name: 'X', providerID: ids.rivera }), 401, messages.sessionInvalid);
  });

  it('given a non-numeric id, should answer 400', async () => {
    expect((await put(rivera, 'abc', { name: 'X', providerID: ids.rivera })).statusCode).toBe(400);
  });
});
