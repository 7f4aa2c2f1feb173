/** GET and PUT waitlist/settings/{providerId} (issue 29): how the practice offers a freed time. */
import {
  saveWaitlistSettingsResponse,
  waitlistSettingsResponse,
  type SaveWaitlistSettingsResponse,
  type WaitlistSettings,
  type WaitlistSettingsResponse,
} from '../../../domain/contract/waitlist';
import { request } from '../../api/client';

export const getWaitlistSettings = (providerId: number, signal?: AbortSignal): Promise<WaitlistSettingsResponse> =>
  request('get', `waitlist/settings/${providerId}`, waitlistSettingsResponse, { signal });

export const saveWaitlistSettings = (providerId: number, settings: WaitlistSettings): Promise<SaveWaitlistSettingsResponse> =>
  request('put', `waitlist/settings/${providerId}`, saveWaitlistSettingsResponse, { json: settings });
