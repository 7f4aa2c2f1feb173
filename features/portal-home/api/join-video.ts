/**
 * Where the portal home's Join goes: the same flow as the appointment
 * detail's 'Start video session' on the portal side (spec 4 "Video",
 * issue 15). The appointment is read by id for its codes (the calendar calls
 * carry none); a Meadow Connect session opens this app's room with the
 * client's own code once GET video/connect/{code} accepts it, a Secure Video
 * one the login URI of GET appointment/secure_video_login/{id}.
 */
import { appointmentByIdResponse } from '../../../domain/contract/appointment';
import { connectInfoResponse, secureVideoLoginResponse } from '../../../domain/contract/video';
import { messages } from '../../../domain/messages';
import { connectRoomUrl } from '../../../domain/routes';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';

const OK = 200;
const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

/** The address to open for the appointment's video session; an ApiError with the text to show when there is none. */
export async function videoSessionUrl(id: number, forProviderId: number, origin: string): Promise<string> {
  const query = forProviderId > 0 ? `?forProviderId=${forProviderId}` : '';
  const { appointment: a } = await request('get', `appointment/get/id/${id}${query}`, appointmentByIdResponse);
  if (a.is_cancelled === 1) throw new ApiError(410, messages.videoSessionCancelled);
  if (a.is_video !== 1) throw new ApiError(400, messages.videoLoginFailed);
  if (a.is_connect === 1) {
    // The guest's code only: a portal user never opens the host's side, even if an answer carried it.
    const code = a.clientConnectcode;
    if (!code) throw new ApiError(400, messages.videoLoginFailed);
    await request('get', `video/connect/${encodeURIComponent(code)}`, connectInfoResponse, { sessionCheck: false });
    return connectRoomUrl(origin, code);
  }
  const answer = await request('get', `appointment/secure_video_login/${a.id}`, secureVideoLoginResponse);
  if (answer.code !== OK || !isHttpUrl(answer.login_uri)) throw new ApiError(answer.code, messages.videoLoginFailed);
  return answer.login_uri;
}
