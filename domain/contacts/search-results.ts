/**
 * Grouping of search answers for the header search (spec 2, 4): results
 * are keyed person.{client_id} for clients, {kind}.{otherevent_id} for the
 * other-event kinds, {client_type}.{client_id} for practice users, or
 * 'other'; clients go under 'Clients:' and everything else under 'Others:'.
 * Each entry carries its label (person=Client, other_event=Other Person,
 * group_appointment=Group, event_appointment=Event).
 */
import { addMonths, parseISO } from 'date-fns';
import { isoDayOf } from '../calendar/day-format';
import { CONTACT_KIND_LABELS } from '../appointments/contact-match';
import type { ContactKind } from '../contract/appointment';
import type { SearchAppointment, SearchContact, SearchResponse } from '../contract/search';

const KIND_OF_OTHEREVENT_TYPE: Record<0 | 1 | 2, ContactKind> = {
  0: 'event_appointment',
  1: 'other_event',
  2: 'group_appointment',
};

export interface SearchResultEntry {
  key: string;
  kind: ContactKind | 'other';
  id: number;
  name: string;
  label: string;
  /** Date order, earliest first. */
  appointments: SearchAppointment[];
}

export interface GroupedSearchResults {
  clients: SearchResultEntry[];
  others: SearchResultEntry[];
}

/** The kind and id an appointment of a search answer belongs to. */
export function appointmentContact(a: SearchAppointment): { kind: ContactKind | 'other'; id: number } {
  if (a.otherevent_id !== null && a.otherevent_type !== null) return { kind: KIND_OF_OTHEREVENT_TYPE[a.otherevent_type], id: a.otherevent_id };
  if (a.client_id !== null && a.client_type !== null) return { kind: a.client_type, id: a.client_id };
  return { kind: 'other', id: 0 };
}

export const searchKey = (kind: ContactKind | 'other', id: number): string => (kind === 'other' ? 'other' : `${kind}.${id}`);

const byDateTime = (a: SearchAppointment, b: SearchAppointment): number =>
  a.app_date.localeCompare(b.app_date) ||
  a.app_start_tt - b.app_start_tt ||
  (a.app_start_hh % 12) - (b.app_start_hh % 12) ||
  a.app_start_mm - b.app_start_mm;

/** Contacts first in the server's order (best match first), then contacts known only from appointments. */
export function groupSearchResults(answer: SearchResponse): GroupedSearchResults {
  const entries = new Map<string, SearchResultEntry>();
  const add = (kind: ContactKind | 'other', id: number, name: string): SearchResultEntry => {
    const key = searchKey(kind, id);
    let entry = entries.get(key);
    if (!entry) {
      entry = { key, kind, id, name, label: kind === 'other' ? '' : CONTACT_KIND_LABELS[kind], appointments: [] };
      entries.set(key, entry);
    }
    return entry;
  };
  for (const c of answer.contacts as SearchContact[]) add(c.type, c.id, c.name);
  for (const a of answer.appointments) {
    const { kind, id } = appointmentContact(a);
    add(kind, id, a.name).appointments.push(a);
  }
  const clients: SearchResultEntry[] = [];
  const others: SearchResultEntry[] = [];
  for (const entry of entries.values()) {
    entry.appointments.sort(byDateTime);
    (entry.kind === 'person' ? clients : others).push(entry);
  }
  return { clients, others };
}

/** Spec 9: the search defaults to 3 months before to 3 months after today ('YYYY-MM-DD'). */
export const SEARCH_RANGE_MONTHS = 3;

export function defaultSearchRange(today: string): { from: string; to: string } {
  const day = parseISO(today);
  return {
    from: isoDayOf(addMonths(day, -SEARCH_RANGE_MONTHS)),
    to: isoDayOf(addMonths(day, SEARCH_RANGE_MONTHS)),
  };
}
