import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AppointmentFields, calendarAppointmentFields, DAILY_RANGE_MAX_DAYS, dailyCalendarResponse, dailyResponse } from '../../../../domain/contract/calendar';
import { messages } from '../../../../domain/messages';
import { appointments, clients } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { type CalendarFixture, dailyUrl, seedCalendarFixture, userIdOf } from './fixture';

const t = build();
let f: CalendarFixture;
let drTest: Login;

beforeAll(async () => {
  f = await seedCalendarFixture(t.app);
  drTest = await login(t.app, 'dr.test');
});

/** GET the daily call and parse the answer with the contract, strictly (no missing or extra fields). */
async function daily(auth: Login, start: (number | string)[], end: (number | string)[], providerId = f.providerId) {
  const res = await t.app.inject({ method: 'GET', url: dailyUrl(start, end, providerId), headers: auth.headers });
  expect(res.statusCode, res.body).toBe(200);
  return dailyResponse.extend({ appointments: dailyResponse.shape.appointments.element.strict().array() }).strict().parse(res.json());
}

const byId = (list: AppointmentFields[], id: number): AppointmentFields => {
  const found = list.find((a) => a.id === id);
  if (!found) throw new Error(`appointment ${id} not in the answer`);
  return found;
};

const WEEK = { start: [4, 3, 2030], end: [10, 3, 2030] };

