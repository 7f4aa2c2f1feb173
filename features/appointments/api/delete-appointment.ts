/**
 * DELETE appointment/delete/{id}/{single|future|all}/{delete|cancel|un-cancel}
 * (spec 7). One call for delete, cancel and un-cancel; the answer names the
 * occurrences it changed and the days every open view must reload.
 */
import {
  deleteResponse,
  type DeleteAction,
  type DeleteResponse,
  type EditScope,
} from '../../../domain/contract/appointment';
import type { RefreshRequestPayload } from '../../../domain/contract/realtime';
import { request } from '../../api/client';

/** Spec 5: a non-numeric delete or cancel id does nothing (no call is made). */
export function isDeletableId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

export function deleteAppointment(id: number, scope: EditScope, action: DeleteAction): Promise<DeleteResponse> | null {
  if (!isDeletableId(id)) return null;
  return request('delete', `appointment/delete/${id}/${scope}/${action}`, deleteResponse);
}

/**
 * The same refresh a realtime refreshRequest would bring, for this tab: the
 * server tells other users' tabs, this one refreshes itself at once.
 */
export function refreshPayloadOf(
  answer: DeleteResponse,
  changed: { id: number; app_date: string; provider_id: number },
  action: DeleteAction,
): RefreshRequestPayload {
  return {
    appointment: { id: changed.id, app_date: changed.app_date },
    provider_id: changed.provider_id,
    deleteOrCancel: action,
    delete_required: answer.delete_required,
    refresh_required: answer.refresh_required,
    // The changed occurrences' own days, in case the lists leave one out.
    refresh_total: [...new Set([...answer.refresh_total, ...answer.appointments.map((a) => a.app_date)])],
  };
}
