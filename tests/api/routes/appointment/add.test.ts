import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefreshRequestPayload } from '../../../../domain/contract/realtime';
import { messages } from '../../../../domain/messages';
import { appointments, events, groups, officeLocations, persons, users } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { add, daily, idOf, type Ids, liveSeriesRows, oneOff, rowById, saved, seedIds, seriesById, weekly } from './write-helpers';

const t = build();
let ids: Ids;
let rivera: Login;

beforeAll(async () => {
  ids = await seedIds(t.app);
  rivera = await login(t.app, 'dr.rivera');
});

const base = (date: [number, number, number]) => ({ providerId: ids.rivera, contactId: ids.client['Priya']!, date });

async function rowCount(providerId: number): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(appointments).where(eq(appointments.providerId, providerId));
  return row!.n;
}

describe('POST /api/appointment/add', () => {
  it('given a one-off appointment, should save one row and answer it with the day to refresh', async () => {
    const body = saved(await add(t.app, rivera, { ...oneOff(base([2031, 5, 5])), notes: '  Intake  ' }));
    expect(body.res).toEqual({ id: expect.any(Number), app_date: '2031-05-05' });
    expect(body).toMatchObject({ delete_required: [], refresh_required: ['2031-05-05'], refresh_total: ['2031-05-05'] });
    expect(body.warning).toBeUndefined();
    const [listed] = await daily(t.app, rivera, [2031, 5, 5], [2031, 5, 5], ids.rivera);
    expect(listed).toMatchObject({
      id: idOf(body),
      app_start_hh: 10,
      app_start_mm: 0,
      app_end_hh: 10,
      app_end_mm: 50,
      type: 1,
      client_id: ids.client['Priya'],
      client_type: 'person',
      repeats: 0,
      notes: 'Intake',
      timezone: 'America/New_York',
    });
    const row = await rowById(t.app, listed!.id);
    expect(row).toMatchObject({ customLocation: 'Room 1', officeLocationId: null, createdBy: ids.rivera, seriesId: null });
  });

  it('given an office of the provider, should store its id; another provider office is refused', async () => {
    const [own] = await t.app.db.select().from(officeLocations).where(eq(officeLocations.providerId, ids.rivera));
    const [chens] = await t.app.db.select().from(officeLocations).where(eq(officeLocations.providerId, ids.chen));
    const body = saved(await add(t.app, rivera, { ...oneOff(base([2031, 5, 6])), officeLocation: { custom: false, value: own!.id } }));
    expect((await rowById(t.app, idOf(body))).officeLocationId).toBe(own!.id);
    expectMessage(
      await add(t.app, rivera, { ...oneOff(base([2031, 5, 6])), officeLocation: { custom: false, value: chens!.id } }),
      400,
      messages.incorrectOfficeLocation,
    );
  });

  it('given a weekly series, should write the series row and one row per occurrence, each in the daily call', async () => {
    const body = saved(await add(t.app, rivera, weekly({ ...base([2031, 6, 2]), until: [2031, 6, 30] })));
    const days = ['2031-06-02', '2031-06-09', '2031-06-16', '2031-06-23', '2031-06-30'];
    expect(body.res).toMatchObject({ app_date: '2031-06-02' });
    expect(body.refresh_required).toEqual(days);
    const listed = await daily(t.app, rivera, [2031, 6, 1], [2031, 7, 1], ids.rivera);
    expect(listed.map((a) => a.app_date)).toEqual(days);
    expect(listed.every((a) => a.repeats === 1 && a.repeat === 4 && a.repeat_on === '1' && a.app_start_hh === 10)).toBe(true);
    expect(listed[0]).toMatchObject({ starts_from: '2031-06-02', end_on: '2031-06-30', repeat_freq: 1 });
    const series = await seriesById(t.app, listed[0]!.appointmentrepeat_id!);
    expect(series).toMatchObject({ repeat: 4, repeatBy: 0, repeatFreq: 1, repeatOn: '1', startsFrom: '2031-06-02', endOn: '2031-06-30', timezone: 'America/New_York' });
    expect(series.startTime.slice(0, 5)).toBe('10:00');
  });

  it('given a series that never ends, should store end_on null and materialise the horizon', async () => {
    const body = saved(await add(t.app, rivera, weekly({ ...base([2032, 1, 5]), start: [8, 0], end: [8, 30], until: 'never' })));
    const row = await rowById(t.app, idOf(body));
    const series = await seriesById(t.app, row.seriesId!);
    expect(series.endOn).toBeNull();
    // Two years of Mondays.
    expect((await liveSeriesRows(t.app, series.id)).length).toBeGreaterThanOrEqual(104);
  });

  it('given a weekly 10:00 New York series across the 2027-03-14 DST change, should stay at 10:00 local before and after', async () => {
    const body = saved(
      await add(t.app, rivera, { ...weekly({ ...base([2027, 3, 1]), until: [2027, 3, 29] }), timezone: 'America/New_York' }),
    );
    const listed = await daily(t.app, rivera, [2027, 3, 1], [2027, 3, 31], ids.rivera);
    const mine = listed.filter((a) => a.appointmentrepeat_id === listed.find((x) => x.id === (idOf(body)))!.appointmentrepeat_id);
    expect(mine.map((a) => [a.app_date, a.app_start_hh, a.app_start_mm, a.app_end_hh, a.app_end_mm])).toEqual([
      ['2027-03-01', 10, 0, 10, 50],
      ['2027-03-08', 10, 0, 10, 50],
      ['2027-03-15', 10, 0, 10, 50],
      ['2027-03-22', 10, 0, 10, 50],
      ['2027-03-29', 10, 0, 10, 50],
    ]);
    // The instants move by the offset: 15:00 UTC in EST, 14:00 UTC in EDT.
    expect((await rowById(t.app, mine[1]!.id)).startsAt.toISOString()).toBe('2027-03-08T15:00:00.000Z');
    expect((await rowById(t.app, mine[2]!.id)).startsAt.toISOString()).toBe('2027-03-15T14:00:00.000Z');
  });

  it('given monthly on the 31st, should book only the months that have one', async () => {
    const p = oneOff(base([2031, 1, 31]));
    const body = saved(
      await add(t.app, rivera, {
        ...p,
        time: { start_time: { hr: 7, min: 0, sec: 0 }, end_time: { hr: 7, min: 30, sec: 0 } },
        repeat: { info: { ...p.repeat.info, innerOrOuter: 'inner', selectedIndex: 2 }, startDate: p.date, endDate: { year: 2031, month: 12, day_of_month: 31 } },
      }),
    );
    expect(body.refresh_required).toEqual(['2031-01-31', '2031-03-31', '2031-05-31', '2031-07-31', '2031-08-31', '2031-10-31', '2031-12-31']);
    const row = await rowById(t.app, idOf(body));
    expect(await seriesById(t.app, row.seriesId!)).toMatchObject({ repeat: 6, repeatBy: 0 });
  });

  describe('validation (spec 5), each with its message', () => {
    it.each([
      ['a day that does not exist (30 February)', { date: { year: 2031, month: 2, day_of_month: 30 } }, messages.incorrectDate],
      ['day 0', { date: { year: 2031, month: 2, day_of_month: 0 } }, messages.incorrectDate],
      ['a date that is not numeric', { date: { year: 2031, month: 'x', day_of_month: 1 } }, messages.incorrectDate],
      ['a start after the end', { time: { start_time: { hr: 11, min: 0, sec: 0 }, end_time: { hr: 10, min: 0, sec: 0 } } }, messages.incorrectTime],
      ['a negative minute', { time: { start_time: { hr: 11, min: -1, sec: 0 }, end_time: { hr: 12, min: 0, sec: 0 } } }, messages.incorrectTime],
      ['no contact', { appointmentType: null }, messages.incorrectAppointmentType],
      ['an office appointment without a location', { officeLocation: null }, messages.incorrectOfficeLocation],
      ['an empty custom location', { officeLocation: { custom: true, value: '   ' } }, messages.incorrectOfficeLocation],
    ])('given %s, should refuse with its message', async (_, change, message) => {
      const before = await rowCount(ids.rivera);
      expectMessage(await add(t.app, rivera, { ...oneOff(base([2031, 8, 4])), ...change }), 400, message);
      expect(await rowCount(ids.rivera)).toBe(before);
    });

    it('given an office id past the integer column, should refuse with the office message, not fail', async () => {
      expectMessage(
        await add(t.app, rivera, { ...oneOff(base([2031, 8, 4])), officeLocation: { custom: false, value: 2 ** 40 } }),
        400,
        messages.incorrectOfficeLocation,
      );
    });

    it('given a NUL character in the notes, should refuse the request and save nothing', async () => {
      const before = await rowCount(ids.rivera);
      const res = await add(t.app, rivera, { ...oneOff(base([2031, 8, 5])), notes: 'a\u0000b', officeLocation: { custom: true, value: 'Room\u00002' } });
      expectMessage(res, 400, messages.invalidRequest);
      expect(await rowCount(ids.rivera)).toBe(before);
    });

    it('given a repeat that ends before it starts, should refuse with the repeat dates message', async () => {
      expectMessage(await add(t.app, rivera, weekly({ ...base([2031, 8, 4]), until: [2031, 8, 1] })), 400, messages.incorrectRepeatDates);
    });

    it('given a video appointment in the past, should refuse with the video message', async () => {
      const p = { ...oneOff(base([2020, 1, 6])), is_office: false, is_video: true, meadow_video: true, officeLocation: null };
      expectMessage(await add(t.app, rivera, p), 400, messages.videoInPast);
    });

    it.each([
      ['another provider client', () => ({ id: ids.chenClient, type: 'person' })],
      ['a hidden client (status 2)', () => ({ id: ids.client['Olivia']!, type: 'person' })],
      ['an event that does not exist', () => ({ id: 999_999, type: 'event_appointment' })],
      ['another provider client sent as an other person', () => ({ id: 999_998, type: 'other_event' })],
      ['an id past the integer column', () => ({ id: 2 ** 40, type: 'person' })],
      ['a portal user as app_user', async () => {
        const [alex] = await t.app.db.select().from(users).where(eq(users.username, 'alex.client'));
        return { id: alex!.id, type: 'app_user' };
      }],
    ])('given %s as the contact, should refuse with the appointment type message', async (_, contact) => {
      expectMessage(
        await add(t.app, rivera, { ...oneOff(base([2031, 8, 4])), appointmentType: { ...(await contact()), name: '' } }),
        400,
        messages.incorrectAppointmentType,
      );
    });
  });

  describe('contact kinds', () => {
    it('should store each kind as client_id/client_type or otherevent_id/otherevent_type', async () => {
      const [person] = await t.app.db.select().from(persons).where(eq(persons.providerId, ids.rivera)).limit(1);
      const [event] = await t.app.db.select().from(events).where(eq(events.providerId, ids.rivera)).limit(1);
      const [group] = await t.app.db.select().from(groups).where(eq(groups.providerId, ids.rivera)).limit(1);
      const [dana] = await t.app.db.select().from(users).where(eq(users.username, 'dana.delegate'));
      const [sam] = await t.app.db.select().from(users).where(eq(users.username, 'sam.staff'));
      const cases = [
        [{ id: person!.id, type: 'other_event' }, { clientId: null, clientType: null, othereventId: person!.id, othereventType: 1 }],
        [{ id: event!.id, type: 'event_appointment' }, { clientId: null, othereventId: event!.id, othereventType: 0 }],
        [{ id: group!.id, type: 'group_appointment' }, { clientId: null, othereventId: group!.id, othereventType: 2 }],
        [{ id: dana!.id, type: 'app_user' }, { clientId: dana!.id, clientType: 'app_user', othereventId: null }],
        [{ id: sam!.id, type: 'subscriber' }, { clientId: sam!.id, clientType: 'subscriber', othereventId: null }],
      ] as const;
      for (const [i, [contact, stored]] of cases.entries()) {
        const body = saved(
          await add(t.app, rivera, { ...oneOff({ ...base([2031, 9, 1 + i]) }), appointmentType: { ...contact, name: '' }, allow_overlap: true }),
        );
        expect(await rowById(t.app, idOf(body))).toMatchObject(stored);
      }
    });

    it('given a phone, other and video appointment, should store the type codes and video flags only on video', async () => {
      const loc = { is_office: false, officeLocation: null, allow_overlap: true };
      const phone = saved(await add(t.app, rivera, { ...oneOff(base([2031, 9, 10])), ...loc, is_phone: true, connect_video: false }));
      const other = saved(await add(t.app, rivera, { ...oneOff(base([2031, 9, 10])), ...loc, is_other: true }));
      const video = saved(
        await add(t.app, rivera, { ...oneOff(base([2031, 9, 10])), ...loc, is_video: true, meadow_video: true, connect_video: true, video_invitepref: 'S' }),
      );
      expect(await rowById(t.app, idOf(phone))).toMatchObject({ type: 3, isVideo: false, isConnect: false, videoInvitepref: 'N' });
      expect(await rowById(t.app, idOf(other))).toMatchObject({ type: 4, isVideo: false });
      expect(await rowById(t.app, idOf(video))).toMatchObject({ type: 2, isVideo: true, isConnect: true, videoInvitepref: 'S' });
    });

    it('given an e-mail reminder for a client without e-mail, should save and warn', async () => {
      const p = {
        ...oneOff({ providerId: ids.rivera, contactId: ids.client['Sofia']!, date: [2031, 9, 11] as [number, number, number] }),
        is_office: false,
        officeLocation: null,
        is_video: true,
        meadow_video: true,
        video_invitepref: 'E' as const,
      };
      expect(saved(await add(t.app, rivera, p)).warning).toBe(messages.noPhoneOrEmail);
      // Sofia has a phone: an SMS reminder needs no warning.
      expect(saved(await add(t.app, rivera, { ...p, video_invitepref: 'S', allow_overlap: true })).warning).toBeUndefined();
    });

    it('given an office appointment with an e-mail reminder for a client without e-mail, should save and warn too (issue 26: every kind is reminded)', async () => {
      const p = { ...oneOff({ providerId: ids.rivera, contactId: ids.client['Sofia']!, date: [2031, 9, 13] as [number, number, number] }), video_invitepref: 'E' as const };
      expect(saved(await add(t.app, rivera, p)).warning).toBe(messages.noPhoneOrEmail);
      expect(saved(await add(t.app, rivera, { ...p, video_invitepref: 'B', allow_overlap: true })).warning).toBe(messages.noPhoneOrEmail);
      expect(saved(await add(t.app, rivera, { ...p, video_invitepref: 'S', allow_overlap: true })).warning).toBeUndefined();
    });

    it('given an SMS reminder for a group with a member who has no phone, should save and warn (each member is reminded)', async () => {
      // The seed's video group holds dana.delegate, a practice user with no phone on file.
      const [group] = await t.app.db.select({ id: groups.id }).from(groups).where(and(eq(groups.providerId, ids.rivera), eq(groups.isVideo, true)));
      const p = {
        ...oneOff({ providerId: ids.rivera, contactId: group!.id, date: [2031, 9, 12] as [number, number, number] }),
        appointmentType: { id: group!.id, type: 'group_appointment', name: '' },
        is_office: false,
        officeLocation: null,
        is_video: true,
        meadow_video: true,
        video_invitepref: 'S' as const,
      };
      expect(saved(await add(t.app, rivera, p)).warning).toBe(messages.noPhoneOrEmail);
    });
  });

  describe('overlap (spec 4, 5)', () => {
    it('given a taken slot, should answer 409 with the question and write nothing; allow_overlap then saves', async () => {
      saved(await add(t.app, rivera, oneOff({ ...base([2031, 10, 6]), start: [10, 0], end: [11, 0] })));
      const before = await rowCount(ids.rivera);
      const clash = oneOff({ ...base([2031, 10, 6]), start: [10, 30], end: [11, 30] });
      const res = await add(t.app, rivera, clash);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: messages.overlapQuestion, overlap: true });
      expect(await rowCount(ids.rivera)).toBe(before);
      saved(await add(t.app, rivera, { ...clash, allow_overlap: true }));
      expect(await rowCount(ids.rivera)).toBe(before + 1);
    });

    it('given touching times, an all-day appointment or a cancelled one, should not call it an overlap', async () => {
      saved(await add(t.app, rivera, oneOff({ ...base([2031, 10, 7]), start: [10, 0], end: [11, 0] })));
      saved(await add(t.app, rivera, oneOff({ ...base([2031, 10, 7]), start: [11, 0], end: [12, 0] })));
      saved(await add(t.app, rivera, { ...oneOff(base([2031, 10, 7])), is_all_day: true }));
      const cancelled = saved(await add(t.app, rivera, oneOff({ ...base([2031, 10, 8]), start: [9, 0], end: [10, 0] })));
      await t.app.db.update(appointments).set({ isCancelled: true }).where(eq(appointments.id, idOf(cancelled)));
      saved(await add(t.app, rivera, oneOff({ ...base([2031, 10, 8]), start: [9, 0], end: [10, 0] })));
    });

    it('given a series with one clashing occurrence, should refuse the whole series and write none of it', async () => {
      saved(await add(t.app, rivera, oneOff({ ...base([2031, 11, 17]), start: [15, 0], end: [16, 0] })));
      const before = await rowCount(ids.rivera);
      const res = await add(t.app, rivera, weekly({ ...base([2031, 11, 3]), start: [15, 30], end: [16, 30], until: [2031, 12, 29] }));
      expect(res.statusCode).toBe(409);
      expect(await rowCount(ids.rivera)).toBe(before);
    });

    it('should only compare with the same provider', async () => {
      const chen = await login(t.app, 'dr.chen');
      const chenBooking = {
        ...oneOff({ providerId: ids.chen, contactId: ids.chenClient, date: [2031, 10, 6], start: [10, 0], end: [11, 0] }),
      };
      saved(await add(t.app, chen, chenBooking));
    });
  });

  describe('permissions (spec 6)', () => {
    it('without a session, should answer 401', async () => {
      expectMessage(await add(t.app, undefined, oneOff(base([2031, 5, 5]))), 401, messages.sessionInvalid);
    });

    it.each(['alex.client', 'jo.other'])('given portal user %s, should refuse with 403', async (username) => {
      const portal = await login(t.app, username);
      expectMessage(await add(t.app, portal, oneOff(base([2031, 5, 7]))), 403, messages.portalCannotBook);
    });

    it('given a provider the user may not act for, should refuse with 403', async () => {
      const sam = await login(t.app, 'sam.staff');
      // dr.patel is in sam's list but marked not permitted.
      expectMessage(await add(t.app, sam, oneOff({ ...base([2031, 5, 7]), providerId: ids.patel })), 403, messages.providerNotPermitted);
      expectMessage(await add(t.app, rivera, oneOff({ ...base([2031, 5, 7]), providerId: ids.chen })), 403, messages.providerNotPermitted);
    });

    it('given staff and a delegate acting for the provider, should book', async () => {
      const sam = await login(t.app, 'sam.staff');
      const dana = await login(t.app, 'dana.delegate');
      const body = saved(await add(t.app, sam, oneOff({ ...base([2031, 5, 12]), start: [8, 0], end: [8, 30] })));
      expect((await rowById(t.app, idOf(body))).createdBy).toBe(sam.userId);
      saved(await add(t.app, dana, oneOff({ ...base([2031, 5, 12]), start: [9, 0], end: [9, 30] })));
    });

    it('given a video appointment for a provider without a video account, should refuse with 403', async () => {
      const patel = await login(t.app, 'dr.patel');
      const p = { ...oneOff({ ...base([2031, 5, 7]), providerId: ids.patel }), is_office: false, is_video: true, meadow_video: true, officeLocation: null };
      expectMessage(await add(t.app, patel, p), 403, messages.videoNotPermitted);
    });
  });
});

