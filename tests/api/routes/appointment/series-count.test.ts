/**
 * Series that end after N occurrences (issue 26 item 5), through the real
 * routes and database: add, get/id, edit of one / the future / all, delete
 * of the future, and the never-ending extension job, which must not add to them.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentPayloadInput } from '../../../../domain/contract/appointment';
import { appointmentByIdResponse } from '../../../../domain/contract/appointment';
import { messages } from '../../../../domain/messages';
import { appointments } from '../../../../server/db/schema/index';
import { extendNeverEndingSeries } from '../../../../server/repositories/appointments/series-extension-repository';
import { build, expectMessage, login, type Login } from '../../helper';
import { add, deleted, edit, idOf, type Ids, liveSeriesRows, remove, rowById, saved, seedIds, seriesById, weekly, type Ymd } from './write-helpers';

const t = build();
let ids: Ids;
let rivera: Login;

beforeAll(async () => {
  ids = await seedIds(t.app);
  rivera = await login(t.app, 'dr.rivera');
});

/** Weekly on the first day's weekday, 10:00-10:50, ending after `n` occurrences. */
const counted = (first: Ymd, n: number): AppointmentPayloadInput => {
  const p = weekly({ providerId: ids.rivera, contactId: ids.client['Priya']!, date: first, until: 'never' });
  return { ...p, repeat: { ...p.repeat, count: n } };
};
const tueThu = (p: AppointmentPayloadInput): AppointmentPayloadInput => ({
  ...p,
  repeat: { ...p.repeat, info: { ...p.repeat.info, innerOrOuter: 'outer', selectedIndex: 3 } },
});

async function book(first: Ymd, n: number) {
  const payload = counted(first, n);
  const body = saved(await add(t.app, rivera, payload));
  const seriesId = (await rowById(t.app, idOf(body))).seriesId!;
  return { payload, seriesId, rows: await liveSeriesRows(t.app, seriesId) };
}

const daysOf = (rows: { appDate: string }[]) => rows.map((r) => r.appDate);

async function providerRows(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(appointments).where(eq(appointments.providerId, ids.rivera));
  return row!.n;
}

