/**
 * How an edit changes the calendar (spec 4 "Edit scope"), decided before any
 * SQL from the stored occurrence, the payload and the scope:
 *
 * - single: that one row takes the payload's date, times and fields; it keeps
 *   its series (the repeat of the payload is not applied to one occurrence).
 * - future / all, same rule and same series dates: the occurrences from the
 *   edited one (future) or from the first (all) are updated in place: each
 *   keeps its day and its cancelled flag, and gets the new local times in
 *   the zone, the contact, location, notes and video flags. The series row
 *   takes the new times too (and, in the repository, the columns), since
 *   the extension job adds from it.
 * - otherwise (rule, start or end changed; a one-off given a repeat; a series
 *   given Never): those occurrences are replaced. The old rows are marked
 *   is_deleted rather than removed, so another user still editing one of them
 *   gets "res false" with its date instead of a 404, and the calendar, which
 *   hides deleted rows, needs nothing else. The new occurrences come from the
 *   payload's rule: 'all' reuses the series row, 'future' ends the old series
 *   the day before the edited occurrence and starts a new one from it.
 *
 * For future, the new series starts at the edited occurrence's day (or the
 * payload's repeat start when later): the form sends the series' own start,
 * and the days before the edited occurrence are not part of the change.
 *
 * A series that ends after N occurrences (issue 26 item 5) counts rule days
 * from its start, as RFC 5545 COUNT does (an occurrence deleted or moved on
 * its own still counts), and the form shows and sends that N:
 * - single: the count is untouched (the payload's repeat is not applied).
 * - all: the payload's count (or end) applies from the series' start; the
 *   same rule, start and count update in place, anything else re-expands.
 * - future from occurrence k: the old series ends after its k-1 rule days
 *   before k (its count becomes k-1, end_on the last of them). The new series
 *   from k keeps the rest, N-(k-1), when the payload's count is the series'
 *   own N; a count the user changed is the new series' own, from k; an end
 *   date or never replaces the count. Unchanged rule, start and count update
 *   in place, the series whole.
 * - delete future from k: the series is truncated the same way
 *   (seriesEndBefore); cancel and un-cancel leave the count.
 * A counted series has an end_on, so the never-ending extension job never
 * adds to it.
 */
import { NEVER_ENDS, type AppointmentPayload, type EditScope } from '../contract/appointment';
import { addDays, expandRepeat, isoOf, parseIso } from './recurrence';
import type { RepeatRule } from './repeat';
import { dayOf, ruleOf } from './rules';
import {
  occurrenceOn,
  type Occurrence,
  ruleOfSeries,
  sameRule,
  seriesRangeOf,
  type SeriesRule,
  type SeriesValues,
  seriesValuesOf,
} from './occurrence-plan';

/** The stored occurrence being edited (or deleted), with its series when it has one. */
export interface EditTarget {
  id: number;
  providerId: number;
  seriesId: number | null;
  appDate: string;
  isDeleted: boolean;
  isVideo: boolean;
  startsAt: Date;
  timezone: string;
  series: Pick<SeriesValues, keyof SeriesRule | 'startsFrom' | 'endOn' | 'occurrenceCount'> | null;
}

/** Which stored rows an edit or delete of this scope touches. */
export interface TargetRows {
  /** The series whose rows are taken, or null for the one row. */
  seriesId: number | null;
  /** Rows on or after this day (future), or every row of the series (null). */
  fromDay: string | null;
}

export type EditChange =
  | { kind: 'single'; occurrence: Occurrence }
  | {
      kind: 'inPlace';
      /** New times of a kept row from its own day. */
      timesFor: (day: string) => Occurrence;
      /**
       * The series row's new local times and zone: the edited rows run to its
       * end, so they are what the extension job adds after it (issue 25 item 2).
       */
      seriesTimes: Pick<SeriesValues, 'startTime' | 'endTime' | 'timezone'>;
    }
  | {
      kind: 'replace';
      occurrences: Occurrence[];
      /** The new rule's series row, or null when the result is a one-off. */
      series: SeriesValues | null;
      /** Reuse the edited series' row for the new rule ('all'). */
      reuseSeries: boolean;
      /** End the old series so ('future' from a later occurrence). */
      endOldSeries: SeriesEnd | null;
    };

/** How a series truncated before a day ends: its last day and, when it ends after a count, the count kept. */
export interface SeriesEnd {
  endOn: string;
  occurrenceCount: number | null;
}

export interface EditPlan {
  rows: TargetRows;
  change: EditChange;
  /** The payload the rules of spec 5 are checked on (see effectivePayload). */
  checked: AppointmentPayload;
}

const NEVER_PAYLOAD_REPEAT = (p: AppointmentPayload): AppointmentPayload['repeat'] => ({
  ...p.repeat,
  info: { innerOrOuter: 'outer', selectedIndex: 0, custom: 1, weeklyOn: [false, false, false, false, false, false, false] },
});

/** 'future' from the series' first occurrence is 'all'. */
export function effectiveScope(target: EditTarget, scope: EditScope): EditScope {
  if (target.series === null) return 'single';
  if (scope === 'future' && target.appDate <= target.series.startsFrom) return 'all';
  return scope;
}

