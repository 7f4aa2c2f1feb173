import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { occurrenceOn, valuesOf } from '../../../domain/appointments/occurrence-plan';
import { addDays, expandRepeat, isoOf, parseIso } from '../../../domain/appointments/recurrence';
import { ruleOf } from '../../../domain/appointments/rules';
import { appointmentPayload, type AppointmentPayloadInput, type EditScope } from '../../../domain/contract/appointment';
import { appointments } from '../../../server/db/schema/index';
import { extendNeverEndingSeries, horizonOf } from '../../../server/repositories/appointments/series-extension-repository';
import { build, login, type Login } from '../helper';
import { add, edit, idOf, remove, rowById, saved, seedIds, seriesRows } from '../routes/appointment/write-helpers';

/**
 * Issue 25 item 5, second property: random sequences of single / future /
 * all edits (times, all-day, location, video kind, notes, the rule),
 * cancels, un-cancels and deletes on a never-ending series, then the
 * extension job at a later date: the rows it adds are exactly a fresh
 * expansion of what the series is now, after the days already materialised.
 * The model below follows the operations, not the database: the rule days
 * (domain expandRepeat), the last series-wide payload and whether the
 * future is cancelled. Rules share one weekday (weekly every 1-3 weeks,
 * every other week), so the model knows when an edit is in place. Seeded:
 * a failure prints its seed and path.
 */
const t = build();
let auth: Login;
let rivera: number;
let clientId: number;
let userId: number;

beforeAll(async () => {
  auth = await login(t.app, 'dr.rivera');
  const ids = await seedIds(t.app);
  rivera = ids.rivera;
  userId = ids.rivera;
  clientId = Object.values(ids.client)[1]!;
});

const SEED = 2_025_1128;
const RUNS = 60;
const ZONES = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'America/Santiago', 'Asia/Kolkata', 'Pacific/Chatham'] as const;
const NO_DAYS = [false, false, false, false, false, false, false] as [boolean, boolean, boolean, boolean, boolean, boolean, boolean];

/** Weekly every 1-3 weeks, or 'every other week' (another code, the same days as every 2 weeks). */
type Choice = 1 | 2 | 3 | 'otherWeek';
type Place = 'office' | 'secure' | 'connect' | 'phone' | 'other';

interface Fields {
  /** Minutes after midnight; ends `length` later. 06:00-19:55, away from every DST change of the zones. */
  start: number;
  length: number;
  allDay: boolean;
  place: Place;
  room: string;
  notes: string;
}

type Op =
  | { kind: 'single'; pick: number; fields: Fields; shift: number }
  | { kind: 'future' | 'all'; pick: number; fields: Fields; choice: Choice | null }
  | { kind: 'cancel' | 'un-cancel'; pick: number; scope: EditScope }
  | { kind: 'deleteOne'; pick: number }
  | { kind: 'deleteFuture'; pick: number };

const fieldsArb: fc.Arbitrary<Fields> = fc.record({
  start: fc.integer({ min: 72, max: 239 }).map((n) => n * 5),
  length: fc.integer({ min: 1, max: 24 }).map((n) => n * 5),
  allDay: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  place: fc.constantFrom<Place>('office', 'secure', 'connect', 'phone', 'other'),
  room: fc.constantFrom('Room 1', 'Room 2', 'Annex'),
  notes: fc.constantFrom('', 'Bring the workbook', 'Check in on sleep'),
});
const choiceArb = fc.constantFrom<Choice>(1, 2, 3, 'otherWeek');
const pick = fc.nat({ max: 1000 });

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('single' as const), pick, fields: fieldsArb, shift: fc.integer({ min: -2, max: 2 }) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constantFrom('future' as const, 'all' as const), pick, fields: fieldsArb, choice: fc.option(choiceArb, { freq: 3 }) }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constantFrom('cancel' as const, 'un-cancel' as const), pick, scope: fc.constantFrom<EditScope>('single', 'future', 'all') }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('deleteOne' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('deleteFuture' as const), pick }), weight: 1 },
);

const scenarioArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  /** Days after 2027-01-04: always ahead of the clock, so video may be booked. */
  startOffset: fc.integer({ min: 0, max: 300 }),
  choice: choiceArb,
  fields: fieldsArb,
  ops: fc.array(opArb, { minLength: 1, maxLength: 6 }),
  /** The job runs this many days after the series' first day. */
  jobAfter: fc.integer({ min: 60, max: 500 }),
});

