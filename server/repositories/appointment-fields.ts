/**
 * The one mapping from an appointment row (with its series and contact) to
 * the spec's AppointmentFields, shared by the calendar calls (daily) and
 * get/id, so both answer the same fields the same way. Also the portal
 * reader's row filter (spec 6), for the same reason.
 */
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AttendanceCode } from '../../domain/appointments/attendance';
import type { AppointmentType, ClientType, ConfirmationStatus, OthereventType, RepeatCode, VideoInvitePref } from '../../domain/codes';
import { OTHEREVENT_TYPE } from '../../domain/codes';
import { toTwelveHour } from '../../domain/clock';
import type { AppointmentFields, CalendarAppointmentFields } from '../../domain/contract/calendar';
import { PORTAL_CLIENT_ROLE, PORTAL_OTHER_ROLE } from '../../domain/roles';
import { appointments, appointmentSeries, clients, events, groupMembers, groups, persons, users } from '../db/schema/index';

/** The old API's "no end" for a series (spec 3, 9). */
export const NO_END = '0000-00-00';

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

/** Local wall-clock part of an instant in the appointment's own timezone (DST-correct, done by PostgreSQL). */
const localPart = (part: 'hour' | 'minute', instant: typeof appointments.startsAt | typeof appointments.endsAt) =>
  sql<number>`extract(${sql.raw(part)} from ${instant} at time zone ${appointments.timezone})::int`;

/**
 * The portal restriction (spec 6): role 22 sees appointments of the client
 * row whose user_id is them, role 25 those of the other-person row whose
 * user_id is them, and both see appointments of groups they are a member of
 * (group_members names clients as 'client' and persons as 'person').
 * Staff and delegates: no restriction (undefined). Uses the placeholder
 * readerId, so queries built with it can be prepared.
 */
export function portalFilter(role: number): SQL | undefined {
  if (role === PORTAL_CLIENT_ROLE) {
    const own = sql`(select ${clients.id} from ${clients} where ${clients.userId} = ${sql.placeholder('readerId')})`;
    return or(
      and(eq(appointments.clientType, 'person'), inArray(appointments.clientId, own)),
      and(
        eq(appointments.othereventType, OTHEREVENT_TYPE.group),
        inArray(
          appointments.othereventId,
          sql`(select ${groupMembers.groupId} from ${groupMembers} where ${groupMembers.memberType} = 'client' and ${groupMembers.memberId} in ${own})`,
        ),
      ),
    );
  }
  if (role === PORTAL_OTHER_ROLE) {
    const own = sql`(select ${persons.id} from ${persons} where ${persons.userId} = ${sql.placeholder('readerId')})`;
    return or(
      and(eq(appointments.othereventType, OTHEREVENT_TYPE.person), inArray(appointments.othereventId, own)),
      and(
        eq(appointments.othereventType, OTHEREVENT_TYPE.group),
        inArray(
          appointments.othereventId,
          sql`(select ${groupMembers.groupId} from ${groupMembers} where ${groupMembers.memberType} = 'person' and ${groupMembers.memberId} in ${own})`,
        ),
      ),
    );
  }
  return undefined;
}

/** Which prepared variant a reader needs: portal roles filter, everyone else reads the whole calendar. */
export type ReaderVariant = 'all' | 'client' | 'other';
export const variantOf = (role: number): ReaderVariant =>
  role === PORTAL_CLIENT_ROLE ? 'client' : role === PORTAL_OTHER_ROLE ? 'other' : 'all';
export const roleOf = { all: 0, client: PORTAL_CLIENT_ROLE, other: PORTAL_OTHER_ROLE } as const;

/**
 * The contact's name parts as one text array, by the kind the appointment
 * points at: [first, middle, last, prefix, suffix] for a client or person,
 * the same plus the role for a user (app_user, subscriber), [name] for an
 * event or group. Correlated primary-key lookups rather than five outer
 * joins: the planner then has two relations to order, not eight (planning
 * the eight-way join cost more than running it, most of all on PGlite).
 */