describe('refreshRequest after a write', () => {
  let url = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });

  async function socketOf(username: string): Promise<{ socket: Socket; heard: RefreshRequestPayload[] }> {
    const who = await login(t.app, username);
    const socket = connect(url, { path: '/socket.io', auth: { userId: who.userId, token: who.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    const heard: RefreshRequestPayload[] = [];
    socket.on('refreshRequest', (p: RefreshRequestPayload) => heard.push(p));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return { socket, heard };
  }

  it('should reach the other users acting for the provider, and not another practice or portal users', async () => {
    const dana = await socketOf('dana.delegate');
    const sam = await socketOf('sam.staff');
    const chen = await socketOf('dr.chen');
    const alex = await socketOf('alex.client');
    const got = new Promise<RefreshRequestPayload>((resolve) => dana.socket.once('refreshRequest', resolve));
    const body = saved(await add(t.app, rivera, oneOff({ ...base([2031, 12, 1]), start: [7, 0], end: [7, 30] })));
    expect(await got).toEqual({
      appointment: body.res,
      is_edit: false,
      user_id: rivera.userId,
      provider_id: ids.rivera,
      delete_required: [],
      refresh_required: ['2031-12-01'],
      refresh_total: ['2031-12-01'],
    });
    // Give the other sockets the same time to hear (or not hear) it.
    await new Promise((r) => setTimeout(r, 300));
    expect(sam.heard).toHaveLength(1);
    expect(chen.heard).toHaveLength(0);
    expect(alex.heard).toHaveLength(0);
  });

  it('given a refused write, should announce nothing', async () => {
    const dana = await socketOf('dana.delegate');
    expectMessage(await add(t.app, rivera, { ...oneOff(base([2031, 12, 2])), officeLocation: null }), 400, messages.incorrectOfficeLocation);
    await new Promise((r) => setTimeout(r, 300));
    expect(dana.heard).toHaveLength(0);
    const [n] = await t.app.db
      .select({ n: count() })
      .from(appointments)
      .where(and(eq(appointments.providerId, ids.rivera), eq(appointments.appDate, '2031-12-02')));
    expect(n!.n).toBe(0);
  });
});
