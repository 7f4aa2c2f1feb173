import { describe, expect, it } from 'vitest';
import { SEARCH_APPOINTMENTS_MAX, SEARCH_CONTACTS_MAX, SEARCH_RANGE_MAX_DAYS, searchResponse, type SearchResponse } from '../../../../domain/contract/search';
import { SEARCH_TERM_MAX } from '../../../../domain/contacts/search-text';
import { messages } from '../../../../domain/messages';
import { appointments, clients, users } from '../../../../server/db/schema/index';
import { addDays, instantAt, isoDay, type LocalDay } from '../../../../server/seed/local-time';
import { build, expectMessage, login, type Login } from '../../helper';
import { joseSeedAppointment, NY, nyDay, nyLocalDay, seededContacts } from './seed-contacts';

const t = build();
const ctx = seededContacts(t);

const parts = (d: LocalDay) => [d.day, d.month, d.year];
const url = (term: string, providerId: number, from = nyLocalDay(-90), to = nyLocalDay(90)) =>
  `/api/appointment/search/${[...parts(from), ...parts(to)].join('/')}/${encodeURIComponent(term)}/${providerId}`;

const get = (auth: Login | null, path: string) => t.app.inject({ method: 'GET', url: path, headers: auth?.headers ?? {} });

/** Searches and parses the answer strictly with the contract (no missing or extra fields). */
async function search(auth: Login, term: string, providerId = ctx.ids.rivera): Promise<SearchResponse> {
  const res = await get(auth, url(term, providerId));
  expect(res.statusCode, res.body).toBe(200);
  return searchResponse
    .extend({
      appointments: searchResponse.shape.appointments.element.strict().array(),
      contacts: searchResponse.shape.contacts.element.strict().array(),
    })
    .strict()
    .parse(res.json());
}

