import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPOINTMENT_TYPE, OTHEREVENT_TYPE } from '../../../domain/codes';
import { appointments, appointmentSeries, clients, officeLocations, persons, providerPermissions, users } from '../../../server/db/schema/index';
import { build, login, type Login } from '../helper';
import { auditEventsAfter, auditMark } from '../routes/audit/audit-events';
import { add, idOf, remove, saved, seedIds, weekly, type Ids, type Ymd } from '../routes/appointment/write-helpers';
import { fetchFeed, issueFeed } from './feed-kit';

/**
 * A feed's ETag comes from a version stamp read without writing the feed
 * (server/calendar/feed-version.ts, the repository's stampOf). It must
 * change whenever the text would: each change below, made through the API or
 * straight in the database without touching updated_at, gives a new ETag
 * (and a different text); an unchanged feed answers 304, audited with its
 * event count; a tag with another count is not ours.
 */
const t = build({ publicUrl: 'https://meadow.example' });
const NY = 'America/New_York';
const DAY = 86_400_000;
let ids: Ids;
let rivera: Login;
let sam: Login;
let fetches = 0;

/** Each fetch from an address of its own: the per-address budget is not what these tests are about. */
const fetchFrom = (path: string, headers: Record<string, string> = {}) => fetchFeed(t.app, path, headers, `10.40.${(++fetches >> 8) & 255}.${fetches & 255}`);

beforeAll(async () => {
  ids = await seedIds(t.app);
  [rivera, sam] = (await Promise.all(['dr.rivera', 'sam.staff'].map((u) => login(t.app, u)))) as [Login, Login];
});

afterEach(() => {
  vi.useRealTimers();
});

/** A feed's text and tag, after checking the tag answers 304 (same tag) while nothing changes. */
async function settled(path: string): Promise<{ text: string; tag: string }> {
  const full = await fetchFrom(path);
  expect(full.statusCode).toBe(200);
  const tag = full.headers.etag as string;
  const again = await fetchFrom(path, { 'if-none-match': tag });
  expect(again.statusCode).toBe(304);
  expect(again.headers.etag).toBe(tag);
  return { text: full.body, tag };
}

/** After `change`, the old tag no longer matches: a full answer with another tag and, unless said otherwise, another text. */
async function expectNewTag(path: string, change: () => Promise<unknown>, textChanges = true): Promise<void> {
  const before = await settled(path);
  await change();
  const after = await fetchFrom(path, { 'if-none-match': before.tag });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(before.tag);
  if (textChanges) expect(after.body).not.toBe(before.text);
}

const inDays = (days: number, hour = 15): Date => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

/** One appointment of Rivera's written straight in (no API, no updated_at games). */
async function insertAppointment(values: Partial<typeof appointments.$inferInsert> = {}): Promise<number> {
  const startsAt = values.startsAt ?? inDays(5);
  const [row] = await t.app.db
    .insert(appointments)
    .values({
      providerId: ids.rivera,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 50 * 60_000),
      timezone: NY,
      appDate: startsAt.toISOString().slice(0, 10),
      type: APPOINTMENT_TYPE.phone,
      clientType: 'person',
      clientId: Object.values(ids.client)[0]!,
      ...values,
    })
    .returning({ id: appointments.id });
  return row!.id;
}

const choose = (who: Login, choices: { titleStyle: string; showKind: boolean; includeJoinLink: boolean }) =>
  t.app.inject({ method: 'PUT', url: '/api/calendar_sync/feed', headers: who.headers, payload: choices });

