import { beforeAll, describe, expect, it } from 'vitest';
import { instantToLocal } from '../../../domain/appointments/local-time';
import type { AppointmentPayloadInput } from '../../../domain/contract/appointment';
import { extendNeverEndingSeries } from '../../../server/repositories/appointments/series-extension-repository';
import { build, login, type Login } from '../helper';
import { add, deleted, edit, idOf, liveSeriesRows, remove, rowById, saved, seedIds, seriesRows, weekly, type Ymd } from '../routes/appointment/write-helpers';

/**
 * Issue 25 item 2: what the extension job adds to a never-ending series is
 * what the series is now (its last future or all edit, cancel or
 * un-cancel), never what it was, nor what one occurrence was made alone.
 */
const t = build();
let auth: Login;
let rivera: number;
let clientId: number;
const ZONE = 'America/New_York';

beforeAll(async () => {
  auth = await login(t.app, 'dr.rivera');
  const ids = await seedIds(t.app);
  rivera = ids.rivera;
  clientId = Object.values(ids.client)[1]!;
});

/** Weekly on Wednesdays from 2026-06-03, never ending, 18:00-18:50 New York time. */
const wednesdays = (start: [number, number] = [18, 0], end: [number, number] = [18, 50], from: Ymd = [2026, 6, 3]): AppointmentPayloadInput => ({
  ...weekly({ providerId: rivera, contactId: clientId, date: from, start, end, until: 'never' }),
  timezone: ZONE,
  allow_overlap: true,
});

/** The series' payload as the edit form sends it: the series' own start, the edited occurrence's date. */
const editedOn = (p: AppointmentPayloadInput, date: Ymd, change: Partial<AppointmentPayloadInput> = {}): AppointmentPayloadInput => ({
  ...p,
  date: { year: date[0], month: date[1], day_of_month: date[2] },
  ...change,
});

async function newSeries(p: AppointmentPayloadInput): Promise<number> {
  return (await rowById(t.app, idOf(saved(await add(t.app, auth, p))))).seriesId!;
}

const rowOn = async (seriesId: number, day: string) => (await liveSeriesRows(t.app, seriesId)).find((r) => r.appDate === day)!;

const extendAt = (iso: string) => extendNeverEndingSeries(t.app.database.db, new Date(iso));

const local = (d: Date) => {
  const l = instantToLocal(d, ZONE);
  return `${String(l.hour).padStart(2, '0')}:${String(l.minute).padStart(2, '0')}`;
};

/** The rows of a series after a day, as day, local times and the columns the job copies. */
async function after(seriesId: number, day: string) {
  return (await liveSeriesRows(t.app, seriesId))
    .filter((r) => r.appDate > day)
    .map((r) => ({
      day: r.appDate,
      times: `${local(r.startsAt)}-${local(r.endsAt)}`,
      customLocation: r.customLocation,
      notes: r.notes,
      isCancelled: r.isCancelled,
      isVideo: r.isVideo,
      isConnect: r.isConnect,
      secureVideo: r.secureVideoSessionId !== null,
    }));
}