const contactParts = sql<string[] | null>`case
  when ${appointments.clientType} = 'person' then
    (select array[${clients.firstName}, ${clients.middleName}, ${clients.lastName}, ${clients.namePrefix}, ${clients.nameSuffix}]
       from ${clients} where ${clients.id} = ${appointments.clientId})
  when ${appointments.clientType} in ('app_user', 'subscriber') then
    (select array[${users.firstName}, ${users.middleName}, ${users.lastName}, ${users.namePrefix}, ${users.nameSuffix}, ${users.role}::text]
       from ${users} where ${users.id} = ${appointments.clientId})
  when ${appointments.othereventType} = ${sql.raw(String(OTHEREVENT_TYPE.person))} then
    (select array[${persons.firstName}, ${persons.middleName}, ${persons.lastName}, ${persons.namePrefix}, ${persons.nameSuffix}]
       from ${persons} where ${persons.id} = ${appointments.othereventId})
  when ${appointments.othereventType} = ${sql.raw(String(OTHEREVENT_TYPE.event))} then
    (select array[${events.name}] from ${events} where ${events.id} = ${appointments.othereventId})
  when ${appointments.othereventType} = ${sql.raw(String(OTHEREVENT_TYPE.group))} then
    (select array[${groups.name}] from ${groups} where ${groups.id} = ${appointments.othereventId})
end`;

interface ContactName {
  firstName: string;
  middleName: string;
  lastName: string;
  namePrefix: string;
  nameSuffix: string;
  /** otherevent_name: the event's or group's name, or 'last, first' of a person. */
  othereventName: string | null;
  /** The contact user's role for app_user/subscriber contacts (spec 4), else null. */
  personTypeCode: number | null;
}

/** A person contact as the spec shows it: 'last, first'. */
const personLabel = (first: string, last: string): string => (last && first ? `${last}, ${first}` : last || first);

/** Element i of the name parts, '' where the array has none (a null element stays null, as PostgreSQL sent it). */
function namePart(parts: string[] | null, i: number): string {
  const value = parts?.[i];
  return value === undefined ? '' : value;
}

/** The five name parts of a client, person or user contact, with what the kind adds. */
function namedContact(parts: string[] | null, othereventName: string | null, personTypeCode: number | null): ContactName {
  return {
    firstName: namePart(parts, 0),
    middleName: namePart(parts, 1),
    lastName: namePart(parts, 2),
    namePrefix: namePart(parts, 3),
    nameSuffix: namePart(parts, 4),
    othereventName,
    personTypeCode,
  };
}

// Indexed reads and one literal per row, no closures or spreads: this runs for every row of every calendar week.
function contactName(parts: string[] | null, clientType: string | null, othereventType: number | null): ContactName {
  if (clientType === 'person') return namedContact(parts, null, null);
  if (clientType !== null) {
    const role = parts?.[5];
    return namedContact(parts, null, role === undefined ? null : Number(role));
  }
  if (othereventType === OTHEREVENT_TYPE.person) {
    return namedContact(parts, parts ? personLabel(namePart(parts, 0), namePart(parts, 2)) : null, null);
  }
  return { firstName: '', middleName: '', lastName: '', namePrefix: '', nameSuffix: '', othereventName: parts?.[0] ?? null, personTypeCode: null };
}

/**
 * The columns every AppointmentFields answer selects: the occurrence, its
 * series (left-joined on appointment_series) and the contact's name parts.
 */
export const appointmentFieldColumns = {
  id: appointments.id,
  appDate: appointments.appDate,
  startHour: localPart('hour', appointments.startsAt),
  startMinute: localPart('minute', appointments.startsAt),
  endHour: localPart('hour', appointments.endsAt),
  endMinute: localPart('minute', appointments.endsAt),
  seriesId: appointments.seriesId,
  clientId: appointments.clientId,
  clientType: appointments.clientType,
  isCancelled: appointments.isCancelled,
  isDeleted: appointments.isDeleted,
  isAllDay: appointments.isAllDay,
  isVideo: appointments.isVideo,
  isConnect: appointments.isConnect,
  type: appointments.type,
  othereventId: appointments.othereventId,
  othereventType: appointments.othereventType,
  providerId: appointments.providerId,
  reminderSetStatus: appointments.reminderSetStatus,
  notes: appointments.notes,
  clientNote: appointments.clientNote,
  attendance: appointments.attendance,
  attendanceReason: appointments.attendanceReason,
  confirmationStatus: appointments.confirmationStatus,
  videoInvitepref: appointments.videoInvitepref,
  timezone: appointments.timezone,
  repeat: appointmentSeries.repeat,
  repeatBy: appointmentSeries.repeatBy,
  repeatFreq: appointmentSeries.repeatFreq,
  repeatOn: appointmentSeries.repeatOn,
  startsFrom: appointmentSeries.startsFrom,
  endOn: appointmentSeries.endOn,
  contact: contactParts,
};

