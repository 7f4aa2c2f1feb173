/** GET secure_video/base_url (spec 7): the video service's address, or null when none is configured or reachable. */
import { secureVideoBaseUrlResponse } from '../../../domain/contract/video';
import { request } from '../../api/client';

const OK = 200;

export async function getVideoBaseUrl(signal?: AbortSignal): Promise<string | null> {
  try {
    const answer = await request('get', 'secure_video/base_url', secureVideoBaseUrlResponse, { signal });
    const url = answer.base_url.trim();
    return answer.code === OK && /^https?:\/\//.test(url) ? url.replace(/\/+$/, '') : null;
  } catch {
    // No service (or no route yet): the button then says the session could not be opened.
    return null;
  }
}