describe('extend-series job after edits', () => {
  it("given a 'future' time change on a never-ending weekly series, when the job extends it, should add the rows at the new times", async () => {
    const p = wednesdays();
    const seriesId = await newSeries(p);
    const target = await rowOn(seriesId, '2027-06-02');
    saved(await edit(t.app, auth, editedOn(wednesdays([18, 40], [19, 10]), [2027, 6, 2]), target.id, 'future'));
    expect((await rowOn(seriesId, '2028-05-31')).startsAt).toEqual(new Date('2028-05-31T22:40:00Z'));

    expect((await extendAt('2026-12-01T12:00:00Z')).rows).toBeGreaterThan(20);
    const added = await after(seriesId, '2028-05-31');
    expect(added[0]!.day).toBe('2028-06-07');
    expect(new Set(added.map((r) => r.times))).toEqual(new Set(['18:40-19:10']));
  });

  it('given future edits of location and notes and then one occurrence changed alone, should copy the future edit, not the single one', async () => {
    const seriesId = await newSeries(wednesdays([7, 0], [7, 30]));
    const mid = await rowOn(seriesId, '2027-01-06');
    const future = editedOn(wednesdays([7, 15], [7, 45]), [2027, 1, 6], { notes: 'Bring the workbook', officeLocation: { custom: true, value: 'Room 9' } });
    saved(await edit(t.app, auth, future, mid.id, 'future'));
    const last = (await liveSeriesRows(t.app, seriesId)).at(-1)!;
    expect(last.appDate).toBe('2028-05-31');
    const alone = editedOn(wednesdays([9, 0], [9, 20]), [2028, 5, 31], { notes: 'Only this one', officeLocation: { custom: true, value: 'Room 3' } });
    saved(await edit(t.app, auth, alone, last.id, 'single'));

    await extendAt('2026-12-01T12:00:00Z');
    const added = await after(seriesId, '2028-05-31');
    expect(added.length).toBeGreaterThan(20);
    for (const r of added) expect(r).toMatchObject({ times: '07:15-07:45', customLocation: 'Room 9', notes: 'Bring the workbook', isCancelled: false });
  });

  it('given the last occurrence moved alone to a later day, should still add the next rule day and no second row on the old one', async () => {
    const seriesId = await newSeries(wednesdays([6, 0], [6, 30]));
    const last = (await liveSeriesRows(t.app, seriesId)).at(-1)!;
    expect(last.appDate).toBe('2028-05-31');
    // Moved to the Friday after the next Wednesday.
    saved(await edit(t.app, auth, editedOn(wednesdays([6, 0], [6, 30]), [2028, 6, 9]), last.id, 'single'));
    await extendAt('2026-12-01T12:00:00Z');
    const days = (await seriesRows(t.app, seriesId)).filter((r) => r.appDate > '2028-05-24').map((r) => r.appDate);
    expect(days.slice(0, 4)).toEqual(['2028-06-07', '2028-06-09', '2028-06-14', '2028-06-21']);
  });

  it("given a 'future' edit that changes the rule, should extend the new series with its rule and times and leave the old one ended", async () => {
    const seriesId = await newSeries(wednesdays([5, 0], [5, 30]));
    const mid = await rowOn(seriesId, '2027-01-06');
    const everyOther = { ...editedOn(wednesdays([5, 10], [5, 40]), [2027, 1, 6]) };
    everyOther.repeat = { ...everyOther.repeat, info: { ...everyOther.repeat.info, custom: 2 } };
    const newId = idOf(saved(await edit(t.app, auth, everyOther, mid.id, 'future')));
    const newSeriesId = (await rowById(t.app, newId)).seriesId!;
    expect(newSeriesId).not.toBe(seriesId);
    const lastBefore = (await liveSeriesRows(t.app, newSeriesId)).at(-1)!.appDate;

    await extendAt('2027-06-01T12:00:00Z');
    expect((await liveSeriesRows(t.app, seriesId)).at(-1)!.appDate).toBe('2026-12-30');
    const added = await after(newSeriesId, lastBefore);
    expect(added.length).toBeGreaterThan(5);
    let previous = lastBefore;
    for (const r of added) {
      expect(Date.parse(r.day) - Date.parse(previous)).toBe(14 * 86_400_000);
      expect(r.times).toBe('05:10-05:40');
      previous = r.day;
    }
  });

  it('given the future cancelled, should add cancelled rows; given them un-cancelled, should add live ones; given one cancelled alone, nothing of it', async () => {
    const seriesId = await newSeries(wednesdays([4, 0], [4, 30]));
    const mid = await rowOn(seriesId, '2027-01-06');
    deleted(await remove(t.app, auth, mid.id, 'future', 'cancel'));
    await extendAt('2026-12-01T12:00:00Z');
    const cancelled = await after(seriesId, '2028-05-31');
    expect(cancelled.length).toBeGreaterThan(20);
    for (const r of cancelled) expect(r.isCancelled).toBe(true);

    deleted(await remove(t.app, auth, mid.id, 'all', 'un-cancel'));
    const last = (await liveSeriesRows(t.app, seriesId)).at(-1)!;
    deleted(await remove(t.app, auth, last.id, 'single', 'cancel'));
    await extendAt('2027-03-01T12:00:00Z');
    const live = await after(seriesId, last.appDate);
    expect(live.length).toBeGreaterThan(10);
    for (const r of live) expect(r.isCancelled).toBe(false);

    deleted(await remove(t.app, auth, mid.id, 'future', 'delete'));
    await extendAt('2027-09-01T12:00:00Z');
    expect((await liveSeriesRows(t.app, seriesId)).at(-1)!.appDate).toBe('2026-12-30');
  });

  it('given Secure Video on the series and Meadow Connect from a later occurrence, should add rows with the same video kind and rooms of their own', async () => {
    const video: Partial<AppointmentPayloadInput> = { is_office: false, is_video: true, meadow_video: true, connect_video: false, officeLocation: null, video_invitepref: 'E' };
    const seriesId = await newSeries({ ...wednesdays([8, 0], [8, 30], [2027, 1, 6]), ...video });
    await extendAt('2027-02-01T12:00:00Z');
    const secure = await after(seriesId, '2029-01-03');
    expect(secure.length).toBeGreaterThan(2);
    for (const r of secure) expect(r).toMatchObject({ isVideo: true, isConnect: false, secureVideo: true });

    const mid = await rowOn(seriesId, '2027-03-03');
    const connect = editedOn({ ...wednesdays([8, 0], [8, 30], [2027, 1, 6]), ...video, connect_video: true }, [2027, 3, 3]);
    saved(await edit(t.app, auth, connect, mid.id, 'future'));
    const lastDay = (await liveSeriesRows(t.app, seriesId)).at(-1)!.appDate;
    await extendAt('2027-04-01T12:00:00Z');
    const connected = (await liveSeriesRows(t.app, seriesId)).filter((r) => r.appDate > lastDay);
    expect(connected.length).toBeGreaterThan(2);
    for (const r of connected) expect(r).toMatchObject({ isVideo: true, isConnect: true, secureVideoSessionId: null });
    expect(new Set(connected.map((r) => r.connectcode)).size).toBe(connected.length);
  });
});