describe('a series that ends after N occurrences', () => {
  it('given a weekly series ending after 3, add should write exactly 3, store the count and end on the third day; get/id answers it', async () => {
    const { seriesId, rows } = await book([2033, 3, 2], 3);
    expect(daysOf(rows)).toEqual(['2033-03-02', '2033-03-09', '2033-03-16']);
    expect(await seriesById(t.app, seriesId)).toMatchObject({ occurrenceCount: 3, endOn: '2033-03-16', startsFrom: '2033-03-02' });
    const res = await t.app.inject({ method: 'GET', url: `/api/appointment/get/id/${rows[1]!.id}`, headers: rivera.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(appointmentByIdResponse.parse(res.json()).appointment).toMatchObject({ occurrence_count: 3, end_on: '2033-03-16', repeat: 4 });
  });

  it('given a count of 0, over 1830, with an end date too, or out of reach in five years, should refuse with the repeat dates message and write nothing', async () => {
    const before = await providerRows();
    const p = counted([2033, 4, 6], 3);
    const yearly = { ...p, repeat: { ...p.repeat, info: { ...p.repeat.info, selectedIndex: 4 }, count: 8 } };
    for (const bad of [
      { ...p, repeat: { ...p.repeat, count: 0 } },
      { ...p, repeat: { ...p.repeat, count: 1831 } },
      { ...p, repeat: { ...p.repeat, endDate: { year: 2033, month: 6, day_of_month: 1 } } },
      yearly,
    ]) {
      expectMessage(await add(t.app, rivera, bad), 400, messages.incorrectRepeatDates);
    }
    expect(await providerRows()).toBe(before);
  });

  it('given a single edit of one occurrence, should move that row only and leave the count', async () => {
    const { payload, seriesId, rows } = await book([2033, 5, 4], 4);
    const moved = { ...payload, date: { year: 2033, month: 5, day_of_month: 12 } };
    saved(await edit(t.app, rivera, moved, rows[1]!.id, 'single'));
    expect(daysOf(await liveSeriesRows(t.app, seriesId))).toEqual(['2033-05-04', '2033-05-12', '2033-05-18', '2033-05-25']);
    expect(await seriesById(t.app, seriesId)).toMatchObject({ occurrenceCount: 4, endOn: '2033-05-25' });
  });

  it("given 'all' with the count changed to 6, should re-expand the whole series to 6", async () => {
    const { payload, seriesId, rows } = await book([2033, 6, 1], 3);
    saved(await edit(t.app, rivera, { ...payload, repeat: { ...payload.repeat, count: 6 } }, rows[2]!.id, 'all'));
    const after = await liveSeriesRows(t.app, seriesId);
    expect(daysOf(after)).toEqual(['2033-06-01', '2033-06-08', '2033-06-15', '2033-06-22', '2033-06-29', '2033-07-06']);
    expect(await seriesById(t.app, seriesId)).toMatchObject({ occurrenceCount: 6, endOn: '2033-07-06' });
  });

  it("given 'future' from the 3rd of 6 with another rule and the count kept, should end the old series after 2 and book the other 4", async () => {
    const { payload, seriesId, rows } = await book([2033, 8, 1], 6);
    const body = saved(await edit(t.app, rivera, tueThu(payload), rows[2]!.id, 'future'));
    expect(daysOf(await liveSeriesRows(t.app, seriesId))).toEqual(['2033-08-01', '2033-08-08']);
    expect(await seriesById(t.app, seriesId)).toMatchObject({ occurrenceCount: 2, endOn: '2033-08-08' });
    const newSeries = (await rowById(t.app, idOf(body))).seriesId!;
    expect(daysOf(await liveSeriesRows(t.app, newSeries))).toEqual(['2033-08-16', '2033-08-18', '2033-08-23', '2033-08-25']);
    expect(await seriesById(t.app, newSeries)).toMatchObject({ occurrenceCount: 4, endOn: '2033-08-25' });
  });

  it("given 'future' from the 3rd with the count changed to 2, should give the new series 2 from there", async () => {
    const { payload, seriesId, rows } = await book([2033, 10, 3], 6);
    const body = saved(await edit(t.app, rivera, { ...payload, repeat: { ...payload.repeat, count: 2 } }, rows[2]!.id, 'future'));
    expect(await seriesById(t.app, seriesId)).toMatchObject({ occurrenceCount: 2, endOn: '2033-10-10' });
    const newSeries = (await rowById(t.app, idOf(body))).seriesId!;
    expect(daysOf(await liveSeriesRows(t.app, newSeries))).toEqual(['2033-10-17', '2033-10-24']);
    expect(await seriesById(t.app, newSeries)).toMatchObject({ occurrenceCount: 2 });
  });

  it("given 'future' with new times only, should update in place and keep the series and its count whole", async () => {
    const { payload, seriesId, rows } = await book([2033, 11, 7], 4);
    const later = { ...payload, time: { start_time: { hr: 15, min: 0, sec: 0 }, end_time: { hr: 15, min: 50, sec: 0 } } };
    saved(await edit(t.app, rivera, later, rows[2]!.id, 'future'));
    const after = await liveSeriesRows(t.app, seriesId);
    expect(after.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(await seriesById(t.app, seriesId)).toMatchObject({ occurrenceCount: 4, endOn: '2033-11-28' });
  });

  it('given a delete of the future from the 3rd of 5, should leave 2 and a series that ends after 2', async () => {
    const { seriesId, rows } = await book([2034, 1, 2], 5);
    deleted(await remove(t.app, rivera, rows[2]!.id, 'future', 'delete'));
    expect(daysOf(await liveSeriesRows(t.app, seriesId))).toEqual(['2034-01-02', '2034-01-09']);
    expect(await seriesById(t.app, seriesId)).toMatchObject({ occurrenceCount: 2, endOn: '2034-01-09' });
  });

  it('given the never-ending extension job years later, should add nothing to a counted series', async () => {
    const { seriesId } = await book([2034, 3, 6], 3);
    await extendNeverEndingSeries(t.app.database.db, new Date('2037-01-01T00:00:00Z'));
    expect(daysOf(await liveSeriesRows(t.app, seriesId))).toEqual(['2034-03-06', '2034-03-13', '2034-03-20']);
  });
});
