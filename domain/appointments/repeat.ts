/**
 * The repeat section of the appointment form (spec 3 "Repeat options") and its
 * mapping to the server's repeat codes 0-7, both ways (spec 4 "Repeat code
 * mapping").
 *
 * Form indices: outer 0 Never, 1 Every weekday, 2 Mon/Wed/Fri, 3 Tue/Thu,
 * 4 Every other week; inner 0 Daily, 1 Weekly, 2 Monthly by day of month,
 * 3 Monthly by day of week, 4 Yearly (the form shows one 'Monthly' entry and
 * a by-day-of-month / by-day-of-week choice that selects 2 or 3).
 */
import { REPEAT, type RepeatCode } from '../codes';

export const OUTER_OPTIONS = [
  'Never',
  'Every weekday (Mon-Fri)',
  'Every Mon, Wed and Fri',
  'Every Tue and Thu',
  'Every other week',
] as const;
export const INNER_OPTIONS = ['Daily', 'Weekly', 'Monthly', 'Monthly', 'Yearly'] as const;
export const INNER = { daily: 0, weekly: 1, monthlyByDayOfMonth: 2, monthlyByDayOfWeek: 3, yearly: 4 } as const;
export const OUTER = { never: 0, everyWeekday: 1, monWedFri: 2, tueThu: 3, everyOtherWeek: 4 } as const;

/** Weekday indices 0-6 as repeat_on carries them: 0 Sunday … 6 Saturday (JavaScript's getDay). */
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** The form's checkbox order (spec 2: Mon-Sun) as weekday indices. */
export const WEEKDAY_CHECKBOX_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** repeat_by of code 6: 0 day of month, 1 day of week. */
export const REPEAT_BY = { dayOfMonth: 0, dayOfWeek: 1 } as const;

export type WeeklyOn = readonly [boolean, boolean, boolean, boolean, boolean, boolean, boolean];
export const NO_WEEKDAYS: WeeklyOn = [false, false, false, false, false, false, false];

/** What the form holds (spec 3 "Appointment form state" repeat) and sends as repeat.info. */
export interface RepeatChoice {
  innerOrOuter: 'outer' | 'inner';
  /** 0-4 in the list innerOrOuter names. */
  selectedIndex: number;
  /** Repeat every N (days, weeks, months or years); inner options only. */
  custom: number;
  /** Weekly: which weekdays, indexed 0 Sunday … 6 Saturday. */
  weeklyOn: WeeklyOn;
}

export const NEVER: RepeatChoice = { innerOrOuter: 'outer', selectedIndex: OUTER.never, custom: 1, weeklyOn: NO_WEEKDAYS };

/** The server's rule fields (spec 3: repeat, repeat_by, repeat_freq, repeat_on). */
export interface RepeatRule {
  repeat: RepeatCode;
  repeat_by: number;
  repeat_freq: number;
  /** Weekday indices 0-6, ascending. */
  repeat_on: number[];
}

const weekdaysOf = (flags: WeeklyOn): number[] => flags.flatMap((on, day) => (on ? [day] : []));

const atLeastOne = (n: number): number => (Number.isInteger(n) && n >= 1 ? n : 1);

/**
 * Form choice to the server's rule; null for Never. `startWeekday` (0-6) is
 * the weekday of the repeat's start date: a weekly choice with no box ticked
 * and 'every other week' repeat on it.
 */
export function repeatChoiceToRule(choice: RepeatChoice, startWeekday: number): RepeatRule | null {
  const every = atLeastOne(choice.custom);
  if (choice.innerOrOuter === 'outer') {
    switch (choice.selectedIndex) {
      case OUTER.everyWeekday:
        return { repeat: REPEAT.everyWeekday, repeat_by: 0, repeat_freq: 1, repeat_on: [1, 2, 3, 4, 5] };
      case OUTER.monWedFri:
        return { repeat: REPEAT.monWedFri, repeat_by: 0, repeat_freq: 1, repeat_on: [1, 3, 5] };
      case OUTER.tueThu:
        return { repeat: REPEAT.tueThu, repeat_by: 0, repeat_freq: 1, repeat_on: [2, 4] };
      case OUTER.everyOtherWeek:
        return { repeat: REPEAT.everyOtherWeek, repeat_by: 0, repeat_freq: 2, repeat_on: [startWeekday] };
      default:
        return null;
    }
  }
  switch (choice.selectedIndex) {
    case INNER.daily:
      return { repeat: REPEAT.daily, repeat_by: 0, repeat_freq: every, repeat_on: [] };
    case INNER.weekly: {
      const days = weekdaysOf(choice.weeklyOn);
      return { repeat: REPEAT.weekly, repeat_by: 0, repeat_freq: every, repeat_on: days.length > 0 ? days : [startWeekday] };
    }
    case INNER.monthlyByDayOfMonth:
      return { repeat: REPEAT.monthly, repeat_by: REPEAT_BY.dayOfMonth, repeat_freq: every, repeat_on: [] };
    case INNER.monthlyByDayOfWeek:
      return { repeat: REPEAT.monthly, repeat_by: REPEAT_BY.dayOfWeek, repeat_freq: every, repeat_on: [] };
    case INNER.yearly:
      return { repeat: REPEAT.yearly, repeat_by: 0, repeat_freq: every, repeat_on: [] };
    default:
      return null;
  }
}

