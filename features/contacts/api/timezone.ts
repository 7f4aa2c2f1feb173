/** GET timezone/get (spec 7): the timezones and the 52 state codes the contact forms pick from. */
import { timezoneResponse, type TimezoneResponse } from '../../../domain/contract/clients';
import { request } from '../../api/client';

export function getTimezones(signal?: AbortSignal): Promise<TimezoneResponse> {
  return request('get', 'timezone/get', timezoneResponse, { signal });
}
