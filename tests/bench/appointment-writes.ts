/**
 * The appointment write case of `npm run bench` (issue 4 "Measure"): over
 * HTTP against the running bench server, on dr.rivera's generated calendar
 * (10,000 appointments, so the overlap query has rows to look at), each
 * iteration
 *   1. adds a weekly series with a one-year horizon (53 Saturdays, 21:00),
 *   2. edits it, scope all, new times (same rule: updated in place),
 *   3. edits it, scope future from its middle, every other week (replaced:
 *      old series ended, new series written),
 *   4. deletes 'future' from the middle of what is left of the first series,
 *   5. cleans up (delete all of both series; timed too).
 * Sequential requests, one at a time: the figure is the latency of one
 * operation, not throughput. BENCH_WRITE_ITERATIONS (default 10).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { appointments, clients, users } from '../../server/db/schema/index';

export interface WriteRow {
  database: string;
  operation: string;
  occurrences: number;
  'mean ms': number;
  'p50 ms': number;
  'max ms': number;
}

const ITERATIONS = Number(process.env.BENCH_WRITE_ITERATIONS ?? 10);
const NO_DAYS = [false, false, false, false, false, false, false];

interface Ymd {
  year: number;
  month: number;
  day_of_month: number;
}
const ymd = (d: Date): Ymd => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day_of_month: d.getUTCDate() });

function payload(providerId: number, contactId: number, start: Date, hour: number, every: number) {
  const end = new Date(start.getTime() + 364 * 86_400_000);
  return {
    is_all_day: false,
    is_office: false,
    is_video: false,
    is_phone: true,
    is_other: false,
    date: ymd(start),
    time: { start_time: { hr: hour, min: 0, sec: 0 }, end_time: { hr: hour, min: 45, sec: 0 } },
    appointmentType: { id: contactId, type: 'person', name: '' },
    repeat: { info: { innerOrOuter: 'inner', selectedIndex: 1, custom: every, weeklyOn: NO_DAYS }, startDate: ymd(start), endDate: ymd(end) },
    provider_id: providerId,
    notes: 'bench',
    timezone: 'America/New_York',
  };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const round = (x: number): number => Math.round(x * 10) / 10;

export async function benchAppointmentWrites(
  label: string,
  database: Database,
  base: string,
  session: { token: string; userid: string },
): Promise<WriteRow[]> {
  const [rivera] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'dr.rivera'));
  const [client] = await database.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.providerId, rivera!.id), eq(clients.status, 1)))
    .limit(1);
  const call = async (method: string, path: string, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, {
      method,
      ...(body === undefined
        ? { headers: session }
        : { headers: { ...session, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as Record<string, unknown>;
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return { ms, json };
  };
  const liveOf = async (seriesId: number) =>
    database.db
      .select({ id: appointments.id, appDate: appointments.appDate })
      .from(appointments)
      .where(and(eq(appointments.seriesId, seriesId), eq(appointments.isDeleted, false)))
      .orderBy(appointments.appDate);
  const seriesOf = async (id: number) =>
    (await database.db.select({ s: appointments.seriesId }).from(appointments).where(eq(appointments.id, id)))[0]!.s!;

  const times: Record<string, number[]> = {};
  const counts: Record<string, number> = {};
  const record = (op: string, ms: number, n: number) => {
    (times[op] ??= []).push(ms);
    counts[op] = n;
  };

  // Saturdays from 30 weeks back: the year runs through the generated weekdays (±1 day is scanned).
  const now = new Date();
  const saturday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 30 * 7));
  saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));

  for (let i = 0; i < ITERATIONS; i++) {
    const p = payload(rivera!.id, client!.id, saturday, 21, 1);
    const added = await call('POST', '/api/appointment/add', p);
    const first = (added.json.res as { id: number }).id;
    const seriesId = await seriesOf(first);
    const rows = await liveOf(seriesId);
    record('add weekly series, 1 year', added.ms, rows.length);

    const all = await call('PUT', '/api/appointment/edit', { ...payload(rivera!.id, client!.id, saturday, 20, 1), editID: first, oneAllFuture: 'all' });
    record('edit all (new time, in place)', all.ms, rows.length);

    const middle = rows[Math.floor(rows.length / 2)]!;
    const future = await call('PUT', '/api/appointment/edit', {
      ...payload(rivera!.id, client!.id, saturday, 20, 2),
      editID: middle.id,
      oneAllFuture: 'future',
    });
    const newSeries = await seriesOf((future.json.res as { id: number }).id);
    record('edit future from middle (every 2 weeks, replaced)', future.ms, rows.length - Math.floor(rows.length / 2));

    const kept = await liveOf(seriesId);
    const quarter = kept[Math.floor(kept.length / 2)]!;
    const del = await call('DELETE', `/api/appointment/delete/${quarter.id}/future/delete`);
    record('delete future from middle', del.ms, (del.json.appointments as unknown[]).length);

    const cleanup1 = await call('DELETE', `/api/appointment/delete/${kept[0]!.id}/all/delete`);
    const newRows = await liveOf(newSeries);
    const cleanup2 = await call('DELETE', `/api/appointment/delete/${newRows[0]!.id}/all/delete`);
    record('delete all (cleanup, 2 calls)', cleanup1.ms + cleanup2.ms, newRows.length + Math.floor(kept.length / 2));
  }

  return Object.entries(times).map(([operation, ms]) => ({
    database: label,
    operation,
    occurrences: counts[operation] ?? 0,
    'mean ms': round(ms.reduce((a, b) => a + b, 0) / ms.length),
    'p50 ms': round(median(ms)),
    'max ms': round(Math.max(...ms)),
  }));
}
