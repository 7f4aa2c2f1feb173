/**
 * The staff calls of a provider's waitlist (issue 29, domain/contract/waitlist.ts):
 * list, add, edit, priority, remove. Each answers the entry as it now is; the
 * screen's atoms merge it and say the server's message in the popup.
 */
import {
  waitlistEntryResponse,
  waitlistListResponse,
  type WaitlistAddBody,
  type WaitlistEditBody,
  type WaitlistEntryResponse,
  type WaitlistListResponse,
} from '../../../domain/contract/waitlist';
import { request } from '../../api/client';

export const getWaitlist = (providerId: number, { all = false, signal }: { all?: boolean; signal?: AbortSignal } = {}): Promise<WaitlistListResponse> =>
  request('get', `waitlist/list/${providerId}${all ? '?all=1' : ''}`, waitlistListResponse, { signal });

export const addWaitlistEntry = (body: WaitlistAddBody): Promise<WaitlistEntryResponse> =>
  request('post', 'waitlist/add', waitlistEntryResponse, { json: body });

export const editWaitlistEntry = (entryId: number, body: WaitlistEditBody): Promise<WaitlistEntryResponse> =>
  request('put', `waitlist/edit/${entryId}`, waitlistEntryResponse, { json: body });

export const setWaitlistPriority = (entryId: number, priority: number): Promise<WaitlistEntryResponse> =>
  request('put', `waitlist/priority/${entryId}`, waitlistEntryResponse, { json: { priority } });

export const removeWaitlistEntry = (entryId: number): Promise<WaitlistEntryResponse> =>
  request('delete', `waitlist/remove/${entryId}`, waitlistEntryResponse);
