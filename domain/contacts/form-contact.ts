/**
 * Turning the answers of the inline 'add as a new contact' calls into the
 * FormContact the Add Appointment form picks, so the new contact can be
 * selected at once without reloading form_details.
 */
import type { ChosenContact } from '../appointments/form-payload';
import type { FormContact } from '../contract/appointment';
import type { ClientRecord } from '../contract/clients';
import type { EventAddResponse, SavedPerson } from '../contract/contacts';

export const personFormContact = (person: SavedPerson): FormContact => ({
  id: person.id,
  type: 'other_event',
  name: person.name,
  provider: person.providerID,
  has_email: person.email.length > 0,
  has_phone: [person.phone, person.phone2, person.phone3, person.phone4].some((p) => p !== null && p !== ''),
  reminder_pref: person.reminder_pref,
});

/** A client added from the appointment form's 'Add … as a new contact?' (its own screen, /add_client). */
export const clientFormContact = (client: ClientRecord): FormContact => ({
  id: client.id,
  type: 'person',
  name: client.name,
  provider: client.providerID,
  has_email: [client.email1, client.email2].some((e) => e !== null && e !== ''),
  has_phone: [client.phone1, client.phone2, client.phone3, client.phone4].some((p) => p !== null && p !== ''),
  reminder_pref: client.reminder_pref,
});

export const eventFormContact = (event: EventAddResponse['event'], providerId: number): FormContact => ({
  id: event.id,
  type: 'event_appointment',
  name: event.name,
  provider: providerId,
  has_email: false,
  has_phone: false,
});

export const groupFormContact = (id: number, name: string, isVideo: boolean, providerId: number): FormContact => ({
  id,
  type: 'group_appointment',
  name,
  provider: providerId,
  has_email: false,
  has_phone: false,
  is_video: isVideo,
});

/** The contact the form keeps once one is picked. */
export const chosenContactOf = (c: FormContact): ChosenContact => ({
  id: c.id,
  type: c.type,
  name: c.name,
  has_email: c.has_email,
  has_phone: c.has_phone,
  ...(c.reminder_pref === undefined ? {} : { reminder_pref: c.reminder_pref }),
});
