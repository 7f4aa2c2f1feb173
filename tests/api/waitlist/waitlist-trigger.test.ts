/**
 * The trigger (issue 29): a series cancelled or deleted frees only its next
 * few occurrences within the horizon (server/waitlist/slot-freed.ts), each
 * as one 'waitlist:slot-freed' job written with the change.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localAt, NY } from '../reminders/reminder-kit';
import { build, login } from '../helper';
import { remove, seedIds, weekly } from '../routes/appointment/write-helpers';
import { FREED_SLOTS_MAX } from '../../../server/waitlist/slot-freed';

const t = build();

const freedJobs = async (): Promise<{ slots: unknown[] }[]> => {
  const r = await t.app.db.execute(sql`select payload from jobs where kind = 'waitlist:slot-freed' order by id`);
  return (r as unknown as { rows: { payload: { slots: unknown[] } }[] }).rows.map((x) => x.payload);
};

describe('waitlist trigger', () => {
  it('given a weekly series, when staff delete all of it, should free at most the next few occurrences in one job', async () => {
    const ids = await seedIds(t.app);
    const staff = await login(t.app, 'dr.rivera');
    const day = localAt(new Date(Date.now() + 86_400_000), NY).date;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointment/add',
      headers: staff.headers,
      payload: { ...weekly({ providerId: ids.rivera, contactId: Object.values(ids.client)[0]!, date: day, start: [21, 0], end: [21, 50], until: 'never' }), timezone: NY, allow_overlap: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const first = (res.json() as { res: { id: number } }).res.id;
    const before = (await freedJobs()).length;
    expect((await remove(t.app, staff, first, 'all', 'delete')).statusCode).toBe(200);
    const jobs = await freedJobs();
    expect(jobs).toHaveLength(before + 1);
    // Two weeks ahead hold two or three weekly sessions: all of them, never more than the cap.
    const slots = jobs.at(-1)!.slots.length;
    expect(slots).toBeGreaterThanOrEqual(2);
    expect(slots).toBeLessThanOrEqual(FREED_SLOTS_MAX);
  });
});
