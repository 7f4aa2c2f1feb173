/**
 * Where a contact's record opens (issue 27 item 7): the contact screen over
 * /contacts, kept in the address as `?contact=person-12` — kind and id only,
 * never a name (no health information in URLs). The appointment detail and
 * the header search link to it, /add takes the same value to preselect the
 * contact ('Book'). Shared by features that must not import each other.
 */
import { CONTACT_KINDS, type ContactKind } from '../contract/appointment';
import { paths } from '../routes';

export const CONTACT_PARAM = 'contact';

/** The kinds that have a record on the contacts list (practice users do not). */
export const RECORD_KINDS: readonly ContactKind[] = ['person', 'other_event', 'group_appointment', 'event_appointment'];

export interface ContactRef {
  type: ContactKind;
  id: number;
}

export const contactParamValue = (c: ContactRef): string => `${c.type}-${c.id}`;

/** The `contact` value of a query string ('?contact=…' or without the '?'), or null when missing or malformed. */
export function parseContactParam(search: string): ContactRef | null {
  const raw = new URLSearchParams(search).get(CONTACT_PARAM);
  const match = raw ? /^([a-z_]+)-([1-9]\d{0,9})$/.exec(raw) : null;
  if (!match) return null;
  const type = CONTACT_KINDS.find((k) => k === match[1]);
  const id = Number(match[2]);
  return type && id <= 2147483647 ? { type, id } : null;
}

/** The contact screen of a contact: `/contacts?contact=person-12`. */
export const contactRecordHref = (c: ContactRef): string => `${paths.contacts}?${CONTACT_PARAM}=${contactParamValue(c)}`;

/** The Add Appointment form with the contact chosen: `/add?contact=person-12`. */
export const bookContactHref = (c: ContactRef): string => `${paths.add}?${CONTACT_PARAM}=${contactParamValue(c)}`;

type AppointmentContactFields = {
  client_id: number | null;
  client_type: ContactKind | null;
  otherevent_id: number | null;
  otherevent_type: 0 | 1 | 2 | null;
};

const KIND_OF_OTHEREVENT_TYPE: Record<0 | 1 | 2, ContactKind> = { 0: 'event_appointment', 1: 'other_event', 2: 'group_appointment' };

/** The contact an appointment is with, when it has a record on the contacts list. */
export function recordContactOf(a: AppointmentContactFields): ContactRef | null {
  const ref: ContactRef | null =
    a.otherevent_id !== null && a.otherevent_type !== null
      ? { type: KIND_OF_OTHEREVENT_TYPE[a.otherevent_type], id: a.otherevent_id }
      : a.client_id !== null && a.client_type !== null
        ? { type: a.client_type, id: a.client_id }
        : null;
  return ref !== null && ref.id > 0 && RECORD_KINDS.includes(ref.type) ? ref : null;
}

/** The history entry state of a link into a record from another screen: closing the record goes back there. */
export const RECORD_RETURN_STATE = { recordReturn: true } as const;

export const cameFromOtherScreen = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { recordReturn?: unknown }).recordReturn === true;
