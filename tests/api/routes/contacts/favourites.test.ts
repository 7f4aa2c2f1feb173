import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContactListItem } from '../../../../domain/contract/contacts-list';
import { messages } from '../../../../domain/messages';
import { favourites } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { seededContacts } from '../search/seed-contacts';

const t = build();
const ctx = seededContacts(t);

const add = (auth: Login | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/favourite/add', payload: payload as object, headers: auth?.headers ?? {} });
const remove = (auth: Login | null, payload: unknown) =>
  t.app.inject({ method: 'DELETE', url: '/api/favourite/delete', payload: payload as object, headers: auth?.headers ?? {} });

async function addedId(auth: Login, payload: unknown): Promise<number> {
  const res = await add(auth, payload);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { favourite_id: number };
  expect(Object.keys(body)).toEqual(['favourite_id']);
  return body.favourite_id;
}

async function listed(auth: Login, type: ContactListItem['type'], id: number): Promise<ContactListItem> {
  const res = await t.app.inject({ method: 'GET', url: `/api/contacts/list/${ctx.ids.rivera}`, headers: auth.headers });
  return (res.json() as { contacts: ContactListItem[] }).contacts.find((c) => c.type === type && c.id === id)!;
}

describe('POST /api/favourite/add and DELETE /api/favourite/delete', () => {
  it("should add a client as the user's favourite, show it in the user's list only, and delete it", async () => {
    const id = await addedId(ctx.rivera, { person_id: ctx.ids.jose, otherevent_id: null, groupappointment_id: 0 });
    expect(id).toBeGreaterThan(0);
    expect((await listed(ctx.rivera, 'person', ctx.ids.jose)).favourite_id).toBe(id);
    // Favourites are per user: sam's list of the same provider does not show rivera's.
    expect((await listed(ctx.sam, 'person', ctx.ids.jose)).favourite_id).toBe(0);

    const res = await remove(ctx.rivera, { id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ favourite_id: 0 });
    expect((await listed(ctx.rivera, 'person', ctx.ids.jose)).favourite_id).toBe(0);
    expectMessage(await remove(ctx.rivera, { id }), 404, messages.notFound);
  });

  it('given the same contact twice, should answer the same favourite_id and keep one row', async () => {
    const first = await addedId(ctx.rivera, { otherevent_id: ctx.ids.ruth });
    expect(await addedId(ctx.rivera, { otherevent_id: ctx.ids.ruth })).toBe(first);
    const rows = await t.app.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, ctx.ids.rivera), eq(favourites.othereventId, ctx.ids.ruth)));
    expect(rows).toHaveLength(1);
    expect((await listed(ctx.rivera, 'other_event', ctx.ids.ruth)).favourite_id).toBe(first);
  });

  it('should add a group, and let two users keep their own favourite of one contact', async () => {
    const mine = await addedId(ctx.rivera, { groupappointment_id: ctx.ids.supportGroup });
    const sams = await addedId(ctx.sam, { groupappointment_id: ctx.ids.supportGroup });
    expect(sams).not.toBe(mine);
    expect((await listed(ctx.rivera, 'group_appointment', ctx.ids.supportGroup)).favourite_id).toBe(mine);
    expect((await listed(ctx.sam, 'group_appointment', ctx.ids.supportGroup)).favourite_id).toBe(sams);
    // Nobody deletes another user's favourite: it answers as a missing one.
    expectMessage(await remove(ctx.sam, { id: mine }), 404, messages.notFound);
    expect((await listed(ctx.rivera, 'group_appointment', ctx.ids.supportGroup)).favourite_id).toBe(mine);
  });

  it("should answer 404 for another practice's contact or an unknown id, and let sam.staff favourite dr.chen's client", async () => {
    expectMessage(await add(ctx.rivera, { person_id: ctx.ids.grace }), 404, messages.contactGone);
    expectMessage(await add(ctx.rivera, { otherevent_id: ctx.ids.devRao }), 404, messages.contactGone);
    expectMessage(await add(ctx.rivera, { person_id: 999_999 }), 404, messages.contactGone);
    expect(await addedId(ctx.sam, { person_id: ctx.ids.grace })).toBeGreaterThan(0);
    expectMessage(await remove(ctx.rivera, { id: 999_999 }), 404, messages.notFound);
  });

  it('should refuse a body naming no contact or two, and a bad id, with 400', async () => {
    expectMessage(await add(ctx.rivera, {}), 400, messages.invalidRequest);
    expectMessage(await add(ctx.rivera, { person_id: ctx.ids.jose, otherevent_id: ctx.ids.ruth }), 400, messages.invalidRequest);
    expectMessage(await add(ctx.rivera, { person_id: 'x' }), 400, messages.invalidRequest);
    // Past PostgreSQL's integer: refused by the contract, never sent to the database.
    expectMessage(await add(ctx.rivera, { groupappointment_id: 9_999_999_999 }), 400, messages.invalidRequest);
    expectMessage(await remove(ctx.rivera, { id: 9_999_999_999 }), 400, messages.invalidRequest);
    expectMessage(await remove(ctx.rivera, { id: 0 }), 400, messages.invalidRequest);
    expectMessage(await remove(ctx.rivera, {}), 400, messages.invalidRequest);
  });

  it('should answer 401 without a session and 403 to portal users', async () => {
    expectMessage(await add(null, { person_id: ctx.ids.jose }), 401, messages.sessionInvalid);
    expectMessage(await remove(null, { id: 1 }), 401, messages.sessionInvalid);
    const alex = await login(t.app, 'alex.client');
    expectMessage(await add(alex, { person_id: ctx.ids.jose }), 403, messages.forbidden);
    expectMessage(await remove(alex, { id: 1 }), 403, messages.forbidden);
  });
});
