import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AppointmentByIdResponse, appointmentByIdResponse } from '../../../../domain/contract/appointment';
import { type AppointmentFields, dailyResponse } from '../../../../domain/contract/calendar';
import { messages } from '../../../../domain/messages';
import { appointments, officeLocations } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { type AppointmentName, type CalendarFixture, dailyUrl, seedCalendarFixture, userIdOf } from './fixture';

const t = build();
let f: CalendarFixture;
let drTest: Login;
let rivera: Login;
let sam: Login;
let ids: Record<'rivera' | 'chen' | 'patel' | 'sam', number>;

beforeAll(async () => {
  f = await seedCalendarFixture(t.app);
  drTest = await login(t.app, 'dr.test');
  rivera = await login(t.app, 'dr.rivera');
  sam = await login(t.app, 'sam.staff');
  ids = {
    rivera: await userIdOf(t.app, 'dr.rivera'),
    chen: await userIdOf(t.app, 'dr.chen'),
    patel: await userIdOf(t.app, 'dr.patel'),
    sam: await userIdOf(t.app, 'sam.staff'),
  };
});

const url = (id: number | string, forProviderId?: number) =>
  `/api/appointment/get/id/${id}${forProviderId === undefined ? '' : `?forProviderId=${forProviderId}`}`;

const get = (auth: Login, id: number | string, forProviderId?: number) =>
  t.app.inject({ method: 'GET', url: url(id, forProviderId), headers: auth.headers });

/** GET get/id and parse the answer with the contract, strictly. */
async function byId(auth: Login, id: number, forProviderId?: number): Promise<AppointmentByIdResponse> {
  const res = await get(auth, id, forProviderId);
  expect(res.statusCode, res.body).toBe(200);
  return appointmentByIdResponse.extend({ appointment: appointmentByIdResponse.shape.appointment.strict() }).strict().parse(res.json());
}

/** The same appointment as the daily call answers it. */
async function fromDaily(auth: Login, id: number, day: string, providerId: number): Promise<AppointmentFields> {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const res = await t.app.inject({ method: 'GET', url: dailyUrl([d, m, y], [d, m, y], providerId), headers: auth.headers });
  const found = dailyResponse.parse(res.json()).appointments.find((a) => a.id === id);
  if (!found) throw new Error(`appointment ${id} not in the daily answer`);
  return found;
}

/** A seeded appointment of dr.rivera's, by a column value. */
async function seeded(where: Parameters<typeof and>[0]) {
  const [row] = await t.app.db.select().from(appointments).where(and(eq(appointments.providerId, ids.rivera), where));
  if (!row) throw new Error('seeded appointment not found');
  return row;
}

const noDetail = {
  is_office: 1,
  office_location_id: null,
  custom_location: null,
  location_text: '',
  connectcode: null,
  clientConnectcode: null,
  secure_video_session_id: null,
  hashed_pass_code: null,
  contact_has_email: false,
  contact_has_phone: false,
  is_first_occurrence: true,
};

