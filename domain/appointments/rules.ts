/**
 * The cross-field rules of spec section 5 for an appointment payload. The
 * form runs them before it submits; the server runs them again after the
 * contract's field checks. Each failure is one message of the table.
 */
import type { AppointmentPayload, PayloadDate, PayloadTime } from '../contract/appointment';
import { NEVER_ENDS } from '../contract/appointment';
import { messages, type MessageText } from '../messages';
import { localToInstant } from './local-time';
import { misfitOf, occurrenceInstants, occurrenceTimesOf } from './occurrence-instants';
import { addYears, expandRepeat, isoOf, MAX_SERIES_YEARS, parseIso, weekdayOf, type IsoDay } from './recurrence';
import { repeatChoiceToRule, type RepeatChoice, type RepeatRule } from './repeat';

export const dayOf = (d: PayloadDate): IsoDay => ({ year: d.year, month: d.month, day: d.day_of_month });

/** A real calendar day: 30 February or 31 April are not. */
export function isRealDate(d: PayloadDate): boolean {
  const probe = new Date(Date.UTC(d.year, d.month - 1, d.day_of_month));
  return probe.getUTCFullYear() === d.year && probe.getUTCMonth() === d.month - 1 && probe.getUTCDate() === d.day_of_month;
}

const minutes = (t: PayloadTime): number => t.hr * 60 + t.min;

/** Start and end of the appointment's day; an all-day appointment spans the whole day. */
export function timesOf(p: Pick<AppointmentPayload, 'is_all_day' | 'time'>): { start: PayloadTime; end: PayloadTime } {
  return p.is_all_day
    ? { start: { hr: 0, min: 0, sec: 0 }, end: { hr: 23, min: 59, sec: 0 } }
    : { start: p.time.start_time, end: p.time.end_time };
}

/** The server's rule for the payload's repeat choice, or null when it does not repeat. */
export function ruleOf(p: Pick<AppointmentPayload, 'repeat'>): RepeatRule | null {
  return repeatChoiceToRule(p.repeat.info as RepeatChoice, weekdayOf(dayOf(p.repeat.startDate)));
}

/**
 * The days the payload books: its date when it does not repeat, else every
 * day of the rule from the repeat start to its end (or the horizon when never).
 */
export function occurrenceDays(p: Pick<AppointmentPayload, 'date' | 'repeat'>): string[] {
  const rule = ruleOf(p);
  if (rule === null) return [isoOf(dayOf(p.date))];
  const end = p.repeat.endDate === NEVER_ENDS ? null : dayOf(p.repeat.endDate);
  return expandRepeat(rule, dayOf(p.repeat.startDate), end, p.repeat.count);
}

export interface RuleContext {
  /** The current instant (the video-in-the-past rule). */
  now: Date;
  /** The appointment's IANA zone. */
  timezone: string;
}

/** The first rule the payload breaks, or null when it may be saved. */
export function appointmentRuleError(p: AppointmentPayload, ctx: RuleContext): MessageText | null {
  if (!isRealDate(p.date)) return messages.incorrectDate;

  const { start, end } = timesOf(p);
  if (minutes(start) > minutes(end)) return messages.incorrectTime;

  const locations = [p.is_office, p.is_video, p.is_phone, p.is_other].filter(Boolean).length;
  if (locations !== 1) return messages.incorrectLocationType;

  if (p.is_office) {
    const office = p.officeLocation;
    if (office === null) return messages.incorrectOfficeLocation;
    if (office.custom ? typeof office.value !== 'string' || office.value.trim() === '' : typeof office.value !== 'number') {
      return messages.incorrectOfficeLocation;
    }
  }

  if (!p.is_video && (p.meadow_video || p.connect_video)) return messages.incorrectVideoOption;
  if (p.connect_video && !p.meadow_video) return messages.incorrectVideoOption;

  const rule = ruleOf(p);
  if (rule !== null) {
    if (!isRealDate(p.repeat.startDate)) return messages.incorrectRepeatDates;
    if (p.repeat.endDate !== NEVER_ENDS) {
      if (!isRealDate(p.repeat.endDate)) return messages.incorrectRepeatDates;
      const from = isoOf(dayOf(p.repeat.startDate));
      const to = isoOf(dayOf(p.repeat.endDate));
      if (to < from || to > isoOf(addYears(dayOf(p.repeat.startDate), MAX_SERIES_YEARS))) return messages.incorrectRepeatDates;
    }
    if (p.repeat.count !== undefined) {
      // An end is a date or a count; a count the rule cannot reach within MAX_SERIES_YEARS is as out of range as such an end date.
      if (p.repeat.endDate !== NEVER_ENDS) return messages.incorrectRepeatDates;
      if (occurrenceDays(p).length < p.repeat.count) return messages.incorrectRepeatDates;
    }
    if (occurrenceDays(p).length === 0) return messages.incorrectRepeatDates;
  }

  // A DST change can leave a chosen day or length with no place in the zone; the occurrence is refused, never stored wrong.
  const times = occurrenceTimesOf(p);
  for (const iso of occurrenceDays(p)) {
    const day = parseIso(iso);
    const misfit = misfitOf(day, occurrenceInstants(day, times, ctx.timezone), ctx.timezone);
    if (misfit !== null) return misfit === 'missing-day' ? messages.incorrectDate : messages.incorrectTime;
  }

  if (p.is_video) {
    const first = rule === null ? dayOf(p.date) : dayOf(p.repeat.startDate);
    const startsAt = localToInstant(first, { hour: start.hr, minute: start.min }, ctx.timezone);
    if (startsAt.getTime() < ctx.now.getTime()) return messages.videoInPast;
  }
  return null;
}

/** Default start (spec 4 "Times"): 10:00. */
export const DEFAULT_START: PayloadTime = { hr: 10, min: 0, sec: 0 };
/** Default increment when the server gives none (spec 9). */
export const DEFAULT_INCREMENT_MINUTES = 45;
/** The end hour never passes 23 (spec 4, 9). */
export const END_HOUR_CAP = 23;

/** End = start + increment minutes, capped at 23:59 so it stays on the same day. */
export function endFromStart(start: PayloadTime, incrementMinutes: number): PayloadTime {
  const step = Number.isInteger(incrementMinutes) && incrementMinutes > 0 ? incrementMinutes : DEFAULT_INCREMENT_MINUTES;
  const total = start.hr * 60 + start.min + step;
  if (total >= (END_HOUR_CAP + 1) * 60) return { hr: END_HOUR_CAP, min: 59, sec: 0 };
  return { hr: Math.floor(total / 60), min: total % 60, sec: 0 };
}

/** A number, or text holding one; Number() alone would read null, '', true and [] as 0 or 1. */
const numeric = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;

/** Time parts that are not whole numbers in range fall back to 10:00 (spec 4). */
export function safeTime(t: Partial<Record<'hr' | 'min', unknown>>): PayloadTime {
  const hr = numeric(t.hr);
  const min = numeric(t.min);
  return Number.isInteger(hr) && hr >= 0 && hr <= 23 && Number.isInteger(min) && min >= 0 && min <= 59
    ? { hr, min, sec: 0 }
    : DEFAULT_START;
}
