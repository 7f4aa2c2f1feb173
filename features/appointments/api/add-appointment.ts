/**
 * POST appointment/add (spec 7). A 409 answer means the time slot is taken
 * and allow_overlap was not set: the caller asks the overlap question
 * (spec 4), naming what it overlaps (overlappedBy), and resubmits with
 * allow_overlap true.
 */
import {
  appointmentSaveResponse,
  overlapResponse,
  type AppointmentPayload,
  type AppointmentSaveResponse,
  type OverlappedAppointment,
} from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';

/** The status of the overlap answer. */
export const OVERLAP_STATUS = 409;

/** By its text too: a 409 may also say that a retried save was already received (Idempotency-Key). */
export const isOverlapError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === OVERLAP_STATUS && error.message === messages.overlapQuestion;

/**
 * The taken appointments an overlap answer names (issue 27 item 3), earliest
 * first; none when it names none (an older server) or is not an overlap answer.
 */
export function overlappedBy(error: unknown): OverlappedAppointment[] {
  if (!isOverlapError(error)) return [];
  const parsed = overlapResponse.safeParse((error as ApiError).body);
  return parsed.success ? (parsed.data.overlapping ?? []) : [];
}

export function postAppointment(payload: AppointmentPayload): Promise<AppointmentSaveResponse> {
  return request('post', 'appointment/add', appointmentSaveResponse, { json: payload });
}
