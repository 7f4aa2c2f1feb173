import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppointmentPayloadInput } from '../../../../domain/contract/appointment';
import { messages } from '../../../../domain/messages';
import { appointments } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import {
  add,
  daily,
  idOf,
  edit,
  type Ids,
  liveSeriesRows,
  oneOff,
  rowById,
  saved,
  seedIds,
  seriesById,
  seriesRows,
  weekly,
  type Ymd,
} from './write-helpers';

const t = build();
let ids: Ids;
let rivera: Login;

beforeAll(async () => {
  ids = await seedIds(t.app);
  rivera = await login(t.app, 'dr.rivera');
});

const base = (date: Ymd) => ({ providerId: ids.rivera, contactId: ids.client['Priya']!, date });
const at = (p: AppointmentPayloadInput, start: [number, number], end: [number, number]): AppointmentPayloadInput => ({
  ...p,
  time: { start_time: { hr: start[0], min: start[1], sec: 0 }, end_time: { hr: end[0], min: end[1], sec: 0 } },
});

/** A five-Monday weekly series at 10:00; answers its payload, series id and rows. */
async function fiveMondays(first: Ymd, last: Ymd) {
  const payload = weekly({ ...base(first), until: last });
  const body = saved(await add(t.app, rivera, payload));
  const seriesId = (await rowById(t.app, idOf(body))).seriesId!;
  const rows = await liveSeriesRows(t.app, seriesId);
  expect(rows).toHaveLength(5);
  return { payload, seriesId, rows };
}

const localStart = (row: { startsAt: Date }) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(row.startsAt);

