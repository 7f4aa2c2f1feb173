/**
 * The calendar's client caches (spec 4 "Data loading"): year data once per
 * provider and year, weekly details once per Sunday-Saturday week per
 * provider, and how a realtime refreshRequest changes them. Pure: the
 * feature keeps the maps in atoms.
 */
import { appointmentFields, isoDate, type AppointmentFields } from '../contract/calendar';
import type { RefreshRequestPayload } from '../contract/realtime';
import { parseIsoDay, weekRange, yearOfIsoDay } from './days';

export type LoadStatus = 'loading' | 'ready' | 'failed';

export interface WeekEntry {
  status: LoadStatus;
  /** Which load produced or is producing the entry; a late answer of a dropped load is ignored. */
  requestId: number;
  appointments: readonly AppointmentFields[];
  clientNameFormat: number;
  clientNameOrder: number;
}

export interface YearEntry {
  status: LoadStatus;
  requestId: number;
  /** ISO days that have appointments. */
  dates: readonly string[];
}

export type WeekCache = ReadonlyMap<string, WeekEntry>;
export type YearCache = ReadonlyMap<string, YearEntry>;

/** Nothing is loaded for provider 0 (spec 4). */
export const canLoadFor = (providerId: number): boolean => Number.isInteger(providerId) && providerId > 0;

/** 'provider:sunday' — the week that contains `day`. */
export const weekKey = (providerId: number, day: string): string => `${providerId}:${weekRange(day).start}`;

/** 'provider:year' */
export const yearKey = (providerId: number, year: number): string => `${providerId}:${year}`;

const periodOfKey = (key: string): string => key.slice(key.indexOf(':') + 1);

/**
 * Calendar answers that carry an `error` key are ignored for year and week
 * loads (spec 4): the cache is not filled from them.
 */
export const hasErrorKey = (raw: unknown): boolean => typeof raw === 'object' && raw !== null && 'error' in raw;

/** The appointments of one day, from a cached week; deleted ones are left out. */
export function appointmentsOn(entry: WeekEntry | undefined, day: string): AppointmentFields[] {
  if (!entry) return [];
  return entry.appointments.filter((a) => a.app_date === day && a.is_deleted === 0);
}

/** Dot dates for a provider: days of its cached weeks with appointments plus its cached year dates. */
export function markedDays(providerId: number, weeks: WeekCache, years: YearCache): Set<string> {
  const marked = new Set<string>();
  const prefix = `${providerId}:`;
  for (const [key, entry] of years) if (key.startsWith(prefix)) for (const d of entry.dates) marked.add(d);
  for (const [key, entry] of weeks) {
    if (!key.startsWith(prefix)) continue;
    for (const a of entry.appointments) if (a.is_deleted === 0) marked.add(a.app_date);
  }
  return marked;
}

/** Dates named by refresh_required / delete_required / refresh_total: ISO strings or objects with app_date. */
export function datesOf(list: readonly unknown[] | undefined): string[] {
  const dates: string[] = [];
  for (const item of list ?? []) {
    const candidate =
      typeof item === 'string'
        ? item
        : typeof item === 'object' && item !== null && 'app_date' in item
          ? (item as { app_date: unknown }).app_date
          : null;
    if (isoDate.safeParse(candidate).success && parseIsoDay(candidate as string)) dates.push(candidate as string);
  }
  return dates;
}

/** Appointment ids named by delete_required (numbers or objects with an id). */
export function idsOf(list: readonly unknown[] | undefined): number[] {
  const ids: number[] = [];
  for (const item of list ?? []) {
    if (typeof item === 'number' && Number.isInteger(item)) ids.push(item);
    else if (typeof item === 'object' && item !== null && 'id' in item) {
      const id = (item as { id: unknown }).id;
      if (typeof id === 'number' && Number.isInteger(id)) ids.push(id);
    }
  }
  return ids;
}

export interface CalendarCaches {
  weeks: WeekCache;
  years: YearCache;
}

function withoutIds(weeks: WeekCache, ids: ReadonlySet<number>): Map<string, WeekEntry> {
  const next = new Map(weeks);
  if (ids.size === 0) return next;
  for (const [key, entry] of weeks) {
    if (!entry.appointments.some((a) => ids.has(a.id))) continue;
    next.set(key, { ...entry, appointments: entry.appointments.filter((a) => !ids.has(a.id)) });
  }
  return next;
}

/**
 * refreshRequest (spec 4): an appointment payload updates or removes that
 * appointment in the cached weeks; listed dates drop the cached weeks and
 * years that contain them, so an open view fetches them again. A non-empty
 * refresh_total without dates drops everything.
 */
export function applyRefreshRequest(caches: CalendarCaches, payload: RefreshRequestPayload): CalendarCaches {
  const parsed = payload.appointment === undefined ? null : appointmentFields.safeParse(payload.appointment);
  const appointment = parsed?.success ? parsed.data : null;

  const removedIds = new Set(idsOf(payload.delete_required));
  if (appointment) removedIds.add(appointment.id);
  const weeks = withoutIds(caches.weeks, removedIds);
  const years = new Map(caches.years);

  if (appointment) {
    const removed =
      appointment.is_deleted === 1 || (payload.deleteOrCancel ?? '').toLowerCase().startsWith('delete');
    const provider = appointment.provider_id;
    const key = weekKey(provider, appointment.app_date);
    const entry = weeks.get(key);
    if (!removed && entry?.status === 'ready') weeks.set(key, { ...entry, appointments: [...entry.appointments, appointment] });
    const yKey = yearKey(provider, yearOfIsoDay(appointment.app_date));
    const year = years.get(yKey);
    if (year?.status === 'ready') {
      if (!removed && !year.dates.includes(appointment.app_date)) {
        years.set(yKey, { ...year, dates: [...year.dates, appointment.app_date] });
      } else if (removed) {
        // Other appointments may share the day: ask the server again.
        years.delete(yKey);
      }
    }
  }

  const dates = [
    ...datesOf(payload.refresh_required),
    ...datesOf(payload.delete_required),
    ...datesOf(payload.refresh_total),
  ];
  const totalWithoutDates = (payload.refresh_total?.length ?? 0) > 0 && datesOf(payload.refresh_total).length === 0;
  if (totalWithoutDates) return { weeks: new Map(), years: new Map() };

  if (dates.length > 0) {
    const weekStarts = new Set(dates.map((d) => weekRange(d).start));
    const yearsNamed = new Set(dates.map((d) => String(yearOfIsoDay(d))));
    for (const key of caches.weeks.keys()) if (weekStarts.has(periodOfKey(key))) weeks.delete(key);
    for (const key of caches.years.keys()) if (yearsNamed.has(periodOfKey(key))) years.delete(key);
  }
  return { weeks, years };
}