describe('GET /api/appointment/get/id/{id}', () => {
  it("should answer the daily call's fields of the appointment plus the detail fields and the name settings", async () => {
    const body = await byId(drTest, f.ids.ownClientMorning);
    expect(body.client_name_format).toBe(3);
    expect(body.client_name_order).toBe(1);
    expect(body.appointment).toEqual({ ...(await fromDaily(drTest, f.ids.ownClientMorning, '2030-03-05', f.providerId)), ...noDetail });
  });

  it.each<[AppointmentName, string]>([
    ['ownPersonNoon', '2030-03-05'],
    ['eventMidnight', '2030-03-04'],
    ['groupWithPortal', '2030-03-06'],
    ['cancelled', '2030-03-06'],
    ['weeklySeries', '2030-03-04'],
    ['dailySeries', '2030-03-07'],
    ['lateEvening', '2030-03-07'],
    ['appUserContact', '2030-03-08'],
    ['subscriberContact', '2030-03-08'],
    ['losAngeles', '2030-03-08'],
    ['acrossDst', '2026-11-01'],
  ])('given %s, should answer the same fields as the daily call', async (name, day) => {
    const body = await byId(drTest, f.ids[name]);
    expect(body.appointment).toMatchObject(await fromDaily(drTest, f.ids[name], day, f.providerId));
  });

  it('given an office appointment, should answer its office and the address as one line', async () => {
    const row = await seeded(eq(appointments.notes, 'Intake follow-up'));
    const [office] = await t.app.db.select().from(officeLocations).where(eq(officeLocations.id, row.officeLocationId!));
    const { appointment } = await byId(rivera, row.id);
    expect(appointment).toMatchObject({
      type: 1,
      is_office: 1,
      office_location_id: office!.id,
      custom_location: null,
      location_text: '120 Meadow Lane, Suite 4, Brooklyn 11201',
      // Alex Morgan has both.
      contact_has_email: true,
      contact_has_phone: true,
      forProviderId: ids.rivera,
    });
  });

  it('given an appointment at a typed-in place, should answer the text as its location', async () => {
    const { appointment } = await byId(rivera, (await seeded(eq(appointments.customLocation, 'Community center'))).id);
    // The seed leaves the default office's id on this 'other' appointment: the location is still the text.
    expect(appointment).toMatchObject({ type: 4, is_office: 0, custom_location: 'Community center', location_text: 'Community center' });
  });

  it('given an office appointment at a typed-in office, should answer the text as its location', async () => {
    await t.app.db.update(appointments).set({ customLocation: 'Back room' }).where(eq(appointments.id, f.ids.ownClientMorning));
    try {
      const { appointment } = await byId(drTest, f.ids.ownClientMorning);
      expect(appointment).toMatchObject({ is_office: 1, office_location_id: null, custom_location: 'Back room', location_text: 'Back room' });
    } finally {
      await t.app.db.update(appointments).set({ customLocation: null }).where(eq(appointments.id, f.ids.ownClientMorning));
    }
  });

  it('given video appointments, should answer the connect codes or the secure video session', async () => {
    const connectRow = await seeded(and(eq(appointments.isConnect, true), isNull(appointments.seriesId)));
    const connect = await byId(rivera, connectRow.id);
    // Hana Kim: an e-mail, no phone. Both codes random (migration 0008's trigger), and distinct.
    expect(connect.appointment).toMatchObject({ type: 2, is_office: 0, is_video: 1, is_connect: 1, contact_has_email: true, contact_has_phone: false });
    expect(connect.appointment.connectcode).toMatch(/^[0-9a-f]{64}$/);
    expect(connect.appointment.clientConnectcode).toMatch(/^[0-9a-f]{64}$/);
    expect(connect.appointment.connectcode).not.toBe(connect.appointment.clientConnectcode);
    const secureRow = await seeded(and(eq(appointments.isConnect, false), isNotNull(appointments.secureVideoSessionId)));
    const secure = await byId(rivera, secureRow.id);
    expect(secure.appointment).toMatchObject({ is_video: 1, is_connect: 0, connectcode: null, clientConnectcode: null, video_invitepref: 'S' });
    expect(secure.appointment.secure_video_session_id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("should answer the contact's e-mail and phone presence for persons, events and users", async () => {
    const person = await byId(drTest, f.ids.ownPersonNoon);
    expect(person.appointment).toMatchObject({ contact_has_email: false, contact_has_phone: false });
    const ruth = await byId(rivera, (await seeded(eq(appointments.othereventType, 1))).id);
    expect(ruth.appointment).toMatchObject({ otherevent_name: 'Adler, Ruth', contact_has_email: true, contact_has_phone: true });
    // dr.rivera as a subscriber contact: she has an e-mail; users have no phone.
    expect((await byId(drTest, f.ids.subscriberContact)).appointment).toMatchObject({ contact_has_email: true, contact_has_phone: false });
  });

  it('should say whether an occurrence is the first non-deleted one of its series', async () => {
    const first = await seeded(and(eq(appointments.isConnect, true), isNotNull(appointments.seriesId)));
    const series = await t.app.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.seriesId, first.seriesId!))
      .orderBy(asc(appointments.startsAt));
    expect(series.length).toBe(5);
    expect((await byId(rivera, series[0]!.id)).appointment.is_first_occurrence).toBe(true);
    expect((await byId(rivera, series[1]!.id)).appointment.is_first_occurrence).toBe(false);
    expect((await byId(rivera, series[4]!.id)).appointment.is_first_occurrence).toBe(false);
    await t.app.db.update(appointments).set({ isDeleted: true }).where(eq(appointments.id, series[0]!.id));
    try {
      expect((await byId(rivera, series[1]!.id)).appointment.is_first_occurrence).toBe(true);
      expect((await byId(rivera, series[2]!.id)).appointment.is_first_occurrence).toBe(false);
    } finally {
      await t.app.db.update(appointments).set({ isDeleted: false }).where(eq(appointments.id, series[0]!.id));
    }
  });

  describe('forProviderId', () => {
    it("given none, should answer the user's default provider (staff who are not providers: their first permitted one, dr.chen; delegate: the subscriber)", async () => {
      const row = await seeded(eq(appointments.notes, 'Intake follow-up'));
      expect((await byId(sam, row.id)).appointment).toMatchObject({ provider_id: ids.rivera, forProviderId: ids.chen });
      expect((await byId(await login(t.app, 'dana.delegate'), row.id)).appointment.forProviderId).toBe(ids.rivera);
    });

    it('given one the user may act for, should echo it', async () => {
      const row = await seeded(eq(appointments.notes, 'Intake follow-up'));
      expect((await byId(sam, row.id, ids.rivera)).appointment.forProviderId).toBe(ids.rivera);
      expect((await byId(sam, row.id, ids.chen)).appointment.forProviderId).toBe(ids.chen);
    });

    it('given dr.patel (listed, not permitted), should answer 403', async () => {
      const row = await seeded(eq(appointments.notes, 'Intake follow-up'));
      expectMessage(await get(sam, row.id, ids.patel), 403, messages.providerNotPermitted);
    });
  });

  describe('who may read', () => {
    it("given staff who may not act for the appointment's provider, should answer 404", async () => {
      expectMessage(await get(sam, f.ids.ownClientMorning), 404, messages.notFound);
      expectMessage(await get(rivera, f.ids.ownClientMorning), 404, messages.notFound);
      expectMessage(await get(await login(t.app, 'dana.delegate'), f.ids.ownClientMorning), 404, messages.notFound);
    });

    it("given sam.staff, should read dr.chen's appointments", async () => {
      const [chenRow] = await t.app.db.select().from(appointments).where(eq(appointments.providerId, ids.chen)).limit(1);
      expect((await byId(sam, chenRow!.id)).appointment.provider_id).toBe(ids.chen);
    });

    it('given a portal client (22), should answer only their own appointments and groups, for their provider', async () => {
      const portal = await login(t.app, 'test.client');
      expect((await byId(portal, f.ids.ownClientMorning)).appointment.forProviderId).toBe(f.providerId);
      expect((await byId(portal, f.ids.groupWithPortal)).appointment.id).toBe(f.ids.groupWithPortal);
      for (const name of ['otherClientEarly', 'groupWithoutPortal', 'ownPersonNoon'] as const) {
        expectMessage(await get(portal, f.ids[name]), 404, messages.notFound);
      }
      expectMessage(await get(portal, f.ids.ownClientMorning, ids.rivera), 403, messages.providerNotPermitted);
    });

    it('given a portal other person (25), should answer only their own appointments and groups', async () => {
      const portal = await login(t.app, 'test.other');
      expect((await byId(portal, f.ids.ownPersonNoon)).appointment.id).toBe(f.ids.ownPersonNoon);
      expect((await byId(portal, f.ids.groupWithPortal)).appointment.id).toBe(f.ids.groupWithPortal);
      for (const name of ['ownClientMorning', 'groupWithoutPortal', 'eventMidnight'] as const) {
        expectMessage(await get(portal, f.ids[name]), 404, messages.notFound);
      }
    });

    it('given a deleted or unknown appointment, should answer 404', async () => {
      expectMessage(await get(drTest, f.ids.deleted), 404, messages.notFound);
      expectMessage(await get(drTest, f.ids.deletedOnly), 404, messages.notFound);
      expectMessage(await get(drTest, 999_999_999), 404, messages.notFound);
    });

    it('given a non-numeric id or forProviderId, should answer 400', async () => {
      expectMessage(await get(drTest, 'abc'), 400, messages.invalidRequest);
      expectMessage(await get(drTest, '1.5'), 400, messages.invalidRequest);
      const res = await t.app.inject({ method: 'GET', url: `/api/appointment/get/id/${f.ids.ownClientMorning}?forProviderId=x`, headers: drTest.headers });
      expectMessage(res, 400, messages.invalidRequest);
    });

    it('given no session, should answer 401', async () => {
      expectMessage(await t.app.inject({ method: 'GET', url: url(f.ids.ownClientMorning) }), 401, messages.sessionInvalid);
    });
  });
});
