import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContactListItem } from '../../../../domain/contract/contacts-list';
import { messages } from '../../../../domain/messages';
import { phoneSelected } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { seededContacts } from '../search/seed-contacts';

const t = build();
const ctx = seededContacts(t);

const post = (auth: Login | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/phone_selected/add', payload: payload as object, headers: auth?.headers ?? {} });

async function selected(auth: Login, type: ContactListItem['type'], id: number): Promise<string | null> {
  const res = await t.app.inject({ method: 'GET', url: `/api/contacts/list/${ctx.ids.rivera}`, headers: auth.headers });
  return (res.json() as { contacts: ContactListItem[] }).contacts.find((c) => c.type === type && c.id === id)!.selected_phone;
}

describe('POST /api/phone_selected/add', () => {
  it("should remember the chosen phone of a client for this user, and replace it on a second choice (one row)", async () => {
    const res = await post(ctx.rivera, { person_id: ctx.ids.priya, otherevent_id: null, phone: '212-555-0112' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ selected_phone: '2125550112' });
    expect(await selected(ctx.rivera, 'person', ctx.ids.priya)).toBe('2125550112');
    expect(await selected(ctx.sam, 'person', ctx.ids.priya)).toBeNull();

    expect((await post(ctx.rivera, { person_id: ctx.ids.priya, phone: '2125550102' })).json()).toEqual({ selected_phone: '2125550102' });
    expect(await selected(ctx.rivera, 'person', ctx.ids.priya)).toBe('2125550102');
    const rows = await t.app.db
      .select()
      .from(phoneSelected)
      .where(and(eq(phoneSelected.userId, ctx.ids.rivera), eq(phoneSelected.personId, ctx.ids.priya)));
    expect(rows).toHaveLength(1);
  });

  it("should remember an other person's phone", async () => {
    const res = await post(ctx.sam, { otherevent_id: ctx.ids.ruth, phone: '2125550302' });
    expect(res.json()).toEqual({ selected_phone: '2125550302' });
    expect(await selected(ctx.sam, 'other_event', ctx.ids.ruth)).toBe('2125550302');
  });

  it("should refuse a phone that is not one of the contact's, or not numeric and non-zero, with 'incorrect phone'", async () => {
    expectMessage(await post(ctx.rivera, { person_id: ctx.ids.priya, phone: '2125559999' }), 400, messages.incorrectPhone);
    expectMessage(await post(ctx.rivera, { person_id: ctx.ids.priya, phone: '0' }), 400, messages.incorrectPhone);
    expectMessage(await post(ctx.rivera, { person_id: ctx.ids.priya, phone: 'abc' }), 400, messages.incorrectPhone);
    expectMessage(await post(ctx.rivera, { person_id: ctx.ids.priya, phone: '' }), 400, messages.incorrectPhone);
  });

  it('should refuse a body naming no contact or two with 400', async () => {
    expectMessage(await post(ctx.rivera, { phone: '2125550102' }), 400, messages.invalidRequest);
    expectMessage(await post(ctx.rivera, { person_id: ctx.ids.priya, otherevent_id: ctx.ids.ruth, phone: '2125550102' }), 400, messages.invalidRequest);
  });

  it("should answer 404 for another practice's contact or an unknown one, 401 without a session and 403 to portal users", async () => {
    expectMessage(await post(ctx.rivera, { person_id: ctx.ids.grace, phone: '3105550201' }), 404, messages.contactGone);
    expectMessage(await post(ctx.rivera, { person_id: 9_999_999_999, phone: '3105550201' }), 400, messages.invalidRequest);
    expectMessage(await post(null, { person_id: ctx.ids.priya, phone: '2125550102' }), 401, messages.sessionInvalid);
    expectMessage(await post(await login(t.app, 'jo.other'), { person_id: ctx.ids.priya, phone: '2125550102' }), 403, messages.forbidden);
  });
});
