/**
 * The client calls of the add/edit client form (spec 7): clients/add,
 * clients/edit/{providerId} and clients/client_details/{providerId}?clientId=.
 */
import {
  clientAddResponse,
  clientDetailsResponse,
  clientEditResponse,
  type ClientAddInput,
  type ClientAddResponse,
  type ClientEditInput,
  type ClientRecord,
} from '../../../domain/contract/clients';
import { messages } from '../../../domain/messages';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';

export function postClient(body: ClientAddInput): Promise<ClientAddResponse> {
  return request('post', 'clients/add', clientAddResponse, { json: body });
}

export async function putClient(providerId: number, body: ClientEditInput): Promise<ClientRecord> {
  const answer = await request('put', `clients/edit/${providerId}`, clientEditResponse, { json: body });
  return answer.client;
}

/** One client of the provider; the answer is an object for one id (a list only without clientId). */
export async function getClient(providerId: number, clientId: number, signal?: AbortSignal): Promise<ClientRecord> {
  const answer = await request('get', `clients/client_details/${providerId}?clientId=${clientId}`, clientDetailsResponse, {
    signal,
  });
  const found = Array.isArray(answer.clients) ? answer.clients.find((c) => c.id === clientId) : answer.clients;
  if (found === undefined) throw new ApiError(404, messages.contactGone);
  return found;
}
