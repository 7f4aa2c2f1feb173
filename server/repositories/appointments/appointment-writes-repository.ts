/**
 * The write side of appointments: add, edit and delete/cancel/un-cancel,
 * each in one transaction. A provider's writes take a transaction-scoped
 * advisory lock first, so two bookings for one provider cannot both pass the
 * overlap check; providers do not wait for each other.
 *
 * Set-based throughout: a year of weekly occurrences is one INSERT … SELECT
 * FROM unnest, one overlap query, one UPDATE … FROM unnest, whatever the count.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { type DeleteAction, type EditScope, OVERLAP_NAMED_MAX } from '../../../domain/contract/appointment';
import type { Db, DbOrTx } from '../../db/client';
import { appointments, appointmentSeries } from '../../db/schema/index';
import { storedNoteHtml } from '../../mail/sanitize-body';
import { contactFacts, isProvidersOffice } from './contact-check';
import { type EditChange, type EditTarget, type SeriesEnd, type TargetRows, targetRows } from '../../../domain/appointments/edit-plan';
import type { AppointmentValues, Occurrence, SeriesValues } from '../../../domain/appointments/occurrence-plan';
import type { Outbox } from '../outbox-hook';
import { dateArray, fitsInt4, instantArray, intArray, rowsOf } from './sql-arrays';
import { enqueueFreedSlots } from '../../waitlist/slot-freed';

/** An occurrence as the answers name it. */
export interface SavedOccurrence {
  id: number;
  app_date: string;
}

export type SaveOutcome =
  /** Nothing written: the new times overlap these taken appointments or busy blocks (earliest first). */
  | { kind: 'overlap'; overlapped: OverlapHit[] }
  /** The edited occurrence was deleted meanwhile (by another user): nothing written. */
  | { kind: 'gone' }
  | {
      kind: 'saved';
      /** The first occurrence written, by day. */
      first: SavedOccurrence;
      /** Days of the rows replaced or changed (their old days). */
      before: string[];
      /** Days of the rows written. */
      after: string[];
    };

export type SavedOutcome = Extract<SaveOutcome, { kind: 'saved' }>;

/** A saved write's sends go into its transaction (the outbox); a refused one (overlap, gone) sends nothing. */
async function withOutbox(tx: DbOrTx, saved: SavedOutcome, outbox: Outbox<SavedOutcome> | undefined): Promise<SavedOutcome> {
  await outbox?.(tx, saved);
  return saved;
}

export interface DeleteOutcome {
  changed: SavedOccurrence[];
}

/** A namespace for pg_advisory_xact_lock(namespace, provider_id); the series extension job (server/jobs) takes it too. */
const WRITE_LOCK_NAMESPACE = 727_275;