describe('GET /api/appointment/search', () => {
  it("given 'jose', should find José Álvarez and his appointment, accents and case ignored", async () => {
    const body = await search(ctx.rivera, 'jose');
    expect(body).toEqual({
      contacts: [{ id: ctx.ids.jose, type: 'person', name: 'Álvarez, José' }],
      appointments: [joseSeedAppointment(ctx.ids, body.appointments[0]!.id)],
    });
    expect((await search(ctx.rivera, 'ALVAREZ')).contacts).toEqual([{ id: ctx.ids.jose, type: 'person', name: 'Álvarez, José' }]);
    expect((await search(ctx.rivera, 'Álv')).contacts.map((c) => c.id)).toEqual([ctx.ids.jose]);
    expect((await search(ctx.rivera, 'josé álvarez')).contacts.map((c) => c.id)).toEqual([ctx.ids.jose]);
    // "last first" order too: the search text is "first last first".
    expect((await search(ctx.rivera, 'alvarez jose')).contacts.map((c) => c.id)).toEqual([ctx.ids.jose]);
  });

  it("given 'li', should answer word-prefix matches before substring matches, leave status 2 out, and their appointments in date order", async () => {
    const body = await search(ctx.rivera, 'li');
    // Liam and Lindqvist start a word with 'li'; Williams only contains it; Olivia Hughes (status 2) is hidden.
    expect(body.contacts).toEqual([
      { id: ctx.ids.jo, type: 'other_event', name: 'Lindqvist, Jo' },
      { id: ctx.ids.liam, type: 'person', name: "O'Connor, Liam" },
      { id: ctx.ids.noah, type: 'person', name: 'Williams, Noah' },
    ]);
    expect(body.appointments.map((a) => [a.app_date, a.client_id, a.name, a.is_cancelled])).toEqual([
      [nyDay(-8), ctx.ids.liam, "O'Connor, Liam", 0],
      [nyDay(-3), ctx.ids.noah, 'Williams, Noah', 0],
      [nyDay(1), ctx.ids.liam, "O'Connor, Liam", 1],
    ]);
  });

  it('given a group or an event name, should answer it with its appointments', async () => {
    const group = await search(ctx.rivera, 'SUPPORT');
    expect(group.contacts).toEqual([{ id: ctx.ids.supportGroup, type: 'group_appointment', name: 'Tuesday support group' }]);
    expect(group.appointments).toEqual([
      {
        id: group.appointments[0]!.id,
        app_date: nyDay(1),
        app_start_hh: 6,
        app_start_mm: 0,
        app_start_tt: 1,
        app_end_hh: 7,
        app_end_mm: 30,
        app_end_tt: 1,
        is_all_day: 0,
        is_cancelled: 0,
        type: 1,
        app_type: 1,
        client_id: null,
        client_type: null,
        otherevent_id: ctx.ids.supportGroup,
        otherevent_type: 2,
        name: 'Tuesday support group',
        provider_id: ctx.ids.rivera,
      },
    ]);
    const event = await search(ctx.rivera, 'team');
    expect(event.contacts).toEqual([{ id: ctx.ids.teamMeeting, type: 'event_appointment', name: 'Team meeting' }]);
    expect(event.appointments.map((a) => [a.app_date, a.is_all_day, a.otherevent_type, a.name])).toEqual([[nyDay(5), 1, 0, 'Team meeting']]);
  });

  it("given 'lopez' as dr.rivera, should not find dr.chen's Grace Lopez; as sam.staff acting for dr.chen it should", async () => {
    expect(await search(ctx.rivera, 'lopez')).toEqual({ contacts: [], appointments: [] });
    const forChen = await search(ctx.sam, 'lopez', ctx.ids.chen);
    expect(forChen.contacts).toEqual([{ id: ctx.ids.grace, type: 'person', name: 'Lopez, Grace' }]);
    expect(forChen.appointments.map((a) => [a.client_id, a.app_date, a.provider_id])).toHaveLength(1);
    expect(forChen.appointments[0]).toMatchObject({ client_id: ctx.ids.grace, provider_id: ctx.ids.chen, app_start_hh: 1, app_start_tt: 1 });
  });

  it("given LIKE's wildcards as the term, should match them literally (nothing here), not every name", async () => {
    for (const term of ['%', '_', '\\', 'a%', '%_%']) expect(await search(ctx.rivera, term), term).toEqual({ contacts: [], appointments: [] });
  });

  it('given a range, should answer only the appointments inside it', async () => {
    const res = await get(ctx.rivera, url('jose', ctx.ids.rivera, nyLocalDay(0), nyLocalDay(15)));
    expect(res.json()).toEqual({ contacts: [{ id: ctx.ids.jose, type: 'person', name: 'Álvarez, José' }], appointments: [] });
  });

  it('given a delegate (24) of dr.rivera, should search her contacts', async () => {
    const body = await search(await login(t.app, 'dana.delegate'), 'jose');
    expect(body.contacts.map((c) => c.id)).toEqual([ctx.ids.jose]);
  });

  it("should refuse a range whose end is before its start, or a day that does not exist, with 'incorrect date'", async () => {
    expectMessage(await get(ctx.rivera, url('jose', ctx.ids.rivera, nyLocalDay(1), nyLocalDay(0))), 400, messages.incorrectDate);
    expectMessage(await get(ctx.rivera, `/api/appointment/search/31/2/2030/1/3/2030/jose/${ctx.ids.rivera}`), 400, messages.incorrectDate);
    expectMessage(await get(ctx.rivera, `/api/appointment/search/1/13/2030/1/3/2031/jose/${ctx.ids.rivera}`), 400, messages.incorrectDate);
  });

  it('should refuse a range longer than SEARCH_RANGE_MAX_DAYS and accept exactly that many days', async () => {
    const from = nyLocalDay(0);
    expectMessage(await get(ctx.rivera, url('jose', ctx.ids.rivera, from, addDays(from, SEARCH_RANGE_MAX_DAYS))), 400, messages.searchRangeTooLong);
    expect((await get(ctx.rivera, url('jose', ctx.ids.rivera, from, addDays(from, SEARCH_RANGE_MAX_DAYS - 1)))).statusCode).toBe(200);
  });

  it("should refuse a blank term with 'Please enter a search term' and accept one of SEARCH_TERM_MAX characters", async () => {
    expectMessage(await get(ctx.rivera, url('   ', ctx.ids.rivera)), 400, messages.searchTermRequired);
    // Combining accents alone fold to nothing: not a term that matches every name.
    expectMessage(await get(ctx.rivera, url('\u0301\u0301', ctx.ids.rivera)), 400, messages.searchTermRequired);
    expect(await search(ctx.rivera, 'x'.repeat(SEARCH_TERM_MAX))).toEqual({ contacts: [], appointments: [] });
  });

  it('given a long accented term, should answer with the table\'s message, never the framework\'s 414', async () => {
    // 40 accented letters are 240 characters once percent-encoded.
    expect(await search(ctx.rivera, 'é'.repeat(40))).toEqual({ contacts: [], appointments: [] });
    expectMessage(await get(ctx.rivera, url('é'.repeat(SEARCH_TERM_MAX + 1), ctx.ids.rivera)), 400, messages.invalidRequest);
  });

  it('given thousands of matching contacts, should answer the same appointments whichever way they are looked up', async () => {
    // Three sizes of match (by contact id, range walk with hashed matches, range walk with per-row lookups).
    const [many] = await t.app.db
      .insert(users)
      .values({ username: 'dr.many', passwordHash: 'x', role: 7, userType: 1, firstName: 'Mo', lastName: 'Many' })
      .returning({ id: users.id });
    const providerId = many!.id;
    const ids: number[] = [];
    const names = Array.from({ length: 2100 }, (_, i) => ({ providerId, firstName: `Bulk${i}`, lastName: 'Many' }));
    for (let i = 0; i < names.length; i += 700) {
      ids.push(...(await t.app.db.insert(clients).values(names.slice(i, i + 700)).returning({ id: clients.id })).map((r) => r.id));
    }
    const day = (i: number) => ({ year: 2030, month: 1, day: 1 + (i % 28) });
    const rows = ids.map((clientId, i) => ({
      providerId,
      clientId,
      clientType: 'person' as const,
      timezone: NY,
      appDate: isoDay(day(i)),
      startsAt: instantAt(day(i), 8 + (i % 9), 0, NY),
      endsAt: instantAt(day(i), 9 + (i % 9), 0, NY),
      isDeleted: i === 12,
    }));
    for (let i = 0; i < rows.length; i += 700) await t.app.db.insert(appointments).values(rows.slice(i, i + 700));

    for (const term of ['bulk12', 'BULK1', 'bulk']) {
      const expected = rows
        .map((r, i) => ({ ...r, i }))
        .filter((r) => !r.isDeleted && `bulk${r.i} many bulk${r.i}`.includes(term.toLowerCase()))
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.clientId - b.clientId)
        .slice(0, SEARCH_APPOINTMENTS_MAX)
        .map((r) => r.clientId);
      const answer = (await t.app.searchRepository.search(providerId, term, '2030-01-01', '2030-01-31'))!;
      expect(answer.appointments.map((a) => a.client_id), term).toEqual(expected);
      expect(answer.contacts, term).toHaveLength(SEARCH_CONTACTS_MAX);
    }
  });

  it('should answer 401 without a session, 403 to portal users and for a provider the user may not act for', async () => {
    expectMessage(await get(null, url('jose', ctx.ids.rivera)), 401, messages.sessionInvalid);
    expectMessage(await get(await login(t.app, 'alex.client'), url('jose', ctx.ids.rivera)), 403, messages.forbidden);
    expectMessage(await get(await login(t.app, 'jo.other'), url('jose', ctx.ids.rivera)), 403, messages.forbidden);
    expectMessage(await get(ctx.rivera, url('lopez', ctx.ids.chen)), 403, messages.providerNotPermitted);
    expectMessage(await get(ctx.sam, url('jose', ctx.ids.patel)), 403, messages.providerNotPermitted);
  });
});
