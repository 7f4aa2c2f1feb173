import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../domain/messages';
import { appointments, providerPermissions } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import {
  add,
  daily,
  idOf,
  deleted,
  type Ids,
  liveSeriesRows,
  oneOff,
  remove,
  rowById,
  saved,
  seedIds,
  seriesById,
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

async function fiveMondays(first: Ymd, last: Ymd) {
  const body = saved(await add(t.app, rivera, weekly({ ...base(first), until: last })));
  const seriesId = (await rowById(t.app, idOf(body))).seriesId!;
  return { seriesId, rows: await liveSeriesRows(t.app, seriesId) };
}

describe('DELETE /api/appointment/delete/{id}/{scope}/{action}', () => {
  it('given a one-off and delete, should hide it from the calendar and answer it with its day to delete', async () => {
    const first = saved(await add(t.app, rivera, oneOff(base([2034, 1, 2]))));
    const id = idOf(first);
    const body = deleted(await remove(t.app, rivera, id, 'single', 'delete'));
    expect(body).toEqual({
      success: true,
      appointments: [{ id, app_date: '2034-01-02' }],
      delete_required: ['2034-01-02'],
      refresh_required: [],
      refresh_total: ['2034-01-02'],
    });
    expect(await daily(t.app, rivera, [2034, 1, 2], [2034, 1, 2], ids.rivera)).toEqual([]);
    expect((await rowById(t.app, id)).isDeleted).toBe(true);
    // Again: nothing left to change.
    expect(deleted(await remove(t.app, rivera, id, 'single', 'delete')).appointments).toEqual([]);
  });

  it('given cancel then un-cancel of one occurrence, should flip only that row', async () => {
    const { seriesId, rows } = await fiveMondays([2034, 2, 6], [2034, 3, 6]);
    const body = deleted(await remove(t.app, rivera, rows[1]!.id, 'single', 'cancel'));
    expect(body.appointments).toEqual([{ id: rows[1]!.id, app_date: '2034-02-13' }]);
    expect(body.refresh_required).toEqual(['2034-02-13']);
    expect((await liveSeriesRows(t.app, seriesId)).map((r) => r.isCancelled)).toEqual([false, true, false, false, false]);
    const listed = await daily(t.app, rivera, [2034, 2, 13], [2034, 2, 13], ids.rivera);
    expect(listed.find((a) => a.id === rows[1]!.id)).toMatchObject({ is_cancelled: 1 });
    deleted(await remove(t.app, rivera, rows[1]!.id, 'single', 'un-cancel'));
    expect((await liveSeriesRows(t.app, seriesId)).map((r) => r.isCancelled)).toEqual([false, false, false, false, false]);
  });

  it('given delete future from the middle, should delete that occurrence and the later ones and end the series the day before', async () => {
    const { seriesId, rows } = await fiveMondays([2034, 4, 3], [2034, 5, 1]);
    const body = deleted(await remove(t.app, rivera, rows[2]!.id, 'future', 'delete'));
    expect(body.appointments.map((a) => a.app_date)).toEqual(['2034-04-17', '2034-04-24', '2034-05-01']);
    expect(body.delete_required).toEqual(['2034-04-17', '2034-04-24', '2034-05-01']);
    expect((await liveSeriesRows(t.app, seriesId)).map((r) => r.appDate)).toEqual(['2034-04-03', '2034-04-10']);
    expect((await seriesById(t.app, seriesId)).endOn).toBe('2034-04-16');
  });

  it('given cancel all and un-cancel all, should flip every live row of the series', async () => {
    const { seriesId, rows } = await fiveMondays([2034, 6, 5], [2034, 7, 3]);
    await remove(t.app, rivera, rows[4]!.id, 'single', 'delete');
    const body = deleted(await remove(t.app, rivera, rows[2]!.id, 'all', 'cancel'));
    expect(body.appointments.map((a) => a.id)).toEqual(rows.slice(0, 4).map((r) => r.id));
    expect((await liveSeriesRows(t.app, seriesId)).every((r) => r.isCancelled)).toBe(true);
    deleted(await remove(t.app, rivera, rows[0]!.id, 'all', 'un-cancel'));
    expect((await liveSeriesRows(t.app, seriesId)).some((r) => r.isCancelled)).toBe(false);
  });

  it('given delete all, should delete every occurrence', async () => {
    const { seriesId, rows } = await fiveMondays([2034, 8, 7], [2034, 9, 4]);
    const body = deleted(await remove(t.app, rivera, rows[3]!.id, 'all', 'delete'));
    expect(body.appointments).toHaveLength(5);
    expect(await liveSeriesRows(t.app, seriesId)).toEqual([]);
  });

  it('should announce refreshRequest with the action to the provider team', async () => {
    const first = saved(await add(t.app, rivera, oneOff(base([2034, 12, 4]))));
    const spy = vi.spyOn(t.app.realtime, 'toUsers');
    try {
      deleted(await remove(t.app, rivera, idOf(first), 'single', 'cancel'));
      expect(spy).toHaveBeenCalledTimes(1);
      const [userIds, event, payload] = spy.mock.calls[0]!;
      expect(event).toBe('refreshRequest');
      expect(payload).toEqual({
        appointment: { id: idOf(first), app_date: '2034-12-04' },
        deleteOrCancel: 'cancel',
        is_edit: false,
        user_id: rivera.userId,
        provider_id: ids.rivera,
        delete_required: [],
        refresh_required: ['2034-12-04'],
        refresh_total: ['2034-12-04'],
      });
      const team = await t.app.providerTeamRepository.memberIds(ids.rivera);
      expect([...userIds].sort()).toEqual([...team].sort());
      expect(team).toContain(ids.rivera);
    } finally {
      spy.mockRestore();
    }
  });

  it('given cancel future, should cancel that occurrence and the later ones only', async () => {
    const { seriesId, rows } = await fiveMondays([2034, 10, 2], [2034, 10, 30]);
    deleted(await remove(t.app, rivera, rows[3]!.id, 'future', 'cancel'));
    expect((await liveSeriesRows(t.app, seriesId)).map((r) => r.isCancelled)).toEqual([false, false, false, true, true]);
  });

  describe('refusals change nothing', () => {
    it.each([
      ['a non-numeric id', 'abc', 'single', 'delete', messages.invalidRequest],
      ['a negative id', '-4', 'single', 'delete', messages.invalidRequest],
      ['an unknown action', 'ID', 'single', 'erase', messages.invalidRequest],
      ['an unknown scope', 'ID', 'some', 'delete', messages.incorrectEditScope],
    ])('given %s, should answer 400', async (_, id, scope, action, message) => {
      const first = saved(await add(t.app, rivera, oneOff({ ...base([2035, 1, 1]), start: [6, 0], end: [6, 10] })));
      const realId = idOf(first);
      expectMessage(await remove(t.app, rivera, id === 'ID' ? realId : id, scope, action), 400, message);
      const row = await rowById(t.app, realId);
      expect([row.isDeleted, row.isCancelled]).toEqual([false, false]);
      await remove(t.app, rivera, realId, 'single', 'delete');
    });

    it('given an id that does not exist, should answer 404; one past the integer column, 400', async () => {
      expectMessage(await remove(t.app, rivera, 9_999_999, 'single', 'delete'), 404, messages.appointmentGone);
      expectMessage(await remove(t.app, rivera, '99999999999999', 'single', 'delete'), 400, messages.invalidRequest);
    });

    it.each(['alex.client', 'jo.other'])('given portal user %s, should answer 403', async (username) => {
      const first = saved(await add(t.app, rivera, oneOff(base([2035, 2, 5]))));
      const portal = await login(t.app, username);
      expectMessage(await remove(t.app, portal, idOf(first), 'single', 'cancel'), 403, messages.portalCannotBook);
      expect((await rowById(t.app, idOf(first))).isCancelled).toBe(false);
      await remove(t.app, rivera, idOf(first), 'single', 'delete');
    });

    it('given another practice appointment, should answer 403', async () => {
      const first = saved(await add(t.app, rivera, oneOff(base([2035, 2, 6]))));
      const chen = await login(t.app, 'dr.chen');
      expectMessage(await remove(t.app, chen, idOf(first), 'single', 'delete'), 403, messages.providerNotPermitted);
      expect((await rowById(t.app, idOf(first))).isDeleted).toBe(false);
    });

    it('given a video appointment and a user refused video deletion, should answer 403 but still let them cancel', async () => {
      const video = { ...oneOff(base([2035, 3, 5])), is_office: false, is_video: true, meadow_video: true, officeLocation: null };
      const first = saved(await add(t.app, rivera, video));
      const id = idOf(first);
      const sam = await login(t.app, 'sam.staff');
      const samRivera = and(eq(providerPermissions.userId, sam.userId), eq(providerPermissions.providerId, ids.rivera));
      await t.app.db.update(providerPermissions).set({ deleteVideoAppointmentPermissionRefused: true }).where(samRivera);
      try {
        expectMessage(await remove(t.app, sam, id, 'single', 'delete'), 403, messages.videoDeleteRefused);
        expect((await rowById(t.app, id)).isDeleted).toBe(false);
        deleted(await remove(t.app, sam, id, 'single', 'cancel'));
      } finally {
        await t.app.db.update(providerPermissions).set({ deleteVideoAppointmentPermissionRefused: false }).where(samRivera);
      }
      // The provider themself is never refused.
      deleted(await remove(t.app, rivera, id, 'single', 'delete'));
      expect((await t.app.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.isDeleted).toBe(true);
    });
  });
});