describe('PUT /api/appointment/edit', () => {
  it('given a one-off and scope single, should move it and answer the old day to delete and the new day to refresh', async () => {
    const first = saved(await add(t.app, rivera, oneOff(base([2032, 3, 1]))));
    const id = idOf(first);
    const body = saved(await edit(t.app, rivera, { ...at(oneOff(base([2032, 3, 2])), [14, 0], [14, 45]), notes: ' moved ' }, id, 'single'));
    expect(body).toMatchObject({ res: { id, app_date: '2032-03-02' }, delete_required: ['2032-03-01'], refresh_required: ['2032-03-02'] });
    expect(body.refresh_total).toEqual(['2032-03-01', '2032-03-02']);
    const [listed] = await daily(t.app, rivera, [2032, 3, 2], [2032, 3, 2], ids.rivera);
    expect(listed).toMatchObject({ id, app_start_hh: 2, app_start_tt: 1, app_end_mm: 45, notes: 'moved' });
  });

  it('given one occurrence of a series and scope single, should change only that row and keep it in the series', async () => {
    const { payload, seriesId, rows } = await fiveMondays([2032, 4, 5], [2032, 5, 3]);
    const body = saved(await edit(t.app, rivera, { ...at(payload, [16, 0], [16, 30]), date: { year: 2032, month: 4, day_of_month: 12 } }, rows[1]!.id, 'single'));
    expect(body.res).toEqual({ id: rows[1]!.id, app_date: '2032-04-12' });
    const after = await liveSeriesRows(t.app, seriesId);
    expect(after.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(after.map(localStart)).toEqual(['10:00', '16:00', '10:00', '10:00', '10:00']);
  });

  it('given scope future with the same rule, should update the later rows in place, each keeping its day and cancelled flag', async () => {
    const { payload, seriesId, rows } = await fiveMondays([2032, 6, 7], [2032, 7, 5]);
    await t.app.db.update(appointments).set({ isCancelled: true }).where(eq(appointments.id, rows[3]!.id));
    const body = saved(
      await edit(t.app, rivera, { ...at(payload, [14, 0], [14, 50]), notes: 'later' }, rows[2]!.id, 'future'),
    );
    expect(body.res).toEqual({ id: rows[2]!.id, app_date: '2032-06-21' });
    expect(body.delete_required).toEqual([]);
    expect(body.refresh_required).toEqual(['2032-06-21', '2032-06-28', '2032-07-05']);
    const after = await liveSeriesRows(t.app, seriesId);
    expect(after.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(after.map(localStart)).toEqual(['10:00', '10:00', '14:00', '14:00', '14:00']);
    expect(after.map((r) => r.notes)).toEqual(['', '', 'later', 'later', 'later']);
    expect(after.map((r) => r.isCancelled)).toEqual([false, false, false, true, false]);
  });

  it('given scope future from the middle with a new rule, should end the old series the day before and start a new one', async () => {
    const { payload, seriesId, rows } = await fiveMondays([2032, 8, 2], [2032, 8, 30]);
    // Tue and Thu from the third Monday (2032-08-16) to the end.
    const changed: AppointmentPayloadInput = { ...payload, repeat: { ...payload.repeat, info: { ...payload.repeat.info, innerOrOuter: 'outer', selectedIndex: 3 } } };
    const body = saved(await edit(t.app, rivera, changed, rows[2]!.id, 'future'));
    expect(body.res).toMatchObject({ app_date: '2032-08-17' });
    expect(body.delete_required).toEqual(['2032-08-16', '2032-08-23', '2032-08-30']);
    expect(body.refresh_required).toEqual(['2032-08-17', '2032-08-19', '2032-08-24', '2032-08-26']);
    expect((await liveSeriesRows(t.app, seriesId)).map((r) => r.appDate)).toEqual(['2032-08-02', '2032-08-09']);
    expect((await seriesById(t.app, seriesId)).endOn).toBe('2032-08-15');
    const newRow = await rowById(t.app, idOf(body));
    expect(newRow.seriesId).not.toBe(seriesId);
    expect(await seriesById(t.app, newRow.seriesId!)).toMatchObject({ repeat: 3, repeatOn: '2,4', startsFrom: '2032-08-17', endOn: '2032-08-30' });
    // The replaced rows are kept, marked deleted, and the daily call no longer lists them.
    expect((await seriesRows(t.app, seriesId)).filter((r) => r.isDeleted).map((r) => r.appDate)).toEqual(['2032-08-16', '2032-08-23', '2032-08-30']);
    const listed = await daily(t.app, rivera, [2032, 8, 1], [2032, 8, 31], ids.rivera);
    expect(listed.map((a) => a.app_date)).toEqual(['2032-08-02', '2032-08-09', '2032-08-17', '2032-08-19', '2032-08-24', '2032-08-26']);
  });

  it('given scope all with the same rule, should update every row and the series times', async () => {
    const { payload, seriesId, rows } = await fiveMondays([2032, 10, 4], [2032, 11, 1]);
    saved(await edit(t.app, rivera, at(payload, [11, 15], [12, 0]), rows[3]!.id, 'all'));
    const after = await liveSeriesRows(t.app, seriesId);
    expect(after.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    // 2032-11-07 ends daylight saving time in New York: still 11:15 local on both sides.
    expect(after.map(localStart)).toEqual(['11:15', '11:15', '11:15', '11:15', '11:15']);
    expect((await seriesById(t.app, seriesId)).startTime.slice(0, 5)).toBe('11:15');
  });

  it('given scope all with a new frequency, should replace every occurrence and keep the series row', async () => {
    const { payload, seriesId } = await fiveMondays([2033, 1, 3], [2033, 1, 31]);
    const rows = await liveSeriesRows(t.app, seriesId);
    const everyOther = { ...payload, repeat: { ...payload.repeat, info: { ...payload.repeat.info, custom: 2 } } };
    const body = saved(await edit(t.app, rivera, everyOther, rows[2]!.id, 'all'));
    expect(body.delete_required).toEqual(['2033-01-10', '2033-01-24']);
    expect(body.refresh_required).toEqual(['2033-01-03', '2033-01-17', '2033-01-31']);
    expect((await liveSeriesRows(t.app, seriesId)).map((r) => r.appDate)).toEqual(['2033-01-03', '2033-01-17', '2033-01-31']);
    expect((await seriesById(t.app, seriesId)).repeatFreq).toBe(2);
  });

  it('given a one-off edited with a repeat, should turn it into a series', async () => {
    const first = saved(await add(t.app, rivera, oneOff(base([2033, 3, 7]))));
    const body = saved(await edit(t.app, rivera, weekly({ ...base([2033, 3, 7]), until: [2033, 3, 21] }), idOf(first), 'single'));
    const row = await rowById(t.app, idOf(body));
    expect(row.seriesId).not.toBeNull();
    expect((await liveSeriesRows(t.app, row.seriesId!)).map((r) => r.appDate)).toEqual(['2033-03-07', '2033-03-14', '2033-03-21']);
    expect((await rowById(t.app, idOf(first))).isDeleted).toBe(true);
  });

  it('should announce refreshRequest with is_edit to the provider team, and nothing on a refusal', async () => {
    const first = saved(await add(t.app, rivera, oneOff(base([2033, 4, 11]))));
    const spy = vi.spyOn(t.app.realtime, 'toUsers');
    try {
      expectMessage(await edit(t.app, rivera, { ...oneOff(base([2033, 4, 11])), officeLocation: null }, idOf(first), 'single'), 400, messages.incorrectOfficeLocation);
      expect(spy).not.toHaveBeenCalled();
      saved(await edit(t.app, rivera, oneOff(base([2033, 4, 12])), idOf(first), 'single'));
      expect(spy.mock.calls[0]![2]).toEqual({
        appointment: { id: idOf(first), app_date: '2033-04-12' },
        is_edit: true,
        user_id: rivera.userId,
        provider_id: ids.rivera,
        delete_required: ['2033-04-11'],
        refresh_required: ['2033-04-12'],
        refresh_total: ['2033-04-11', '2033-04-12'],
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('given an appointment moved from a portal client to another contact, should tell the former client only of the day it left', async () => {
    const alex = await login(t.app, 'alex.client');
    const ofAlex = { ...base([2033, 4, 18]), contactId: ids.client['Alex']! };
    const first = saved(await add(t.app, rivera, oneOff(ofAlex)));
    const spy = vi.spyOn(t.app.realtime, 'toUsers');
    try {
      saved(await edit(t.app, rivera, oneOff(base([2033, 4, 19])), idOf(first), 'single'));
      const toAlex = spy.mock.calls.filter(([userIds]) => userIds.includes(alex.userId));
      expect(toAlex).toHaveLength(1);
      // Neither the appointment nor the day it moved to: it is no longer theirs.
      expect(toAlex[0]![2]).toEqual({
        is_edit: true,
        user_id: rivera.userId,
        provider_id: ids.rivera,
        delete_required: ['2033-04-18'],
        refresh_required: [],
        refresh_total: ['2033-04-18'],
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('given a deleted appointment, should answer res false with its day to delete', async () => {
    const first = saved(await add(t.app, rivera, oneOff(base([2033, 4, 4]))));
    const id = idOf(first);
    await t.app.db.update(appointments).set({ isDeleted: true }).where(eq(appointments.id, id));
    const body = saved(await edit(t.app, rivera, oneOff(base([2033, 4, 5])), id, 'single'));
    expect(body).toEqual({ res: false, delete_required: ['2033-04-04'], refresh_required: [], refresh_total: ['2033-04-04'] });
  });

  describe('overlap', () => {
    it('should not count the rows being replaced, but refuse a clash with another appointment and change nothing', async () => {
      const { payload, seriesId, rows } = await fiveMondays([2033, 5, 2], [2033, 5, 30]);
      // Half an hour later overlaps the series' own old times only.
      saved(await edit(t.app, rivera, at(payload, [10, 30], [11, 20]), rows[0]!.id, 'all'));
      saved(await add(t.app, rivera, oneOff({ ...base([2033, 5, 23]), start: [13, 0], end: [14, 0] })));
      const before = await liveSeriesRows(t.app, seriesId);
      const res = await edit(t.app, rivera, at(payload, [13, 30], [14, 30]), rows[1]!.id, 'future');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: messages.overlapQuestion, overlap: true });
      expect(await liveSeriesRows(t.app, seriesId)).toEqual(before);
      saved(await edit(t.app, rivera, { ...at(payload, [13, 30], [14, 30]), allow_overlap: true }, rows[1]!.id, 'future'));
    });
  });

  describe('one transaction', () => {
    it('given a failure after the old rows were replaced, should change nothing', async () => {
      const { payload, seriesId } = await fiveMondays([2033, 9, 5], [2033, 10, 3]);
      const rows = await seriesRows(t.app, seriesId);
      const series = await seriesById(t.app, seriesId);
      // A constraint the new rows break: the statement that inserts them fails after the old ones were marked deleted.
      await t.app.db.execute(sql.raw(`alter table appointments add constraint test_boom check (notes <> 'boom') not valid`));
      try {
        const changed = { ...payload, notes: 'boom', repeat: { ...payload.repeat, info: { ...payload.repeat.info, custom: 2 } } };
        const res = await edit(t.app, rivera, changed, rows[2]!.id, 'future');
        expectMessage(res, 500, messages.serverError);
      } finally {
        await t.app.db.execute(sql.raw('alter table appointments drop constraint test_boom'));
      }
      expect(await seriesRows(t.app, seriesId)).toEqual(rows);
      expect(await seriesById(t.app, seriesId)).toEqual(series);
    });
  });

  describe('refusals', () => {
    it('given an id that does not exist, should answer 404; one past the integer column, 400', async () => {
      expectMessage(await edit(t.app, rivera, oneOff(base([2033, 4, 5])), 9_999_999, 'single'), 404, messages.appointmentGone);
      expect((await edit(t.app, rivera, oneOff(base([2033, 4, 5])), 2 ** 40, 'single')).statusCode).toBe(400);
    });

    it('given another practice appointment, should answer 403', async () => {
      const chen = await login(t.app, 'dr.chen');
      const first = saved(await add(t.app, rivera, oneOff(base([2033, 6, 6]))));
      const p = oneOff({ providerId: ids.chen, contactId: ids.chenClient, date: [2033, 6, 6] });
      expectMessage(await edit(t.app, chen, p, idOf(first), 'single'), 403, messages.providerNotPermitted);
      expect((await rowById(t.app, idOf(first))).clientId).toBe(ids.client['Priya']);
    });

    it('given a portal user, should answer 403', async () => {
      const alex = await login(t.app, 'alex.client');
      expectMessage(await edit(t.app, alex, oneOff(base([2033, 6, 6])), 1, 'single'), 403, messages.portalCannotBook);
    });

    it('given an unknown scope, should answer 400 with the scope message', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/appointment/edit',
        headers: rivera.headers,
        payload: { ...oneOff(base([2033, 6, 6])), editID: 1, oneAllFuture: 'some' },
      });
      expectMessage(res, 400, messages.incorrectEditScope);
    });

    it('given a rule error, should answer its message and change nothing', async () => {
      const first = saved(await add(t.app, rivera, oneOff(base([2033, 6, 13]))));
      expectMessage(await edit(t.app, rivera, at(oneOff(base([2033, 6, 13])), [12, 0], [11, 0]), idOf(first), 'single'), 400, messages.incorrectTime);
      expect(localStart(await rowById(t.app, idOf(first)))).toBe('10:00');
    });
  });
});