export async function lockProvider(tx: DbOrTx, providerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK_NAMESPACE}::int, ${providerId}::int)`);
}

/**
 * Spec 4/5 overlap: any live (not deleted, not cancelled, not all-day)
 * appointment `a` of the provider with existing.start < new.end and
 * new.start < existing.end, other than the rows being replaced; `n` is the
 * new range (s, e, d). Each probe uses the (provider_id, app_date) index the
 * calendar reads with, on the new day ± 1 (an occurrence never spans more
 * than its own local day, and zones differ by less than a day).
 */
const takes = (providerId: number, exceptIds: readonly number[]) => sql`
       a.provider_id = ${providerId}::int
   and a.app_date between n.d - 1 and n.d + 1
   and a.starts_at < n.e and n.s < a.ends_at
   and not a.is_deleted and not a.is_cancelled and not a.is_all_day
   and a.id <> all(${intArray(exceptIds)})`;

/**
 * A busy interval (issue 28 item 2: the provider's personal calendars) the
 * new range `n` overlaps; busy time is never replaced by a write.
 */
const busyTakes = (providerId: number) => sql`
       b.provider_id = ${providerId}::int
   and b.starts_at < n.e and n.s < b.ends_at`;

/** What a new range clashes with: a taken appointment, or a busy block (its instants; it has no local day of its own). */
export type OverlapHit = (SavedOccurrence & { busy?: undefined }) | { busy: { startsAt: Date; endsAt: Date }; id: number; app_date: null };

interface OverlapRow {
  kind: 'a' | 'b';
  id: number;
  app_date: string | null;
  s: string | Date;
  e: string | Date;
}

/**
 * The taken appointments and busy blocks the new ranges overlap, earliest
 * first, at most OVERLAP_NAMED_MAX (none: no overlap). One query: the new
 * ranges unnested, the first three that clash found by EXISTS, then each
 * one's clashing rows (appointments and busy intervals, a union).
 * EXISTS, not a join, for the search: with LIMIT over a join the planner
 * scanned all the provider's rows (180 ms on 200,000 appointments; 0.5 ms
 * this way, tests/bench); the lateral part runs for at most three ranges.
 */
async function overlapped(tx: DbOrTx, providerId: number, occurrences: readonly Occurrence[], exceptIds: readonly number[]): Promise<OverlapHit[]> {
  if (occurrences.length === 0) return [];
  const result = await tx.execute(sql`
    select c.kind, c.id, c.app_date, c.s, c.e
      from (select n.s, n.e, n.d
              from unnest(${instantArray(occurrences.map((o) => o.startsAt))}, ${instantArray(occurrences.map((o) => o.endsAt))},
                          ${dateArray(occurrences.map((o) => o.appDate))}) as n(s, e, d)
             where exists (select 1 from appointments a where ${takes(providerId, exceptIds)})
                or exists (select 1 from busy_intervals b where ${busyTakes(providerId)})
             limit ${OVERLAP_NAMED_MAX}::int) as n
     cross join lateral (
           (select 'a' as kind, a.id, a.app_date::text as app_date, a.starts_at as s, a.ends_at as e from appointments a
             where ${takes(providerId, exceptIds)}
             order by a.starts_at, a.id
             limit ${OVERLAP_NAMED_MAX}::int)
           union all
           (select 'b' as kind, b.id, null as app_date, b.starts_at as s, b.ends_at as e from busy_intervals b
             where ${busyTakes(providerId)}
             order by b.starts_at, b.id
             limit ${OVERLAP_NAMED_MAX}::int)) as c
     order by c.s, c.kind, c.id`);
  // One taken appointment or busy block may overlap two new ranges (a long one, a series): named once.
  const byKey = new Map<string, OverlapHit>();
  for (const r of rowsOf<OverlapRow>(result)) {
    const key = `${r.kind}${r.id}`;
    if (byKey.has(key)) continue;
    byKey.set(
      key,
      r.kind === 'a'
        ? { id: r.id, app_date: r.app_date ?? '' }
        : { id: r.id, app_date: null, busy: { startsAt: new Date(r.s), endsAt: new Date(r.e) } },
    );
  }
  return [...byKey.values()].slice(0, OVERLAP_NAMED_MAX);
}

/** The shared columns as typed parameters (an INSERT … SELECT gives bare parameters no type). */
const valueParams = (v: AppointmentValues) => ({
  timezone: sql`${v.timezone}::text`,
  isAllDay: sql`${v.isAllDay}::boolean`,
  type: sql`${v.type}::int`,
  isVideo: sql`${v.isVideo}::boolean`,
  isConnect: sql`${v.isConnect}::boolean`,
  isSecureVideo: sql`${v.isSecureVideo}::boolean`,
  clientId: sql`${v.clientId}::int`,
  clientType: sql`${v.clientType}::text`,
  othereventId: sql`${v.othereventId}::int`,
  othereventType: sql`${v.othereventType}::int`,
  officeLocationId: sql`${v.officeLocationId}::int`,
  customLocation: sql`${v.customLocation}::text`,
  // Stored sanitised (issue 26): the screens sanitise again, but the stored text is safe on its own.
  notes: sql`${storedNoteHtml(v.notes)}::text`,
  clientNote: sql`${storedNoteHtml(v.clientNote)}::text`,
  videoInvitepref: sql`${v.videoInvitepref}::text`,
});

/** All occurrences in one INSERT … SELECT FROM unnest (cancelled when the series' future is: the extension job); ids and days back, by day. */
export async function insertOccurrences(
  tx: DbOrTx,
  v: AppointmentValues,
  seriesId: number | null,
  occurrences: readonly Occurrence[],
  cancelled = false,
): Promise<SavedOccurrence[]> {
  if (occurrences.length === 0) return [];
  const p = valueParams(v);
  const result = await tx.execute(sql`
    insert into appointments (series_id, provider_id, starts_at, ends_at, timezone, app_date, is_all_day, type, is_video,
                              is_connect, client_id, client_type, otherevent_id, otherevent_type, office_location_id,
                              custom_location, notes, client_note, video_invitepref, created_by, secure_video_session_id, is_cancelled)
    select ${seriesId}::int, ${v.providerId}::int, n.s, n.e, ${p.timezone}, n.d, ${p.isAllDay}, ${p.type}, ${p.isVideo},
           ${p.isConnect}, ${p.clientId}, ${p.clientType}, ${p.othereventId}, ${p.othereventType}, ${p.officeLocationId},
           ${p.customLocation}, ${p.notes}, ${p.clientNote}, ${p.videoInvitepref}, ${v.createdBy}::int,
           -- Any non-null value asks for Secure Video: the insert trigger (migration 0008) puts a fresh random room name in its place.
           case when ${p.isSecureVideo} then '' end, ${cancelled}::boolean
      from unnest(${instantArray(occurrences.map((o) => o.startsAt))}, ${instantArray(occurrences.map((o) => o.endsAt))},
                  ${dateArray(occurrences.map((o) => o.appDate))}) as n(s, e, d)
    returning id, app_date::text as app_date`);
  return byDay(rowsOf<SavedOccurrence>(result));
}

/** New times per row (each from its own day) and the shared columns, in one UPDATE … FROM unnest. */
async function updateOccurrences(
  tx: DbOrTx,
  v: AppointmentValues,
  rows: readonly { id: number; occurrence: Occurrence }[],
): Promise<SavedOccurrence[]> {
  if (rows.length === 0) return [];
  const p = valueParams(v);
  const result = await tx.execute(sql`
    update appointments a
       set starts_at = u.s, ends_at = u.e, app_date = u.d, timezone = ${p.timezone}, is_all_day = ${p.isAllDay},
           type = ${p.type}, is_video = ${p.isVideo}, is_connect = ${p.isConnect}, client_id = ${p.clientId},
           client_type = ${p.clientType}, otherevent_id = ${p.othereventId}, otherevent_type = ${p.othereventType},
           office_location_id = ${p.officeLocationId}, custom_location = ${p.customLocation}, notes = ${p.notes},
           client_note = ${p.clientNote}, video_invitepref = ${p.videoInvitepref}, updated_at = now(),
           -- A moved occurrence has not been reminded of its new time yet (the reminder job sets 1 again when it is).
           reminder_set_status = case when a.starts_at = u.s then a.reminder_set_status else 0 end,
           -- A Secure Video row keeps its room; one that becomes Secure Video gets a fresh random one.
           secure_video_session_id = case when ${p.isSecureVideo} then coalesce(a.secure_video_session_id, meadow_connect_code()) end
      from unnest(${intArray(rows.map((r) => r.id))}, ${instantArray(rows.map((r) => r.occurrence.startsAt))},
                  ${instantArray(rows.map((r) => r.occurrence.endsAt))}, ${dateArray(rows.map((r) => r.occurrence.appDate))}) as u(id, s, e, d)
     where a.id = u.id
    returning a.id, a.app_date::text as app_date`);
  return byDay(rowsOf<SavedOccurrence>(result));
}

const byDay = (rows: SavedOccurrence[]): SavedOccurrence[] =>
  rows.sort((a, b) => (a.app_date < b.app_date ? -1 : a.app_date > b.app_date ? 1 : a.id - b.id));

/** The live rows a scope touches: the one row, or the series' rows (from a day). */
async function liveRows(tx: DbOrTx, target: EditTarget, rows: TargetRows): Promise<SavedOccurrence[]> {
  if (rows.seriesId === null) return target.isDeleted ? [] : [{ id: target.id, app_date: target.appDate }];
  const found = await tx
    .select({ id: appointments.id, app_date: appointments.appDate })
    .from(appointments)
    .where(
      and(
        eq(appointments.seriesId, rows.seriesId),
        eq(appointments.isDeleted, false),
        rows.fromDay === null ? undefined : gte(appointments.appDate, rows.fromDay),
      ),
    );
  return byDay(found);
}

/** The last day a save wrote: the series is materialised through it (appointment_series.materialised_until). */
const lastDayOf = (occurrences: readonly Occurrence[]): string => occurrences.reduce((last, o) => (o.appDate > last ? o.appDate : last), '');

/** What a save of the whole series (or of its future) makes the series now; see appointment_series. */
const seriesState = (values: AppointmentValues, occurrences: readonly Occurrence[]) => ({
  occurrenceValues: values,
  isCancelled: false,
  materialisedUntil: lastDayOf(occurrences),
});

async function insertSeries(tx: DbOrTx, s: SeriesValues, values: AppointmentValues, occurrences: readonly Occurrence[]): Promise<number> {
  const [row] = await tx
    .insert(appointmentSeries)
    .values({ ...s, ...seriesState(values, occurrences) })
    .returning({ id: appointmentSeries.id });
  return row!.id;
}

async function markDeleted(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update appointments set is_deleted = true, updated_at = now() where id = any(${intArray(ids)})`);
}

