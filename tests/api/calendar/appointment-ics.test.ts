import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ICS_MEDIA_TYPE } from '../../../domain/contract/calendar-file';
import { messages } from '../../../domain/messages';
import { clients, officeLocations, users } from '../../../server/db/schema/index';
import { build, login, type Login } from '../helper';
import { auditEventsAfter, auditMark } from '../routes/audit/audit-events';
import { add, edit, idOf, type Ids, oneOff, rowById, saved, seedIds } from '../routes/appointment/write-helpers';
import { readIcs } from './ics-file';

/**
 * GET /api/appointment/ics/{id} (issue 26 item 6): one occurrence as an
 * .ics, read back with ical.js. The time with its zone across a DST change,
 * a neutral title, the office's address or the join link, nothing else: no
 * notes, no client's or provider's name. Portal users their own only; staff
 * the providers they act for; everyone else not found.
 */
const t = build({ publicUrl: 'https://meadow.example' });
let ids: Ids;
let rivera: Login;
let sam: Login;
let alex: Login;
let jo: Login;
let chen: Login;
let alexClientId: number;
let names: string[];

const SECRET = 'Rule out GAD; discuss SSRI titration';
const NY = 'America/New_York';

beforeAll(async () => {
  ids = await seedIds(t.app);
  [rivera, sam, alex, jo, chen] = (await Promise.all(['dr.rivera', 'sam.staff', 'alex.client', 'jo.other', 'dr.chen'].map((u) => login(t.app, u)))) as [
    Login,
    Login,
    Login,
    Login,
    Login,
  ];
  const [own] = await t.app.db.select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName }).from(clients).where(eq(clients.userId, alex.userId));
  alexClientId = own!.id;
  const [provider] = await t.app.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, ids.rivera));
  names = [own!.firstName, own!.lastName, provider!.firstName, provider!.lastName].filter((n) => n.length > 1);
});

const ics = (who: Login | null, id: number) => t.app.inject({ method: 'GET', url: `/api/appointment/ics/${id}`, headers: who?.headers ?? {} });

async function icsOf(who: Login, id: number) {
  const res = await ics(who, id);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain(ICS_MEDIA_TYPE);
  expect(res.headers['content-disposition']).toBe('attachment; filename="appointment.ics"');
  expect(res.headers['cache-control']).toBe('no-store');
  return { body: res.body, file: readIcs(res.body) };
}

/** A Connect video session for Alex, booked in New York time. */
const videoForAlex = (date: [number, number, number], start: [number, number], end: [number, number]) => ({
  ...oneOff({ providerId: ids.rivera, contactId: alexClientId, date, start, end }),
  is_office: false,
  is_video: true,
  officeLocation: null,
  meadow_video: true,
  connect_video: true,
  timezone: NY,
  allow_overlap: true,
  notes: SECRET,
  client_note: 'Bring your forms',
});

describe('GET /api/appointment/ics/{id}', () => {
  it('given a video session across the spring-forward change, should give the client its instants in New York time, the join link and no notes or names', async () => {
    // 2034-03-12 is New York's spring-forward day (02:00 EST becomes 03:00 EDT).
    const id = idOf(saved(await add(t.app, rivera, videoForAlex([2034, 3, 12], [1, 30], [3, 30]))));
    const row = await rowById(t.app, id);
    const { body, file } = await icsOf(alex, id);
    expect(file.method).toBe('PUBLISH');
    expect(file.tzid).toBe(NY);
    expect(file.startsAt.toISOString()).toBe(row.startsAt.toISOString());
    expect(file.endsAt.toISOString()).toBe(row.endsAt.toISOString());
    // The wall clock as booked, on both sides of the change (EST, then EDT).
    expect(String(file.vevent.getFirstPropertyValue('dtstart'))).toBe('2034-03-12T01:30:00');
    expect(file.startsAt.toISOString()).toBe('2034-03-12T06:30:00.000Z');
    expect(file.summary).toBe('Video session');
    expect(file.uid).toBe(`appointment-${id}@meadow.example`);
    expect(row.clientConnectcode).toBeTruthy();
    expect(file.url).toBe(`https://meadow.example/connect/${row.clientConnectcode}`);
    expect(file.location).toBe(file.url);
    expect(body).not.toContain(row.connectcode!);
    for (const word of [SECRET, 'GAD', 'Bring your forms', ...names]) expect(body).not.toContain(word);
  });

  it('given the same session read by staff, should answer the file without the client\'s join link', async () => {
    const id = idOf(saved(await add(t.app, rivera, videoForAlex([2034, 3, 19], [10, 0], [10, 50]))));
    for (const who of [rivera, sam]) {
      const { file, body } = await icsOf(who, id);
      expect(file.summary).toBe('Video session');
      expect(file.url).toBeNull();
      expect(body).not.toContain('/connect/');
    }
  });

  it('given an office appointment, should name the office\'s address as LOCATION and rise in SEQUENCE when edited, with the same UID', async () => {
    const [office] = await t.app.db.select().from(officeLocations).where(eq(officeLocations.providerId, ids.rivera));
    const payload = { ...oneOff({ providerId: ids.rivera, contactId: alexClientId, date: [2034, 11, 5], start: [1, 30], end: [2, 15] }), timezone: NY, officeLocation: { custom: false, value: office!.id } };
    const id = idOf(saved(await add(t.app, rivera, payload)));
    const before = (await icsOf(alex, id)).file;
    expect(before.summary).toBe('Appointment');
    expect(before.location).toContain(office!.line1);
    expect(before.url).toBeNull();
    // 2034-11-05 is New York's fall-back day: 01:30 happens twice, the first (EDT) is the session's.
    expect(before.startsAt.toISOString()).toBe('2034-11-05T05:30:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    saved(await edit(t.app, rivera, { ...payload, time: { start_time: { hr: 9, min: 0, sec: 0 }, end_time: { hr: 9, min: 50, sec: 0 } } }, id, 'single'));
    const after = (await icsOf(alex, id)).file;
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.startsAt.toISOString()).toBe('2034-11-05T14:00:00.000Z');
  });

  it('given a download and a refused one, should record both in the audit trail as reads of the appointment, in the practice\'s trail', async () => {
    const id = idOf(saved(await add(t.app, rivera, videoForAlex([2034, 4, 2], [10, 0], [10, 50]))));
    const mark = await auditMark(t.app);
    await icsOf(alex, id);
    expect((await ics(jo, id)).statusCode).toBe(404);
    const events = (await auditEventsAfter(t.app, mark)).map((e) => [e.userId, e.providerId, e.action, e.recordType, e.recordId, e.route, e.statusCode]);
    expect(events).toEqual([
      [alex.userId, ids.rivera, 'read', 'appointment', String(id), '/api/appointment/ics/:id', 200],
      // jo (25) may not see it: her own practice's trail, which is dr.rivera's.
      [jo.userId, ids.rivera, 'read', 'appointment', String(id), '/api/appointment/ics/:id', 404],
    ]);
  });

  it('given someone who may not see the appointment, should answer not found and no file', async () => {
    const id = idOf(saved(await add(t.app, rivera, videoForAlex([2034, 3, 26], [10, 0], [10, 50]))));
    for (const who of [jo, chen]) {
      const res = await ics(who, id);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ message: messages.notFound });
    }
    expect((await ics(alex, 2_000_000_000)).statusCode).toBe(404);
    expect((await ics(null, id)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/appointment/ics/abc', headers: alex.headers })).statusCode).toBe(400);
  });
});
