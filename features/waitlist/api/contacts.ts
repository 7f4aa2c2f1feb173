/**
 * GET appointment/form_details?providerId= (spec 7): the contacts the
 * Add Appointment form picks from. The waitlist's add picks from the same
 * list (its clients and other persons), so a name is found the same way.
 */
import { formDetailsResponse, type FormDetailsResponse } from '../../../domain/contract/appointment';
import { request } from '../../api/client';

export const getFormContacts = (providerId: number, signal?: AbortSignal): Promise<FormDetailsResponse> =>
  request('get', `appointment/form_details?providerId=${providerId}`, formDetailsResponse, { signal });
