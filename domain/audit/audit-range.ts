/**
 * The audit filter's dates: whole days in the viewer's time zone, From and
 * To both included, at most AUDIT_RANGE_MAX_DAYS. Without dates the screen
 * and the server both mean the last AUDIT_DEFAULT_DAYS days, today included.
 */
import { TZDate } from '@date-fns/tz';
import { AUDIT_DEFAULT_DAYS, AUDIT_RANGE_MAX_DAYS } from '../contract/audit';
import { isKnownCalendarDay } from '../mail/search-range';
import type { MessageKey } from '../messages';

const DAY_MS = 86_400_000;

const partsOf = (iso: string) => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });
const utcOf = (iso: string): number => {
  const p = partsOf(iso);
  return Date.UTC(p.year, p.month - 1, p.day);
};

/** 'YYYY-MM-DD' `days` after (or before) `iso`. */
export const addIsoDays = (iso: string, days: number): string => new Date(utcOf(iso) + days * DAY_MS).toISOString().slice(0, 10);

export interface AuditDates {
  /** 'YYYY-MM-DD'. */
  from: string;
  to: string;
}

/** The last AUDIT_DEFAULT_DAYS days up to `today` ('YYYY-MM-DD' in the viewer's zone). */
export const defaultAuditDates = (today: string): AuditDates => ({ from: addIsoDays(today, 1 - AUDIT_DEFAULT_DAYS), to: today });

export type AuditWindow =
  | { ok: true; dates: AuditDates; /** First instant of `from`. */ start: Date; /** First instant after `to`. */ end: Date }
  | { ok: false; error: MessageKey };

const isIsoDay = (iso: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(iso) && isKnownCalendarDay(partsOf(iso));

/**
 * The instants a filter covers. A missing end is filled in from the other
 * (To: today; From: the default span before To), so "from Monday" means
 * Monday to today.
 */
export function auditWindow(chosen: Partial<AuditDates>, timeZone: string, today: string): AuditWindow {
  const to = chosen.to ?? (chosen.from !== undefined && chosen.from > today ? chosen.from : today);
  const from = chosen.from ?? addIsoDays(to, 1 - AUDIT_DEFAULT_DAYS);
  if (!isIsoDay(from) || !isIsoDay(to)) return { ok: false, error: 'incorrectDate' };
  const days = (utcOf(to) - utcOf(from)) / DAY_MS + 1;
  if (days < 1) return { ok: false, error: 'incorrectDate' };
  if (days > AUDIT_RANGE_MAX_DAYS) return { ok: false, error: 'auditRangeTooLong' };
  const f = partsOf(from);
  const t = partsOf(to);
  const start = new TZDate(f.year, f.month - 1, f.day, 0, 0, 0, 0, timeZone);
  const end = new TZDate(t.year, t.month - 1, t.day + 1, 0, 0, 0, 0, timeZone);
  return { ok: true, dates: { from, to }, start: new Date(start.getTime()), end: new Date(end.getTime()) };
}
