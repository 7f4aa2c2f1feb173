/** Other persons (spec 7): POST others/add and PUT others/edit/{id}; both answer the saved person. */
import { personAddResponse, personEditResponse, type PersonAddInput, type PersonEditInput, type SavedPerson } from '../../../domain/contract/contacts';
import { request } from '../../api/client';

export async function postOther(body: PersonAddInput): Promise<SavedPerson> {
  return (await request('post', 'others/add', personAddResponse, { json: body })).person;
}

export async function putOther(id: number, body: PersonEditInput): Promise<SavedPerson> {
  return (await request('put', `others/edit/${id}`, personEditResponse, { json: body })).person;
}
