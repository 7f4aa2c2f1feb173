/**
 * The Add Appointment form's contact autocomplete (spec 2, 5): every contact
 * form_details lists, with a type label, matched case-insensitively by name,
 * at most 10 results.
 */
import type { ContactKind, FormContact, FormDetailsResponse } from '../contract/appointment';
import { appointmentFormTexts as t } from '../messages';

/** Spec 5 "Autocomplete … at most 10 results". */
export const CONTACT_MATCH_LIMIT = 10;

/** The label shown beside a contact's name (spec 2 search labels: person=Client, other_event=Other Person…). */
export const CONTACT_KIND_LABELS: Record<ContactKind, string> = {
  person: t.kindClient,
  other_event: t.kindOtherPerson,
  event_appointment: t.kindEvent,
  group_appointment: t.kindGroup,
  app_user: t.kindUser,
  subscriber: t.kindSubscriber,
};

/** A stable key for a contact across kinds (ids repeat between kinds). */
export const contactKey = (c: Pick<FormContact, 'type' | 'id'>): string => `${c.type}:${c.id}`;

/** Every contact of form_details, clients first, each kind once. */
export function allContacts(details: FormDetailsResponse['details']): FormContact[] {
  const seen = new Set<string>();
  const out: FormContact[] = [];
  for (const list of [details.clients, details.people, details.events, details.groups, details.app_users, details.subscribers]) {
    for (const c of list) {
      const key = contactKey(c);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(c);
    }
  }
  return out;
}

/**
 * Contacts whose name contains the term, ignoring case and surrounding
 * spaces; names that start with it come first, otherwise the list order is
 * kept. An empty term matches nothing: the list opens as the user types.
 */
export function matchContacts(term: string, contacts: readonly FormContact[], limit = CONTACT_MATCH_LIMIT): FormContact[] {
  const needle = term.trim().toLocaleLowerCase();
  if (needle === '') return [];
  const starts: FormContact[] = [];
  const contains: FormContact[] = [];
  for (const c of contacts) {
    const name = c.name.toLocaleLowerCase();
    const at = name.indexOf(needle);
    if (at === 0) starts.push(c);
    else if (at > 0) contains.push(c);
  }
  return [...starts, ...contains].slice(0, Math.max(0, limit));
}
