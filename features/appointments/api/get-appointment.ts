/**
 * GET appointment/get/id/{id}?forProviderId= (spec 7): one appointment with
 * the detail screen's fields and the practice's client-name settings. The
 * forProviderId is the provider the user acts for: the server answers it
 * back, and the actions show only when it equals provider_id (spec 6).
 */
import { appointmentByIdResponse, type AppointmentByIdResponse } from '../../../domain/contract/appointment';
import { request } from '../../api/client';

export function getAppointment(id: number, forProviderId: number, signal?: AbortSignal): Promise<AppointmentByIdResponse> {
  const query = forProviderId > 0 ? `?forProviderId=${forProviderId}` : '';
  return request('get', `appointment/get/id/${id}${query}`, appointmentByIdResponse, { signal });
}
