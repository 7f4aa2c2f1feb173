/**
 * GET video/connect/{code} (issue 15): what the join screen needs. Public:
 * a guest has no session, so a 401 here never logs anyone out. The server's
 * refusal (unknown, cancelled, past) comes back as ApiError.message.
 */
import { connectInfoResponse, type ConnectInfoResponse } from '../../../domain/contract/video';
import { request } from '../../api/client';

export function getConnectInfo(code: string, signal?: AbortSignal): Promise<ConnectInfoResponse> {
  return request('get', `video/connect/${encodeURIComponent(code)}`, connectInfoResponse, { signal, sessionCheck: false });
}
