/**
 * The person the edit form opens (/add_person?id=N). There is no single-person
 * call in spec 7; the contacts list item carries what the form edits
 * (first_name, last_name, phones, email, timezone), so it is read from there.
 */
import { contactsListResponse, type ContactListItem } from '../../../domain/contract/contacts-list';
import { messages } from '../../../domain/messages';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';

export async function getPersonDetails(providerId: number, personId: number, signal?: AbortSignal): Promise<ContactListItem> {
  const answer = await request('get', `contacts/list/${providerId}`, contactsListResponse, { signal });
  const found = answer.contacts.find((c) => c.type === 'other_event' && c.id === personId);
  if (found === undefined) throw new ApiError(404, messages.contactGone);
  return found;
}
