/** The detail screen's state (spec 4 "Edit flow"): load on entry, 404 as not found, late answers dropped, reset on leaving. */
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentByIdResponse } from '../../../../domain/contract/appointment';
import { messages } from '../../../../domain/messages';
import { ApiError } from '../../../../features/api/api-error';
import { getAppointment } from '../../../../features/appointments/api/get-appointment';
import {
  detailStateAtom,
  editLevelAtom,
  IDLE,
  loadDetailAtom,
  resetDetailAtom,
} from '../../../../features/appointments/detail/atoms';
import { answer, cancelledAppointment, officeAppointment } from '../../../../stories/features/appointment-detail-fixtures';

vi.mock('../../../../features/appointments/api/get-appointment', () => ({ getAppointment: vi.fn() }));
const mocked = vi.mocked(getAppointment);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('loadDetailAtom', () => {
  beforeEach(() => mocked.mockReset());

  it('given an answer, should be ready with it, asked for the selected provider', async () => {
    const store = createStore();
    mocked.mockResolvedValue(answer(officeAppointment));
    const loading = store.set(loadDetailAtom, { id: 101, forProviderId: 7 });
    expect(store.get(detailStateAtom).status).toBe('loading');
    await loading;
    expect(mocked).toHaveBeenCalledWith(101, 7);
    expect(store.get(detailStateAtom)).toEqual({ status: 'ready', id: 101, data: answer(officeAppointment), message: null });
  });

  it('given a 404, should be not found with the server text', async () => {
    const store = createStore();
    mocked.mockRejectedValueOnce(new ApiError(404, messages.appointmentGone));
    await store.set(loadDetailAtom, { id: 5, forProviderId: 7 });
    expect(store.get(detailStateAtom)).toMatchObject({ status: 'notFound', id: 5, data: null, message: messages.appointmentGone });
  });

  it('given a failed reload, should keep the shown appointment and say why', async () => {
    const store = createStore();
    mocked.mockResolvedValueOnce(answer(officeAppointment));
    await store.set(loadDetailAtom, { id: 101, forProviderId: 7 });
    mocked.mockRejectedValueOnce(new ApiError(0, messages.serverError));
    await store.set(loadDetailAtom, { id: 101, forProviderId: 7 });
    expect(store.get(detailStateAtom)).toMatchObject({ status: 'failed', data: answer(officeAppointment), message: messages.serverError });
  });

  it('given a reload, should keep showing the old data until the new answer comes', async () => {
    const store = createStore();
    mocked.mockResolvedValueOnce(answer(officeAppointment));
    await store.set(loadDetailAtom, { id: 101, forProviderId: 7 });
    const next = deferred<AppointmentByIdResponse>();
    mocked.mockReturnValueOnce(next.promise);
    const reloading = store.set(loadDetailAtom, { id: 101, forProviderId: 7 });
    expect(store.get(detailStateAtom)).toMatchObject({ status: 'loading', data: answer(officeAppointment) });
    next.resolve(answer({ ...officeAppointment, is_cancelled: 1 }));
    await reloading;
    expect(store.get(detailStateAtom).data?.appointment.is_cancelled).toBe(1);
  });

  it('given an older load answering last, should drop it', async () => {
    const store = createStore();
    const slow = deferred<AppointmentByIdResponse>();
    mocked.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(answer(cancelledAppointment));
    const first = store.set(loadDetailAtom, { id: 101, forProviderId: 7 });
    await store.set(loadDetailAtom, { id: 104, forProviderId: 7 });
    slow.resolve(answer(officeAppointment));
    await first;
    expect(store.get(detailStateAtom)).toMatchObject({ status: 'ready', id: 104 });
  });

  it('given the screen left while loading, should reset and ignore the answer', async () => {
    const store = createStore();
    const slow = deferred<AppointmentByIdResponse>();
    mocked.mockReturnValueOnce(slow.promise);
    const loading = store.set(loadDetailAtom, { id: 101, forProviderId: 7 });
    store.set(editLevelAtom, 2);
    store.set(resetDetailAtom);
    slow.resolve(answer(officeAppointment));
    await loading;
    expect(store.get(detailStateAtom)).toEqual(IDLE);
    expect(store.get(editLevelAtom)).toBe(0);
  });
});
