import { createHash } from 'node:crypto';
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { localToInstant } from '../../../domain/appointments/local-time';
import { addDays, isoOf, parseIso, type IsoDay } from '../../../domain/appointments/recurrence';
import { zoneTransitions } from '../../../domain/calendar/zone-transitions';
import { feedSettingsResponse } from '../../../domain/contract/calendar-feed';
import { messages } from '../../../domain/messages';
import { appointments, calendarFeeds, clients } from '../../../server/db/schema/index';
import { FEED_FETCHES_PER_ADDRESS, FEED_FETCHES_PER_SECRET } from '../../../server/routes/feed/feed';
import { build, expectMessage, login, type Login } from '../helper';
import { auditEventsAfter, auditMark } from '../routes/audit/audit-events';
import { add, daily, edit, idOf, type Ids, liveSeriesRows, oneOff, remove, rowById, saved, seedIds, weekly, type Ymd } from '../routes/appointment/write-helpers';
import { feedText, fetchFeed, issueFeed } from './feed-kit';
import { expandFeed, feedEvents } from './feed-reader';

/**
 * The calendar subscription feed (issue 28 sections 1 and 3), through the
 * real routes: settings calls, the secret as the only key (reset and off
 * 404 at once), conditional fetches, rate limits, the audit trail, who sees
 * what, and what a feed may say. The occurrences are read back with ical.js
 * and must be exactly those the daily call answers, across a DST change.
 */
const t = build({ publicUrl: 'https://meadow.example' });
const NY = 'America/New_York';
const NOTE = 'Rule out GAD; discuss SSRI titration';
const DAY = 86_400_000;
let ids: Ids;
let rivera: Login;
let sam: Login;
let alex: Login;
let patel: Login;

const ymd = (d: IsoDay): Ymd => [d.year, d.month, d.day];
const dayOf = (instant: Date): IsoDay => parseIso(instant.toISOString().slice(0, 10));

/** The first Monday five weeks before New York's next spring-forward day that is at least two weeks away: the series crosses it. */
function seriesStart(): IsoDay {
  const now = Date.now();
  const change = zoneTransitions(NY, new Date(now + 14 * DAY), new Date(now + 400 * DAY)).find((c) => c.offsetTo > c.offsetFrom);
  if (!change) throw new Error('no spring-forward change ahead');
  // The change is at 07:00Z on a Sunday; the Monday after it, five weeks back.
  return addDays(dayOf(change.at), 1 - 35);
}

beforeAll(async () => {
  ids = await seedIds(t.app);
  [rivera, sam, alex, patel] = (await Promise.all(['dr.rivera', 'sam.staff', 'alex.client', 'dr.patel'].map((u) => login(t.app, u)))) as [Login, Login, Login, Login];
});

/** Feed occurrences and daily appointments over local days first..last in New York, as comparable lines. */
async function bothWays(who: Login, text: string, first: IsoDay, last: IsoDay, providerId: number) {
  const from = localToInstant(first, { hour: 0, minute: 0 }, NY);
  const to = localToInstant(addDays(last, 1), { hour: 0, minute: 0 }, NY);
  const fromFeed = expandFeed(text, from, to, { first: isoOf(first), last: isoOf(last) })
    .map((o) => `${o.allDay === null ? `${o.start} ${o.end}` : `${o.allDay} all-day`} ${o.cancelled ? 'cancelled' : 'on'}`)
    .sort();
  const fromDaily: string[] = [];
  // The daily call answers at most 62 days at a time.
  for (let day = first; isoOf(day) <= isoOf(last); day = addDays(day, 60)) {
    const end = isoOf(addDays(day, 59)) < isoOf(last) ? addDays(day, 59) : last;
    for (const a of await daily(t.app, who, ymd(day), ymd(end), providerId)) {
      const row = await rowById(t.app, a.id);
      const when = row.isAllDay ? `${row.appDate} all-day` : `${row.startsAt.toISOString()} ${row.endsAt.toISOString()}`;
      fromDaily.push(`${when} ${a.is_cancelled === 1 ? 'cancelled' : 'on'}`);
    }
  }
  return { fromFeed, fromDaily: fromDaily.sort() };
}

