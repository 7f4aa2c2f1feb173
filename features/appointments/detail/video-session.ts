/**
 * Where 'Start video session' goes (spec 4 "Video"): the connect service with
 * the appointment's connect code (the client's own code on the portal side),
 * or the secure video join page of the session. Null when the appointment
 * carries neither, or no service address is configured.
 */
import type { AppointmentDetail } from '../../../domain/contract/appointment';

export function videoSessionUrl(
  a: Pick<AppointmentDetail, 'is_connect' | 'connectcode' | 'clientConnectcode' | 'secure_video_session_id'>,
  baseUrl: string | null,
  portalSide: boolean,
): string | null {
  if (!baseUrl) return null;
  if (a.is_connect === 1) {
    const code = portalSide ? (a.clientConnectcode ?? a.connectcode) : a.connectcode;
    return code ? `${baseUrl}/connect/${encodeURIComponent(code)}` : null;
  }
  if (a.secure_video_session_id) return `${baseUrl}/join/${encodeURIComponent(a.secure_video_session_id)}`;
  return null;
}

export type OpenOutcome = 'opened' | 'noUrl' | 'blocked';

/**
 * Opens the session in a new tab. Called straight from the click, so the
 * browser counts it as user-initiated; 'noopener' is set on the handle
 * afterwards because window.open with the noopener feature always returns
 * null, which would read as a blocked popup.
 */
export function openVideoSession(url: string | null, open: typeof window.open = window.open.bind(window)): OpenOutcome {
  if (url === null) return 'noUrl';
  const handle = open(url, '_blank');
  if (handle === null) return 'blocked';
  handle.opener = null;
  return 'opened';
}
