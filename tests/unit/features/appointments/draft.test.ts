import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { newFormState } from '../../../../domain/appointments/form-payload';
import type { FormContact } from '../../../../domain/contract/appointment';
import {
  appointmentDraftAtom,
  draftToRestore,
  pendingNewClientAtom,
  returnToAppointmentAtom,
  type AppointmentDraft,
} from '../../../../features/appointments/form/draft';

const state = { ...newFormState({ providerId: 7, date: '2026-11-25', increment: 50, providerAddressId: 11 }), notes: 'Bring the form' };
const waiting: AppointmentDraft = { userId: 3, state, term: 'Casey Rowe', back: null };
const casey: FormContact = { id: 41, type: 'person', name: 'Rowe, Casey', provider: 7, has_email: false, has_phone: true };

describe('the appointment draft kept while a new client is added', () => {
  it('given a draft waiting for its client, should give the client screen the typed name and the form\'s provider', () => {
    const store = createStore();
    expect(store.get(pendingNewClientAtom)).toBeNull();
    store.set(appointmentDraftAtom, waiting);
    expect(store.get(pendingNewClientAtom)).toEqual({ name: 'Casey Rowe', providerId: 7 });
  });

  it('given the client saved, should reopen the form as it was with that client chosen and no term', () => {
    const store = createStore();
    store.set(appointmentDraftAtom, waiting);
    store.set(returnToAppointmentAtom, casey);
    expect(store.get(pendingNewClientAtom)).toBeNull();
    const restored = draftToRestore(store.get(appointmentDraftAtom), 3);
    expect(restored).toEqual({
      state: { ...state, contact: { id: 41, type: 'person', name: 'Rowe, Casey', has_email: false, has_phone: true } },
      term: '',
    });
  });

  it('given the client screen cancelled, should reopen the form as it was with the typed name', () => {
    const store = createStore();
    store.set(appointmentDraftAtom, waiting);
    store.set(returnToAppointmentAtom, null);
    expect(draftToRestore(store.get(appointmentDraftAtom), 3)).toEqual({ state, term: 'Casey Rowe' });
  });

  it('given a draft not handed back, or another user, should restore nothing', () => {
    expect(draftToRestore(null, 3)).toBeNull();
    expect(draftToRestore(waiting, 3)).toBeNull();
    expect(draftToRestore({ ...waiting, back: { client: null } }, 4)).toBeNull();
    expect(draftToRestore({ ...waiting, back: { client: null } }, null)).toBeNull();
  });

  it('given a draft already handed back, should keep the first answer', () => {
    const store = createStore();
    store.set(appointmentDraftAtom, waiting);
    store.set(returnToAppointmentAtom, casey);
    store.set(returnToAppointmentAtom, null);
    expect(draftToRestore(store.get(appointmentDraftAtom), 3)?.state.contact?.id).toBe(41);
  });
});
