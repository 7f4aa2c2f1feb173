/** POST groups/add {name, participants, providerID, isVideo} (spec 7): answers the group's id. */
import { groupAddResponse, type GroupAddInput } from '../../../domain/contract/contacts';
import { request } from '../../api/client';

export async function postNewGroup(body: GroupAddInput): Promise<number> {
  return (await request('post', 'groups/add', groupAddResponse, { json: body })).group_appointment_id;
}
