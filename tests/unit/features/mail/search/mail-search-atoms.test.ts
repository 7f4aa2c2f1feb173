import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../stub-session-storage';
import { messages } from '../../../../../domain/messages';

const request = vi.fn();
vi.mock('../../../../../features/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../features/api/client')>()),
  request: (...args: unknown[]) => request(...args),
}));
const providerAtom = atom(2);
vi.mock('../../../../../features/session/atoms', () => ({
  sessionAtom: atom({ userId: 7, token: 't', expiresAt: 0, profile: null }),
  selectedProviderIdAtom: providerAtom,
  profileAtom: atom({ loggedInTimezone: 'America/New_York', unreadMailIds: [] }),
}));

const { runMailSearchAtom } = await import('../../../../../features/mail/search/api/search-mail');
const search = await import('../../../../../features/mail/search/atoms');
const { messageQueueAtom } = await import('../../../../../features/api/popup-atoms');

const empty = { searchDetails: { inbox: [], draft: [], sent: [], trash: [] } };
const texts = (store: ReturnType<typeof createStore>) => store.get(messageQueueAtom).map((m) => m.text);

beforeEach(() => {
  request.mockReset();
});

describe('the mail search', () => {
  it('should open with All ticked and today ± 3 months', () => {
    const store = createStore();
    expect(store.get(search.mailSearchFiltersAtom)).toEqual(['all']);
    const { from, to } = store.get(search.mailSearchRangeAtom);
    const months = (Date.parse(to) - Date.parse(from)) / 86_400_000 / 30.4;
    expect(Math.round(months)).toBe(6);
  });

  it("given no filter ticked, should say 'Please select a filter' and not call", async () => {
    const store = createStore();
    store.set(search.mailSearchTermAtom, 'receipt');
    store.set(search.mailSearchFiltersAtom, []);
    await store.set(runMailSearchAtom);
    expect(request).not.toHaveBeenCalled();
    expect(texts(store)).toEqual([messages.searchFilterRequired]);
  });

  it('should call with the encoded term, the months 1-12 and the flags, and keep the answer for this provider', async () => {
    const store = createStore();
    store.set(search.mailSearchTermAtom, 'Re: receipt');
    store.set(search.mailSearchFiltersAtom, ['subject']);
    store.set(search.mailSearchRangeAtom, { from: '2026-01-05', to: '2026-02-10' });
    request.mockResolvedValueOnce(empty);
    await store.set(runMailSearchAtom);
    expect(request.mock.calls[0]!.slice(0, 2)).toEqual(['get', 'portalemail/search/7/5/1/2026/10/2/2026/Re%3A%20receipt/2/0/1/0/0']);
    expect(store.get(search.shownMailSearchOutcomeAtom)?.results).toEqual(empty.searchDetails);
    store.set(providerAtom, 3);
    expect(store.get(search.shownMailSearchOutcomeAtom)).toBeNull();
  });

  it('given a search running, should do nothing on a second run (spec 4)', async () => {
    const store = createStore();
    store.set(search.mailSearchTermAtom, 'receipt');
    let answer: (value: unknown) => void = () => undefined;
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const first = store.set(runMailSearchAtom);
    await store.set(runMailSearchAtom);
    answer(empty);
    await first;
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('should clear in two steps: the text first, then everything with All on again', async () => {
    const store = createStore();
    const defaults = store.get(search.mailSearchRangeAtom);
    store.set(search.mailSearchTermAtom, 'receipt');
    store.set(search.mailSearchFiltersAtom, ['sender']);
    request.mockResolvedValueOnce(empty);
    await store.set(runMailSearchAtom);
    store.set(search.clearMailSearchAtom);
    expect(store.get(search.mailSearchTermAtom)).toBe('');
    expect(store.get(search.mailSearchOutcomeAtom)).not.toBeNull();
    store.set(search.clearMailSearchAtom);
    expect(store.get(search.mailSearchOutcomeAtom)).toBeNull();
    expect(store.get(search.mailSearchFiltersAtom)).toEqual(['all']);
    expect(store.get(search.mailSearchRangeAtom)).toEqual(defaults);
  });
});
