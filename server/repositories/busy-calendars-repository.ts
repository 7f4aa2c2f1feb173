/**
 * Busy calendars and their intervals (issue 28 item 2). The secret address
 * is read only by `calendarToFetch` (the job); every other read masks it.
 * A successful fetch replaces a calendar's intervals in one transaction; a
 * failed one only records its code, so the last good intervals stay.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { maskBusyAddress } from '../../domain/calendar-sync/busy-address';
import { BUSY_CALENDARS_MAX, type BusyBlock, type BusyCalendar, type BusyCalendarState } from '../../domain/contract/busy-calendars';
import type { Db, DbOrTx } from '../db/client';
import { busyCalendars, type BusyCalendarRow, users } from '../db/schema/index';
import { enqueue } from '../jobs/queue';
import { instantArray, rowsOf } from './appointments/sql-arrays';

export const BUSY_FETCH_JOB = 'fetch:busy-calendar';

const answerOf = (r: BusyCalendarRow): BusyCalendar => ({
  id: r.id,
  address: maskBusyAddress(r.url),
  label: r.label,
  state: r.state as BusyCalendarState,
  last_success_at: r.lastSuccessAt?.toISOString() ?? null,
  last_attempt_at: r.lastAttemptAt?.toISOString() ?? null,
  event_count: r.eventCount,
});

export async function listBusyCalendars(db: DbOrTx, providerId: number): Promise<BusyCalendar[]> {
  const rows = await db.select().from(busyCalendars).where(eq(busyCalendars.providerId, providerId)).orderBy(asc(busyCalendars.id));
  return rows.map(answerOf);
}

/** The fetch job's payload; `nonce` lets 'refresh now' enqueue again within a sweep period. */
export interface BusyFetchPayload {
  calendarId: number;
}

/**
 * Adds a calendar and its first fetch in one transaction; null when the
 * provider has BUSY_CALENDARS_MAX already (counted under the provider row's
 * lock, so two adds at once cannot both pass).
 */
export async function addBusyCalendar(db: Db, providerId: number, url: string, label: string): Promise<BusyCalendar | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${providerId}::int for update`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(busyCalendars).where(eq(busyCalendars.providerId, providerId));
    if (n >= BUSY_CALENDARS_MAX) return null;
    const [row] = await tx.insert(busyCalendars).values({ providerId, url, label }).returning();
    if (!row) return null;
    await enqueue(tx, BUSY_FETCH_JOB, { calendarId: row.id } satisfies BusyFetchPayload, { dedupeKey: `${BUSY_FETCH_JOB}:${row.id}:added` });
    return answerOf(row);
  });
}

/** Removes a calendar of this provider with its intervals (cascade); false when there is none. */
export async function removeBusyCalendar(db: DbOrTx, providerId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(busyCalendars)
    .where(and(eq(busyCalendars.id, id), eq(busyCalendars.providerId, providerId)))
    .returning({ id: busyCalendars.id });
  return gone.length > 0;
}

/** Enqueues a fetch now (deduped per calendar and minute: a burst of taps is one fetch); false when the calendar is not this provider's. */
export async function requestBusyRefresh(db: DbOrTx, providerId: number, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: busyCalendars.id })
    .from(busyCalendars)
    .where(and(eq(busyCalendars.id, id), eq(busyCalendars.providerId, providerId)));
  if (!row) return false;
  await enqueue(db, BUSY_FETCH_JOB, { calendarId: id } satisfies BusyFetchPayload, {
    dedupeKey: `${BUSY_FETCH_JOB}:${id}:now:${Math.floor(now.getTime() / 60_000)}`,
  });
  return true;
}

/** Every calendar's id (the sweep enqueues one fetch each). */
export async function allBusyCalendarIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ id: busyCalendars.id }).from(busyCalendars).orderBy(asc(busyCalendars.id));
  return rows.map((r) => r.id);
}

export interface CalendarToFetch {
  id: number;
  providerId: number;
  url: string;
  /** The provider's zone: all-day and floating times are placed in it. */
  timezone: string;
}

export async function calendarToFetch(db: DbOrTx, id: number): Promise<CalendarToFetch | null> {
  const [row] = await db
    .select({ id: busyCalendars.id, providerId: busyCalendars.providerId, url: busyCalendars.url, timezone: users.timezone })
    .from(busyCalendars)
    .innerJoin(users, eq(users.id, busyCalendars.providerId))
    .where(eq(busyCalendars.id, id));
  return row ?? null;
}

/** A failed fetch: its code and time; the intervals of the last good fetch stay. */
export async function recordBusyFailure(db: DbOrTx, id: number, code: BusyCalendarState, at: Date): Promise<void> {
  await db.update(busyCalendars).set({ state: code, lastAttemptAt: at }).where(eq(busyCalendars.id, id));
}

/** A good fetch: the calendar's intervals replaced whole and its state set, in one transaction. */
export async function replaceBusyIntervals(
  db: Db,
  calendar: Pick<CalendarToFetch, 'id' | 'providerId'>,
  intervals: readonly { startsAt: Date; endsAt: Date }[],
  events: number,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from busy_intervals where calendar_id = ${calendar.id}::int`);
    if (intervals.length > 0) {
      await tx.execute(sql`
        insert into busy_intervals (calendar_id, provider_id, starts_at, ends_at)
        select ${calendar.id}::int, ${calendar.providerId}::int, s, e
          from unnest(${instantArray(intervals.map((i) => i.startsAt))}, ${instantArray(intervals.map((i) => i.endsAt))}) as n(s, e)`);
    }
    await tx
      .update(busyCalendars)
      .set({ state: 'ok', lastAttemptAt: at, lastSuccessAt: at, eventCount: events })
      .where(eq(busyCalendars.id, calendar.id));
  });
}

/** A provider's busy blocks overlapping [from, to), earliest first, overlapping ones of several calendars merged. */
export async function busyBetween(db: DbOrTx, providerId: number, from: Date, to: Date): Promise<BusyBlock[]> {
  const result = await db.execute(sql`
    select min(s) as s, max(e) as e
      from (select s, e, sum(starts) over (order by s, e rows unbounded preceding) as grp
              from (select starts_at as s, ends_at as e,
                           case when starts_at <= max(ends_at) over (order by starts_at, ends_at rows between unbounded preceding and 1 preceding)
                                then 0 else 1 end as starts
                      from busy_intervals
                     where provider_id = ${providerId}::int and starts_at < ${to.toISOString()}::timestamptz
                       and ends_at > ${from.toISOString()}::timestamptz) as i) as g
     group by grp
     order by 1`);
  const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
  return rowsOf<{ s: unknown; e: unknown }>(result).map((r) => ({ start: iso(r.s), end: iso(r.e) }));
}

/** The provider's zone (busy blocks in the overlap answer are named in it). */
export async function providerZoneOf(db: DbOrTx, providerId: number): Promise<string> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, providerId));
  return row?.timezone ?? 'UTC';
}
