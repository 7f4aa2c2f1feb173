import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appointmentByIdResponse } from '../../../../domain/contract/appointment';
import { attendanceResponse, contactAttendanceResponse } from '../../../../domain/contract/attendance';
import { dailyCalendarResponse } from '../../../../domain/contract/calendar';
import { messages } from '../../../../domain/messages';
import { auditEvents } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { auditEventsAfter, auditMark } from '../audit/audit-events';
import { dailyUrl } from './fixture';
import { add, deleted, idOf, oneOff, remove, rowById, saved, seedIds, type Ids, type Ymd } from './write-helpers';

/**
 * Issue 26, item 4: staff mark an occurrence of today or before Attended,
 * No-show, Late cancel, Cancelled by client or Cancelled by practice, with an
 * optional reason; it shows on the detail, the calendar card and the
 * contact's history. Portal users and other practices are refused; the
 * reason never reaches a log; Cancel and Un-cancel stay as they are.
 */
const lines: string[] = [];
const t = build({ logLevel: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });
let ids: Ids;
let rivera: Login;
let sam: Login;
let alex: Login;
let chen: Login;

const REASON = 'Client reported panic attack on the way';

beforeAll(async () => {
  ids = await seedIds(t.app);
  [rivera, sam, alex, chen] = (await Promise.all(['dr.rivera', 'sam.staff', 'alex.client', 'dr.chen'].map((u) => login(t.app, u)))) as [Login, Login, Login, Login];
});

const ofAlex = (date: Ymd) => ({ providerId: ids.rivera, contactId: ids.client['Alex']!, date });
// Overlaps allowed: today's day holds the seed's own appointments.
const bookAlex = async (date: Ymd) => idOf(saved(await add(t.app, rivera, { ...oneOff(ofAlex(date)), allow_overlap: true })));

/** Today as a [year, month, day] in a zone. */
function todayIn(zone: string): Ymd {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()).split('-');
  return [Number(y), Number(m), Number(d)];
}

const mark = (who: Login, id: number | string, payload: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'PUT', url: `/api/appointment/attendance/${id}`, headers: who.headers, payload });

function marked(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return attendanceResponse.parse(res.json());
}

async function detailOf(who: Login, id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/appointment/get/id/${id}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return appointmentByIdResponse.parse(res.json()).appointment;
}

async function historyOf(who: Login, clientId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/contacts/attendance/person/${clientId}/${ids.rivera}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return contactAttendanceResponse.parse(res.json());
}

