/**
 * State the contact form screens share with their header: whether a save
 * is in flight, so the header's Save (outside the form) disables itself and
 * shows a loader. The fields live in each form's own state and are dropped
 * on leaving the screen.
 */
import { atom } from 'jotai';

/** The ids of the four forms; a `<button form={id}>` anywhere submits one. */
export const CONTACT_FORM_IDS = {
  client: 'client-form',
  person: 'person-form',
  event: 'event-form',
  group: 'group-form',
} as const;
export type ContactFormKind = keyof typeof CONTACT_FORM_IDS;

/** True from submit (after the checks pass) until the server's answer. */
export const contactFormSavingAtom = atom(false);