/**
 * The practice's notes never leave the database for a portal reader (issue
 * 26): their variant selects '' in the notes column's place, so no later
 * mapping can let them through. The column keeps its place (array reads).
 * Attendance is the practice's record too (item 4): null and ''.
 */
const withoutPracticeNotes = <T extends { notes: unknown; attendance: unknown; attendanceReason: unknown }>(columns: T): T => ({
  ...columns,
  notes: sql<string>`''`,
  attendance: sql<null>`null`,
  attendanceReason: sql<string>`''`,
});

/** appointmentFieldColumns as a reader of this variant may select them. */
export const appointmentFieldColumnsFor = (variant: ReaderVariant) =>
  variant === 'all' ? appointmentFieldColumns : withoutPracticeNotes(appointmentFieldColumns);

/**
 * appointmentFieldColumns for an array-mode read (db/array-query.ts): the
 * same columns in the same order, the dates as text, since node-postgres's
 * own parser would make a DATE a local-midnight Date.
 */
export const appointmentFieldArrayColumns = {
  ...appointmentFieldColumns,
  appDate: sql<string>`${appointments.appDate}::text`,
  startsFrom: sql<string | null>`${appointmentSeries.startsFrom}::text`,
  endOn: sql<string | null>`${appointmentSeries.endOn}::text`,
};

/** appointmentFieldArrayColumns as a reader of this variant may select them. */
export const appointmentFieldArrayColumnsFor = (variant: ReaderVariant) =>
  variant === 'all' ? appointmentFieldArrayColumns : withoutPracticeNotes(appointmentFieldArrayColumns);

/** Each column's place in an array-mode row. */
const columnIndex = Object.fromEntries(Object.keys(appointmentFieldArrayColumns).map((key, i) => [key, i])) as Record<
  keyof typeof appointmentFieldArrayColumns,
  number
>;

/** A row as selected with appointmentFieldColumns. */
export interface AppointmentFieldRow {
  id: number;
  appDate: string;
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
  seriesId: number | null;
  clientId: number | null;
  clientType: string | null;
  isCancelled: boolean;
  isDeleted: boolean;
  isAllDay: boolean;
  isVideo: boolean;
  isConnect: boolean;
  type: number;
  othereventId: number | null;
  othereventType: number | null;
  providerId: number;
  reminderSetStatus: number;
  notes: string;
  clientNote: string;
  attendance: AttendanceCode | null;
  attendanceReason: string;
  confirmationStatus: ConfirmationStatus;
  videoInvitepref: string;
  timezone: string;
  repeat: number | null;
  repeatBy: number | null;
  repeatFreq: number | null;
  repeatOn: string | null;
  startsFrom: string | null;
  endOn: string | null;
  contact: string[] | null;
}

/** An array-mode row of appointmentFieldArrayColumns as the row toAppointmentFields takes. */
export function fieldRowOfArray(r: readonly unknown[]): AppointmentFieldRow {
  const at = columnIndex;
  return {
    id: r[at.id] as number,
    appDate: r[at.appDate] as string,
    startHour: r[at.startHour] as number,
    startMinute: r[at.startMinute] as number,
    endHour: r[at.endHour] as number,
    endMinute: r[at.endMinute] as number,
    seriesId: r[at.seriesId] as number | null,
    clientId: r[at.clientId] as number | null,
    clientType: r[at.clientType] as string | null,
    isCancelled: r[at.isCancelled] as boolean,
    isDeleted: r[at.isDeleted] as boolean,
    isAllDay: r[at.isAllDay] as boolean,
    isVideo: r[at.isVideo] as boolean,
    isConnect: r[at.isConnect] as boolean,
    type: r[at.type] as number,
    othereventId: r[at.othereventId] as number | null,
    othereventType: r[at.othereventType] as number | null,
    providerId: r[at.providerId] as number,
    reminderSetStatus: r[at.reminderSetStatus] as number,
    notes: r[at.notes] as string,
    clientNote: r[at.clientNote] as string,
    attendance: r[at.attendance] as AttendanceCode | null,
    attendanceReason: r[at.attendanceReason] as string,
    confirmationStatus: r[at.confirmationStatus] as ConfirmationStatus,
    videoInvitepref: r[at.videoInvitepref] as string,
    timezone: r[at.timezone] as string,
    repeat: r[at.repeat] as number | null,
    repeatBy: r[at.repeatBy] as number | null,
    repeatFreq: r[at.repeatFreq] as number | null,
    repeatOn: r[at.repeatOn] as string | null,
    startsFrom: r[at.startsFrom] as string | null,
    endOn: r[at.endOn] as string | null,
    contact: r[at.contact] as string[] | null,
  };
}

