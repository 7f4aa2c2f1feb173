/**
 * GET contacts/attendance/{kind}/{id}/{providerId} (issue 26 item 4): one
 * contact's attendance history with counts per mark, for the contact
 * screen. Not cached: a mark made a moment ago on the detail shows at once.
 */
import type { ContactKind } from '../../../domain/contract/appointment';
import { contactAttendanceResponse, type ContactAttendanceResponse } from '../../../domain/contract/attendance';
import { request } from '../../api/client';

export function getContactAttendance(kind: ContactKind, id: number, providerId: number, signal?: AbortSignal): Promise<ContactAttendanceResponse> {
  return request('get', `contacts/attendance/${kind}/${id}/${providerId}`, contactAttendanceResponse, { signal });
}
