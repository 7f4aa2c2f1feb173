/**
 * The people a new group may hold, from GET appointment/form_details
 * (domain/contacts/group-members.ts reads them out of the answer, as the
 * appointment form's group panel does).
 */
import { groupCandidates, type GroupCandidates } from '../../../../domain/contacts/group-members';
import { formDetailsResponse } from '../../../../domain/contract/appointment';
import { request } from '../../../api/client';

export async function getGroupCandidates(providerId: number, signal?: AbortSignal): Promise<GroupCandidates> {
  const answer = await request('get', `appointment/form_details?providerId=${providerId}`, formDetailsResponse, { signal });
  return groupCandidates(answer);
}
