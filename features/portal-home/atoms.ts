/**
 * The portal home's state: the user's appointments of the coming weeks, as
 * the daily call answered them in the calendar's field set (no notes). A
 * reload keeps what is shown, so a live refresh never blanks the card; only
 * the latest load may write.
 */
import { atom } from 'jotai';
import type { CalendarAppointmentFields } from '../../domain/contract/calendar';
import { getUpcoming } from './api/get-upcoming';

/** What the home reads of one appointment: the calendar's field set, which holds the selection's, the title's and the Join button's. */
export type HomeAppointment = CalendarAppointmentFields;

export interface PortalHomeState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The provider the list was loaded for: another provider's list is never shown. */
  providerId: number;
  appointments: HomeAppointment[];
  clientNameFormat: number;
  clientNameOrder: number;
}

const initial: PortalHomeState = { status: 'idle', providerId: 0, appointments: [], clientNameFormat: 1, clientNameOrder: 1 };

export const portalHomeAtom = atom<PortalHomeState>(initial);

let latestRequest = 0;

/** Loads (or reloads) the appointments from `today` (the viewer's, 'YYYY-MM-DD') on. Nothing for provider 0. */
export const loadPortalHomeAtom = atom(null, async (get, set, { providerId, today }: { providerId: number; today: string }) => {
  if (providerId <= 0) return;
  const request = ++latestRequest;
  const current = get(portalHomeAtom);
  const shown = current.providerId === providerId ? current : { ...initial, providerId };
  set(portalHomeAtom, { ...shown, status: 'loading' });
  try {
    const answer = await getUpcoming(today, providerId);
    if (request !== latestRequest) return;
    set(
      portalHomeAtom,
      answer
        ? {
            status: 'ready',
            providerId,
            appointments: answer.appointments,
            clientNameFormat: answer.client_name_format,
            clientNameOrder: answer.client_name_order,
          }
        : { ...shown, status: 'failed' },
    );
  } catch (error) {
    if (request !== latestRequest) return;
    // The client already turned a 401 into logout; anything else may be tried again.
    console.warn('portal home load failed', error);
    set(portalHomeAtom, { ...get(portalHomeAtom), status: 'failed' });
  }
});
