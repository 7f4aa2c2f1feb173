/**
 * PUT appointment/edit (spec 7): the add payload plus editID and
 * oneAllFuture (single, future or all). Same answers as add, including the
 * 409 overlap answer (isOverlapError of add-appointment.ts).
 */
import {
  appointmentSaveResponse,
  type AppointmentEditPayload,
  type AppointmentSaveResponse,
} from '../../../domain/contract/appointment';
import { request } from '../../api/client';

export function putAppointment(payload: AppointmentEditPayload): Promise<AppointmentSaveResponse> {
  return request('put', 'appointment/edit', appointmentSaveResponse, { json: payload });
}
