/**
 * The trigger (issue 29) on the writes other than staff delete/cancel: an
 * edit that moves one occurrence, an edit of a series from one occurrence on
 * ('future'), and a client's cancel through the reminder's answer link. Each
 * writes one 'waitlist:slot-freed' job in its own transaction (a write that
 * fails writes none), and the worker then offers the old time to a fitting
 * entry.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { reminderAnswerTexts } from '../../../domain/messages';
import type { ReminderAnswerView } from '../../../domain/contract/reminder-answer';
import { answerUrlOf } from '../../../server/reminders/answer-url';
import { reminderAnswerKey } from '../../../server/reminders/answer-key';
import type { FreedSlotPayload } from '../../../server/waitlist/slot-freed';
import { build, login, type Login } from '../helper';
import { localAt, NY } from '../reminders/reminder-kit';
import { edit, idOf, oneOff, saved, seedIds, weekly } from '../routes/appointment/write-helpers';
import { addEntry, bookEvening, clearEvening, entryStatus, eveningAt, newClient } from './waitlist-kit';

const t = build();

const freedJobs = async (): Promise<{ slots: FreedSlotPayload[] }[]> => {
  const r = await t.app.db.execute(sql`select payload from jobs where kind = 'waitlist:slot-freed' order by id`);
  return (r as unknown as { rows: { payload: { slots: FreedSlotPayload[] } }[] }).rows.map((x) => x.payload);
};

/** Drains until no due waitlist job is left (bounded: on PostgreSQL a commit may land a moment after its answer). */
async function settle(app: FastifyInstance): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    await app.jobs.drain();
    const left = await app.db.execute(sql`select count(*)::int as n from jobs where done_at is null and attempts < max_attempts and run_at <= now() and kind like 'waitlist:%'`);
    if ((left as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function openOfferAt(entryId: number): Promise<string[]> {
  const r = await t.app.db.execute(sql`select slot_start from waitlist_offers where entry_id = ${entryId}::int and status = 'open'`);
  return (r as unknown as { rows: { slot_start: string | Date }[] }).rows.map((x) => new Date(x.slot_start).toISOString());
}

/** After the worker ran: the entry is offered that time, and only that. */
async function expectOfferedAt(entry: number, at: Date): Promise<void> {
  await settle(t.app);
  expect(await entryStatus(t.app, entry)).toBe('offered');
  expect(await openOfferAt(entry)).toEqual([at.toISOString()]);
}

/** The token of the client's reminder link, made as the reminder job makes it. */
async function linkTokenOf(appointmentId: number, at: Date, clientId: number): Promise<string> {
  const link = answerUrlOf(await reminderAnswerKey(t.app.db), 'https://meadow.example', appointmentId, Math.floor(at.getTime() / 1000), `c:${clientId}`);
  return link!.split('/r/')[1]!;
}

/** A provider's waitlist with only a new evening entry on it (earlier tests' entries leave it); answers the entry. */
async function onlyEntry(staff: Login, providerId: number, label: string): Promise<number> {
  await t.app.db.execute(sql`update waitlist_entries set status = 'removed' where provider_id = ${providerId}::int and status in ('waiting', 'offered')`);
  return addEntry(t.app, staff, providerId, (await newClient(t.app, providerId, label)).id);
}

const moved = (providerId: number, contactId: number, at: Date, hour: number) => {
  const l = localAt(at, NY);
  return { ...oneOff({ providerId, contactId, date: l.date, start: [hour, 0], end: [hour, 50] }), timezone: NY, allow_overlap: true, video_invitepref: 'N' as const };
};

describe('waitlist trigger: edits', () => {
  it('given an evening booking, when staff move that one occurrence to the morning, should free the evening in one job and offer it to the fitting entry', async () => {
    const ids = await seedIds(t.app);
    const staff = await login(t.app, 'dr.rivera');
    const at = eveningAt(2);
    await clearEvening(t.app, ids.rivera, at);
    const entry = await onlyEntry(staff, ids.rivera, 'move-single');
    const booked = await bookEvening(t.app, staff, ids.rivera, (await newClient(t.app, ids.rivera, 'move-single-other')).id, at);
    const before = (await freedJobs()).length;

    const res = await edit(t.app, staff, moved(ids.rivera, (await newClient(t.app, ids.rivera, 'move-single-x')).id, at, 7), booked, 'single');
    expect(res.statusCode, res.body).toBe(200);
    const jobs = await freedJobs();
    expect(jobs).toHaveLength(before + 1);
    expect(jobs.at(-1)!.slots.map((s) => s.start)).toEqual([at.getTime()]);

    await expectOfferedAt(entry, at);
  });

  it('given a weekly evening series, when staff move it from its second occurrence on, should free those evenings in one job and offer the first to the fitting entry', async () => {
    const ids = await seedIds(t.app);
    const staff = await login(t.app, 'dr.rivera');
    const first = eveningAt(1);
    const second = new Date(first.getTime() + 7 * 86_400_000);
    for (const w of [0, 1, 2]) await clearEvening(t.app, ids.rivera, new Date(first.getTime() + w * 7 * 86_400_000));
    const entry = await onlyEntry(staff, ids.rivera, 'move-future');
    const contact = (await newClient(t.app, ids.rivera, 'move-future-other')).id;
    const l = localAt(first, NY);
    const series = saved(
      await t.app.inject({
        method: 'POST',
        url: '/api/appointment/add',
        headers: staff.headers,
        payload: { ...weekly({ providerId: ids.rivera, contactId: contact, date: l.date, start: [20, 0], end: [21, 0], until: 'never' }), timezone: NY, allow_overlap: true, video_invitepref: 'N' },
      }),
    );
    const firstId = idOf(series);
    const r = await t.app.db.execute(sql`
      select id from appointments where series_id = (select series_id from appointments where id = ${firstId}::int)
         and starts_at = ${second.toISOString()}::timestamptz and not is_deleted`);
    const secondId = (r as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const before = (await freedJobs()).length;

    const l2 = localAt(second, NY);
    const payload = { ...weekly({ providerId: ids.rivera, contactId: contact, date: l2.date, start: [7, 0], end: [7, 50], until: 'never' }), timezone: NY, allow_overlap: true, video_invitepref: 'N' as const };
    const res = await edit(t.app, staff, payload, secondId, 'future');
    expect(res.statusCode, res.body).toBe(200);
    const jobs = await freedJobs();
    expect(jobs).toHaveLength(before + 1);
    const starts = jobs.at(-1)!.slots.map((s) => s.start);
    // The second occurrence on, within the horizon; the first (kept) is not freed.
    expect(starts[0]).toBe(second.getTime());
    expect(starts).not.toContain(first.getTime());

    await expectOfferedAt(entry, second);
  });

  it('given an edit refused for an overlap, should write no waitlist job', async () => {
    const ids = await seedIds(t.app);
    const staff = await login(t.app, 'dr.rivera');
    const at = eveningAt(9);
    await clearEvening(t.app, ids.rivera, at);
    const other = (await newClient(t.app, ids.rivera, 'refused-other')).id;
    const booked = await bookEvening(t.app, staff, ids.rivera, other, at);
    // Another booking at 22:00 that the edit would run into.
    const later = new Date(at.getTime() + 2 * 3_600_000);
    await bookEvening(t.app, staff, ids.rivera, other, later);
    const before = (await freedJobs()).length;
    const res = await edit(t.app, staff, { ...moved(ids.rivera, other, at, 22), allow_overlap: false }, booked, 'single');
    expect(res.statusCode, res.body).toBe(409);
    expect(await freedJobs()).toHaveLength(before);
  });
});

describe('waitlist trigger: the client cancels through the reminder link', () => {
  it('given a client\'s evening booking, when they cancel through their reminder\'s link, should free the evening in that write and offer it to the fitting entry', async () => {
    const ids = await seedIds(t.app);
    const staff = await login(t.app, 'dr.rivera');
    const at = eveningAt(4);
    await clearEvening(t.app, ids.rivera, at);
    const entry = await onlyEntry(staff, ids.rivera, 'link-cancel');
    const client = await newClient(t.app, ids.rivera, 'link-cancel-other');
    const booked = await bookEvening(t.app, staff, ids.rivera, client.id, at);
    const token = await linkTokenOf(booked, at, client.id);
    const before = (await freedJobs()).length;

    const res = await t.app.inject({ method: 'POST', url: `/api/reminder_answer/${token}/cancel`, remoteAddress: '10.29.2.1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReminderAnswerView>()).toMatchObject({ state: 'cancelled', message: reminderAnswerTexts.cancelled });
    const jobs = await freedJobs();
    expect(jobs).toHaveLength(before + 1);
    expect(jobs.at(-1)!.slots.map((s) => s.start)).toEqual([at.getTime()]);

    await expectOfferedAt(entry, at);

    // Cancelling again changes nothing and frees nothing again.
    const again = await t.app.inject({ method: 'POST', url: `/api/reminder_answer/${token}/cancel`, remoteAddress: '10.29.2.1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await freedJobs()).toHaveLength(before + 1);
  });

  it("given a cancel past the practice's window, or a confirm, through the reminder link, should change nothing and write no waitlist job", async () => {
    const ids = await seedIds(t.app);
    const staff = await login(t.app, 'dr.rivera');
    const at = eveningAt(5);
    await clearEvening(t.app, ids.rivera, at);
    const client = await newClient(t.app, ids.rivera, 'link-late');
    const booked = await bookEvening(t.app, staff, ids.rivera, client.id, at);
    const token = await linkTokenOf(booked, at, client.id);
    const before = (await freedJobs()).length;
    // A window of 30 days: five days ahead is too late to cancel here.
    await t.app.db.execute(sql`update users set cancellation_window_hours = 720 where id = ${ids.rivera}::int`);
    try {
      const late = await t.app.inject({ method: 'POST', url: `/api/reminder_answer/${token}/cancel`, remoteAddress: '10.29.2.2' });
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json<ReminderAnswerView>()).toMatchObject({ message: reminderAnswerTexts.tooLateToCancel });
      const confirmed = await t.app.inject({ method: 'POST', url: `/api/reminder_answer/${token}/confirm`, remoteAddress: '10.29.2.2' });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    } finally {
      await t.app.db.execute(sql`update users set cancellation_window_hours = 24 where id = ${ids.rivera}::int`);
    }
    expect(await freedJobs()).toHaveLength(before);
    const r = await t.app.db.execute(sql`select is_cancelled from appointments where id = ${booked}::int`);
    expect((r as unknown as { rows: { is_cancelled: boolean }[] }).rows[0]!.is_cancelled).toBe(false);
  });
});