interface Model {
  zone: string;
  seriesId: number;
  oldSeries: number[];
  choice: Choice;
  startsFrom: string;
  /** The last day materialised: the last rule day of the last save of the whole series (or of its future). */
  until: string;
  fields: Fields;
  cancelled: boolean;
  /** Deleted from a day on (or in full): nothing more to add. */
  over: boolean;
}

const ymd = (iso: string) => {
  const d = parseIso(iso);
  return { year: d.year, month: d.month, day_of_month: d.day };
};
const hm = (minutes: number) => ({ hr: Math.floor(minutes / 60), min: minutes % 60, sec: 0 });

/** The payload the edit form sends for a state of the series, on one occurrence's day. */
function payloadOf(m: Pick<Model, 'zone' | 'choice' | 'startsFrom' | 'fields'>, day: string): AppointmentPayloadInput {
  const f = m.fields;
  const video = f.place === 'secure' || f.place === 'connect';
  return {
    is_all_day: f.allDay,
    is_office: f.place === 'office',
    is_video: video,
    is_phone: f.place === 'phone',
    is_other: f.place === 'other',
    date: ymd(day),
    time: { start_time: hm(f.start), end_time: hm(f.start + f.length) },
    appointmentType: { id: clientId, type: 'person', name: '' },
    repeat: {
      info:
        m.choice === 'otherWeek'
          ? { innerOrOuter: 'outer', selectedIndex: 4, custom: 1, weeklyOn: NO_DAYS }
          : { innerOrOuter: 'inner', selectedIndex: 1, custom: m.choice, weeklyOn: NO_DAYS },
      startDate: ymd(m.startsFrom),
      endDate: 'never',
    },
    provider_id: rivera,
    notes: f.notes,
    meadow_video: video,
    connect_video: f.place === 'connect',
    video_invitepref: video ? 'E' : 'N',
    officeLocation: f.place === 'office' ? { custom: true, value: f.room } : null,
    timezone: m.zone,
    allow_overlap: true,
  };
}

const ruleDays = (m: Pick<Model, 'zone' | 'choice' | 'startsFrom' | 'fields'>, from: string, until: string | null): string[] =>
  expandRepeat(ruleOf(appointmentPayload.parse(payloadOf(m, from)))!, parseIso(from), until === null ? null : parseIso(until));

/** What the job must add: the rule's days after `until` through the horizon, each as a fresh save places and fills it. */
function expectedRows(m: Model, now: Date) {
  if (m.over) return [];
  const p = appointmentPayload.parse(payloadOf(m, m.startsFrom));
  const v = valuesOf(p, m.zone, userId);
  return ruleDays(m, m.startsFrom, horizonOf(now, m.zone))
    .filter((d) => d > m.until)
    .map((d) => ({
      ...occurrenceOn(d, p, m.zone),
      isAllDay: v.isAllDay,
      type: v.type,
      isVideo: v.isVideo,
      isConnect: v.isConnect,
      secureVideo: v.isSecureVideo,
      customLocation: v.customLocation,
      notes: v.notes,
      videoInvitepref: v.videoInvitepref,
      isCancelled: m.cancelled,
      seriesId: m.seriesId,
    }));
}

const statuses: number[] = [];
const stats = { sequences: 0, ops: 0, rowsAdded: 0, splits: 0, over: 0, nonPositive: 0 };

