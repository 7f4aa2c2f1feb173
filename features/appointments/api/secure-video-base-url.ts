/**
 * GET secure_video/base_url (spec 7): whether Secure Video is set up at all.
 * The join itself needs no base: appointment/secure_video_login/{id} answers
 * the whole address. An operator turns the service off with an empty
 * SECURE_VIDEO_BASE_URL; the form then does not offer a choice that could
 * never be joined.
 */
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { secureVideoBaseUrlResponse, type SecureVideoBaseUrlResponse } from '../../../domain/contract/video';
import { request } from '../../api/client';

export function getSecureVideoBaseUrl(): Promise<SecureVideoBaseUrlResponse> {
  return request('get', 'secure_video/base_url', secureVideoBaseUrlResponse);
}

/** Asked once: an operator's setting does not change while the app is open. A failed call leaves the option offered. */
const secureVideoOnAtom = atom(async (): Promise<boolean> => {
  try {
    return (await getSecureVideoBaseUrl()).base_url !== '';
  } catch {
    // Unknown is not off: the join call still says so if the session cannot open.
    return true;
  }
});

/** Whether to offer Secure Video; offered until the answer says the service is off. */
export const secureVideoOfferedAtom = unwrap(secureVideoOnAtom, (previous) => previous ?? true);