describe('calendar feed settings', () => {
  it('given a user who never turned it on, should answer it off with neutral defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/calendar_sync/feed', headers: sam.headers });
    expect(feedSettingsResponse.parse(res.json()).feed).toEqual({
      enabled: false,
      titleStyle: 'appointment',
      showKind: true,
      includeJoinLink: false,
      rotatedAt: null,
      personal: false,
    });
  });

  it('given a feed turned on, should answer its https and webcal address once and store only the SHA-256 of its secret', async () => {
    const issued = await issueFeed(t.app, rivera);
    expect(issued.address.https).toBe(`https://meadow.example/feed/${issued.secret}.ics`);
    expect(issued.address.webcal).toBe(`webcal://meadow.example/feed/${issued.secret}.ics`);
    expect(issued.feed.enabled).toBe(true);
    const [row] = await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, rivera.userId));
    expect(row!.secretHash).toBe(createHash('sha256').update(issued.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(issued.secret);
    // Read again, the settings never carry the address.
    const again = await t.app.inject({ method: 'GET', url: '/api/calendar_sync/feed', headers: rivera.headers });
    expect(again.body).not.toContain(issued.secret);
    await feedText(t.app, issued.path);
  });

  it('given a reset, should answer 404 for the old address at once and the feed at the new one', async () => {
    const old = await issueFeed(t.app, rivera);
    await feedText(t.app, old.path);
    const fresh = await issueFeed(t.app, rivera, 'reset');
    expect(fresh.secret).not.toBe(old.secret);
    expectMessage(await fetchFeed(t.app, old.path), 404, messages.notFound);
    await feedText(t.app, fresh.path);
  });

  it('given a feed turned off, should answer 404 at its address, and a new address when turned on again', async () => {
    const issued = await issueFeed(t.app, sam);
    await feedText(t.app, issued.path);
    const off = await t.app.inject({ method: 'POST', url: '/api/calendar_sync/feed/off', headers: sam.headers });
    expect(off.statusCode).toBe(200);
    expect(feedSettingsResponse.parse({ feed: off.json().feed }).feed.enabled).toBe(false);
    expectMessage(await fetchFeed(t.app, issued.path), 404, messages.notFound);
    const again = await issueFeed(t.app, sam);
    expect(again.secret).not.toBe(issued.secret);
    expectMessage(await fetchFeed(t.app, issued.path), 404, messages.notFound);
  });

  it("given unknown, malformed and hostile feed paths, should answer 404 (or Fastify's own 400/414) with nothing more", async () => {
    for (const path of ['/feed/x.ics', `/feed/${'A'.repeat(43)}.ics`, `/feed/${'A'.repeat(43)}`, '/feed/%00.ics', `/feed/${'A'.repeat(5000)}.ics`]) {
      const res = await fetchFeed(t.app, path);
      // Fastify itself refuses a path it cannot decode (400) or one too long (414): still no detail.
      expect([400, 404, 414], path.slice(0, 60)).toContain(res.statusCode);
      if (path.length < 60 && path !== '/feed/%00.ics') expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain('VCALENDAR');
    }
  });

  it('given a choice outside the list, should refuse it with 400 and keep the old one', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/calendar_sync/feed', headers: rivera.headers, payload: { titleStyle: 'lastName', showKind: true, includeJoinLink: false } });
    expectMessage(res, 400, messages.invalidRequest);
  });

  it('given the settings calls, should record each in the audit trail as the caller', async () => {
    const mark = await auditMark(t.app);
    await t.app.inject({ method: 'GET', url: '/api/calendar_sync/feed', headers: patel.headers });
    await issueFeed(t.app, patel);
    await issueFeed(t.app, patel, 'reset');
    await t.app.inject({ method: 'PUT', url: '/api/calendar_sync/feed', headers: patel.headers, payload: { titleStyle: 'initials', showKind: false, includeJoinLink: false } });
    await t.app.inject({ method: 'POST', url: '/api/calendar_sync/feed/off', headers: patel.headers });
    const events = (await auditEventsAfter(t.app, mark)).filter((e) => e.route.startsWith('/api/calendar_sync'));
    expect(events.map((e) => [e.method, e.route, e.action, e.userId, e.recordId])).toEqual([
      ['GET', '/api/calendar_sync/feed', 'read', patel.userId, `feed:${patel.userId}`],
      ['POST', '/api/calendar_sync/feed/on', 'create', patel.userId, `feed:${patel.userId}`],
      ['POST', '/api/calendar_sync/feed/reset', 'update', patel.userId, `feed:${patel.userId}`],
      ['PUT', '/api/calendar_sync/feed', 'update', patel.userId, `feed:${patel.userId}`],
      ['POST', '/api/calendar_sync/feed/off', 'delete', patel.userId, `feed:${patel.userId}`],
    ]);
  });
});