describe('PUT appointment/attendance/{id}', () => {
  it('given a past occurrence, when staff mark, change and clear it, should store the mark, reason, who and when, and answer it on the detail and the calendar', async () => {
    const day: Ymd = [2021, 3, 9];
    const id = await bookAlex(day);
    const first = marked(await mark(rivera, id, { attendance: 'attended', reason: REASON }));
    expect(first).toMatchObject({ appointment: { id, app_date: '2021-03-09' }, attendance: 'attended', attendance_reason: REASON, refresh_required: ['2021-03-09'] });
    let row = await rowById(t.app, id);
    expect(row).toMatchObject({ attendance: 'attended', attendanceReason: REASON, attendanceBy: rivera.userId });
    expect(row.attendanceAt).toBeInstanceOf(Date);
    expect(await detailOf(rivera, id)).toMatchObject({ attendance: 'attended', attendance_reason: REASON });

    // Sam acts for dr.rivera: he may change it; the reason is optional.
    marked(await mark(sam, id, { attendance: 'no_show' }));
    row = await rowById(t.app, id);
    expect(row).toMatchObject({ attendance: 'no_show', attendanceReason: '', attendanceBy: sam.userId });
    const calendar = await t.app.inject({ method: 'GET', url: `${dailyUrl([9, 3, 2021], [9, 3, 2021], ids.rivera)}?fields=calendar`, headers: rivera.headers });
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(dailyCalendarResponse.parse(calendar.json()).appointments.find((a) => a.id === id)).toMatchObject({ attendance: 'no_show' });

    const cleared = marked(await mark(rivera, id, { attendance: null, reason: 'ignored when clearing' }));
    expect(cleared).toMatchObject({ attendance: null, attendance_reason: '' });
    expect(await rowById(t.app, id)).toMatchObject({ attendance: null, attendanceReason: '', attendanceBy: null, attendanceAt: null });
  });

  it("given today's occurrence in its own zone, should take a mark; given one of tomorrow or later, should refuse it with 400 and store nothing", async () => {
    const todayId = await bookAlex(todayIn('America/New_York'));
    const zone = (await rowById(t.app, todayId)).timezone;
    expect(zone).toBe('America/New_York');
    marked(await mark(rivera, todayId, { attendance: 'late_cancel' }));

    const future = await bookAlex([2035, 1, 9]);
    expectMessage(await mark(rivera, future, { attendance: 'attended' }), 400, messages.attendanceNotYet);
    expect(await rowById(t.app, future)).toMatchObject({ attendance: null, attendanceBy: null });
  });

  it('given a bad code, a reason over 200 characters or a reason with control characters, should refuse the first two with 400 and keep the third as one trimmed line', async () => {
    const id = await bookAlex([2021, 3, 10]);
    expectMessage(await mark(rivera, id, { attendance: 'came' }), 400, messages.incorrectAttendance);
    expectMessage(await mark(rivera, id, { attendance: 'attended', reason: 'x'.repeat(201) }), 400, messages.attendanceReasonTooLong);
    expect(await rowById(t.app, id)).toMatchObject({ attendance: null, attendanceReason: '' });
    const res = marked(await mark(rivera, id, { attendance: 'no_show', reason: '  Car\u0007 broke\r\n\tdown \u202e ' }));
    expect(res.attendance_reason).toBe('Car broke down');
    marked(await mark(rivera, id, { attendance: 'attended', reason: 'x'.repeat(200) }));
  });

  it('given a portal user, another practice, a deleted or an unknown occurrence, should refuse with 403 or 404 and store nothing', async () => {
    const id = await bookAlex([2021, 3, 11]);
    expectMessage(await mark(alex, id, { attendance: 'attended' }), 403, messages.portalCannotBook);
    expectMessage(await mark(chen, id, { attendance: 'attended' }), 404, messages.appointmentGone);
    expectMessage(await mark(rivera, 2_000_000_000, { attendance: 'attended' }), 404, messages.appointmentGone);
    expect(await rowById(t.app, id)).toMatchObject({ attendance: null });
    deleted(await remove(t.app, rivera, id, 'single', 'delete'));
    expectMessage(await mark(rivera, id, { attendance: 'attended' }), 404, messages.appointmentGone);
    expect(await rowById(t.app, id)).toMatchObject({ attendance: null });
  });

  it("given a marked occurrence of a portal client, should answer the client neither the mark nor its reason", async () => {
    const id = await bookAlex([2021, 3, 12]);
    marked(await mark(rivera, id, { attendance: 'no_show', reason: REASON }));
    const own = await detailOf(alex, id);
    expect(own).toMatchObject({ attendance: null, attendance_reason: '' });
    const calendar = await t.app.inject({ method: 'GET', url: `${dailyUrl([12, 3, 2021], [12, 3, 2021], ids.rivera)}?fields=calendar`, headers: alex.headers });
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.body).toContain(`"id":${id}`);
    expect(calendar.body).not.toContain('no_show');
  });

  it('given Cancelled by client, should leave is_cancelled as it was; Cancel and Un-cancel should keep the mark', async () => {
    const id = await bookAlex([2021, 3, 15]);
    marked(await mark(rivera, id, { attendance: 'cancelled_by_client' }));
    expect(await rowById(t.app, id)).toMatchObject({ isCancelled: false, attendance: 'cancelled_by_client' });
    deleted(await remove(t.app, rivera, id, 'single', 'cancel'));
    expect(await rowById(t.app, id)).toMatchObject({ isCancelled: true, attendance: 'cancelled_by_client' });
    deleted(await remove(t.app, rivera, id, 'single', 'un-cancel'));
    expect(await rowById(t.app, id)).toMatchObject({ isCancelled: false, attendance: 'cancelled_by_client' });
  });

  it('given a mark, should write an update event of the appointment to the audit trail, and send the team a refresh that carries no reason', async () => {
    const id = await bookAlex([2021, 3, 16]);
    const since = await auditMark(t.app);
    const toUsers = vi.spyOn(t.app.realtime, 'toUsers');
    try {
      marked(await mark(rivera, id, { attendance: 'attended', reason: REASON }));
      const calls = toUsers.mock.calls.filter(([, event]) => event === 'refreshRequest');
      expect(calls.some(([userIds]) => userIds.includes(sam.userId))).toBe(true);
      expect(calls.some(([userIds]) => userIds.includes(alex.userId))).toBe(false);
      expect(JSON.stringify(calls)).not.toContain('panic');
    } finally {
      toUsers.mockRestore();
    }
    const events = (await auditEventsAfter(t.app, since)).filter((e) => e.route === '/api/appointment/attendance/:id');
    expect(events.map((e) => ({ action: e.action, recordType: e.recordType, recordId: e.recordId, providerId: e.providerId, userId: e.userId, statusCode: e.statusCode }))).toEqual([
      { action: 'update', recordType: 'appointment', recordId: String(id), providerId: ids.rivera, userId: rivera.userId, statusCode: 200 },
    ]);
    const [stored] = await t.app.db.select().from(auditEvents).where(and(eq(auditEvents.route, '/api/appointment/attendance/:id'), eq(auditEvents.recordId, String(id))));
    expect(JSON.stringify(stored)).not.toContain('panic');
  });

  it('should never write a reason to the log', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('panic');
    expect(lines.join('\n')).not.toContain('broke');
  });
});