function answered<R extends { statusCode: number; body: string }>(res: R): R {
  statuses.push(res.statusCode);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** The live rows of the series on a rule day (a future or all edit starts from one of those, as the calendar shows them). */
async function targets(m: Model) {
  const days = new Set(ruleDays(m, m.startsFrom, m.until));
  return (await seriesRows(t.app, m.seriesId)).filter((r) => !r.isDeleted && days.has(r.appDate));
}

async function apply(m: Model, op: Op): Promise<void> {
  const rows = await targets(m);
  if (rows.length === 0) return;
  const target = rows[op.pick % rows.length]!;
  stats.ops += 1;
  switch (op.kind) {
    case 'single': {
      const day = isoOf(addDays(parseIso(target.appDate), op.shift));
      answered(await edit(t.app, auth, payloadOf({ ...m, fields: op.fields }, day), target.id, 'single'));
      return;
    }
    case 'future':
    case 'all': {
      const choice = op.choice ?? m.choice;
      const next = { ...m, fields: op.fields, choice };
      const res = answered(await edit(t.app, auth, payloadOf(next, target.appDate), target.id, op.kind));
      const whole = op.kind === 'all' || target.appDate <= m.startsFrom;
      if (choice === m.choice) {
        Object.assign(m, { fields: op.fields });
        return;
      }
      const startsFrom = whole ? m.startsFrom : target.appDate;
      const days = ruleDays({ ...next, startsFrom }, startsFrom, null);
      const seriesId = (await rowById(t.app, idOf(saved(res)))).seriesId!;
      if (seriesId !== m.seriesId) {
        m.oldSeries.push(m.seriesId);
        stats.splits += 1;
      }
      Object.assign(m, { seriesId, choice, startsFrom: days[0]!, until: days.at(-1)!, fields: op.fields, cancelled: false });
      return;
    }
    case 'cancel':
    case 'un-cancel':
      answered(await remove(t.app, auth, target.id, op.scope, op.kind));
      if (op.scope !== 'single') m.cancelled = op.kind === 'cancel';
      return;
    case 'deleteOne':
      answered(await remove(t.app, auth, target.id, 'single', 'delete'));
      return;
    case 'deleteFuture':
      answered(await remove(t.app, auth, target.id, 'future', 'delete'));
      m.over = true;
      return;
  }
}

describe('extend-series job after random edit sequences (property)', () => {
  it('given random single / future / all edits, cancels, un-cancels and deletes on a never-ending series, when the job runs later, should add exactly a fresh expansion of the series as it now is, with no 5xx and no occurrence of zero or negative length', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        stats.sequences += 1;
        const first = isoOf(addDays(parseIso('2027-01-04'), s.startOffset));
        const base = { zone: s.zone, choice: s.choice, startsFrom: first, fields: s.fields };
        const days = ruleDays(base, first, null);
        const res = answered(await add(t.app, auth, payloadOf(base, first)));
        const seriesId = (await rowById(t.app, idOf(saved(res)))).seriesId!;
        const m: Model = { ...base, seriesId, oldSeries: [], until: days.at(-1)!, cancelled: false, over: false };
        for (const op of s.ops) {
          if (m.over) break;
          await apply(m, op);
        }
        if (m.over) stats.over += 1;

        const [{ maxId }] = (await t.app.db.select({ maxId: sql<number>`coalesce(max(${appointments.id}), 0)::int` }).from(appointments)) as [{ maxId: number }];
        const now = new Date(`${isoOf(addDays(parseIso(first), s.jobAfter))}T12:00:00Z`);
        await extendNeverEndingSeries(t.app.database.db, now);
        const mine = [m.seriesId, ...m.oldSeries];
        const added = await t.app.db
          .select()
          .from(appointments)
          .where(and(inArray(appointments.seriesId, mine), gt(appointments.id, maxId)))
          .orderBy(appointments.appDate, appointments.id);
        stats.rowsAdded += added.length;
        expect(
          added.map((r) => ({
            appDate: r.appDate,
            startsAt: r.startsAt,
            endsAt: r.endsAt,
            isAllDay: r.isAllDay,
            type: r.type,
            isVideo: r.isVideo,
            isConnect: r.isConnect,
            secureVideo: r.secureVideoSessionId !== null,
            customLocation: r.customLocation,
            notes: r.notes,
            videoInvitepref: r.videoInvitepref,
            isCancelled: r.isCancelled,
            seriesId: r.seriesId,
          })),
        ).toEqual(expectedRows(m, now));

        const all = await t.app.db.select().from(appointments).where(inArray(appointments.seriesId, mine));
        const flat = all.filter((r) => r.endsAt.getTime() <= r.startsAt.getTime());
        stats.nonPositive += flat.length;
        expect(flat).toEqual([]);

        // Out of the way of the next sequences' job runs (a series with no live row is over).
        await t.app.db.update(appointments).set({ isDeleted: true }).where(and(inArray(appointments.seriesId, mine), eq(appointments.isDeleted, false)));
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(statuses.filter((c) => c >= 500)).toEqual([]);
    console.info(`series-extension property: ${JSON.stringify({ ...stats, requests: statuses.length })}`);
  }, 300_000);
});