describe('fetching a feed', () => {
  it('given a fetch, should answer a strong ETag and Last-Modified, private caching, and 304 to either condition', async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    const first = await fetchFeed(t.app, path);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const lastModified = first.headers['last-modified'] as string;
    expect(Number.isFinite(Date.parse(lastModified))).toBe(true);
    const byTag = await fetchFeed(t.app, path, { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect((await fetchFeed(t.app, path, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await fetchFeed(t.app, path, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // A change to what the feed shows: a new ETag.
    await t.app.inject({ method: 'PUT', url: '/api/calendar_sync/feed', headers: rivera.headers, payload: { titleStyle: 'initials', showKind: true, includeJoinLink: false } });
    const changed = await fetchFeed(t.app, path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await t.app.inject({ method: 'PUT', url: '/api/calendar_sync/feed', headers: rivera.headers, payload: { titleStyle: 'appointment', showKind: true, includeJoinLink: false } });
  });

  it('given a fetch, should record it in the audit trail as the feed owner, with the address and the number of events', async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    const mark = await auditMark(t.app);
    const text = await feedText(t.app, path);
    const count = feedEvents(text).length;
    const [event] = (await auditEventsAfter(t.app, mark)).filter((e) => e.route === '/feed/:file');
    expect(event).toMatchObject({ userId: rivera.userId, providerId: rivera.userId, action: 'read', recordType: 'appointment', recordId: `feed-events:${count}`, statusCode: 200, ip: '127.0.0.1' });
    expect(count).toBeGreaterThan(0);
  });

  it(`given more than ${FEED_FETCHES_PER_SECRET} fetches of one secret from several addresses, should answer 429`, async () => {
    const { path } = await issueFeed(t.app, sam, 'reset');
    for (let i = 0; i < FEED_FETCHES_PER_SECRET; i++) expect((await fetchFeed(t.app, path, {}, `10.20.0.${i + 1}`)).statusCode).toBe(200);
    expectMessage(await fetchFeed(t.app, path, {}, '10.20.1.1'), 429, messages.tooManyRequests);
  });

  it(`given more than ${FEED_FETCHES_PER_ADDRESS} guesses from one address, should answer 429`, async () => {
    for (let i = 0; i < FEED_FETCHES_PER_ADDRESS; i++) {
      expect((await fetchFeed(t.app, `/feed/${String(i).padStart(43, 'a')}.ics`, {}, '10.30.0.1')).statusCode).toBe(404);
    }
    expectMessage(await fetchFeed(t.app, `/feed/${'b'.repeat(43)}.ics`, {}, '10.30.0.1'), 429, messages.tooManyRequests);
  });
});

describe('what a feed shows', () => {
  let start: IsoDay;
  let seriesId: number;

  beforeAll(async () => {
    start = seriesStart();
    const clientId = Object.values(ids.client)[0]!;
    const payload = { ...weekly({ providerId: ids.rivera, contactId: clientId, date: ymd(start), until: ymd(addDays(start, 70)) }), timezone: NY, notes: NOTE, allow_overlap: true };
    const first = await rowById(t.app, idOf(saved(await add(t.app, rivera, payload))));
    seriesId = first.seriesId!;
    const rows = await liveSeriesRows(t.app, seriesId);
    expect(rows.length).toBe(11);
    const single = (day: IsoDay, s: [number, number], e: [number, number], place = 'Room 1') => ({
      ...oneOff({ providerId: ids.rivera, contactId: clientId, date: ymd(day), start: s, end: e }),
      officeLocation: { custom: true, value: place },
      timezone: NY,
      notes: NOTE,
      allow_overlap: true,
    });
    // Edited on its day (a later hour), moved to the next day, cancelled, deleted; after the change, another place.
    saved(await edit(t.app, rivera, single(parseIso(rows[2]!.appDate), [14, 0], [14, 45]), rows[2]!.id, 'single'));
    saved(await edit(t.app, rivera, single(addDays(parseIso(rows[3]!.appDate), 1), [10, 0], [10, 50]), rows[3]!.id, 'single'));
    expect((await remove(t.app, rivera, rows[4]!.id, 'single', 'cancel')).statusCode).toBe(200);
    expect((await remove(t.app, rivera, rows[5]!.id, 'single', 'delete')).statusCode).toBe(200);
    saved(await edit(t.app, rivera, single(parseIso(rows[7]!.appDate), [10, 0], [10, 50], 'Room 2'), rows[7]!.id, 'single'));
  });

  it('given a weekly New York series across spring-forward with an edited, a moved, a cancelled and a deleted occurrence, should expand in ical.js to exactly what the daily call answers', async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    const text = await feedText(t.app, path);
    const { fromFeed, fromDaily } = await bothWays(rivera, text, addDays(start, -3), addDays(start, 75), ids.rivera);
    expect(fromDaily.length).toBe(10);
    expect(fromFeed).toEqual(fromDaily);
    const events = feedEvents(text).filter((e) => e.uid === `series-${seriesId}@meadow.example`);
    const master = events.find((e) => e.recurrenceId === null)!;
    expect(master.rrule).toContain('FREQ=WEEKLY');
    expect(master.rrule).toContain('WKST=SU');
    // Overrides: the edited, the cancelled and the re-placed occurrence; the moved one is an event of its own.
    expect(events.filter((e) => e.recurrenceId !== null)).toHaveLength(3);
    expect(text).toContain('EXDATE;TZID=America/New_York:');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    expect(text).toContain('STATUS:CANCELLED');
  });

  it("given the whole window around today (the seed's appointments and series), should expand to exactly what the daily call answers", async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    const today = dayOf(new Date());
    const { fromFeed, fromDaily } = await bothWays(rivera, await feedText(t.app, path), addDays(today, -40), addDays(today, 40), ids.rivera);
    expect(fromDaily.length).toBeGreaterThan(5);
    expect(fromFeed).toEqual(fromDaily);
  });

  it('given a change to one occurrence, should keep the UIDs and raise the SEQUENCE', async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    const before = feedEvents(await feedText(t.app, path)).find((e) => e.uid === `series-${seriesId}@meadow.example` && e.recurrenceId === null)!;
    const rows = await liveSeriesRows(t.app, seriesId);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await remove(t.app, rivera, rows[8]!.id, 'single', 'cancel')).statusCode).toBe(200);
    const after = feedEvents(await feedText(t.app, path)).find((e) => e.uid === before.uid && e.recurrenceId === null)!;
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });

  it("given the default choices, should name no client's last name and carry no note; with full names chosen, should", async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    const text = await feedText(t.app, path);
    const window = { from: isoOf(addDays(dayOf(new Date()), -90)), to: isoOf(addDays(dayOf(new Date()), 730)) };
    const riveraClients = await t.app.db.select({ lastName: clients.lastName, firstName: clients.firstName }).from(clients).where(eq(clients.providerId, ids.rivera));
    const notes = await t.app.db
      .select({ notes: appointments.notes })
      .from(appointments)
      .where(and(eq(appointments.providerId, ids.rivera), ne(appointments.notes, ''), gte(appointments.appDate, window.from), lte(appointments.appDate, window.to)));
    expect(notes.length).toBeGreaterThan(0);
    const unfolded = text.replace(/\r\n /g, '');
    for (const { lastName } of riveraClients.filter((c) => c.lastName.length > 2)) expect(unfolded).not.toContain(lastName);
    for (const { notes: note } of notes) expect(unfolded).not.toContain(note.replace(/[;,]/g, (c) => `\\${c}`));
    for (const { notes: note } of notes) expect(unfolded).not.toContain(note.split(/[;,]/)[0]);
    expect(unfolded).toContain('SUMMARY:Appointment · Office');

    await t.app.inject({ method: 'PUT', url: '/api/calendar_sync/feed', headers: rivera.headers, payload: { titleStyle: 'fullName', showKind: false, includeJoinLink: false } });
    const named = (await feedText(t.app, path)).replace(/\r\n /g, '');
    const seriesClient = riveraClients.find((c) => c.firstName === Object.keys(ids.client)[0])!;
    expect(named).toContain(`SUMMARY:${seriesClient.firstName} ${seriesClient.lastName}`);
    for (const { notes: note } of notes) expect(named).not.toContain(note.split(/[;,]/)[0]);
    await t.app.inject({ method: 'PUT', url: '/api/calendar_sync/feed', headers: rivera.headers, payload: { titleStyle: 'appointment', showKind: true, includeJoinLink: false } });
  });

  it("given a portal client's own feed, should hold exactly their own appointments, neutral, as the daily call answers them", async () => {
    const { path, feed } = await issueFeed(t.app, alex);
    expect(feed.personal).toBe(true);
    const text = await feedText(t.app, path);
    const today = dayOf(new Date());
    const { fromFeed, fromDaily } = await bothWays(alex, text, addDays(today, -40), addDays(today, 40), ids.rivera);
    expect(fromFeed).toEqual(fromDaily);
    const own = await t.app.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, alex.userId));
    const others = await t.app.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.providerId, ids.rivera), ne(appointments.clientId, own[0]!.id)));
    for (const { id } of others) expect(text).not.toContain(`UID:appointment-${id}@`);
    for (const line of text.split('\r\n').filter((l) => l.startsWith('SUMMARY:'))) expect(line).toMatch(/^SUMMARY:Appointment( · (Office|Video|Phone))?$/);
  });

  it('given a staff member, should hold the calendars they may act for and none they may not', async () => {
    // dr.patel has no clients in the seed: one of his own events, written straight in.
    const soon = new Date(Date.now() + 3 * DAY);
    const [patelRow] = await t.app.db
      .insert(appointments)
      .values({ providerId: ids.patel, startsAt: soon, endsAt: new Date(soon.getTime() + 3_600_000), timezone: NY, appDate: soon.toISOString().slice(0, 10), othereventId: 1, othereventType: 0, type: 4 })
      .returning({ id: appointments.id });
    const patelId = patelRow!.id;
    const { path } = await issueFeed(t.app, sam, 'reset');
    const text = await feedText(t.app, path);
    expect(text).not.toContain(`UID:appointment-${patelId}@`);
    const chenToday = await daily(t.app, sam, ymd(dayOf(new Date())), ymd(addDays(dayOf(new Date()), 1)), ids.chen);
    expect(chenToday.length).toBeGreaterThan(0);
    for (const a of chenToday) expect(text).toMatch(new RegExp(`UID:(appointment-${a.id}|series-\\d+)@`));
  });
});
