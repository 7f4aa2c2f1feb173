/**
 * How the daily and monthly lists show one appointment (spec 2, 3): the
 * title by contact kind and name settings, the 24-hour time range, the
 * location kind, and the order of the day's list.
 */
import { APPOINTMENT_TYPE, OTHEREVENT_TYPE, type AppointmentType } from '../codes';
import { minutesOfDay, toTwentyFourHour } from '../clock';
import { formatClock, type HourCycle } from '../time-style';
import type { AppointmentFields } from '../contract/calendar';
import { messages } from '../messages';
import { formatClientName, formatPersonName } from '../names';
import { PORTAL_OTHER_ROLE } from '../roles';

/** The fields a summary reads. */
export type SummaryFields = Pick<
  AppointmentFields,
  | 'app_type'
  | 'client_type'
  | 'otherevent_type'
  | 'otherevent_name'
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'namePrefix'
  | 'nameSuffix'
  | 'is_all_day'
  | 'app_start_hh'
  | 'app_start_mm'
  | 'app_start_tt'
  | 'app_end_hh'
  | 'app_end_mm'
  | 'app_end_tt'
>;

export interface NameSettings {
  clientNameFormat: number;
  clientNameOrder: number;
  /** The signed-in user's role: a portal other-person (25) sees other persons titled like clients (spec 6). */
  viewerRole?: number;
}

/**
 * Clients (app_type 0 on a client record) by the practice's client name
 * format and order; other persons 'last, first'; events and groups by their
 * name.
 */
export function summaryTitle(a: SummaryFields, { clientNameFormat, clientNameOrder, viewerRole }: NameSettings): string {
  const name = {
    firstName: a.firstName,
    lastName: a.lastName,
    middleName: a.middleName,
    namePrefix: a.namePrefix,
    nameSuffix: a.nameSuffix,
  };
  const hasName = Boolean(a.firstName.trim() || a.lastName.trim());
  if (a.app_type === 0) {
    if (a.client_type === 'person' || a.client_type === null) return formatClientName(name, clientNameFormat, clientNameOrder);
    return formatPersonName(name);
  }
  if (a.otherevent_type === OTHEREVENT_TYPE.person && hasName) {
    return viewerRole === PORTAL_OTHER_ROLE
      ? formatClientName(name, clientNameFormat, clientNameOrder)
      : formatPersonName(name);
  }
  return a.otherevent_name?.trim() || (hasName ? formatPersonName(name) : '');
}

const startOf = (a: SummaryFields) => toTwentyFourHour({ hh: a.app_start_hh, mm: a.app_start_mm, tt: a.app_start_tt });
const endOf = (a: SummaryFields) => toTwentyFourHour({ hh: a.app_end_hh, mm: a.app_end_mm, tt: a.app_end_tt });

/** 'All day', or the range in the reader's clock: '09:00–09:50' (h23), '9:00 AM–9:50 AM' (h12). */
export function summaryTime(a: SummaryFields, hourCycle: HourCycle = 'h23'): string {
  if (a.is_all_day === 1) return messages.allDay;
  return `${formatClock(startOf(a), hourCycle)}–${formatClock(endOf(a), hourCycle)}`;
}

/** Spoken form of the range: '09:00 to 09:50' (h23), '9:00 AM to 9:50 AM' (h12). */
export function summaryTimeSpoken(a: SummaryFields, hourCycle: HourCycle = 'h23'): string {
  if (a.is_all_day === 1) return messages.allDay;
  return `${formatClock(startOf(a), hourCycle)} to ${formatClock(endOf(a), hourCycle)}`;
}

const locationLabels: Record<AppointmentType, string> = {
  [APPOINTMENT_TYPE.office]: messages.locationOffice,
  [APPOINTMENT_TYPE.video]: messages.locationVideo,
  [APPOINTMENT_TYPE.phone]: messages.locationPhone,
  [APPOINTMENT_TYPE.other]: messages.locationOther,
};

/** Office, Video, Phone or Other from `type` (spec 9: 1-4). */
export const locationLabel = (type: AppointmentType): string => locationLabels[type];

/** The day's list order: all-day first, then by start time, then by id. */
export function compareSummaries<T extends SummaryFields & { id: number }>(a: T, b: T): number {
  if (a.is_all_day !== b.is_all_day) return b.is_all_day - a.is_all_day;
  const byStart = minutesOfDay(startOf(a)) - minutesOfDay(startOf(b));
  return byStart !== 0 ? byStart : a.id - b.id;
}
