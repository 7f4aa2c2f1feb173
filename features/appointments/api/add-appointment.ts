/**
 * POST appointment/add (spec 7). A 409 answer means the time slot is taken
 * and allow_overlap was not set: the caller asks the overlap question
 * (spec 4) and resubmits with allow_overlap true.
 */
import {
  appointmentSaveResponse,
  type AppointmentPayload,
  type AppointmentSaveResponse,
} from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';

/** The status of the overlap answer. */
export const OVERLAP_STATUS = 409;

/** By its text too: a 409 may also say that a retried save was already received (Idempotency-Key). */
export const isOverlapError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === OVERLAP_STATUS && error.message === messages.overlapQuestion;

export function postAppointment(payload: AppointmentPayload): Promise<AppointmentSaveResponse> {
  return request('post', 'appointment/add', appointmentSaveResponse, { json: payload });
}
