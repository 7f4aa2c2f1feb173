/**
 * GET contacts/appointments/{kind}/{id}/{providerId}: the dated appointments
 * of one contact (today ± 3 months), shown when its entry is expanded.
 * Cached per provider and contact until the contacts list reloads.
 */
import { atom } from 'jotai';
import type { ContactKind } from '../../../domain/contract/appointment';
import { contactAppointmentsResponse, type ContactAppointmentsResponse } from '../../../domain/contract/contacts-list';
import { request } from '../../api/client';
import { contactAppointmentsAtom, type ContactAppointmentsEntry } from '../atoms';

export function getContactAppointments(kind: ContactKind, id: number, providerId: number, signal?: AbortSignal): Promise<ContactAppointmentsResponse> {
  return request('get', `contacts/appointments/${kind}/${id}/${providerId}`, contactAppointmentsResponse, { signal });
}

export const contactAppointmentsKey = (providerId: number, kind: ContactKind, id: number): string => `${providerId}:${kind}:${id}`;

/** Loads one contact's appointments unless cached or loading (a failed load is tried again). */
export const loadContactAppointmentsAtom = atom(
  null,
  async (get, set, { providerId, kind, id }: { providerId: number; kind: ContactKind; id: number }) => {
    if (providerId <= 0) return;
    const key = contactAppointmentsKey(providerId, kind, id);
    const current = get(contactAppointmentsAtom).get(key);
    if (current && current.status !== 'failed') return;
    const put = (entry: ContactAppointmentsEntry) => set(contactAppointmentsAtom, new Map(get(contactAppointmentsAtom)).set(key, entry));
    put({ status: 'loading', appointments: [] });
    try {
      const answer = await getContactAppointments(kind, id, providerId);
      put({ status: 'ready', appointments: answer.appointments });
    } catch (error) {
      console.warn('contact appointments load failed', error);
      put({ status: 'failed', appointments: [] });
    }
  },
);
