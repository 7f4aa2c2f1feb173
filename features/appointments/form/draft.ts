/**
 * The half-filled Add Appointment form, kept while the user adds the client
 * they typed on its own screen ('Add {term} as a new contact?' → Client, spec
 * 2: /add_client). The client screen prefills the typed name and hands the
 * new client back; the form then opens as it was, with that client chosen.
 *
 * Only in memory, for this page load: the draft holds a client's name and
 * notes (health information), so it never goes into the URL or Web Storage;
 * logging out reloads the page and drops it.
 */
import { atom } from 'jotai';
import type { AppointmentFormState, ChosenContact } from '../../../domain/appointments/form-payload';
import { chosenContactOf } from '../../../domain/contacts/form-contact';
import type { FormContact } from '../../../domain/contract/appointment';

export interface AppointmentDraft {
  /** Whose form it is: another user signing in on the tab never gets it. */
  userId: number;
  state: AppointmentFormState;
  /** The name typed into the contact field. */
  term: string;
  /** Set when the client screen hands back: the new client, or null after its Cancel. */
  back: { client: ChosenContact | null } | null;
}

export const appointmentDraftAtom = atom<AppointmentDraft | null>(null);

/** The new client's name and provider while the draft waits for it (null otherwise). */
export const pendingNewClientAtom = atom((get) => {
  const draft = get(appointmentDraftAtom);
  return draft === null || draft.back !== null ? null : { name: draft.term, providerId: draft.state.providerId };
});

/** The client screen hands back: the client it added (selected in the form), or null when the user cancelled. */
export const returnToAppointmentAtom = atom(null, (get, set, client: FormContact | null) => {
  const draft = get(appointmentDraftAtom);
  if (draft === null || draft.back !== null) return;
  set(appointmentDraftAtom, { ...draft, back: { client: client === null ? null : chosenContactOf(client) } });
});

/**
 * The form state and typed term to reopen /add with: only a draft of this
 * user that the client screen has handed back. Pure, so the form can read it
 * once when it starts.
 */
export function draftToRestore(
  draft: AppointmentDraft | null,
  userId: number | null,
): { state: AppointmentFormState; term: string } | null {
  if (draft === null || draft.back === null || draft.userId !== userId) return null;
  const client = draft.back.client;
  return client === null ? { state: draft.state, term: draft.term } : { state: { ...draft.state, contact: client }, term: '' };
}
