import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentPayloadInput } from '../../../../domain/contract/appointment';
import { messages } from '../../../../domain/messages';
import { appointments } from '../../../../server/db/schema/index';
import { extendNeverEndingSeries } from '../../../../server/repositories/appointments/series-extension-repository';
import { build, expectMessage, login, type Login } from '../../helper';
import { add, dateOf, edit, idOf, type Ids, liveSeriesRows, NO_DAYS, oneOff, rowById, saved, seedIds, weekly, type Ymd } from './write-helpers';

/**
 * Issue 25 item 1: occurrences on DST days keep the length chosen; a start
 * a spring-forward change skips moves forward by the gap with its end; a
 * fall-back day keeps the wall-clock times (the first 01:30); an all-day
 * occurrence starts at its day's first instant. Before the fix a start in
 * the gap answered 500 (the ends_at >= starts_at check) or stored zero minutes.
 */
const t = build();
let ids: Ids;
let rivera: Login;

beforeAll(async () => {
  ids = await seedIds(t.app);
  rivera = await login(t.app, 'dr.rivera');
});

const NEW_YORK = 'America/New_York';
const LONDON = 'Europe/London';
const SANTIAGO = 'America/Santiago';
const MINUTE = 60_000;

const base = (date: Ymd, start: [number, number], end: [number, number]) => ({
  providerId: ids.rivera,
  contactId: ids.client['Priya']!,
  date,
  start,
  end,
});

/** A repeat from the inner list (0 daily, 3 monthly by day of week) from `date` through `until`. */
const repeating = (payload: AppointmentPayloadInput, selectedIndex: number, date: Ymd, until: Ymd): AppointmentPayloadInput => ({
  ...payload,
  repeat: { info: { innerOrOuter: 'inner', selectedIndex, custom: 1, weeklyOn: NO_DAYS }, startDate: dateOf(date), endDate: dateOf(until) },
});

const inZone = (payload: AppointmentPayloadInput, timezone: string) => ({ ...payload, timezone, allow_overlap: true });

/** The rows a save wrote: of its series, or the one row. */
async function rowsOf(firstId: number) {
  const first = await rowById(t.app, firstId);
  return first.seriesId === null ? [first] : liveSeriesRows(t.app, first.seriesId);
}

const span = (r: { appDate: string; startsAt: Date; endsAt: Date }) => [r.appDate, r.startsAt.toISOString(), r.endsAt.toISOString()];
const lengthOf = (r: { startsAt: Date; endsAt: Date }) => (r.endsAt.getTime() - r.startsAt.getTime()) / MINUTE;

async function rowCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(appointments).where(eq(appointments.providerId, ids.rivera));
  return row!.n;
}

