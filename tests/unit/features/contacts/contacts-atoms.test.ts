import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../stub-session-storage';
import type { ContactListItem } from '../../../../domain/contract/contacts-list';

const request = vi.fn();
vi.mock('../../../../features/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../features/api/client')>()),
  request: (...args: unknown[]) => request(...args),
}));
// The selected provider, writable here (the real one lives in the session kept in sessionStorage).
const providerAtom = atom(7);
vi.mock('../../../../features/session/atoms', () => ({ selectedProviderIdAtom: providerAtom }));

const { loadContactsAtom } = await import('../../../../features/contacts/api/contacts-list');
const { toggleFavouriteAtom, favouriteBody } = await import('../../../../features/contacts/api/favourites');
const { selectPhoneAtom, phoneSelectedInput } = await import('../../../../features/contacts/api/phone-selected');
const { contactsListAtom, favouritePendingAtom, invalidateContactsAtom } = await import('../../../../features/contacts/atoms');
const { filterContacts, phoneContacts } = await import('../../../../features/contacts/list/filter-contacts');
const { ApiError } = await import('../../../../features/api/api-error');
const { messageQueueAtom } = await import('../../../../features/api/popup-atoms');

const contact = (over: Partial<ContactListItem> & Pick<ContactListItem, 'id' | 'name'>): ContactListItem => ({
  type: 'person',
  provider: 7,
  phones: [],
  selected_phone: null,
  favourite_id: 0,
  user_id: null,
  ...over,
});

const jose = contact({ id: 1, name: 'José Álvarez', phones: [{ phone: '2125550199', type: 1 }] });
const priya = contact({ id: 2, name: 'Priya Shah', favourite_id: 9 });
const ruth = contact({ id: 3, type: 'other_event', name: 'Adler, Ruth', phones: [{ phone: '2125550302', type: 3 }] });
const team = contact({ id: 4, type: 'event_appointment', name: 'Team meeting' });

beforeEach(() => {
  request.mockReset();
});

describe('filterContacts', () => {
  const all = [jose, priya, ruth, team];

  it('given a term without accents or in another case, should still find the name', () => {
    expect(filterContacts(all, 'jose', false)).toEqual([jose]);
    expect(filterContacts(all, 'ÁLVAREZ', false)).toEqual([jose]);
    expect(filterContacts(all, '  ', false)).toEqual(all);
  });

  it('given favourites mode, should keep favourites only', () => {
    expect(filterContacts(all, '', true)).toEqual([priya]);
    expect(filterContacts(all, 'jose', true)).toEqual([]);
  });

  it('given the phone screen, should keep clients and persons that have numbers', () => {
    expect(phoneContacts(all)).toEqual([jose, ruth]);
  });
});

describe('contacts list load', () => {
  it('given the provider, should load once per version and again after a contact write', async () => {
    const store = createStore();
    request.mockResolvedValue({ contacts: [jose] });
    await store.set(loadContactsAtom);
    await store.set(loadContactsAtom);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![1]).toBe('contacts/list/7');
    expect(store.get(contactsListAtom)).toMatchObject({ providerId: 7, status: 'ready', contacts: [jose] });

    store.set(invalidateContactsAtom);
    request.mockResolvedValue({ contacts: [jose, priya] });
    await store.set(loadContactsAtom);
    expect(request).toHaveBeenCalledTimes(2);
    expect(store.get(contactsListAtom).contacts).toEqual([jose, priya]);
  });

  it('given a provider switch mid-load, should drop the late answer of the old provider', async () => {
    const store = createStore();
    let answerOld: (value: unknown) => void = () => undefined;
    request.mockReturnValueOnce(new Promise((resolve) => (answerOld = resolve))).mockResolvedValueOnce({ contacts: [ruth] });
    const first = store.set(loadContactsAtom);
    store.set(providerAtom, 8);
    await store.set(loadContactsAtom);
    answerOld({ contacts: [jose] });
    await first;
    expect(store.get(contactsListAtom)).toMatchObject({ providerId: 8, status: 'ready', contacts: [ruth] });
    store.set(providerAtom, 7);
  });

  it('given a failed load, should mark it failed and show the message', async () => {
    const store = createStore();
    request.mockRejectedValue(new ApiError(500, 'boom'));
    await store.set(loadContactsAtom);
    expect(store.get(contactsListAtom).status).toBe('failed');
    expect(store.get(messageQueueAtom).map((m) => m.text)).toContain('boom');
  });
});

describe('favourites', () => {
  it('given each kind, should send the matching id, and none for events', () => {
    expect(favouriteBody(jose)).toEqual({ person_id: 1 });
    expect(favouriteBody(ruth)).toEqual({ otherevent_id: 3 });
    expect(favouriteBody({ type: 'group_appointment', id: 5 })).toEqual({ groupappointment_id: 5 });
    expect(favouriteBody(team)).toBeNull();
  });

  it('given a toggle in progress, should ignore a second press and set favourite_id from the answer', async () => {
    const store = createStore();
    store.set(contactsListAtom, { providerId: 7, version: 0, status: 'ready', contacts: [jose, priya] });
    let answer: (value: unknown) => void = () => undefined;
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const first = store.set(toggleFavouriteAtom, jose);
    expect(store.get(favouritePendingAtom).has('person:1')).toBe(true);
    await store.set(toggleFavouriteAtom, jose);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]!.slice(0, 1)).toEqual(['post']);
    expect(request.mock.calls[0]![3]).toEqual({ json: { person_id: 1 } });
    answer({ favourite_id: 42 });
    await first;
    expect(store.get(favouritePendingAtom).size).toBe(0);
    expect(store.get(contactsListAtom).contacts[0]!.favourite_id).toBe(42);
  });

  it('given a favourite, should delete it by its id and set favourite_id to 0', async () => {
    const store = createStore();
    store.set(contactsListAtom, { providerId: 7, version: 0, status: 'ready', contacts: [jose, priya] });
    request.mockResolvedValueOnce({ favourite_id: 0 });
    await store.set(toggleFavouriteAtom, priya);
    expect(request.mock.calls[0]![0]).toBe('delete');
    expect(request.mock.calls[0]![3]).toEqual({ json: { id: 9 } });
    expect(store.get(contactsListAtom).contacts[1]!.favourite_id).toBe(0);
  });
});

describe('phone selected', () => {
  it('given a number that is not numeric or is zero, should not save it', () => {
    expect(phoneSelectedInput(jose, '212-555-0199')).toEqual({ person_id: 1, phone: '212-555-0199' });
    expect(phoneSelectedInput(ruth, '2125550302')).toEqual({ otherevent_id: 3, phone: '2125550302' });
    expect(phoneSelectedInput(jose, '000-000-0000')).toBeNull();
    expect(phoneSelectedInput(jose, 'abc')).toBeNull();
    expect(phoneSelectedInput(team, '2125550199')).toBeNull();
  });

  it('given a chosen number, should remember what the server saved', async () => {
    const store = createStore();
    store.set(contactsListAtom, { providerId: 7, version: 0, status: 'ready', contacts: [jose] });
    request.mockResolvedValueOnce({ selected_phone: '2125550199' });
    await store.set(selectPhoneAtom, { item: jose, phone: '2125550199' });
    expect(request.mock.calls[0]!.slice(0, 2)).toEqual(['post', 'phone_selected/add']);
    expect(store.get(contactsListAtom).contacts[0]!.selected_phone).toBe('2125550199');

    await store.set(selectPhoneAtom, { item: jose, phone: '0' });
    expect(request).toHaveBeenCalledTimes(1);
  });
});
