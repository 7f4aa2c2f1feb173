import type { RefreshRequestPayload } from '../../../domain/contract/realtime';

/**
 * Whether a refreshRequest (spec 4) concerns the appointment on screen: it
 * names the appointment, or lists its day at its provider (a series edit by
 * another user names days, not every occurrence).
 */
export function concernsAppointment(
  payload: RefreshRequestPayload,
  shown: { id: number; app_date: string; provider_id: number },
): boolean {
  if (payload.appointment?.id === shown.id) return true;
  if (payload.provider_id !== undefined && payload.provider_id !== shown.provider_id) return false;
  const days = [...(payload.refresh_required ?? []), ...(payload.delete_required ?? []), ...(payload.refresh_total ?? [])];
  return days.includes(shown.app_date);
}