/** Parses repeat_on ('1,3,5') into weekday flags; anything not 0-6 is ignored. */
export function weeklyOnFromList(repeatOn: string | readonly number[] | null | undefined): WeeklyOn {
  const days =
    typeof repeatOn === 'string'
      ? repeatOn.split(',').map((s) => (s.trim() === '' ? Number.NaN : Number(s)))
      : [...(repeatOn ?? [])];
  const flags = [...NO_WEEKDAYS];
  for (const d of days) if (Number.isInteger(d) && d >= 0 && d <= 6) flags[d] = true;
  return flags as unknown as WeeklyOn;
}

/**
 * The server's fields to the form choice (spec 4): 0 inner 0 with its
 * frequency; 1, 2, 3 outer 1, 2, 3; 4 inner 1; 5 outer 4; 6 inner 2 or 3 by
 * repeat_by (0 gives 2); 7 inner 4; anything else outer 0. The repeat-every
 * value is forced to at least 1.
 */
export function repeatChoiceFromRule(fields: {
  repeat: number | null | undefined;
  repeat_by?: number | null;
  repeat_freq?: number | null;
  repeat_on?: string | null;
}): RepeatChoice {
  const custom = atLeastOne(Number(fields.repeat_freq ?? 1));
  const weeklyOn = weeklyOnFromList(fields.repeat_on);
  const inner = (selectedIndex: number): RepeatChoice => ({ innerOrOuter: 'inner', selectedIndex, custom, weeklyOn });
  const outer = (selectedIndex: number): RepeatChoice => ({ innerOrOuter: 'outer', selectedIndex, custom: 1, weeklyOn });
  switch (fields.repeat) {
    case REPEAT.daily:
      return inner(INNER.daily);
    case REPEAT.everyWeekday:
      return outer(OUTER.everyWeekday);
    case REPEAT.monWedFri:
      return outer(OUTER.monWedFri);
    case REPEAT.tueThu:
      return outer(OUTER.tueThu);
    case REPEAT.weekly:
      return inner(INNER.weekly);
    case REPEAT.everyOtherWeek:
      return outer(OUTER.everyOtherWeek);
    case REPEAT.monthly:
      return inner(Number(fields.repeat_by ?? 0) === REPEAT_BY.dayOfMonth ? INNER.monthlyByDayOfMonth : INNER.monthlyByDayOfWeek);
    case REPEAT.yearly:
      return inner(INNER.yearly);
    default:
      return { ...NEVER, weeklyOn };
  }
}

export const isRepeating = (choice: RepeatChoice): boolean =>
  !(choice.innerOrOuter === 'outer' && choice.selectedIndex === OUTER.never);

/** Whether two choices mean the same rule (the Save-choice popup offers 'single' only when unchanged). */
export function sameRepeat(a: RepeatChoice, b: RepeatChoice, startWeekday: number): boolean {
  const ra = repeatChoiceToRule(a, startWeekday);
  const rb = repeatChoiceToRule(b, startWeekday);
  if (ra === null || rb === null) return ra === rb;
  return (
    ra.repeat === rb.repeat &&
    ra.repeat_by === rb.repeat_by &&
    ra.repeat_freq === rb.repeat_freq &&
    ra.repeat_on.join(',') === rb.repeat_on.join(',')
  );
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'] as const;
const FULL_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const plural = (n: number, unit: string): string => (n === 1 ? unit : `${n} ${unit}s`);

/**
 * The detail screen's repeat text, e.g. 'Every week on Mon, Wed until 11-23-2027',
 * or with a count 'Every week on Wed, 10 times' (issue 26 item 5).
 * `start` is the series' first day (YYYY-MM-DD); `endOn` null or '0000-00-00'
 * for never; `count` the occurrences of a series that ends after N (its endOn is then not named).
 */
export function repeatText(rule: RepeatRule | null, start: string, endOn: string | null, count?: number | null): string {
  if (rule === null) return 'Does not repeat';
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const days = rule.repeat_on.map((i) => WEEKDAY_LABELS[i] ?? '').join(', ');
  const base = (() => {
    switch (rule.repeat) {
      case REPEAT.daily:
        return `Every ${plural(rule.repeat_freq, 'day')}`;
      case REPEAT.everyWeekday:
        return OUTER_OPTIONS[OUTER.everyWeekday];
      case REPEAT.monWedFri:
        return OUTER_OPTIONS[OUTER.monWedFri];
      case REPEAT.tueThu:
        return OUTER_OPTIONS[OUTER.tueThu];
      case REPEAT.everyOtherWeek:
        return `Every other week on ${FULL_WEEKDAYS[weekday]}`;
      case REPEAT.weekly:
        return `Every ${plural(rule.repeat_freq, 'week')} on ${days}`;
      case REPEAT.monthly:
        return rule.repeat_by === REPEAT_BY.dayOfMonth
          ? `Every ${plural(rule.repeat_freq, 'month')} on day ${d}`
          : `Every ${plural(rule.repeat_freq, 'month')} on the ${ORDINALS[Math.ceil(d / 7) - 1]} ${FULL_WEEKDAYS[weekday]}`;
      case REPEAT.yearly:
        return `Every ${plural(rule.repeat_freq, 'year')}`;
      default:
        return 'Does not repeat';
    }
  })();
  if (count !== undefined && count !== null) return `${base}, ${count === 1 ? 'once' : `${count} times`}`;
  const until = endOn === null || endOn === '0000-00-00' ? '' : ` until ${endOn.slice(5, 7)}-${endOn.slice(8, 10)}-${endOn.slice(0, 4)}`;
  return `${base}${until}`;
}
