import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlapResponse } from '../../../domain/contract/appointment';
import { busyCalendarsResponse, busyResponse } from '../../../domain/contract/busy-calendars';
import { messages } from '../../../domain/messages';
import { busyCalendars } from '../../../server/db/schema/index';
import { BUSY_SWEEP_JOB, busyCalendarHandlers } from '../../../server/jobs/busy-calendars';
import { enqueue } from '../../../server/jobs/queue';
import { createJobWorker } from '../../../server/jobs/worker';
import { BUSY_FETCH_JOB } from '../../../server/repositories/busy-calendars-repository';
import { build, expectMessage, login, type Login } from '../helper';
import { silentLog } from '../reminders/reminder-kit';
import { add, type Ids, oneOff, seedIds } from '../routes/appointment/write-helpers';
import { type FeedServer, ics, startFeedServer } from './feed-server';

/**
 * Busy time in (issue 28 item 2): a provider adds the secret address of a
 * personal calendar, the job reads it through the guarded fetcher from a
 * real local server (the test allowance BUSY_FEED_ALLOW_HOSTS=127.0.0.1),
 * keeps bare intervals for 90 days, and the overlap check counts them.
 * The job's clock is fixed in October 2032 (US DST ends 7 November 2032).
 */
const t = build({ busyFeedAllowHosts: ['127.0.0.1'] });
const NOW = new Date('2032-10-20T12:00:00Z');
let feeds: FeedServer;
let ids: Ids;
let rivera: Login;
let sam: Login;

beforeAll(async () => {
  feeds = await startFeedServer();
  ids = await seedIds(t.app);
  rivera = await login(t.app, 'dr.rivera');
  sam = await login(t.app, 'sam.staff');
});
afterAll(async () => feeds?.close());

const worker = () =>
  createJobWorker({
    db: t.app.database.db,
    handlers: busyCalendarHandlers({ busyFetch: { allowHttp: false, allowHosts: ['127.0.0.1'] } }),
    log: silentLog,
    batch: 10,
    kinds: [BUSY_FETCH_JOB, BUSY_SWEEP_JOB],
    now: () => NOW,
  });

async function addCalendar(path: string, label = ''): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/busy_calendars', headers: rivera.headers, payload: { url: `${feeds.origin}${path}`, label } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { calendar: { id: number } }).calendar.id;
}

async function calendarOf(id: number) {
  const res = await t.app.inject({ method: 'GET', url: '/api/busy_calendars', headers: rivera.headers });
  expect(res.statusCode, res.body).toBe(200);
  return busyCalendarsResponse.parse(res.json()).calendars.find((c) => c.id === id)!;
}

