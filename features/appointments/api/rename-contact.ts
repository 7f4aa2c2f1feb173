/**
 * The appointment detail's Edit Name (spec 4 edit level 1): renames the
 * appointment's event (PUT events/edit/{id}) or other person
 * (PUT others/edit/{id} with the names only: phones and e-mails stay).
 */
import {
  eventEditResponse,
  personEditResponse,
  type EventAddInput,
  type PersonEditInput,
} from '../../../domain/contract/contacts';
import { request } from '../../api/client';

export const renameEvent = (id: number, body: EventAddInput) => request('put', `events/edit/${id}`, eventEditResponse, { json: body });

export const renamePerson = (id: number, body: PersonEditInput) => request('put', `others/edit/${id}`, personEditResponse, { json: body });
