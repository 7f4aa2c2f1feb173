/**
 * The Add Appointment form's inline contact calls (spec 7): events/add,
 * others/add and groups/add. Each answers the new contact as the form's
 * FormContact (domain/contacts/form-contact.ts), so it can be selected at once.
 */
import type { FormContact } from '../../../domain/contract/appointment';
import {
  eventAddResponse,
  groupAddResponse,
  personAddResponse,
  type EventAddInput,
  type GroupAddInput,
  type PersonAddInput,
} from '../../../domain/contract/contacts';
import { eventFormContact, groupFormContact, personFormContact } from '../../../domain/contacts/form-contact';
import { request } from '../../api/client';

export async function postEvent(body: EventAddInput): Promise<FormContact> {
  const answer = await request('post', 'events/add', eventAddResponse, { json: body });
  return eventFormContact(answer.event, body.providerID);
}

export async function postPerson(body: PersonAddInput): Promise<FormContact> {
  const answer = await request('post', 'others/add', personAddResponse, { json: body });
  return personFormContact(answer.person);
}

export async function postGroup(body: GroupAddInput): Promise<FormContact> {
  const answer = await request('post', 'groups/add', groupAddResponse, { json: body });
  return groupFormContact(answer.group_appointment_id, body.name.trim(), body.isVideo ?? false, body.providerID);
}
