/**
 * The mail search panel's rules (spec 2 "E-mail", 3 "Search state", 5
 * "Search", 7, 9): the filters All / Subject / Sender / Recipient, the
 * default dates (3 months either side of today), what must hold before the
 * call, and its path. Pure; the server applies the same date rules
 * (search-range.ts) to the same parts.
 */
import { TZDate } from '@date-fns/tz';
import { addMonths, parseISO } from 'date-fns';
import { isoDayOf, usDayOf } from '../calendar/day-format';
import { MAIL_SEARCH_DEFAULT_MONTHS, MAIL_SEARCH_TERM_MAX } from '../contract/mail';
import type { MessageKey } from '../messages';
import { mailSearchWindow, type DayParts } from './search-range';

export const MAIL_SEARCH_FILTERS = ['all', 'subject', 'sender', 'receiver'] as const;
export type MailSearchFilter = (typeof MAIL_SEARCH_FILTERS)[number];

/** Spec 2: the panel opens with All ticked. */
export const DEFAULT_MAIL_SEARCH_FILTERS: readonly MailSearchFilter[] = ['all'];

/**
 * The ticked filters after one box changes. All and the single fields
 * exclude each other (All already covers them), so ticking one unticks the
 * other kind; unticking may leave none, which the search then refuses.
 * Answers in the order of MAIL_SEARCH_FILTERS.
 */
export function toggleMailSearchFilter(current: readonly MailSearchFilter[], filter: MailSearchFilter, checked: boolean): MailSearchFilter[] {
  let next: readonly MailSearchFilter[];
  if (!checked) next = current.filter((f) => f !== filter);
  else if (filter === 'all') next = ['all'];
  else next = [...current.filter((f) => f !== 'all'), filter];
  return MAIL_SEARCH_FILTERS.filter((f) => next.includes(f));
}

/**
 * The filters after a checkbox group reports its new ticks: the one box
 * that changed goes through toggleMailSearchFilter.
 */
export function nextMailSearchFilters(current: readonly MailSearchFilter[], ticked: readonly MailSearchFilter[]): MailSearchFilter[] {
  const added = ticked.find((f) => !current.includes(f));
  if (added) return toggleMailSearchFilter(current, added, true);
  const removed = current.find((f) => !ticked.includes(f));
  return removed ? toggleMailSearchFilter(current, removed, false) : [...current];
}

/** Spec 9: MAIL_SEARCH_DEFAULT_MONTHS before to after `today` ('YYYY-MM-DD'), as 'YYYY-MM-DD'. */
export function defaultMailSearchRange(today: string): { from: string; to: string } {
  const day = parseISO(today);
  return {
    from: isoDayOf(addMonths(day, -MAIL_SEARCH_DEFAULT_MONTHS)),
    to: isoDayOf(addMonths(day, MAIL_SEARCH_DEFAULT_MONTHS)),
  };
}

/** 'YYYY-MM-DD' as parts with month 1-12, or null. */
export function isoDayParts(iso: string): DayParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export interface MailSearchQuery {
  term: string;
  filters: readonly MailSearchFilter[];
  /** 'YYYY-MM-DD' ('' while a date input is cleared). */
  from: string;
  to: string;
}

/**
 * The first rule a search breaks, or null (spec 5): a term, then at least
 * one filter ('Please select a filter'), then real dates in order within
 * the longest range.
 */
export function checkMailSearch({ term, filters, from, to }: MailSearchQuery): MessageKey | null {
  const trimmed = term.trim();
  if (trimmed === '') return 'searchTermRequired';
  if (trimmed.length > MAIL_SEARCH_TERM_MAX) return 'invalidRequest';
  if (filters.length === 0) return 'searchFilterRequired';
  const start = isoDayParts(from);
  const end = isoDayParts(to);
  if (!start || !end) return 'incorrectDate';
  // The zone does not change whether the days exist or how far apart they are.
  const window = mailSearchWindow(start, end, 'UTC');
  return window.ok ? null : window.error;
}

const flag = (filters: readonly MailSearchFilter[], f: MailSearchFilter): 0 | 1 => (filters.includes(f) ? 1 : 0);

/**
 * GET portalemail/search/{userId}/{d}/{m}/{y}/{d}/{m}/{y}/{term}/{providerId}/{all}/{subject}/{sender}/{receiver}
 * (spec 7): months 1-12, the term trimmed and URL-encoded (spec 7 puts it
 * in the path), flags 0/1. Call only after checkMailSearch passed.
 */
export function mailSearchPath(query: MailSearchQuery & { userId: number; providerId: number }): string {
  const s = isoDayParts(query.from)!;
  const e = isoDayParts(query.to)!;
  const flags = MAIL_SEARCH_FILTERS.map((f) => flag(query.filters, f)).join('/');
  return [
    'portalemail/search',
    query.userId,
    s.day,
    s.month,
    s.year,
    e.day,
    e.month,
    e.year,
    encodeURIComponent(query.term.trim()),
    query.providerId,
    flags,
  ].join('/');
}

/** A result row's date: spec 9's MM-DD-YYYY, in the viewer's zone. */
export const mailResultDate = (instant: string, timeZone: string): string =>
  usDayOf(new TZDate(new Date(instant).getTime(), timeZone));
