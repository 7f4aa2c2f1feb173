import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { instantToLocal } from '../../../domain/appointments/local-time';
import { addYears, isoOf, NEVER_ENDING_HORIZON_YEARS, parseIso } from '../../../domain/appointments/recurrence';
import { appointments } from '../../../server/db/schema/index';
import { EXTEND_SERIES_JOB, jobHandlers } from '../../../server/jobs/jobs';
import { enqueue } from '../../../server/jobs/queue';
import { createJobWorker } from '../../../server/jobs/worker';
import { extendNeverEndingSeries } from '../../../server/repositories/appointments/series-extension-repository';
import { build, login, type Login } from '../helper';
import { add, idOf, liveSeriesRows, remove, rowById, saved, seedIds, weekly } from '../routes/appointment/write-helpers';
import { silentLog } from '../reminders/reminder-kit';

/**
 * Never-ending series (issue 15 item 5): the daily job keeps them
 * materialised two years ahead of today. The clock is moved by giving the
 * job a later "now".
 */
const t = build();
let auth: Login;
let rivera: number;
let clientId: number;

beforeAll(async () => {
  auth = await login(t.app, 'dr.rivera');
  const ids = await seedIds(t.app);
  rivera = ids.rivera;
  clientId = Object.values(ids.client)[1]!;
});

const DAY = 86_400_000;

describe('extend-series job', () => {
  it('given a weekly never-ending series, when the clock moves on, should add rows beyond the old horizon at the same local time, without duplicates, idempotently', async () => {
    // Starts today at 03:10 New York time (no seed appointment then), every Monday... on today's weekday.
    const today = instantToLocal(new Date(), 'America/New_York');
    const date: [number, number, number] = [today.year, today.month, today.day];
    const payload = { ...weekly({ providerId: rivera, contactId: clientId, date, start: [3, 10], end: [3, 40], until: 'never' }), timezone: 'America/New_York', allow_overlap: true };
    const first = idOf(saved(await add(t.app, auth, payload)));
    const seriesId = (await rowById(t.app, first)).seriesId!;
    const before = await liveSeriesRows(t.app, seriesId);
    const oldLast = before.at(-1)!.appDate;
    expect(oldLast <= isoOf(addYears(today, NEVER_ENDING_HORIZON_YEARS))).toBe(true);

    // A day later nothing much is missing; 100 days later about 14 weeks are.
    const later = new Date(Date.now() + 100 * DAY);
    const worker = createJobWorker({
      db: t.app.database.db,
      handlers: jobHandlers({ mailer: t.app.mailer, sms: t.app.sms, publicUrl: 'http://x', secureVideoBaseUrl: undefined, push: t.app.push, onlineUserIds: (ids) => t.app.realtime.onlineUserIds(ids) }),
      log: silentLog,
      batch: 5,
      kinds: [EXTEND_SERIES_JOB],
      now: () => later,
    });
    await enqueue(t.app.database.db, EXTEND_SERIES_JOB, {});
    expect(await worker.drain()).toMatchObject({ done: 1, failed: 0 });
    const after = await liveSeriesRows(t.app, seriesId);
    expect(after.length).toBeGreaterThanOrEqual(before.length + 13);
    const newLast = after.at(-1)!.appDate;
    expect(newLast > oldLast).toBe(true);
    const laterLocal = instantToLocal(later, 'America/New_York');
    const horizon = isoOf(addYears(laterLocal, NEVER_ENDING_HORIZON_YEARS));
    expect(newLast <= horizon).toBe(true);
    expect(parseIso(newLast) && Date.parse(horizon) - Date.parse(newLast)).toBeLessThan(7 * DAY);
    const days = after.map((r) => r.appDate);
    expect(new Set(days).size).toBe(days.length);
    // Weekly, 03:10 New York time on every row, EST and EDT alike; the new rows copy the contact and video columns.
    for (const r of after) {
      expect(instantToLocal(r.startsAt, 'America/New_York')).toMatchObject({ hour: 3, minute: 10 });
      expect(instantToLocal(r.endsAt, 'America/New_York')).toMatchObject({ hour: 3, minute: 40 });
      expect(r.clientId).toBe(clientId);
    }
    for (let i = 1; i < days.length; i++) expect(Date.parse(days[i]!) - Date.parse(days[i - 1]!)).toBe(7 * DAY);

    // Run again (another process, the next day): nothing added.
    expect(await extendNeverEndingSeries(t.app.database.db, later)).toMatchObject({ rows: 0 });
    expect((await liveSeriesRows(t.app, seriesId)).length).toBe(after.length);
  });

  it('given a deleted last occurrence, should not bring it back; given a series deleted in full, should add nothing', async () => {
    const today = instantToLocal(new Date(), 'America/New_York');
    const date: [number, number, number] = [today.year, today.month, today.day];
    const payload = { ...weekly({ providerId: rivera, contactId: clientId, date, start: [4, 10], end: [4, 40], until: 'never' }), timezone: 'America/New_York', allow_overlap: true };
    const first = idOf(saved(await add(t.app, auth, payload)));
    const seriesId = (await rowById(t.app, first)).seriesId!;
    const rows = await liveSeriesRows(t.app, seriesId);
    const last = rows.at(-1)!;
    expect((await remove(t.app, auth, last.id, 'single', 'delete')).statusCode).toBe(200);
    const later = new Date(Date.now() + 30 * DAY);
    await extendNeverEndingSeries(t.app.database.db, later);
    const onDeletedDay = await t.app.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.seriesId, seriesId), eq(appointments.appDate, last.appDate)));
    expect(onDeletedDay.map((r) => r.isDeleted)).toEqual([true]);

    expect((await remove(t.app, auth, first, 'all', 'delete')).statusCode).toBe(200);
    await extendNeverEndingSeries(t.app.database.db, new Date(Date.now() + 60 * DAY));
    expect(await liveSeriesRows(t.app, seriesId)).toHaveLength(0);
  });
});
