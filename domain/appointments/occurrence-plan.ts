/**
 * What an appointment payload writes, before any SQL: the columns every
 * occurrence shares, the series row of a repeating payload, and one
 * (app_date, starts_at, ends_at) per occurrence day. Pure, so the add and
 * edit paths (and the tests) build rows the same way.
 */
import { APPOINTMENT_TYPE, type AppointmentType, type ClientType, type VideoInvitePref } from '../codes';
import { type AppointmentPayload, NEVER_ENDS, OTHEREVENT_TYPE_OF_KIND } from '../contract/appointment';
import { occurrenceInstants, occurrenceTimesOf } from './occurrence-instants';
import { isoOf, parseIso } from './recurrence';
import type { RepeatRule } from './repeat';
import { dayOf, timesOf } from './rules';

/** One occurrence: its local day and the instants it starts and ends. */
export interface Occurrence {
  appDate: string;
  startsAt: Date;
  endsAt: Date;
}

/** The columns every occurrence of one save shares. */
export interface AppointmentValues {
  providerId: number;
  timezone: string;
  isAllDay: boolean;
  type: AppointmentType;
  isVideo: boolean;
  isConnect: boolean;
  /** Secure Video (spec 2: video on, Connect off, not Other): the row gets a random secure_video_session_id (its room name). */
  isSecureVideo: boolean;
  clientId: number | null;
  clientType: ClientType | null;
  othereventId: number | null;
  othereventType: number | null;
  officeLocationId: number | null;
  customLocation: string | null;
  notes: string;
  clientNote: string;
  videoInvitepref: VideoInvitePref;
  createdBy: number;
}

/** The appointment_series row of a repeating save. */
export interface SeriesValues {
  providerId: number;
  repeat: number;
  repeatBy: number;
  repeatFreq: number;
  repeatOn: string;
  startsFrom: string;
  /** null: never ends. */
  endOn: string | null;
  /** 'Ends after N occurrences': N, with endOn the Nth rule day; null when it ends on a date or never. */
  occurrenceCount: number | null;
  startTime: string;
  endTime: string;
  timezone: string;
  createdBy: number;
}

/** PostgreSQL text cannot hold NUL: a pasted one is dropped rather than failing the save. */
const storable = (text: string): string => text.split(String.fromCharCode(0)).join('').trim();

const two = (n: number): string => String(n).padStart(2, '0');

/** The occurrence on a local day: the payload's times (the whole day when all day) in the zone, DST-safe (occurrence-instants.ts). */
export function occurrenceOn(day: string, p: Pick<AppointmentPayload, 'is_all_day' | 'time'>, timezone: string): Occurrence {
  return { appDate: day, ...occurrenceInstants(parseIso(day), occurrenceTimesOf(p), timezone) };
}

const typeOf = (p: AppointmentPayload): AppointmentType =>
  p.is_video ? APPOINTMENT_TYPE.video : p.is_phone ? APPOINTMENT_TYPE.phone : p.is_other ? APPOINTMENT_TYPE.other : APPOINTMENT_TYPE.office;

/**
 * The shared columns. The contact kind picks client_id + client_type or
 * otherevent_id + otherevent_type (spec 3, 4); video flags only on a video
 * appointment; an office id only for an office appointment, typed text for
 * a custom location.
 */
export function valuesOf(p: AppointmentPayload, timezone: string, userId: number): AppointmentValues {
  const contact = p.appointmentType;
  const asClient = contact.type === 'person' || contact.type === 'app_user' || contact.type === 'subscriber';
  const office = p.officeLocation;
  const customText = office?.custom && typeof office.value === 'string' ? storable(office.value) : '';
  return {
    providerId: p.provider_id,
    timezone,
    isAllDay: p.is_all_day,
    type: typeOf(p),
    isVideo: p.is_video,
    isConnect: p.is_video && p.connect_video,
    isSecureVideo: p.is_video && p.meadow_video && !p.connect_video,
    clientId: asClient ? contact.id : null,
    clientType: asClient ? (contact.type as ClientType) : null,
    othereventId: asClient ? null : contact.id,
    othereventType: asClient ? null : OTHEREVENT_TYPE_OF_KIND[contact.type as keyof typeof OTHEREVENT_TYPE_OF_KIND],
    officeLocationId: p.is_office && office !== null && !office.custom && typeof office.value === 'number' ? office.value : null,
    customLocation: customText === '' ? null : customText,
    notes: storable(p.notes),
    clientNote: storable(p.client_note),
    // Every kind is reminded (issue 26 item 2), but an event has no one to remind.
    videoInvitepref: contact.type === 'event_appointment' ? 'N' : p.video_invitepref,
    createdBy: userId,
  };
}

/** Where a series starts and ends: its first day, its end (null for never), and its count when it ends after N. */
export interface SeriesRange {
  startsFrom: string;
  endOn: string | null;
  occurrenceCount: number | null;
}

/**
 * The range of a series the payload books on `days` (its expansion): ended
 * by a count, it ends on its last day, so end_on stays true for every reader.
 */
export function seriesRangeOf(p: Pick<AppointmentPayload, 'repeat'>, days: readonly string[]): SeriesRange {
  const startsFrom = days[0] ?? isoOf(dayOf(p.repeat.startDate));
  if (p.repeat.count !== undefined) return { startsFrom, endOn: days[days.length - 1] ?? startsFrom, occurrenceCount: p.repeat.count };
  return { startsFrom, endOn: p.repeat.endDate === NEVER_ENDS ? null : isoOf(dayOf(p.repeat.endDate)), occurrenceCount: null };
}

/** The series row: the rule, its first day, its end (null for never), local times and zone. */
export function seriesValuesOf(
  p: AppointmentPayload,
  rule: RepeatRule,
  range: SeriesRange,
  timezone: string,
  userId: number,
): SeriesValues {
  const { start, end } = timesOf(p);
  return {
    providerId: p.provider_id,
    repeat: rule.repeat,
    repeatBy: rule.repeat_by,
    repeatFreq: rule.repeat_freq,
    repeatOn: rule.repeat_on.join(','),
    startsFrom: range.startsFrom,
    endOn: range.endOn,
    occurrenceCount: range.occurrenceCount,
    startTime: `${two(start.hr)}:${two(start.min)}`,
    endTime: `${two(end.hr)}:${two(end.min)}`,
    timezone,
    createdBy: userId,
  };
}

/** The rule columns of a series row. */
export type SeriesRule = Pick<SeriesValues, 'repeat' | 'repeatBy' | 'repeatFreq' | 'repeatOn'>;

/** A stored series' rule as the expansion takes it. */
export const ruleOfSeries = (series: SeriesRule): RepeatRule => ({
  repeat: series.repeat as RepeatRule['repeat'],
  repeat_by: series.repeatBy,
  repeat_freq: series.repeatFreq,
  repeat_on: series.repeatOn === '' ? [] : series.repeatOn.split(',').map(Number),
});

/** Whether a stored series has this rule (the in-place edit path). */
export const sameRule = (series: SeriesRule, rule: RepeatRule): boolean =>
  series.repeat === rule.repeat &&
  series.repeatBy === rule.repeat_by &&
  series.repeatFreq === rule.repeat_freq &&
  series.repeatOn === rule.repeat_on.join(',');