export function targetRows(target: EditTarget, scope: EditScope): TargetRows {
  const s = effectiveScope(target, scope);
  if (s === 'single' || target.seriesId === null) return { seriesId: null, fromDay: null };
  return { seriesId: target.seriesId, fromDay: s === 'future' ? target.appDate : null };
}

const endOf = (p: AppointmentPayload): string | null => (p.repeat.endDate === NEVER_ENDS ? null : isoOf(dayOf(p.repeat.endDate)));

function expandFrom(rule: RepeatRule, startsFrom: string, endOn: string | null, count?: number): string[] {
  return expandRepeat(rule, parseIso(startsFrom), endOn === null ? null : parseIso(endOn), count);
}

const dayBefore = (iso: string): string => isoOf(addDays(parseIso(iso), -1));

/**
 * The series ended the day before `day` (a 'future' edit or delete from
 * it). A counted series keeps the count of its rule days before `day`, and
 * ends on the last of them.
 */
export function seriesEndBefore(series: NonNullable<EditTarget['series']>, day: string): SeriesEnd {
  const endOn = dayBefore(day);
  if (series.occurrenceCount === null) return { endOn, occurrenceCount: null };
  const kept = expandFrom(ruleOfSeries(series), series.startsFrom, null, series.occurrenceCount).filter((d) => d <= endOn);
  const last = kept[kept.length - 1];
  return last === undefined ? { endOn, occurrenceCount: null } : { endOn: last, occurrenceCount: kept.length };
}

/**
 * The count of the series a 'future' or 'all' edit writes: the payload's,
 * except a 'future' split that kept the series' own N, which keeps the N-(k-1)
 * not yet used by the days before k.
 */
function newCount(series: EditTarget['series'], p: AppointmentPayload, scope: EditScope, target: EditTarget): number | undefined {
  const count = p.repeat.count;
  if (count === undefined || series === null || scope !== 'future' || count !== series.occurrenceCount) return count;
  const used = seriesEndBefore(series, target.appDate).occurrenceCount ?? 0;
  return Math.max(1, count - used);
}

export function planEdit(target: EditTarget, p: AppointmentPayload, requested: EditScope, timezone: string, userId: number): EditPlan {
  const scope = effectiveScope(target, requested);
  const rows = targetRows(target, requested);
  const rule = ruleOf(p);

  // One occurrence of a series, or a one-off kept a one-off: the row takes the payload's day and times.
  if ((target.series !== null && requested === 'single') || (target.series === null && rule === null)) {
    const checked = { ...p, repeat: NEVER_PAYLOAD_REPEAT(p) };
    return { rows, change: { kind: 'single', occurrence: occurrenceOn(isoOf(dayOf(p.date)), p, timezone) }, checked };
  }

  const series = target.series;
  const payloadStart = rule === null ? isoOf(dayOf(p.date)) : isoOf(dayOf(p.repeat.startDate));
  const startsFrom = scope === 'future' && payloadStart < target.appDate ? target.appDate : payloadStart;
  const count = rule === null ? undefined : newCount(series, p, scope, target);
  // A counted payload ends on its Nth day from its own start: the series' end_on when rule, start and count are the stored ones.
  const endOn = rule === null ? null : p.repeat.count === undefined ? endOf(p) : (expandFrom(rule, payloadStart, null, p.repeat.count).pop() ?? null);
  const checked: AppointmentPayload =
    rule === null
      ? p
      : { ...p, repeat: { ...p.repeat, startDate: { ...p.repeat.startDate, ...dateParts(startsFrom) }, ...(count === undefined ? {} : { count }) } };

  const unchangedDates =
    series !== null &&
    (payloadStart === series.startsFrom || (scope === 'future' && payloadStart === target.appDate)) &&
    endOn === series.endOn &&
    (p.repeat.count ?? null) === series.occurrenceCount;
  if (series !== null && rule !== null && sameRule(series, rule) && unchangedDates) {
    const seriesRow = seriesValuesOf(p, rule, { startsFrom: series.startsFrom, endOn, occurrenceCount: series.occurrenceCount }, timezone, userId);
    return {
      rows,
      change: {
        kind: 'inPlace',
        timesFor: (day) => occurrenceOn(day, p, timezone),
        seriesTimes: { startTime: seriesRow.startTime, endTime: seriesRow.endTime, timezone },
      },
      checked,
    };
  }

  const days = rule === null ? [payloadStart] : expandFrom(rule, startsFrom, endOf(p), count);
  return {
    rows,
    change: {
      kind: 'replace',
      occurrences: days.map((d) => occurrenceOn(d, p, timezone)),
      series: rule === null ? null : seriesValuesOf(p, rule, seriesRangeOf(checked, days), timezone, userId),
      reuseSeries: series !== null && scope === 'all',
      endOldSeries: series !== null && scope === 'future' ? seriesEndBefore(series, target.appDate) : null,
    },
    checked,
  };
}

const dateParts = (iso: string) => {
  const d = parseIso(iso);
  return { year: d.year, month: d.month, day_of_month: d.day };
};
