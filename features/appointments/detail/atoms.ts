/**
 * The detail screen's state (spec 4 "Edit flow"): the appointment loaded by
 * id for the selected provider, and the edit level (0 view, 1 the name of
 * the event or other person only, 2 full edit). Reset
 * when the screen is left, so the next detail never flashes the last one.
 */
import { atom } from 'jotai';
import type { AppointmentByIdResponse } from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import { ApiError } from '../../api/api-error';
import { getAppointment } from '../api/get-appointment';

const NOT_FOUND = 404;

export type DetailStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';

export interface DetailState {
  status: DetailStatus;
  /** The appointment id asked for (0 when idle). */
  id: number;
  /** The last answer; kept while a reload runs, so the screen does not blank. */
  data: AppointmentByIdResponse | null;
  /** Why the load failed (status 'failed'). */
  message: string | null;
}

export const IDLE: DetailState = { status: 'idle', id: 0, data: null, message: null };

export const detailStateAtom = atom<DetailState>(IDLE);

/** 0 view, 1 name only (an event or other person), 2 full edit (spec 4). */
export type EditLevel = 0 | 1 | 2;
export const editLevelAtom = atom<EditLevel>(0);

/** Which load is current: a late answer of an older one (or of a left screen) is dropped. */
let generation = 0;

/** Loads (or reloads) the appointment; a reload keeps the shown data until the answer comes. */
export const loadDetailAtom = atom(null, async (get, set, { id, forProviderId }: { id: number; forProviderId: number }) => {
  const mine = ++generation;
  const current = get(detailStateAtom);
  set(detailStateAtom, { status: 'loading', id, data: current.id === id ? current.data : null, message: null });
  try {
    const data = await getAppointment(id, forProviderId);
    if (mine !== generation) return;
    set(detailStateAtom, { status: 'ready', id, data, message: null });
  } catch (error) {
    if (mine !== generation) return;
    if (error instanceof ApiError && error.status === NOT_FOUND) {
      // The server's own words (e.g. 'This appointment no longer exists'), else the table's.
      set(detailStateAtom, { status: 'notFound', id, data: null, message: error.message || messages.notFound });
    } else {
      set(detailStateAtom, {
        status: 'failed',
        id,
        data: current.id === id ? current.data : null,
        message: error instanceof Error ? error.message : messages.serverError,
      });
    }
  }
});

/** Leaving the screen (spec 4: appointment state is reset on leaving). */
export const resetDetailAtom = atom(null, (_get, set) => {
  generation++;
  set(detailStateAtom, IDLE);
  set(editLevelAtom, 0);
});
