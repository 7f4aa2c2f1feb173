/**
 * Expands a repeat rule into the calendar days it falls on. Days, not
 * instants: each day is later combined with the local start time in the
 * appointment's IANA zone (local-time.ts), so a 10:00 weekly session stays at
 * 10:00 across DST changes. rrule (RFC 5545) works on UTC midnights here,
 * which makes it a pure calendar-date engine with no zone of its own.
 *
 * RFC 5545 behaviour the spec's users expect: a monthly rule on the 31st
 * skips months without one, the fifth Tuesday skips months without five,
 * 29 February repeats only in leap years.
 */
import * as rruleModule from 'rrule';
import type { Options, Weekday } from 'rrule';
import { WEEK_START } from '../calendar/week-start';
import { REPEAT } from '../codes';
import { REPEAT_BY, type RepeatRule } from './repeat';

/** A series marked 'never' is materialised this far ahead of its start. */
export const NEVER_ENDING_HORIZON_YEARS = 2;
/** The latest end a series may name, counted from its start. */
export const MAX_SERIES_YEARS = 5;
/** No rule may produce more occurrences than this (five years of every day). */
export const MAX_OCCURRENCES = 1830;
/**
 * 'Ends after N occurrences' (issue 26 item 5) allows 1 to this many: a
 * series that ends after a count must reach it within MAX_SERIES_YEARS, as
 * an end date must, so the largest count that can ever be reached is the cap.
 */
export const MAX_SERIES_COUNT = MAX_OCCURRENCES;

export interface IsoDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/*
 * rrule ships CommonJS to Node (no named exports Node can see) and ES modules
 * to bundlers: take RRule from whichever shape arrived.
 */
type RRuleModule = typeof rruleModule;
const rrule: RRuleModule =
  (rruleModule as Partial<RRuleModule>).RRule !== undefined
    ? rruleModule
    : (rruleModule as unknown as { default: RRuleModule }).default;
const { RRule } = rrule;

const RRULE_WEEKDAYS: readonly Weekday[] = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];
/** Weeks count from Meadow's week start (Sunday), not RFC 5545's default Monday: it decides every-N-weeks rules on several days. */
const WKST = RRULE_WEEKDAYS[WEEK_START] ?? RRule.SU;

