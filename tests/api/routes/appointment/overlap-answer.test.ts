import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { summaryTitle } from '../../../../domain/calendar/summary';
import { overlapResponse } from '../../../../domain/contract/appointment';
import { dailyResponse } from '../../../../domain/contract/calendar';
import { messages } from '../../../../domain/messages';
import { events } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { add, daily, edit, idOf, type Ids, oneOff, saved, seedIds, weekly, type Ymd } from './write-helpers';

/**
 * The overlap answer names what it overlaps (issue 27 item 3): the spec's
 * question and `overlap` as before, plus the taken appointments as the
 * calendar titles them, with their day, times and kind, and nothing clinical.
 */
const t = build();
let ids: Ids;
let rivera: Login;
let sam: Login;
let meetingId: number;

beforeAll(async () => {
  ids = await seedIds(t.app);
  rivera = await login(t.app, 'dr.rivera');
  sam = await login(t.app, 'sam.staff');
  const [meeting] = await t.app.db.select({ id: events.id }).from(events).where(and(eq(events.providerId, ids.rivera), eq(events.name, 'Team meeting')));
  meetingId = meeting!.id;
});

const priya = (date: Ymd, start: [number, number], end: [number, number]) =>
  oneOff({ providerId: ids.rivera, contactId: ids.client['Priya']!, date, start, end });

/** The 409 answer, parsed with the contract (strict: no field beyond it). */
function overlapOf(res: { statusCode: number; body: string; json: () => unknown }) {
  expect(res.statusCode, res.body).toBe(409);
  return overlapResponse.strict().parse(res.json());
}

/** The title the calendar shows for an appointment of the daily answer. */
async function calendarTitle(auth: Login, day: Ymd, id: number): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/appointment/get/daily/${day[2]}/${day[1]}/${day[0]}/${day[2]}/${day[1]}/${day[0]}/${ids.rivera}`, headers: auth.headers });
  const body = dailyResponse.parse(res.json());
  const a = body.appointments.find((x) => x.id === id)!;
  return summaryTitle(a, { clientNameFormat: body.client_name_format, clientNameOrder: body.client_name_order });
}

describe('the overlap answer (issue 27 item 3)', () => {
  it('given a client appointment in the slot, should name it as the calendar does, with its day, times and kind; no notes', async () => {
    const taken = saved(await add(t.app, rivera, { ...priya([2032, 3, 8], [10, 0], [11, 0]), notes: 'Private intake notes' }));
    const answer = overlapOf(await add(t.app, sam, priya([2032, 3, 8], [10, 30], [11, 30])));
    expect(answer.message).toBe(messages.overlapQuestion);
    expect(answer.overlap).toBe(true);
    expect(answer.overlapping).toEqual([
      { id: idOf(taken), title: await calendarTitle(rivera, [2032, 3, 8], idOf(taken)), date: '2032-03-08', start: '10:00', end: '11:00', type: 1 },
    ]);
    expect(answer.overlapping![0]!.title).toContain('Shah');
    expect(JSON.stringify(answer)).not.toContain('Private intake notes');
    // Yes: the same booking with allow_overlap saves.
    saved(await add(t.app, sam, { ...priya([2032, 3, 8], [10, 30], [11, 30]), allow_overlap: true }));
  });

  it('given an event in the slot, should name the event', async () => {
    const event = {
      ...priya([2032, 3, 9], [14, 0], [15, 0]),
      appointmentType: { id: meetingId, type: 'event_appointment' as const, name: '' },
      is_office: false,
      is_other: true,
      officeLocation: null,
    };
    const taken = saved(await add(t.app, rivera, event));
    const answer = overlapOf(await add(t.app, rivera, priya([2032, 3, 9], [14, 45], [15, 15])));
    expect(answer.overlapping).toEqual([{ id: idOf(taken), title: 'Team meeting', date: '2032-03-09', start: '14:00', end: '15:00', type: 4 }]);
  });

  it('given a series clashing on many days, should name at most three, earliest first', async () => {
    const days: Ymd[] = [[2032, 4, 5], [2032, 4, 12], [2032, 4, 19], [2032, 4, 26]];
    const taken: number[] = [];
    for (const day of days) taken.push(idOf(saved(await add(t.app, rivera, priya(day, [9, 0], [9, 50])))));
    const series = weekly({ providerId: ids.rivera, contactId: ids.client['Priya']!, date: [2032, 4, 5], start: [9, 30], end: [10, 0], until: [2032, 4, 26] });
    const answer = overlapOf(await add(t.app, rivera, series));
    expect(answer.overlapping?.map((o) => [o.id, o.date])).toEqual([
      [taken[0], '2032-04-05'],
      [taken[1], '2032-04-12'],
      [taken[2], '2032-04-19'],
    ]);
  });

  it('given an edit moved onto another appointment, should name that one and not the edited one', async () => {
    const other = saved(await add(t.app, rivera, priya([2032, 5, 3], [13, 0], [14, 0])));
    const moved = priya([2032, 5, 3], [11, 0], [12, 0]);
    const mine = saved(await add(t.app, rivera, moved));
    const answer = overlapOf(await edit(t.app, sam, { ...moved, time: priya([2032, 5, 3], [13, 30], [14, 30]).time }, idOf(mine), 'single'));
    expect(answer.overlapping?.map((o) => o.id)).toEqual([idOf(other)]);
    // Moved within its own slot: not an overlap with itself.
    saved(await edit(t.app, rivera, { ...moved, time: priya([2032, 5, 3], [11, 15], [12, 0]).time }, idOf(mine), 'single'));
  });

  it('given a provider the writer may not act for, or a portal user, should refuse before any overlap is named', async () => {
    saved(await add(t.app, rivera, priya([2032, 6, 7], [10, 0], [11, 0])));
    const patelBooking = { ...priya([2032, 6, 7], [10, 0], [11, 0]), provider_id: ids.patel };
    expectMessage(await add(t.app, sam, patelBooking), 403, messages.providerNotPermitted);
    const chen = await login(t.app, 'dr.chen');
    expectMessage(await add(t.app, chen, priya([2032, 6, 7], [10, 0], [11, 0])), 403, messages.providerNotPermitted);
    expectMessage(await add(t.app, await login(t.app, 'alex.client'), priya([2032, 6, 7], [10, 0], [11, 0])), 403, messages.portalCannotBook);
    expect(await daily(t.app, rivera, [2032, 6, 7], [2032, 6, 7], ids.rivera)).toHaveLength(1);
  });
});
