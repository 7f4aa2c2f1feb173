import type { ReminderAppointment } from '../repositories/reminders-repository';

/** Where a video appointment's clients join: what a reminder and a calendar file both say. */
export interface JoinLinkDeps {
  /** Where users reach Meadow (publicUrlOf), for the Connect guest link. */
  publicUrl: string;
  /** SECURE_VIDEO_BASE_URL: the external video service's rooms. */
  secureVideoBaseUrl: string | undefined;
}

/** The video link a client gets: the Meadow Connect guest link (a random code, never the id) or the Secure Video room. */
export function joinUrlOf(
  a: Pick<ReminderAppointment, 'isVideo' | 'isConnect' | 'clientConnectcode' | 'secureVideoSessionId'>,
  deps: JoinLinkDeps,
): string | null {
  if (!a.isVideo) return null;
  if (a.isConnect) return a.clientConnectcode ? `${deps.publicUrl}/connect/${encodeURIComponent(a.clientConnectcode)}` : null;
  if (a.secureVideoSessionId && deps.secureVideoBaseUrl) {
    return `${deps.secureVideoBaseUrl.replace(/\/+$/, '')}/${encodeURIComponent(a.secureVideoSessionId)}`;
  }
  return null;
}
