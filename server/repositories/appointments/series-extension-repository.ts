/**
 * Keeps never-ending series materialised NEVER_ENDING_HORIZON_YEARS ahead of
 * today (issue 15 item 5). A series marked 'never' gets rows up to two years
 * after its start when saved; the daily job adds the days after its last
 * live row up to today + two years, with the rule's own engine
 * (expandRepeatBetween, phase kept from the series' start), local times in
 * the series' zone (DST-safe, as every occurrence), and the other columns of
 * its latest live row. Idempotent: it only adds days after the last live
 * row and never a day on which the series has a row, live or deleted (an
 * occurrence deleted on its own stays deleted). Not overlap-checked: the
 * series was accepted as a whole when it was booked.
 */
import { sql } from 'drizzle-orm';
import { addYears, expandRepeatBetween, isoOf, NEVER_ENDING_HORIZON_YEARS, parseIso } from '../../../domain/appointments/recurrence';
import { instantToLocal } from '../../../domain/appointments/local-time';
import { misfitOf, occurrenceInstants, type OccurrenceTimes } from '../../../domain/appointments/occurrence-instants';
import type { RepeatRule } from '../../../domain/appointments/repeat';
import type { Db } from '../../db/client';
import { lockProvider } from './appointment-writes-repository';
import { dateArray, instantArray, rowsOf } from './sql-arrays';

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
  last_day: string | null;
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
  s.start_time::text as start_time, s.end_time::text as end_time, s.timezone,
  (select max(a.app_date)::text from appointments a where a.series_id = s.id and not a.is_deleted) as last_day`;

/** Never-ending series whose last live row is before the horizon (give or take a day of zones); series with no live row are over. */
async function seriesToExtend(db: Db, now: Date): Promise<SeriesDbRow[]> {
  const result = await db.execute(sql`
    select * from (select ${SERIES_COLUMNS} from appointment_series s where s.end_on is null) x
     where x.last_day is not null
       and x.last_day::date < (${now.toISOString()}::timestamptz + ${NEVER_ENDING_HORIZON_YEARS}::int * interval '1 year')::date + 1`);
  return rowsOf<SeriesDbRow>(result);
}

/** Adds the missing days of one series in one short transaction; the number of rows added. */
async function extendOne(db: Db, seriesId: number, providerId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // The provider's write lock: an edit of this series waits, and so does another extender.
    await lockProvider(tx, providerId);
    const [s] = rowsOf<SeriesDbRow>(await tx.execute(sql`select ${SERIES_COLUMNS} from appointment_series s where s.id = ${seriesId}::int and s.end_on is null`));
    if (!s?.last_day) return 0;
    const horizon = horizonOf(now, s.timezone);
    if (s.last_day >= horizon) return 0;
    const [template] = rowsOf<{ id: number; is_all_day: boolean }>(
      await tx.execute(sql`
        select id, is_all_day from appointments where series_id = ${seriesId}::int and not is_deleted
         order by app_date desc, is_cancelled, id desc limit 1`),
    );
    if (!template) return 0;
    const taken = new Set(
      rowsOf<{ d: string }>(await tx.execute(sql`select app_date::text as d from appointments where series_id = ${seriesId}::int and app_date > ${s.last_day}::date`)).map((r) => r.d),
    );
    const times: OccurrenceTimes = template.is_all_day ? 'all-day' : { start: hm(s.start_time), end: hm(s.end_time) };
    // The same instants as a save gives; a day a DST change leaves no room on (refused when booked) is skipped, not stored wrong.
    const placed = expandRepeatBetween(ruleOf(s), parseIso(s.starts_from), parseIso(s.last_day), parseIso(horizon))
      .filter((d) => !taken.has(d))
      .map((d) => ({ d, ...occurrenceInstants(parseIso(d), times, s.timezone) }))
      .filter((o) => misfitOf(parseIso(o.d), o, s.timezone) === null);
    if (placed.length === 0) return 0;
    const days = placed.map((o) => o.d);
    const starts = placed.map((o) => o.startsAt);
    const ends = placed.map((o) => o.endsAt);
    const result = await tx.execute(sql`
      insert into appointments (series_id, provider_id, starts_at, ends_at, timezone, app_date, is_all_day, type, is_video,
                                is_connect, client_id, client_type, otherevent_id, otherevent_type, office_location_id,
                                custom_location, notes, client_note, video_invitepref, created_by)
      select t.series_id, t.provider_id, n.s, n.e, ${s.timezone}::text, n.d, t.is_all_day, t.type, t.is_video,
             t.is_connect, t.client_id, t.client_type, t.otherevent_id, t.otherevent_type, t.office_location_id,
             t.custom_location, t.notes, t.client_note, t.video_invitepref, t.created_by
        from unnest(${instantArray(starts)}, ${instantArray(ends)}, ${dateArray(days)}) as n(s, e, d), appointments t
       where t.id = ${template.id}::int
      returning id`);
    return rowsOf(result).length;
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
