/**
 * GET appointment/form_details?providerId= (spec 7): the contacts the form
 * can pick, group users, the provider's offices and default office, the
 * providers the user may book for, the time increment and the provider's zone.
 */
import { formDetailsResponse, type FormDetailsResponse } from '../../../domain/contract/appointment';
import { request } from '../../api/client';

export function getFormDetails(providerId: number, signal?: AbortSignal): Promise<FormDetailsResponse> {
  return request('get', `appointment/form_details?providerId=${providerId}`, formDetailsResponse, { signal });
}