describe('appointments across DST changes', () => {
  it('given a daily 02:30-03:15 New York series over 2027-03-12..16, when added, should book every day for 45 minutes, the spring-forward day at 03:30-04:15', async () => {
    const payload = inZone(repeating(oneOff(base([2027, 3, 12], [2, 30], [3, 15])), 0, [2027, 3, 12], [2027, 3, 16]), NEW_YORK);
    const rows = await rowsOf(idOf(saved(await add(t.app, rivera, payload))));
    expect(rows.map(span)).toEqual([
      ['2027-03-12', '2027-03-12T07:30:00.000Z', '2027-03-12T08:15:00.000Z'],
      ['2027-03-13', '2027-03-13T07:30:00.000Z', '2027-03-13T08:15:00.000Z'],
      // 02:30 EST does not exist: 03:30 EDT (07:30Z) to 04:15 EDT.
      ['2027-03-14', '2027-03-14T07:30:00.000Z', '2027-03-14T08:15:00.000Z'],
      ['2027-03-15', '2027-03-15T06:30:00.000Z', '2027-03-15T07:15:00.000Z'],
      ['2027-03-16', '2027-03-16T06:30:00.000Z', '2027-03-16T07:15:00.000Z'],
    ]);
  });

  it('given a monthly fourth-Sunday 01:30-02:15 London series over 2027-03-28, when added, should book 02:30-03:15 BST that day and 45 minutes every month', async () => {
    const payload = inZone(repeating(oneOff(base([2027, 1, 24], [1, 30], [2, 15])), 3, [2027, 1, 24], [2027, 4, 30]), LONDON);
    const rows = await rowsOf(idOf(saved(await add(t.app, rivera, payload))));
    expect(rows.map(span)).toEqual([
      ['2027-01-24', '2027-01-24T01:30:00.000Z', '2027-01-24T02:15:00.000Z'],
      ['2027-02-28', '2027-02-28T01:30:00.000Z', '2027-02-28T02:15:00.000Z'],
      ['2027-03-28', '2027-03-28T01:30:00.000Z', '2027-03-28T02:15:00.000Z'],
      ['2027-04-25', '2027-04-25T00:30:00.000Z', '2027-04-25T01:15:00.000Z'],
    ]);
  });

  it('given a single 02:30-03:30 on the spring-forward day, when added, should store 03:30-04:30 (an hour), not 03:30-03:30', async () => {
    const rows = await rowsOf(idOf(saved(await add(t.app, rivera, inZone(oneOff(base([2027, 3, 14], [2, 30], [3, 30])), NEW_YORK)))));
    expect(rows.map(span)).toEqual([['2027-03-14', '2027-03-14T07:30:00.000Z', '2027-03-14T08:30:00.000Z']]);
  });

  it('given an occurrence edited on its own to 02:30-03:30 on the spring-forward day, should store 03:30-04:30', async () => {
    const payload = inZone(oneOff(base([2027, 3, 14], [9, 0], [9, 50])), NEW_YORK);
    const id = idOf(saved(await add(t.app, rivera, payload)));
    const moved = inZone(oneOff(base([2027, 3, 14], [2, 30], [3, 30])), NEW_YORK);
    saved(await edit(t.app, rivera, moved, id, 'single'));
    expect(span(await rowById(t.app, id))).toEqual(['2027-03-14', '2027-03-14T07:30:00.000Z', '2027-03-14T08:30:00.000Z']);
  });

  it('given 01:30-02:30 on a fall-back day in London and in New York, should keep those wall-clock times from the first 01:30', async () => {
    const london = await rowsOf(idOf(saved(await add(t.app, rivera, inZone(oneOff(base([2027, 10, 31], [1, 30], [2, 30])), LONDON)))));
    // 01:30 BST (00:30Z), not 01:30 GMT (01:30Z), to 02:30 GMT.
    expect(london.map(span)).toEqual([['2027-10-31', '2027-10-31T00:30:00.000Z', '2027-10-31T02:30:00.000Z']]);
    const newYork = await rowsOf(idOf(saved(await add(t.app, rivera, inZone(oneOff(base([2027, 11, 7], [1, 30], [2, 30])), NEW_YORK)))));
    expect(newYork.map(span)).toEqual([['2027-11-07', '2027-11-07T05:30:00.000Z', '2027-11-07T07:30:00.000Z']]);
  });

  it('given an all-day appointment on 2027-09-05 in Santiago (no midnight that day), should start at 01:00, its first instant, and end at 23:59', async () => {
    const allDay = { ...oneOff(base([2027, 9, 5], [10, 0], [10, 50])), is_all_day: true };
    const rows = await rowsOf(idOf(saved(await add(t.app, rivera, inZone(allDay, SANTIAGO)))));
    expect(rows.map(span)).toEqual([['2027-09-05', '2027-09-05T04:00:00.000Z', '2027-09-06T02:59:00.000Z']]);
  });

  it('given a daily series whose length cannot fit the day after the gap (00:30-23:59 Santiago), should answer 400 incorrect time and write nothing', async () => {
    const before = await rowCount();
    const payload = inZone(repeating(oneOff(base([2027, 9, 4], [0, 30], [23, 59])), 0, [2027, 9, 4], [2027, 9, 6]), SANTIAGO);
    expectMessage(await add(t.app, rivera, payload), 400, messages.incorrectTime);
    expect(await rowCount()).toBe(before);
  });

  it('given a day its zone skips (Pacific/Apia 2011-12-30), should answer 400 incorrect date and write nothing', async () => {
    const before = await rowCount();
    expectMessage(await add(t.app, rivera, inZone(oneOff(base([2011, 12, 30], [10, 0], [10, 50])), 'Pacific/Apia')), 400, messages.incorrectDate);
    expect(await rowCount()).toBe(before);
  });

  it('given a never-ending weekly Sunday 02:30-03:15 New York series, when the job extends it over a spring-forward day, should add 45-minute rows, that day at 03:30', async () => {
    const payload = inZone(weekly({ ...base([2030, 1, 6], [2, 30], [3, 15]), until: 'never' }), NEW_YORK);
    const seriesId = (await rowById(t.app, idOf(saved(await add(t.app, rivera, payload))))).seriesId!;
    // Saved through 2032-01-04; the job run on 2030-06-01 reaches 2032-06-01, past 2032-03-14.
    await extendNeverEndingSeries(t.app.database.db, new Date('2030-06-01T12:00:00Z'));
    const rows = await liveSeriesRows(t.app, seriesId);
    expect(rows.at(-1)!.appDate >= '2032-05-30').toBe(true);
    expect(rows.filter((r) => lengthOf(r) !== 45)).toEqual([]);
    expect(span(rows.find((r) => r.appDate === '2032-03-14')!)).toEqual(['2032-03-14', '2032-03-14T07:30:00.000Z', '2032-03-14T08:15:00.000Z']);
  });
});
