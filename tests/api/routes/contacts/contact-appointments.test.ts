import { describe, expect, it } from 'vitest';
import { contactAppointmentsResponse } from '../../../../domain/contract/contacts-list';
import { messages } from '../../../../domain/messages';
import { appointments } from '../../../../server/db/schema/index';
import { instantAt } from '../../../../server/seed/local-time';
import { build, expectMessage, login, type Login } from '../../helper';
import { joseSeedAppointment, NY, nyDay, nyLocalDay, seededContacts } from '../search/seed-contacts';

const t = build();
const ctx = seededContacts(t);

const get = (auth: Login | null, kind: string, id: number | string, providerId: number) =>
  t.app.inject({ method: 'GET', url: `/api/contacts/appointments/${kind}/${id}/${providerId}`, headers: auth?.headers ?? {} });

/** Adds an appointment of José at 09:00-09:30 New York on today + days. */
async function addJose(days: number, isDeleted: boolean): Promise<number> {
  const day = nyLocalDay(days);
  const [row] = await t.app.db
    .insert(appointments)
    .values({
      providerId: ctx.ids.rivera,
      clientId: ctx.ids.jose,
      clientType: 'person',
      timezone: NY,
      appDate: nyDay(days),
      startsAt: instantAt(day, 9, 0, NY),
      endsAt: instantAt(day, 9, 30, NY),
      isDeleted,
    })
    .returning({ id: appointments.id });
  return row!.id;
}

describe('GET /api/contacts/appointments', () => {
  it("should answer a client's appointments from 3 months before to 3 months after today, deleted ones and those outside left out", async () => {
    const past = await addJose(-20, false);
    await addJose(2, true);
    await addJose(-100, false);
    await addJose(100, false);
    const res = await get(ctx.rivera, 'person', ctx.ids.jose, ctx.ids.rivera);
    expect(res.statusCode, res.body).toBe(200);
    const body = contactAppointmentsResponse
      .extend({ appointments: contactAppointmentsResponse.shape.appointments.element.strict().array() })
      .strict()
      .parse(res.json());
    const common = {
      is_all_day: 0,
      is_cancelled: 0,
      type: 1,
      app_type: 0,
      client_id: ctx.ids.jose,
      client_type: 'person',
      otherevent_id: null,
      otherevent_type: null,
      name: 'Álvarez, José',
      provider_id: ctx.ids.rivera,
    } as const;
    expect(body.appointments).toEqual([
      { id: past, app_date: nyDay(-20), app_start_hh: 9, app_start_mm: 0, app_start_tt: 0, app_end_hh: 9, app_end_mm: 30, app_end_tt: 0, ...common },
      joseSeedAppointment(ctx.ids, body.appointments[1]!.id),
    ]);
  });

  it("should answer an other person's, an event's and a group's appointments", async () => {
    const person = (await get(ctx.rivera, 'other_event', ctx.ids.ruth, ctx.ids.rivera)).json() as { appointments: { app_date: string; name: string }[] };
    expect(person.appointments.map((a) => [a.app_date, a.name])).toEqual([[nyDay(3), 'Adler, Ruth']]);
    const event = (await get(ctx.rivera, 'event_appointment', ctx.ids.teamMeeting, ctx.ids.rivera)).json() as { appointments: { app_date: string }[] };
    expect(event.appointments.map((a) => a.app_date)).toEqual([nyDay(5)]);
    const group = (await get(ctx.sam, 'group_appointment', ctx.ids.supportGroup, ctx.ids.rivera)).json() as { appointments: { app_date: string }[] };
    expect(group.appointments.map((a) => a.app_date)).toEqual([nyDay(1)]);
  });

  it("should answer 404 'This contact no longer exists' for another provider's contact, an unknown id or a wrong kind", async () => {
    expectMessage(await get(ctx.rivera, 'person', ctx.ids.grace, ctx.ids.rivera), 404, messages.contactGone);
    // ctx.sam may act for both providers, but the contact must be the named provider's.
    expectMessage(await get(ctx.sam, 'person', ctx.ids.jose, ctx.ids.chen), 404, messages.contactGone);
    expectMessage(await get(ctx.rivera, 'person', 999_999, ctx.ids.rivera), 404, messages.contactGone);
    expectMessage(await get(ctx.rivera, 'app_user', ctx.ids.sam, ctx.ids.rivera), 404, messages.contactGone);
    expect((await get(ctx.rivera, 'subscriber', ctx.ids.sam, ctx.ids.rivera)).statusCode).toBe(200);
  });

  it('should answer 400 for an unknown kind, 401 without a session, 403 to portal users and for a provider the user may not act for', async () => {
    expectMessage(await get(ctx.rivera, 'planet', ctx.ids.jose, ctx.ids.rivera), 400, messages.invalidRequest);
    expectMessage(await get(ctx.rivera, 'person', 9_999_999_999, ctx.ids.rivera), 400, messages.invalidRequest);
    expectMessage(await get(null, 'person', ctx.ids.jose, ctx.ids.rivera), 401, messages.sessionInvalid);
    expectMessage(await get(await login(t.app, 'alex.client'), 'person', ctx.ids.jose, ctx.ids.rivera), 403, messages.forbidden);
    expectMessage(await get(ctx.rivera, 'person', ctx.ids.grace, ctx.ids.chen), 403, messages.providerNotPermitted);
  });
});