describe('GET contacts/attendance/{kind}/{id}/{providerId}', () => {
  it("given a client's marked occurrences, should answer counts per mark over all and the history, latest first; unmarked and deleted ones count nowhere", async () => {
    const clientId = ids.client['Noah']!;
    const book = async (date: Ymd) => idOf(saved(await add(t.app, rivera, oneOff({ providerId: ids.rivera, contactId: clientId, date }))));
    const a = await book([2022, 5, 2]);
    const b = await book([2022, 5, 9]);
    const c = await book([2022, 5, 16]);
    const gone = await book([2022, 5, 23]);
    await book([2022, 5, 30]);
    marked(await mark(rivera, a, { attendance: 'attended' }));
    marked(await mark(rivera, b, { attendance: 'no_show', reason: 'No answer by phone' }));
    marked(await mark(rivera, c, { attendance: 'attended' }));
    marked(await mark(rivera, gone, { attendance: 'late_cancel' }));
    deleted(await remove(t.app, rivera, gone, 'single', 'delete'));

    const history = await historyOf(sam, clientId);
    expect(history.counts).toEqual({ attended: 2, no_show: 1, late_cancel: 0, cancelled_by_client: 0, cancelled_by_practice: 0 });
    expect(history.history.map((h) => [h.id, h.attendance, h.attendance_reason])).toEqual([
      [c, 'attended', ''],
      [b, 'no_show', 'No answer by phone'],
      [a, 'attended', ''],
    ]);
  });

  it('given a portal user or another practice, should refuse with 403 or 404', async () => {
    const clientId = ids.client['Noah']!;
    const url = `/api/contacts/attendance/person/${clientId}`;
    expect((await t.app.inject({ method: 'GET', url: `${url}/${ids.rivera}`, headers: alex.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${url}/${ids.rivera}`, headers: chen.headers })).statusCode).toBe(403);
    expectMessage(await t.app.inject({ method: 'GET', url: `${url}/${ids.chen}`, headers: chen.headers }), 404, messages.contactGone);
  });
});
