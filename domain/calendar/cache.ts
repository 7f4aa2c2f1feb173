/**
 * The calendar's client caches (spec 4 "Data loading"): year data once per
 * provider and year, weekly details once per Sunday-Saturday week per
 * provider, and how a realtime refreshRequest changes them. Pure: the
 * feature keeps the maps in atoms.
 */
import type { CalendarAppointmentFields } from '../contract/calendar';
import type { RefreshRequestPayload } from '../contract/realtime';
import { parseIsoDay, weekRange, yearOfIsoDay } from './days';

export type LoadStatus = 'loading' | 'ready' | 'failed';

export interface WeekEntry {
  status: LoadStatus;
  /** Which load produced or is producing the entry; a late answer of a dropped load is ignored. */
  requestId: number;
  appointments: readonly CalendarAppointmentFields[];
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
export function appointmentsOn(entry: WeekEntry | undefined, day: string): CalendarAppointmentFields[] {
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

export interface CalendarCaches {
  weeks: WeekCache;
  years: YearCache;
}

/** Real calendar days of a list: the contract checks only the 'YYYY-MM-DD' shape, and 2026-02-30 must not throw. */
const realDays = (list: readonly string[]): string[] => list.filter((d) => parseIsoDay(d) !== null);

/**
 * refreshRequest (spec 4). The listed days' cached weeks and years are
 * dropped so the open views load them again: provider_id's only, or every
 * provider's when the payload names none. The changed appointment's day is
 * treated the same way, except that a deleted one is taken out of the cached
 * weeks at once (it vanishes before any reload answers) and only its year is
 * dropped, since another appointment may still mark that day.
 */
export function applyRefreshRequest(caches: CalendarCaches, payload: RefreshRequestPayload): CalendarCaches {
  const listed = realDays([
    ...(payload.refresh_required ?? []),
    ...(payload.delete_required ?? []),
    ...(payload.refresh_total ?? []),
  ]);
  const changed = payload.appointment && parseIsoDay(payload.appointment.app_date) ? payload.appointment : null;
  const deletedId = changed && payload.deleteOrCancel === 'delete' ? changed.id : null;

  const weekDays = deletedId === null && changed ? [...listed, changed.app_date] : listed;
  const yearDays = changed ? [...listed, changed.app_date] : listed;
  const weekStarts = new Set(weekDays.map((d) => weekRange(d).start));
  const yearsNamed = new Set(yearDays.map((d) => String(yearOfIsoDay(d))));
  const named = (key: string, periods: ReadonlySet<string>): boolean =>
    (payload.provider_id === undefined || key.startsWith(`${payload.provider_id}:`)) && periods.has(periodOfKey(key));

  const weeks = new Map<string, WeekEntry>();
  for (const [key, entry] of caches.weeks) {
    if (named(key, weekStarts)) continue;
    const holdsDeleted = deletedId !== null && entry.appointments.some((a) => a.id === deletedId);
    weeks.set(key, holdsDeleted ? { ...entry, appointments: entry.appointments.filter((a) => a.id !== deletedId) } : entry);
  }
  const years = new Map<string, YearEntry>();
  for (const [key, entry] of caches.years) if (!named(key, yearsNamed)) years.set(key, entry);
  return { weeks, years };
}