export function appointmentWritesRepository(db: Db) {
  return {
    contactFacts: contactFacts.bind(null, db),
    isProvidersOffice: isProvidersOffice.bind(null, db),

    /** The occurrence an edit or delete names, deleted or not, with its series; null when there is none. */
    async findTarget(id: number): Promise<EditTarget | null> {
      if (!fitsInt4(id)) return null;
      const [row] = await db
        .select({ a: appointments, s: appointmentSeries })
        .from(appointments)
        .leftJoin(appointmentSeries, eq(appointmentSeries.id, appointments.seriesId))
        .where(eq(appointments.id, id))
        .limit(1);
      if (!row) return null;
      const { a, s } = row;
      return {
        id: a.id,
        providerId: a.providerId,
        seriesId: a.seriesId,
        appDate: a.appDate,
        isDeleted: a.isDeleted,
        isVideo: a.isVideo,
        startsAt: a.startsAt,
        timezone: a.timezone,
        series: s
          ? {
              repeat: s.repeat,
              repeatBy: s.repeatBy,
              repeatFreq: s.repeatFreq,
              repeatOn: s.repeatOn,
              startsFrom: s.startsFrom,
              endOn: s.endOn,
              occurrenceCount: s.occurrenceCount,
            }
          : null,
      };
    },

    /** A one-off (series null) or a series with its occurrences; nothing is written on overlap. */
    async add(input: {
      values: AppointmentValues;
      series: SeriesValues | null;
      occurrences: Occurrence[];
      allowOverlap: boolean;
    }, outbox?: Outbox<SavedOutcome>): Promise<SaveOutcome> {
      return db.transaction(async (tx) => {
        await lockProvider(tx, input.values.providerId);
        if (!input.allowOverlap && !input.values.isAllDay) {
          const taken = await overlapped(tx, input.values.providerId, input.occurrences, []);
          if (taken.length > 0) return { kind: 'overlap', overlapped: taken };
        }
        const seriesId = input.series === null ? null : await insertSeries(tx, input.series, input.values, input.occurrences);
        const saved = await insertOccurrences(tx, input.values, seriesId, input.occurrences);
        return withOutbox(tx, { kind: 'saved', first: saved[0]!, before: [], after: saved.map((s) => s.app_date) }, outbox);
      });
    },

    /** An edit as planned (domain/appointments/edit-plan.ts); all of it or nothing. */
    async edit(input: {
      target: EditTarget;
      rows: TargetRows;
      change: EditChange;
      values: AppointmentValues;
      allowOverlap: boolean;
    }, outbox?: Outbox<SavedOutcome>): Promise<SaveOutcome> {
      const { target, change, values } = input;
      return db.transaction(async (tx) => {
        await lockProvider(tx, target.providerId);
        const old = await liveRows(tx, target, input.rows);
        const oldIds = old.map((r) => r.id);
        if (!oldIds.includes(target.id)) return { kind: 'gone' };
        const before = old.map((r) => r.app_date);

        if (change.kind === 'replace') {
          if (!input.allowOverlap && !values.isAllDay) {
            const taken = await overlapped(tx, values.providerId, change.occurrences, oldIds);
            if (taken.length > 0) return { kind: 'overlap', overlapped: taken };
          }
          // The old times may be free now: the waitlist looks, after this commits (issue 29).
          await enqueueFreedSlots(tx, oldIds);
          await markDeleted(tx, oldIds);
          if (change.endOldSeries !== null && target.seriesId !== null) {
            await tx
              .update(appointmentSeries)
              .set({ ...change.endOldSeries, updatedAt: new Date() })
              .where(eq(appointmentSeries.id, target.seriesId));
          }
          let seriesId: number | null = null;
          if (change.series !== null) {
            if (change.reuseSeries && target.seriesId !== null) {
              await tx
                .update(appointmentSeries)
                .set({ ...change.series, ...seriesState(values, change.occurrences), updatedAt: new Date() })
                .where(eq(appointmentSeries.id, target.seriesId));
              seriesId = target.seriesId;
            } else {
              seriesId = await insertSeries(tx, change.series, values, change.occurrences);
            }
          }
          const saved = await insertOccurrences(tx, values, seriesId, change.occurrences);
          return withOutbox(tx, { kind: 'saved', first: saved[0]!, before, after: saved.map((s) => s.app_date) }, outbox);
        }

        const updates =
          change.kind === 'single'
            ? old.map((r) => ({ id: r.id, occurrence: change.occurrence }))
            : old.map((r) => ({ id: r.id, occurrence: change.timesFor(r.app_date) }));
        const checked = updates.map((u) => u.occurrence);
        if (!input.allowOverlap && !values.isAllDay) {
          const taken = await overlapped(tx, values.providerId, checked, oldIds);
          if (taken.length > 0) return { kind: 'overlap', overlapped: taken };
        }
        // The days kept, the times and columns new: what the rows after materialised_until will be too (a single edit leaves the series).
        if (change.kind === 'inPlace' && target.seriesId !== null) {
          await tx
            .update(appointmentSeries)
            .set({ ...change.seriesTimes, occurrenceValues: values, updatedAt: new Date() })
            .where(eq(appointmentSeries.id, target.seriesId));
        }
        // Their old times may be free now (issue 29); the job reads the calendar after this commits, so an unchanged time frees nothing.
        await enqueueFreedSlots(tx, oldIds);
        const saved = await updateOccurrences(tx, values, updates);
        return withOutbox(tx, { kind: 'saved', first: saved[0]!, before, after: saved.map((s) => s.app_date) }, outbox);
      });
    },

    /**
     * delete (is_deleted, which every calendar query hides), cancel or
     * un-cancel on the scope's live rows. Deleting 'future' also ends the
     * series the day before (a counted one keeps the count of the days
     * left, edit-plan.ts seriesEndBefore), so its repeat text stays true.
     */
    async remove(
      input: { target: EditTarget; scope: EditScope; action: DeleteAction; endSeries: SeriesEnd | null },
      outbox?: Outbox<DeleteOutcome>,
    ): Promise<DeleteOutcome> {
      const { target, action } = input;
      return db.transaction(async (tx) => {
        await lockProvider(tx, target.providerId);
        const scopeRows = targetRows(target, input.scope);
        const rows = await liveRows(tx, target, scopeRows);
        if (rows.length === 0) return { changed: [] };
        const ids = intArray(rows.map((r) => r.id));
        // Cancelled or deleted times may go to the waitlist (issue 29), in this transaction.
        if (action !== 'un-cancel') await enqueueFreedSlots(tx, rows.map((r) => r.id));
        const set =
          action === 'delete' ? sql`is_deleted = true` : action === 'cancel' ? sql`is_cancelled = true` : sql`is_cancelled = false`;
        await tx.execute(sql`update appointments set ${set}, updated_at = now() where id = any(${ids})`);
        // The future (or all) cancelled stays cancelled in the rows the extension job adds later; one occurrence alone does not.
        const seriesWide = scopeRows.seriesId;
        if (action !== 'delete' && seriesWide !== null) {
          await tx
            .update(appointmentSeries)
            .set({ isCancelled: action === 'cancel', updatedAt: new Date() })
            .where(eq(appointmentSeries.id, seriesWide));
        }
        if (action === 'delete' && input.endSeries !== null && target.seriesId !== null) {
          await tx
            .update(appointmentSeries)
            .set({ ...input.endSeries, updatedAt: new Date() })
            .where(eq(appointmentSeries.id, target.seriesId));
        }
        await outbox?.(tx, { changed: rows });
        return { changed: rows };
      });
    },
  };
}
export type AppointmentWritesRepository = ReturnType<typeof appointmentWritesRepository>;