export const isoOf = ({ year, month, day }: IsoDay): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export function parseIso(iso: string): IsoDay {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const utc = ({ year, month, day }: IsoDay): Date => new Date(Date.UTC(year, month - 1, day));

/** Weekday 0 Sunday … 6 Saturday of a calendar day. */
export const weekdayOf = (day: IsoDay): number => utc(day).getUTCDay();

/** The day `years` years later, 29 February becoming 28 February when needed. */
export function addYears(day: IsoDay, years: number): IsoDay {
  const target = { year: day.year + years, month: day.month, day: day.day };
  const d = utc(target);
  return d.getUTCMonth() + 1 === day.month ? target : { ...target, day: day.day - d.getUTCDate() };
}

/** The day `days` days later (negative for earlier). */
export function addDays(day: IsoDay, days: number): IsoDay {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + days);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function ruleOptions(rule: RepeatRule, start: IsoDay): Partial<Options> {
  return { ...freqOptions(rule, start), wkst: WKST };
}

function freqOptions(rule: RepeatRule, start: IsoDay): Partial<Options> {
  const interval = Math.max(1, rule.repeat_freq);
  const startWeekday = RRULE_WEEKDAYS[weekdayOf(start)] ?? RRule.MO;
  const named = rule.repeat_on.map((d) => RRULE_WEEKDAYS[d]).filter((d): d is Weekday => d !== undefined);
  // rrule reads an empty byweekday as 'every day': a weekly rule naming no day repeats on the start weekday.
  const onDays = named.length > 0 ? named : [startWeekday];
  switch (rule.repeat) {
    case REPEAT.daily:
      return { freq: RRule.DAILY, interval };
    // These codes name their weekdays (spec 3 outer options), whatever repeat_on carries.
    case REPEAT.everyWeekday:
      return { freq: RRule.WEEKLY, interval: 1, byweekday: [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR] };
    case REPEAT.monWedFri:
      return { freq: RRule.WEEKLY, interval: 1, byweekday: [RRule.MO, RRule.WE, RRule.FR] };
    case REPEAT.tueThu:
      return { freq: RRule.WEEKLY, interval: 1, byweekday: [RRule.TU, RRule.TH] };
    case REPEAT.weekly:
      return { freq: RRule.WEEKLY, interval, byweekday: onDays };
    case REPEAT.everyOtherWeek:
      return { freq: RRule.WEEKLY, interval: 2, byweekday: [startWeekday] };
    case REPEAT.monthly:
      return rule.repeat_by === REPEAT_BY.dayOfMonth
        ? { freq: RRule.MONTHLY, interval, bymonthday: [start.day] }
        : {
            freq: RRule.MONTHLY,
            interval,
            byweekday: [startWeekday.nth(Math.ceil(start.day / 7))],
          };
    case REPEAT.yearly:
      return { freq: RRule.YEARLY, interval, bymonth: [start.month], bymonthday: [start.day] };
    default:
      return { freq: RRule.DAILY, count: 1 };
  }
}

/**
 * Every day the rule falls on from `start` through `end` (inclusive), or
 * through NEVER_ENDING_HORIZON_YEARS when `end` is null; at most
 * MAX_OCCURRENCES. With `count` (RFC 5545 COUNT, 'Ends after N occurrences')
 * the first `count` days instead, `end` ignored, looked for no further than
 * MAX_SERIES_YEARS: fewer days back means the count is out of reach.
 * Days are 'YYYY-MM-DD', ascending.
 */
export function expandRepeat(rule: RepeatRule, start: IsoDay, end: IsoDay | null, count?: number): string[] {
  const until = count !== undefined ? addYears(start, MAX_SERIES_YEARS) : (end ?? addYears(start, NEVER_ENDING_HORIZON_YEARS));
  const options = ruleOptions(rule, start);
  // An unknown code asks for its start day only (count 1); never more than the cap.
  const limit = Math.min(options.count ?? MAX_OCCURRENCES, count ?? MAX_OCCURRENCES, MAX_OCCURRENCES);
  const rrule = new RRule({ ...options, dtstart: utc(start), until: utc(until), count: limit });
  return rrule.all().map((d) => d.toISOString().slice(0, 10));
}

/**
 * The rule as RFC 5545 RRULE text ('FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,SA;WKST=SU'),
 * for a calendar export: its DTSTART is the series' first day at its start
 * time, and UNTIL (the end day) is the export's to add, in its zone.
 */
export function rruleTextOf(rule: RepeatRule, start: IsoDay): string {
  return RRule.optionsToString(ruleOptions(rule, start)).replace(/^RRULE:/, '');
}

/** Only the occurrences on or after `from` (the 'future' scope of an edit or delete). */
export const occurrencesFrom = (days: readonly string[], from: string): string[] => days.filter((d) => d >= from);

/**
 * The days the rule falls on after `after` (exclusive) through `until`
 * (inclusive), counted from the series' own `start` so that every-N-weeks
 * and nth-weekday rules keep their phase; at most MAX_OCCURRENCES. What
 * keeps a never-ending series materialised NEVER_ENDING_HORIZON_YEARS ahead
 * (server/jobs: extend-series).
 */
export function expandRepeatBetween(rule: RepeatRule, start: IsoDay, after: IsoDay, until: IsoDay): string[] {
  const options = ruleOptions(rule, start);
  if (options.count !== undefined) return [];
  const rrule = new RRule({ ...options, dtstart: utc(start), until: utc(until) });
  const days: string[] = [];
  rrule.between(utc(after), utc(until), true, (d) => {
    if (d.getTime() > utc(after).getTime()) days.push(d.toISOString().slice(0, 10));
    return days.length < MAX_OCCURRENCES;
  });
  return days;
}
