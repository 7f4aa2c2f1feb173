/** GET appointment/secure_video_login/{id} (spec 7): the Secure Video login URI of the session, opened in a new tab. */
import { secureVideoLoginResponse, type SecureVideoLoginResponse } from '../../../domain/contract/video';
import { request } from '../../api/client';

export function getSecureVideoLogin(id: number, signal?: AbortSignal): Promise<SecureVideoLoginResponse> {
  return request('get', `appointment/secure_video_login/${id}`, secureVideoLoginResponse, { signal });
}