/** The provider's name parts (of the row's provider_id). */
export interface ProviderNames {
  firstName: string;
  middleName: string;
  lastName: string;
  namePrefix: string;
  nameSuffix: string;
}

/** One row as the spec's AppointmentFields; forProviderId is the provider the request was made for. */
export function toAppointmentFields(
  r: AppointmentFieldRow,
  provider: ProviderNames | undefined,
  forProviderId: number,
): AppointmentFields {
  const start12 = toTwelveHour({ hour: Number(r.startHour), minute: Number(r.startMinute) });
  const end12 = toTwelveHour({ hour: Number(r.endHour), minute: Number(r.endMinute) });
  const hasSeries = r.seriesId !== null && r.repeat !== null;
  const contact = contactName(r.contact, r.clientType, r.othereventType);
  return {
    id: r.id,
    app_date: r.appDate,
    app_start_hh: start12.hh,
    app_start_mm: start12.mm,
    app_start_tt: start12.tt,
    app_end_hh: end12.hh,
    app_end_mm: end12.mm,
    app_end_tt: end12.tt,
    app_type: r.clientId !== null ? 0 : 1,
    appointmentrepeat_id: r.seriesId,
    client_id: r.clientId,
    client_type: r.clientType as ClientType | null,
    repeats: flag(r.seriesId !== null),
    is_cancelled: flag(r.isCancelled),
    is_deleted: flag(r.isDeleted),
    is_all_day: flag(r.isAllDay),
    is_video: flag(r.isVideo),
    is_connect: flag(r.isConnect),
    type: r.type as AppointmentType,
    otherevent_id: r.othereventId,
    otherevent_type: r.othereventType as OthereventType | null,
    otherevent_name: contact.othereventName,
    provider_id: r.providerId,
    forProviderId,
    providerFirstName: provider?.firstName ?? '',
    providerMiddleName: provider?.middleName ?? '',
    providerLastName: provider?.lastName ?? '',
    providerNamePrefix: provider?.namePrefix ?? '',
    providerNameSuffix: provider?.nameSuffix ?? '',
    reminder_set_status: r.reminderSetStatus,
    repeat: hasSeries ? (r.repeat as RepeatCode) : null,
    repeat_by: hasSeries ? r.repeatBy : null,
    repeat_freq: hasSeries ? r.repeatFreq : null,
    repeat_on: hasSeries ? r.repeatOn : null,
    starts_from: hasSeries ? r.startsFrom : null,
    end_on: hasSeries ? (r.endOn ?? NO_END) : null,
    notes: r.notes,
    client_note: r.clientNote,
    attendance: r.attendance,
    attendance_reason: r.attendanceReason,
    confirmation_status: r.confirmationStatus,
    video_invitepref: r.videoInvitepref as VideoInvitePref,
    timezone: r.timezone,
    personTypeCode: contact.personTypeCode,
    firstName: contact.firstName,
    middleName: contact.middleName,
    lastName: contact.lastName,
    namePrefix: contact.namePrefix,
    nameSuffix: contact.nameSuffix,
  };
}

/** The calendar screens' field set of an appointment (calendarAppointmentFields), in the contract's order. */
export function toCalendarFields(a: AppointmentFields): CalendarAppointmentFields {
  return {
    id: a.id,
    app_date: a.app_date,
    app_start_hh: a.app_start_hh,
    app_start_mm: a.app_start_mm,
    app_start_tt: a.app_start_tt,
    app_end_hh: a.app_end_hh,
    app_end_mm: a.app_end_mm,
    app_end_tt: a.app_end_tt,
    app_type: a.app_type,
    client_type: a.client_type,
    is_cancelled: a.is_cancelled,
    is_deleted: a.is_deleted,
    is_all_day: a.is_all_day,
    type: a.type,
    timezone: a.timezone,
    is_video: a.is_video,
    is_connect: a.is_connect,
    attendance: a.attendance,
    confirmation_status: a.confirmation_status ?? 'none',
    otherevent_type: a.otherevent_type,
    otherevent_name: a.otherevent_name,
    providerFirstName: a.providerFirstName,
    providerLastName: a.providerLastName,
    providerNamePrefix: a.providerNamePrefix,
    firstName: a.firstName,
    middleName: a.middleName,
    lastName: a.lastName,
    namePrefix: a.namePrefix,
    nameSuffix: a.nameSuffix,
  };
}
