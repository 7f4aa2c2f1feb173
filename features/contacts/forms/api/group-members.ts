/**
 * The people a new group may hold, from GET appointment/form_details (spec 7
 * "details … grouped into people, events, groups, clients, app users,
 * subscribers"; clients of status 2 are already left out by the server).
 * Kept here rather than imported: features do not reach into each other.
 */
import type { GroupParticipantKind } from '../../../../domain/codes';
import { formDetailsResponse, type FormContact } from '../../../../domain/contract/appointment';
import { request } from '../../../api/client';

export type GroupCandidates = Record<GroupParticipantKind, FormContact[]>;

export async function getGroupCandidates(providerId: number, signal?: AbortSignal): Promise<GroupCandidates> {
  const answer = await request('get', `appointment/form_details?providerId=${providerId}`, formDetailsResponse, { signal });
  return {
    person: answer.details.clients,
    other_event: answer.details.people,
    subscriber: answer.group_users.filter((u) => u.type === 'subscriber'),
    app_user: answer.group_users.filter((u) => u.type === 'app_user'),
  };
}
