/**
 * Where 'Start video session' goes (spec 4 "Video", issue 15): a Meadow
 * Connect appointment opens this app's room /connect/{code} (the host code
 * for staff, the client's own code on the portal side); a Secure Video one
 * asks appointment/secure_video_login/{id} for the login URI. A session
 * whose end has passed is refused before anything opens (spec 8).
 */
import type { AppointmentDetail } from '../../../domain/contract/appointment';
import { localToInstant } from '../../../domain/appointments/local-time';
import { parseIso } from '../../../domain/appointments/recurrence';
import { toTwentyFourHour } from '../../../domain/clock';
import { connectRoomUrl } from '../../../domain/routes';

export type VideoTarget = { kind: 'connect'; code: string; url: string } | { kind: 'secure'; id: number } | { kind: 'none' };

export function videoTarget(
  a: Pick<AppointmentDetail, 'id' | 'is_video' | 'is_connect' | 'connectcode' | 'clientConnectcode' | 'secure_video_session_id'>,
  origin: string,
  portalSide: boolean,
): VideoTarget {
  if (a.is_video !== 1) return { kind: 'none' };
  if (a.is_connect === 1) {
    // A portal user never gets the host's code, even if the answer carried it.
    const code = portalSide ? a.clientConnectcode : a.connectcode;
    return code ? { kind: 'connect', code, url: connectRoomUrl(origin, code) } : { kind: 'none' };
  }
  return { kind: 'secure', id: a.id };
}

/** The appointment's end instant (its own zone; an end at or before the start is past midnight). */
export function sessionEnd(
  a: Pick<AppointmentDetail, 'app_date' | 'app_start_hh' | 'app_start_mm' | 'app_start_tt' | 'app_end_hh' | 'app_end_mm' | 'app_end_tt' | 'is_all_day' | 'timezone'>,
): Date {
  const day = parseIso(a.app_date);
  const zone = a.timezone || 'UTC';
  if (a.is_all_day) return localToInstant({ ...day }, { hour: 23, minute: 59 }, zone);
  const start = localToInstant(day, toTwentyFourHour({ hh: a.app_start_hh, mm: a.app_start_mm, tt: a.app_start_tt as 0 | 1 }), zone);
  const end = localToInstant(day, toTwentyFourHour({ hh: a.app_end_hh, mm: a.app_end_mm, tt: a.app_end_tt as 0 | 1 }), zone);
  return end.getTime() > start.getTime() ? end : new Date(end.getTime() + 24 * 60 * 60 * 1000);
}

export const isPastSession = (a: Parameters<typeof sessionEnd>[0], now: Date = new Date()): boolean => sessionEnd(a).getTime() <= now.getTime();