describe('a feed version', () => {
  it('given nothing changed, should answer 304 with the same tag, audited with the count of the full answer', async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    const { text, tag } = await settled(path);
    const count = (text.match(/^BEGIN:VEVENT\r?$/gm) ?? []).length;
    expect(tag).toMatch(new RegExp(`^"${count}-[A-Za-z0-9_-]{32}"$`));
    const mark = await auditMark(t.app);
    expect((await fetchFrom(path, { 'if-none-match': `"other", W/${tag}` })).statusCode).toBe(304);
    const [event] = (await auditEventsAfter(t.app, mark)).filter((e) => e.route === '/feed/:file');
    expect(event).toMatchObject({ userId: rivera.userId, recordId: `feed-events:${count}`, statusCode: 304 });
  });

  it('given a tag of ours with another count, or of another feed, should answer the full feed', async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    const { tag } = await settled(path);
    const forged = tag.replace(/^"\d+-/, '"1-');
    expect((await fetchFrom(path, { 'if-none-match': forged })).statusCode).toBe(200);
    const samFeed = await issueFeed(t.app, sam, 'reset');
    expect((await fetchFrom(samFeed.path, { 'if-none-match': tag })).statusCode).toBe(200);
  });

  it('given an appointment added, edited through the API, soft-deleted, or hard-deleted, should change the tag each time', async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    let id = 0;
    await expectNewTag(path, async () => {
      const payload = { ...weekly({ providerId: ids.rivera, contactId: Object.values(ids.client)[0]!, date: ymdIn(9), until: ymdIn(30) }), timezone: NY, allow_overlap: true };
      id = idOf(saved(await add(t.app, rivera, payload)));
    });
    await expectNewTag(path, async () => expect((await remove(t.app, rivera, id, 'single', 'cancel')).statusCode).toBe(200));
    await expectNewTag(path, async () => expect((await remove(t.app, rivera, id, 'all', 'delete')).statusCode).toBe(200));
    const straight = await insertAppointment();
    await expectNewTag(path, () => t.app.db.update(appointments).set({ isDeleted: true }).where(eq(appointments.id, straight)));
    const gone = await insertAppointment({ startsAt: inDays(6) });
    await settled(path);
    // A row removed outright leaves no updated_at behind: the count and the digest still see it go.
    await expectNewTag(path, () => t.app.db.delete(appointments).where(eq(appointments.id, gone)));
  });

  it('given a change to a column the writer reads, made without touching updated_at, should change the tag', async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    const id = await insertAppointment({ startsAt: inDays(7) });
    const set = (values: Partial<typeof appointments.$inferInsert>) => () => t.app.db.update(appointments).set(values).where(eq(appointments.id, id));
    await expectNewTag(path, set({ startsAt: inDays(7, 16), endsAt: inDays(7, 17) }));
    await expectNewTag(path, set({ timezone: 'America/Chicago' }));
    await expectNewTag(path, set({ isCancelled: true }));
    await expectNewTag(path, set({ type: APPOINTMENT_TYPE.other, customLocation: 'Room 9' }));
  });

  it("given the office's address changed, should change the tag", async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    const [office] = await t.app.db.select({ id: officeLocations.id }).from(officeLocations).where(eq(officeLocations.providerId, ids.rivera)).limit(1);
    await insertAppointment({ startsAt: inDays(8), type: APPOINTMENT_TYPE.office, officeLocationId: office!.id });
    await expectNewTag(path, () => t.app.db.update(officeLocations).set({ line1: '12 Elm Street' }).where(eq(officeLocations.id, office!.id)));
    await expectNewTag(path, () => t.app.db.update(officeLocations).set({ postalCode: '02139' }).where(eq(officeLocations.id, office!.id)));
  });

  it("given a client's or another person's name or number in the titles changed, should change the tag", async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    const [clientId, otherClientId] = Object.values(ids.client) as [number, number];
    const id = await insertAppointment({ startsAt: inDays(10), clientId });
    expect((await choose(rivera, { titleStyle: 'initials', showKind: true, includeJoinLink: false })).statusCode).toBe(200);
    await expectNewTag(path, () => t.app.db.update(clients).set({ lastName: 'Zed' }).where(eq(clients.id, clientId)));
    expect((await choose(rivera, { titleStyle: 'clientNumber', showKind: true, includeJoinLink: false })).statusCode).toBe(200);
    await expectNewTag(path, () => t.app.db.update(appointments).set({ clientId: otherClientId }).where(eq(appointments.id, id)));
    expect((await choose(rivera, { titleStyle: 'firstName', showKind: true, includeJoinLink: false })).statusCode).toBe(200);
    await expectNewTag(path, () => t.app.db.update(clients).set({ firstName: 'Quinn' }).where(eq(clients.id, otherClientId)));
    const [person] = await t.app.db.select({ id: persons.id }).from(persons).limit(1);
    await insertAppointment({ startsAt: inDays(11), clientType: null, clientId: null, othereventType: OTHEREVENT_TYPE.person, othereventId: person!.id });
    await expectNewTag(path, () => t.app.db.update(persons).set({ firstName: 'Robin' }).where(eq(persons.id, person!.id)));
    expect((await choose(rivera, { titleStyle: 'appointment', showKind: true, includeJoinLink: false })).statusCode).toBe(200);
  });

  it("given each of the feed's own choices changed, should change the tag", async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    await insertAppointment({ startsAt: inDays(12), type: APPOINTMENT_TYPE.video, isVideo: true, isConnect: true, connectcode: 'host-room', clientConnectcode: 'guest-room' });
    expect((await choose(rivera, { titleStyle: 'appointment', showKind: true, includeJoinLink: false })).statusCode).toBe(200);
    await expectNewTag(path, () => choose(rivera, { titleStyle: 'initials', showKind: true, includeJoinLink: false }));
    await expectNewTag(path, () => choose(rivera, { titleStyle: 'initials', showKind: false, includeJoinLink: false }));
    await expectNewTag(path, () => choose(rivera, { titleStyle: 'initials', showKind: false, includeJoinLink: true }));
    await expectNewTag(path, () => choose(rivera, { titleStyle: 'appointment', showKind: true, includeJoinLink: false }));
  });

  it("given a series' rule changed in the database, should change the tag", async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    const payload = { ...weekly({ providerId: ids.rivera, contactId: Object.values(ids.client)[0]!, date: ymdIn(40), until: ymdIn(80) }), timezone: NY, allow_overlap: true };
    const id = idOf(saved(await add(t.app, rivera, payload)));
    const [row] = await t.app.db.select({ seriesId: appointments.seriesId }).from(appointments).where(eq(appointments.id, id));
    await expectNewTag(path, () => t.app.db.update(appointmentSeries).set({ startTime: sql`start_time + interval '1 hour'` }).where(eq(appointmentSeries.id, row!.seriesId!)));
  });

  it('given the calendars a staff member may see changed, should change the tag', async () => {
    const { path } = await issueFeed(t.app, sam, 'reset');
    const granted = await t.app.db.select().from(providerPermissions).where(eq(providerPermissions.userId, sam.userId));
    expect(granted.length).toBeGreaterThan(1);
    const { id, ...dropped } = granted[0]!;
    await expectNewTag(path, () => t.app.db.delete(providerPermissions).where(eq(providerPermissions.id, id)));
    await t.app.db.insert(providerPermissions).values(dropped);
  });

  it('given a new day (the window moves), should change the tag', async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    // The text may be the same; the rows in the window need not be.
    await expectNewTag(path, async () => vi.setSystemTime(new Date(Date.now() + DAY)), false);
  });

  it('given If-Modified-Since only, should answer 304 while nothing changed, 200 after a deletion and on a new day', async () => {
    const { path } = await issueFeed(t.app, rivera, 'reset');
    const id = await insertAppointment({ startsAt: inDays(13) });
    const lastModified = (await fetchFrom(path)).headers['last-modified'] as string;
    expect((await fetchFrom(path, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    // Last-Modified has whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.app.db.update(appointments).set({ isDeleted: true, updatedAt: new Date() }).where(eq(appointments.id, id));
    const afterDelete = await fetchFrom(path, { 'if-modified-since': lastModified });
    expect(afterDelete.statusCode).toBe(200);
    const latest = afterDelete.headers['last-modified'] as string;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + DAY));
    expect((await fetchFrom(path, { 'if-modified-since': latest })).statusCode).toBe(200);
  });

  it('given the owner turned inactive, should answer 404 rather than any 304', async () => {
    const { path } = await issueFeed(t.app, sam, 'reset');
    const { tag } = await settled(path);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, sam.userId));
    expect((await fetchFrom(path, { 'if-none-match': tag })).statusCode).toBe(404);
    await t.app.db.update(users).set({ isActive: true }).where(eq(users.id, sam.userId));
  });
});

function ymdIn(days: number): Ymd {
  const d = new Date(Date.now() + days * DAY);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}