describe('GET /api/appointment/get/daily', () => {
  it('given the provider, should answer every contract field of a client appointment and the calendar settings', async () => {
    const body = await daily(drTest, WEEK.start, WEEK.end);
    expect(body.client_name_format).toBe(3);
    expect(body.client_name_order).toBe(1);
    expect(byId(body.appointments, f.ids.ownClientMorning)).toEqual({
      id: f.ids.ownClientMorning,
      app_date: '2030-03-05',
      app_start_hh: 10,
      app_start_mm: 0,
      app_start_tt: 0,
      app_end_hh: 10,
      app_end_mm: 50,
      app_end_tt: 0,
      app_type: 0,
      appointmentrepeat_id: null,
      client_id: f.clientIds.own,
      client_type: 'person',
      repeats: 0,
      is_cancelled: 0,
      is_deleted: 0,
      is_all_day: 0,
      is_video: 0,
      is_connect: 0,
      type: 1,
      otherevent_id: null,
      otherevent_type: null,
      otherevent_name: null,
      provider_id: f.providerId,
      forProviderId: f.providerId,
      providerFirstName: 'Quinn',
      providerMiddleName: 'A',
      providerLastName: 'Test',
      providerNamePrefix: 'Dr.',
      providerNameSuffix: 'PhD',
      reminder_set_status: 0,
      repeat: null,
      repeat_by: null,
      repeat_freq: null,
      repeat_on: null,
      starts_from: null,
      end_on: null,
      notes: 'Intake',
      client_note: '',
      attendance: null,
      attendance_reason: '',
      confirmation_status: 'none',
      video_invitepref: 'N',
      timezone: 'America/New_York',
      personTypeCode: null,
      firstName: 'Ava',
      middleName: 'M',
      lastName: 'Stone',
      namePrefix: 'Ms.',
      nameSuffix: 'Jr.',
    });
  });

  it('should order by app_date then start time, not by id, and leave deleted appointments out', async () => {
    const body = await daily(drTest, WEEK.start, WEEK.end);
    const ids = body.appointments.map((a) => a.id);
    expect(ids).toEqual([
      f.ids.eventMidnight,
      f.ids.weeklySeries,
      f.ids.otherClientEarly,
      f.ids.ownClientMorning,
      f.ids.ownPersonNoon,
      f.ids.cancelled,
      f.ids.groupWithoutPortal,
      f.ids.groupWithPortal,
      f.ids.dailySeries,
      f.ids.lateEvening,
      f.ids.appUserContact,
      f.ids.subscriberContact,
      f.ids.losAngeles,
    ]);
    expect(ids).not.toContain(f.ids.deleted);
    expect(body.appointments.every((a) => a.is_deleted === 0)).toBe(true);
  });

  it('given a cancelled appointment, should include it with is_cancelled 1', async () => {
    const body = await daily(drTest, [6, 3, 2030], [6, 3, 2030]);
    expect(byId(body.appointments, f.ids.cancelled)).toMatchObject({ is_cancelled: 1, app_date: '2030-03-06' });
  });

  it('given series occurrences, should answer the series fields, repeats 1 and end_on 0000-00-00 for a series without end', async () => {
    const body = await daily(drTest, WEEK.start, WEEK.end);
    expect(byId(body.appointments, f.ids.weeklySeries)).toMatchObject({
      appointmentrepeat_id: f.series.weekly,
      repeats: 1,
      repeat: 4,
      repeat_by: 0,
      repeat_freq: 1,
      repeat_on: '1',
      starts_from: '2030-03-04',
      end_on: '0000-00-00',
    });
    expect(byId(body.appointments, f.ids.dailySeries)).toMatchObject({
      appointmentrepeat_id: f.series.daily,
      repeats: 1,
      repeat: 0,
      repeat_freq: 2,
      repeat_on: '',
      starts_from: '2030-03-07',
      end_on: '2030-03-20',
    });
  });

  it('should read midnight as 12 AM and noon as 12 PM', async () => {
    const body = await daily(drTest, WEEK.start, WEEK.end);
    expect(byId(body.appointments, f.ids.eventMidnight)).toMatchObject({
      app_start_hh: 12, app_start_mm: 0, app_start_tt: 0, app_end_hh: 12, app_end_mm: 45, app_end_tt: 0,
    });
    expect(byId(body.appointments, f.ids.ownPersonNoon)).toMatchObject({
      app_start_hh: 12, app_start_mm: 0, app_start_tt: 1, app_end_hh: 12, app_end_mm: 30, app_end_tt: 1,
    });
  });

  it('given 22:30 in New York (03:30 UTC the next day), should answer the local date and 10:30 PM', async () => {
    const body = await daily(drTest, [7, 3, 2030], [7, 3, 2030]);
    expect(body.appointments.map((a) => a.id)).toEqual([f.ids.dailySeries, f.ids.lateEvening]);
    expect(byId(body.appointments, f.ids.lateEvening)).toMatchObject({
      app_date: '2030-03-07', app_start_hh: 10, app_start_mm: 30, app_start_tt: 1, app_end_hh: 11, app_end_mm: 15, app_end_tt: 1,
    });
    // And the UTC day after holds nothing of it.
    const next = await daily(drTest, [8, 3, 2030], [8, 3, 2030]);
    expect(next.appointments.map((a) => a.id)).not.toContain(f.ids.lateEvening);
  });

  it("should read times in the appointment's own timezone (21:00 in Los Angeles is 9 PM)", async () => {
    const body = await daily(drTest, [8, 3, 2030], [8, 3, 2030]);
    expect(byId(body.appointments, f.ids.losAngeles)).toMatchObject({
      app_date: '2030-03-08', timezone: 'America/Los_Angeles', app_start_hh: 9, app_start_tt: 1, app_end_hh: 10, app_end_tt: 1,
    });
  });

  it('across the end of daylight saving time (2026-11-01 New York), should answer the local hours on both sides', async () => {
    const body = await daily(drTest, [31, 10, 2026], [2, 11, 2026]);
    expect(body.appointments.map((a) => [a.id, a.app_date])).toEqual([
      [f.ids.beforeDst, '2026-10-31'],
      [f.ids.acrossDst, '2026-11-01'],
      [f.ids.afterDst, '2026-11-02'],
    ]);
    // 10 AM both sides although the UTC hour moves from 14 to 15.
    for (const id of [f.ids.beforeDst, f.ids.afterDst]) {
      expect(byId(body.appointments, id)).toMatchObject({ app_start_hh: 10, app_start_mm: 0, app_start_tt: 0, app_end_hh: 11, app_end_tt: 0 });
    }
    // 00:30 EDT to 03:00 EST: 12:30 AM to 3:00 AM on the wall clock.
    expect(byId(body.appointments, f.ids.acrossDst)).toMatchObject({
      app_start_hh: 12, app_start_mm: 30, app_start_tt: 0, app_end_hh: 3, app_end_mm: 0, app_end_tt: 0,
    });
  });

  it('should take the contact names from the event, group, person and user the appointment points at', async () => {
    const body = await daily(drTest, WEEK.start, WEEK.end);
    expect(byId(body.appointments, f.ids.eventMidnight)).toMatchObject({
      app_type: 1, client_id: null, otherevent_id: f.eventId, otherevent_type: 0, otherevent_name: 'Staff meeting', firstName: '', lastName: '', personTypeCode: null,
    });
    expect(byId(body.appointments, f.ids.groupWithPortal)).toMatchObject({
      app_type: 1, otherevent_type: 2, otherevent_name: 'Family group', type: 2, is_video: 1, is_connect: 1, video_invitepref: 'E',
    });
    expect(byId(body.appointments, f.ids.ownPersonNoon)).toMatchObject({
      app_type: 1, otherevent_type: 1, otherevent_id: f.personIds.own, otherevent_name: 'Reyes, Cal', firstName: 'Cal', lastName: 'Reyes', personTypeCode: null,
    });
    // personTypeCode is the contact user's role (spec 4): 24 app_user, 7 subscriber.
    expect(byId(body.appointments, f.ids.appUserContact)).toMatchObject({
      app_type: 0, client_type: 'app_user', client_id: f.delegateUserId, personTypeCode: 24, firstName: 'Del', lastName: 'Egate',
    });
    expect(byId(body.appointments, f.ids.subscriberContact)).toMatchObject({
      client_type: 'subscriber', client_id: f.riveraId, personTypeCode: 7, firstName: 'Maria', lastName: 'Rivera', namePrefix: 'Dr.',
    });
  });

  it('should answer each appointment exactly as get/id answers its fields (the array-mode read maps like the one mapping)', async () => {
    // The widest range the call allows, over every kind of contact, series and timezone of the fixture.
    const body = await daily(drTest, [1, 2, 2030], [3, 4, 2030]);
    expect(body.appointments.length).toBeGreaterThan(5);
    for (const listed of body.appointments) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/appointment/get/id/${listed.id}?forProviderId=${f.providerId}`,
        headers: drTest.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const detail = (res.json() as { appointment: Record<string, unknown> }).appointment;
      const sameFields = Object.fromEntries(Object.keys(listed).map((key) => [key, detail[key]]));
      expect(listed, `appointment ${listed.id}`).toEqual(sameFields);
    }
  });

  it('given ?fields=calendar, should answer exactly the calendar field set of the same appointments, and the settings', async () => {
    const full = await daily(drTest, [1, 2, 2030], [3, 4, 2030]);
    const res = await t.app.inject({ method: 'GET', url: `${dailyUrl([1, 2, 2030], [3, 4, 2030], f.providerId)}?fields=calendar`, headers: drTest.headers });
    expect(res.statusCode, res.body).toBe(200);
    const slim = dailyCalendarResponse
      .extend({ appointments: dailyCalendarResponse.shape.appointments.element.strict().array() })
      .strict()
      .parse(res.json());
    const keys = Object.keys(calendarAppointmentFields.shape);
    expect(slim).toEqual({
      ...full,
      appointments: full.appointments.map((a) => Object.fromEntries(keys.map((k) => [k, a[k as keyof AppointmentFields]]))),
    });
    // Half the bytes or less: what the field set is for.
    expect(res.body.length).toBeLessThan(JSON.stringify(full).length * 0.6);
  });

  it('given an unknown field set, should refuse it with 400 and answer nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${dailyUrl(WEEK.start, WEEK.end, f.providerId)}?fields=all`, headers: drTest.headers });
    expectMessage(res, 400, messages.invalidRequest);
    expect(res.json()).not.toHaveProperty('appointments');
  });

  it('given an empty range, should answer an empty list with the settings', async () => {
    const body = await daily(drTest, [1, 6, 2030], [30, 6, 2030]);
    expect(body).toEqual({ appointments: [], client_name_format: 3, client_name_order: 1 });
  });

  describe('range and dates', () => {
    it(`given exactly ${DAILY_RANGE_MAX_DAYS} days, should answer; given one more, should refuse with 400`, async () => {
      // 2030-01-01 .. 2030-03-03 is 62 days, both ends included.
      await daily(drTest, [1, 1, 2030], [3, 3, 2030]);
      const res = await t.app.inject({ method: 'GET', url: dailyUrl([1, 1, 2030], [4, 3, 2030], f.providerId), headers: drTest.headers });
      expectMessage(res, 400, messages.dateRangeTooLong);
      const years = await t.app.inject({ method: 'GET', url: dailyUrl([1, 1, 2000], [31, 12, 2030], f.providerId), headers: drTest.headers });
      expectMessage(years, 400, messages.dateRangeTooLong);
    });

    it.each([
      ['31 February', [31, 2, 2030], [31, 2, 2030]],
      ['29 February of a common year', [29, 2, 2030], [1, 3, 2030]],
      ['31 April as the end', [1, 4, 2030], [31, 4, 2030]],
      ['an end before the start', [10, 3, 2030], [9, 3, 2030]],
      ['day 32', [32, 1, 2030], [1, 2, 2030]],
      ['day 0', [0, 1, 2030], [1, 2, 2030]],
      ['month 0 (months are 1-12)', [1, 0, 2030], [1, 1, 2030]],
      ['month 13', [1, 13, 2030], [1, 1, 2031]],
      ['a non-numeric day', ['x', 1, 2030], [1, 1, 2030]],
      ['a fractional month', [1, 1.5, 2030], [1, 2, 2030]],
    ])('given %s, should answer 400 incorrect date', async (_label, start, end) => {
      const res = await t.app.inject({ method: 'GET', url: dailyUrl(start, end, f.providerId), headers: drTest.headers });
      expectMessage(res, 400, messages.incorrectDate);
    });

    it('given 29 February of a leap year, should answer', async () => {
      await daily(drTest, [29, 2, 2028], [29, 2, 2028]);
    });
  });

  describe('who may read', () => {
    it('given no session, should answer 401', async () => {
      const res = await t.app.inject({ method: 'GET', url: dailyUrl(WEEK.start, WEEK.end, f.providerId) });
      expectMessage(res, 401, messages.sessionInvalid);
    });

    it("given dr.rivera asking for dr.chen's calendar, should answer 403", async () => {
      const rivera = await login(t.app, 'dr.rivera');
      const res = await t.app.inject({ method: 'GET', url: dailyUrl(WEEK.start, WEEK.end, await userIdOf(t.app, 'dr.chen')), headers: rivera.headers });
      expectMessage(res, 403, messages.providerNotPermitted);
    });

    it("given dr.rivera asking for the test practice's calendar, should answer 403", async () => {
      const rivera = await login(t.app, 'dr.rivera');
      const res = await t.app.inject({ method: 'GET', url: dailyUrl(WEEK.start, WEEK.end, f.providerId), headers: rivera.headers });
      expectMessage(res, 403, messages.providerNotPermitted);
    });

    it('given sam.staff, should allow dr.rivera and dr.chen and refuse dr.patel (listed, not permitted)', async () => {
      const sam = await login(t.app, 'sam.staff');
      for (const username of ['dr.rivera', 'dr.chen']) {
        const providerId = await userIdOf(t.app, username);
        const body = await daily(sam, WEEK.start, WEEK.end, providerId);
        expect(body.appointments.every((a) => a.provider_id === providerId && a.forProviderId === providerId)).toBe(true);
      }
      const res = await t.app.inject({ method: 'GET', url: dailyUrl(WEEK.start, WEEK.end, await userIdOf(t.app, 'dr.patel')), headers: sam.headers });
      expectMessage(res, 403, messages.providerNotPermitted);
    });

    it("given dana.delegate, should allow dr.rivera's calendar and refuse dr.chen's", async () => {
      const dana = await login(t.app, 'dana.delegate');
      await daily(dana, WEEK.start, WEEK.end, await userIdOf(t.app, 'dr.rivera'));
      const res = await t.app.inject({ method: 'GET', url: dailyUrl(WEEK.start, WEEK.end, await userIdOf(t.app, 'dr.chen')), headers: dana.headers });
      expectMessage(res, 403, messages.providerNotPermitted);
    });

    it("given a delegate of the provider, should answer the provider's whole calendar", async () => {
      const delegate = await login(t.app, 'test.delegate');
      const asDelegate = await daily(delegate, WEEK.start, WEEK.end);
      const asProvider = await daily(drTest, WEEK.start, WEEK.end);
      expect(asDelegate).toEqual(asProvider);
    });

    it('given a portal client (22), should answer only their own appointments and their groups', async () => {
      const portal = await login(t.app, 'test.client');
      const body = await daily(portal, WEEK.start, WEEK.end);
      expect(body.appointments.map((a) => a.id)).toEqual([f.ids.ownClientMorning, f.ids.groupWithPortal]);
    });

    it('given a portal other person (25), should answer only their own appointments and their groups', async () => {
      const portal = await login(t.app, 'test.other');
      const body = await daily(portal, WEEK.start, WEEK.end);
      expect(body.appointments.map((a) => a.id)).toEqual([f.ids.ownPersonNoon, f.ids.groupWithPortal]);
    });

    it("given a portal user, should refuse another practice's calendar and their own user id as provider", async () => {
      const portal = await login(t.app, 'test.client');
      for (const providerId of [f.riveraId, portal.userId]) {
        const res = await t.app.inject({ method: 'GET', url: dailyUrl(WEEK.start, WEEK.end, providerId), headers: portal.headers });
        expectMessage(res, 403, messages.providerNotPermitted);
      }
    });

    it("given alex.client (seeded portal client of dr.rivera), should see Alex Morgan's appointment and not another client's", async () => {
      const riveraId = await userIdOf(t.app, 'dr.rivera');
      const [alexClient] = await t.app.db.select().from(clients).where(eq(clients.firstName, 'Alex'));
      const [priya] = await t.app.db.select().from(clients).where(eq(clients.firstName, 'Priya'));
      // A fixed day far from the demo seed's "around today".
      const rows = await t.app.db
        .insert(appointments)
        .values(
          [alexClient!, priya!].map((c, i) => ({
            providerId: riveraId,
            clientId: c.id,
            clientType: 'person' as const,
            appDate: '2031-05-01',
            startsAt: new Date(`2031-05-01T1${i}:00:00-04:00`),
            endsAt: new Date(`2031-05-01T1${i}:30:00-04:00`),
            timezone: 'America/New_York',
          })),
        )
        .returning({ id: appointments.id });
      const alex = await login(t.app, 'alex.client');
      const mine = await daily(alex, [1, 5, 2031], [1, 5, 2031], riveraId);
      expect(mine.appointments.map((a) => [a.id, a.firstName, a.lastName])).toEqual([[rows[0]!.id, 'Alex', 'Morgan']]);
      const rivera = await login(t.app, 'dr.rivera');
      const all = await daily(rivera, [1, 5, 2031], [1, 5, 2031], riveraId);
      expect(all.appointments.map((a) => a.id)).toEqual(rows.map((r) => r.id));
    });
  });
});
