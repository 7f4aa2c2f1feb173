/**
 * Keeps never-ending series materialised NEVER_ENDING_HORIZON_YEARS ahead of
 * today (issue 15 item 5). A series marked 'never' gets rows up to two years
 * after its start when saved; the daily job adds the rule's days after the
 * series' materialised_until up to today + two years, with the rule's own
 * engine (expandRepeatBetween, phase kept from the series' start), and what
 * the series is now (issue 25 item 2): its local times and zone, the columns
 * of its last save of the whole series or of its future, cancelled when its
 * future is. So what it adds is what a fresh expansion of the series gives,
 * whatever single occurrences were moved, changed, cancelled or deleted on
 * their own: those stay as they are and neither hold back nor bring back a
 * rule day. Instants as every save places them (occurrence-instants.ts).
 * Idempotent: materialised_until moves to the horizon in the same
 * transaction. Not overlap-checked: the series was accepted as a whole when
 * it was booked.
 */
import { sql } from 'drizzle-orm';
import { addYears, expandRepeatBetween, isoOf, NEVER_ENDING_HORIZON_YEARS, parseIso } from '../../../domain/appointments/recurrence';
import { instantToLocal } from '../../../domain/appointments/local-time';
import { misfitOf, occurrenceInstants, type OccurrenceTimes } from '../../../domain/appointments/occurrence-instants';
import type { AppointmentValues, Occurrence } from '../../../domain/appointments/occurrence-plan';
import type { RepeatRule } from '../../../domain/appointments/repeat';
import type { Db } from '../../db/client';
import { insertOccurrences, lockProvider } from './appointment-writes-repository';
import { rowsOf } from './sql-arrays';

interface SeriesDbRow {
  id: number;
  provider_id: number;
  repeat: number;
  repeat_by: number;
  repeat_freq: number;
  repeat_on: string;
  starts_from: string;
  start_time: string;
  end_time: string;
  timezone: string;
  occurrence_values: AppointmentValues;
  is_cancelled: boolean;
  materialised_until: string;
}

/** The last day a never-ending series should have a row on: today in its zone plus the horizon. */
export const horizonOf = (now: Date, timeZone: string): string => {
  const today = instantToLocal(now, timeZone);
  return isoOf(addYears({ year: today.year, month: today.month, day: today.day }, NEVER_ENDING_HORIZON_YEARS));
};

const ruleOf = (s: SeriesDbRow): RepeatRule => ({
  repeat: s.repeat as RepeatRule['repeat'],
  repeat_by: s.repeat_by,
  repeat_freq: s.repeat_freq,
  repeat_on: s.repeat_on === '' ? [] : s.repeat_on.split(',').map(Number),
});

const hm = (time: string) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return { hour, minute };
};

const SERIES_COLUMNS = sql`s.id, s.provider_id, s.repeat, s.repeat_by, s.repeat_freq, s.repeat_on, s.starts_from::text as starts_from,
  s.start_time::text as start_time, s.end_time::text as end_time, s.timezone, s.occurrence_values, s.is_cancelled,
  s.materialised_until::text as materialised_until`;

/**
 * Never ending, with what to add, and a live row (a series with none is over: deleted in full, or made a one-off).
 * A counted series (issue 26 item 5) always has its end_on; the count is named too, so it is never extended past it.
 */
const EXTENDABLE = sql`s.end_on is null and s.occurrence_count is null and s.occurrence_values is not null
  and exists (select 1 from appointments a where a.series_id = s.id and not a.is_deleted)`;

/** Extendable series materialised short of the horizon (give or take a day of zones). */
async function seriesToExtend(db: Db, now: Date): Promise<SeriesDbRow[]> {
  const result = await db.execute(sql`
    select ${SERIES_COLUMNS} from appointment_series s
     where ${EXTENDABLE}
       and s.materialised_until < (${now.toISOString()}::timestamptz + ${NEVER_ENDING_HORIZON_YEARS}::int * interval '1 year')::date + 1`);
  return rowsOf<SeriesDbRow>(result);
}

/** Adds the missing days of one series in one short transaction; the number of rows added. */
async function extendOne(db: Db, seriesId: number, providerId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // The provider's write lock: an edit of this series waits, and so does another extender.
    await lockProvider(tx, providerId);
    const [s] = rowsOf<SeriesDbRow>(await tx.execute(sql`select ${SERIES_COLUMNS} from appointment_series s where s.id = ${seriesId}::int and ${EXTENDABLE}`));
    if (!s) return 0;
    const horizon = horizonOf(now, s.timezone);
    if (s.materialised_until >= horizon) return 0;
    const values = s.occurrence_values;
    const times: OccurrenceTimes = values.isAllDay ? 'all-day' : { start: hm(s.start_time), end: hm(s.end_time) };
    // The same instants as a save gives; a day a DST change leaves no room on (refused when booked) is skipped, not stored wrong.
    const occurrences: Occurrence[] = expandRepeatBetween(ruleOf(s), parseIso(s.starts_from), parseIso(s.materialised_until), parseIso(horizon))
      .map((d) => ({ appDate: d, ...occurrenceInstants(parseIso(d), times, s.timezone) }))
      .filter((o) => misfitOf(parseIso(o.appDate), o, s.timezone) === null);
    const added = await insertOccurrences(tx, values, seriesId, occurrences, s.is_cancelled);
    await tx.execute(sql`update appointment_series set materialised_until = ${horizon}::date, updated_at = now() where id = ${seriesId}::int`);
    return added.length;
  });
}

/** Extends every never-ending series that needs it; one transaction per series. Rows added, series touched. */
export async function extendNeverEndingSeries(db: Db, now: Date): Promise<{ series: number; rows: number }> {
  let series = 0;
  let rows = 0;
  for (const s of await seriesToExtend(db, now)) {
    const added = await extendOne(db, s.id, s.provider_id, now);
    if (added > 0) {
      series += 1;
      rows += added;
    }
  }
  return { series, rows };
}