async function busyOf(auth: Login, from: string, to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/busy/get/${ids.rivera}?from=${from}&to=${to}`, headers: auth.headers });
  expect(res.statusCode, res.body).toBe(200);
  return busyResponse.parse(res.json()).busy;
}

async function intervalsOf(calendarId: number): Promise<[string, string][]> {
  const r = await t.app.db.execute(
    sql`select starts_at, ends_at from busy_intervals where calendar_id = ${calendarId}::int order by starts_at`,
  );
  return (r as unknown as { rows: { starts_at: unknown; ends_at: unknown }[] }).rows.map((x) => [
    new Date(String(x.starts_at instanceof Date ? x.starts_at.toISOString() : x.starts_at)).toISOString(),
    new Date(String(x.ends_at instanceof Date ? x.ends_at.toISOString() : x.ends_at)).toISOString(),
  ]);
}

const NY = ['TZID=America/New_York'];
/** The personal calendar of the main test: a weekly series across the DST change with an EXDATE and a moved occurrence, and events that are not busy. */
const personal = ics([
  [
    'UID:dentist@example.com',
    `DTSTART;${NY[0]}:20321101T100000`,
    `DTEND;${NY[0]}:20321101T110000`,
    'RRULE:FREQ=WEEKLY;COUNT=4',
    `EXDATE;${NY[0]}:20321115T100000`,
    'SUMMARY:Dentist – Dr. Secretname',
    'DESCRIPTION:root canal',
    'LOCATION:12 Private Street',
    'ATTENDEE:mailto:someone@example.com',
  ],
  ['UID:dentist@example.com', `RECURRENCE-ID;${NY[0]}:20321122T100000`, `DTSTART;${NY[0]}:20321122T140000`, `DTEND;${NY[0]}:20321122T150000`, 'SUMMARY:Dentist moved'],
  ['UID:cancelled@example.com', 'DTSTART:20321103T150000Z', 'DTEND:20321103T160000Z', 'STATUS:CANCELLED', 'SUMMARY:Cancelled lunch'],
  ['UID:free@example.com', 'DTSTART:20321104T150000Z', 'DTEND:20321104T160000Z', 'TRANSP:TRANSPARENT', 'SUMMARY:Free reminder'],
  ['UID:allday@example.com', 'DTSTART;VALUE=DATE:20321105', 'DTEND;VALUE=DATE:20321106', 'SUMMARY:Vacation day'],
  ['UID:past@example.com', 'DTSTART:20320101T150000Z', 'DTEND:20320101T160000Z', 'SUMMARY:Long ago'],
  ['UID:far@example.com', 'DTSTART:20330601T150000Z', 'DTEND:20330601T160000Z', 'SUMMARY:Beyond 90 days'],
]);

describe('busy calendars (issue 28 item 2)', () => {
  let mainId: number;

  it('given a feed with a series across the DST change, EXDATE, an override, cancelled, transparent and all-day events, when the job reads it, should keep exactly the busy intervals for the next 90 days', async () => {
    feeds.set('/personal/secret-token-123/basic.ics', { kind: 'feed', body: personal });
    mainId = await addCalendar('/personal/secret-token-123/basic.ics', 'Personal');
    // Adding enqueued the first fetch.
    expect(await worker().drain()).toMatchObject({ done: 1, failed: 0 });
    expect(await intervalsOf(mainId)).toEqual([
      // 1 November: EDT (UTC-4); after 7 November: EST (UTC-5), still 10:00 local.
      ['2032-11-01T14:00:00.000Z', '2032-11-01T15:00:00.000Z'],
      // All-day 5 November: the whole day in the provider's zone (New York, EDT).
      ['2032-11-05T04:00:00.000Z', '2032-11-06T04:00:00.000Z'],
      ['2032-11-08T15:00:00.000Z', '2032-11-08T16:00:00.000Z'],
      // 15 November is an EXDATE; 22 November moved to 14:00.
      ['2032-11-22T19:00:00.000Z', '2032-11-22T20:00:00.000Z'],
    ]);
    const c = await calendarOf(mainId);
    expect(c).toMatchObject({ state: 'ok', label: 'Personal', event_count: 7, last_success_at: NOW.toISOString() });
    expect(c.address).toBe(`${new URL(feeds.origin).host}/…`);
  });

  it('given the stored rows, should hold no title, description, location or attendee of the feed, and busy_intervals no column for them', async () => {
    const columns = await t.app.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'busy_intervals' order by column_name`,
    );
    expect((columns as unknown as { rows: { column_name: string }[] }).rows.map((r) => r.column_name)).toEqual([
      'calendar_id',
      'ends_at',
      'id',
      'provider_id',
      'starts_at',
    ]);
    const dump = JSON.stringify(
      (await t.app.db.execute(sql`select to_jsonb(c) as c from busy_calendars c union all select to_jsonb(i) from busy_intervals i`)) as unknown,
    );
    for (const secret of ['Dentist', 'Secretname', 'root canal', 'Private Street', 'someone@example.com', 'Vacation']) expect(dump).not.toContain(secret);
  });

  it('given the list and busy calls, should never answer the secret address, and busy/get should answer bare times to staff acting for the provider', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/busy_calendars', headers: rivera.headers });
    expect(list.body).not.toContain('secret-token-123');
    const busy = await busyOf(sam, '2032-11-01T00:00:00Z', '2032-11-09T00:00:00Z');
    expect(busy).toEqual([
      { start: '2032-11-01T14:00:00.000Z', end: '2032-11-01T15:00:00.000Z' },
      { start: '2032-11-05T04:00:00.000Z', end: '2032-11-06T04:00:00.000Z' },
      { start: '2032-11-08T15:00:00.000Z', end: '2032-11-08T16:00:00.000Z' },
    ]);
    // The calendars themselves are each user's own: staff acting for the provider list their own (none), never the provider's.
    const own = await t.app.inject({ method: 'GET', url: '/api/busy_calendars', headers: sam.headers });
    expect(busyCalendarsResponse.parse(own.json()).calendars).toEqual([]);
    expectMessage(await t.app.inject({ method: 'DELETE', url: `/api/busy_calendars/${mainId}`, headers: sam.headers }), 404, messages.busyCalendarGone);
    // A delegate keeps no calendar of their own.
    const dana = await login(t.app, 'dana.delegate');
    expectMessage(await t.app.inject({ method: 'GET', url: '/api/busy_calendars', headers: dana.headers }), 403, messages.busyCalendarOwnOnly);
  });

  it('given a booking over a busy block, should ask the overlap question and name the block as Busy with its time, no title; Yes books', async () => {
    const payload = oneOff({ providerId: ids.rivera, contactId: ids.client['Priya']!, date: [2032, 11, 8], start: [10, 30], end: [11, 30] });
    const res = await add(t.app, sam, payload);
    expect(res.statusCode, res.body).toBe(409);
    const answer = overlapResponse.strict().parse(res.json());
    expect(answer.message).toBe(messages.overlapQuestion);
    expect(answer.overlapping).toEqual([expect.objectContaining({ busy: true, title: 'Busy', date: '2032-11-08', start: '10:00', end: '11:00' })]);
    expect(res.body).not.toContain('Dentist');
    const yes = await add(t.app, sam, { ...payload, allow_overlap: true });
    expect(yes.statusCode, yes.body).toBe(200);
  });

  it('given the feed answering 404 later, should record the error and keep the last good intervals', async () => {
    const before = await intervalsOf(mainId);
    feeds.set('/personal/secret-token-123/basic.ics', { kind: 'status', status: 404 });
    const refresh = await t.app.inject({ method: 'POST', url: `/api/busy_calendars/${mainId}/refresh`, headers: rivera.headers });
    expect(refresh.statusCode, refresh.body).toBe(200);
    expect(await worker().drain()).toMatchObject({ done: 1, failed: 0 });
    expect(await calendarOf(mainId)).toMatchObject({ state: 'http_error', last_success_at: NOW.toISOString(), last_attempt_at: NOW.toISOString() });
    expect(await intervalsOf(mainId)).toEqual(before);
  });

  it('given the sweep, should enqueue one fetch per calendar per 15-minute period', async () => {
    const db = t.app.database.db;
    await enqueue(db, BUSY_SWEEP_JOB, {});
    await enqueue(db, BUSY_SWEEP_JOB, {});
    const w = createJobWorker({ db, handlers: busyCalendarHandlers({ busyFetch: { allowHttp: false, allowHosts: [] } }), log: silentLog, batch: 10, kinds: [BUSY_SWEEP_JOB], now: () => NOW });
    await w.drain();
    const r = await db.execute(sql`select count(*)::int as n from jobs where kind = ${BUSY_FETCH_JOB} and done_at is null`);
    const calendars = await db.select({ id: busyCalendars.id }).from(busyCalendars);
    expect((r as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(calendars.length);
    await worker().drain();
  });

  describe('hostile feeds', () => {
    const cases: { name: string; path: string; answer: Parameters<FeedServer['set']>[1]; state: string }[] = [
      { name: 'a body over 2 MiB', path: '/huge.ics', answer: { kind: 'huge', bytes: 3 * 1024 * 1024 }, state: 'too_large' },
      { name: 'a redirect to a private address', path: '/to-private.ics', answer: { kind: 'redirect', location: 'https://169.254.169.254/latest/meta-data' }, state: 'blocked_address' },
      { name: 'a redirect to localhost by name', path: '/to-localhost.ics', answer: { kind: 'redirect', location: 'https://localhost:9/x.ics' }, state: 'blocked_address' },
      { name: 'a redirect to plain http elsewhere', path: '/to-http.ics', answer: { kind: 'redirect', location: 'http://example.com/x.ics' }, state: 'bad_url' },
      { name: 'an HTML page', path: '/login.html', answer: { kind: 'feed', body: '<html>sign in</html>', contentType: 'text/html' }, state: 'not_calendar' },
      { name: 'text that is no calendar', path: '/junk.ics', answer: { kind: 'feed', body: 'hello' }, state: 'not_calendar' },
      {
        name: 'more than 5,000 events',
        path: '/many.ics',
        answer: { kind: 'feed', body: ics(Array.from({ length: 5001 }, (_, i) => [`UID:e${i}`, 'DTSTART:20321101T150000Z', 'DTEND:20321101T160000Z'])) },
        state: 'too_many_events',
      },
    ];
    for (const c of cases) {
      it(`given ${c.name}, should record ${c.state} and store no intervals`, async () => {
        feeds.set(c.path, c.answer);
        const id = await addCalendar(c.path);
        await worker().drain();
        expect((await calendarOf(id)).state).toBe(c.state);
        expect(await intervalsOf(id)).toEqual([]);
        await t.app.inject({ method: 'DELETE', url: `/api/busy_calendars/${id}`, headers: rivera.headers });
      });
    }

    it('given a server slower than 5 s, should record timeout', async () => {
      feeds.set('/slow.ics', { kind: 'slow', ms: 8_000, body: personal });
      const id = await addCalendar('/slow.ics');
      await worker().drain();
      expect((await calendarOf(id)).state).toBe('timeout');
      await t.app.inject({ method: 'DELETE', url: `/api/busy_calendars/${id}`, headers: rivera.headers });
    }, 30_000);
  });

  describe('the calls', () => {
    it('given addresses that are not https calendars, should refuse them with the message; webcal:// should be stored as https://', async () => {
      for (const url of ['ftp://example.com/a.ics', 'javascript:alert(1)', 'http://example.com/a.ics', 'not a url', 'https://user:pw@example.com/a.ics']) {
        expectMessage(
          await t.app.inject({ method: 'POST', url: '/api/busy_calendars', headers: rivera.headers, payload: { url } }),
          400,
          messages.busyCalendarUrlInvalid,
        );
      }
      const res = await t.app.inject({ method: 'POST', url: '/api/busy_calendars', headers: rivera.headers, payload: { url: 'webcal://calendar.example.com/private/abc/basic.ics' } });
      expect(res.statusCode, res.body).toBe(200);
      const { calendar } = res.json() as { calendar: { id: number; address: string } };
      expect(calendar.address).toBe('calendar.example.com/…');
      const [row] = await t.app.db.select({ url: busyCalendars.url }).from(busyCalendars).where(eq(busyCalendars.id, calendar.id));
      expect(row!.url).toBe('https://calendar.example.com/private/abc/basic.ics');
      await t.app.inject({ method: 'DELETE', url: `/api/busy_calendars/${calendar.id}`, headers: rivera.headers });
      // Drop the fetch it enqueued: example.com is not this test's.
      await t.app.db.execute(sql`delete from jobs where kind = ${BUSY_FETCH_JOB} and done_at is null`);
    });

    it('given another provider, should not remove or refresh the calendar (404), and a portal user gets no busy time', async () => {
      const chen = await login(t.app, 'dr.chen');
      expectMessage(await t.app.inject({ method: 'DELETE', url: `/api/busy_calendars/${mainId}`, headers: chen.headers }), 404, messages.busyCalendarGone);
      expectMessage(await t.app.inject({ method: 'POST', url: `/api/busy_calendars/${mainId}/refresh`, headers: chen.headers }), 404, messages.busyCalendarGone);
      expectMessage(
        await t.app.inject({ method: 'GET', url: `/api/busy/get/${ids.rivera}?from=2032-11-01T00:00:00Z&to=2032-11-02T00:00:00Z`, headers: chen.headers }),
        403,
        messages.providerNotPermitted,
      );
    });

    it('given removal, should take the calendar and its intervals away', async () => {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/busy_calendars/${mainId}`, headers: rivera.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(await intervalsOf(mainId)).toEqual([]);
      expect(await busyOf(rivera, '2032-11-01T00:00:00Z', '2032-11-30T00:00:00Z')).toEqual([]);
    });
  });
});
