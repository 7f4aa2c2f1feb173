/**
 * GET video/connect/{code} before the room opens (issue 15): the server's
 * refusal (past, cancelled, unknown) is shown on the detail screen rather
 * than in an empty new tab.
 */
import { connectInfoResponse, type ConnectInfoResponse } from '../../../domain/contract/video';
import { request } from '../../api/client';

export function checkConnectSession(code: string, signal?: AbortSignal): Promise<ConnectInfoResponse> {
  return request('get', `video/connect/${encodeURIComponent(code)}`, connectInfoResponse, { signal, sessionCheck: false });
}
