import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../stub-session-storage';
import { messages } from '../../../../domain/messages';

const request = vi.fn();
vi.mock('../../../../features/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../features/api/client')>()),
  request: (...args: unknown[]) => request(...args),
}));
const providerAtom = atom(7);
vi.mock('../../../../features/session/atoms', () => ({ selectedProviderIdAtom: providerAtom }));

const { abortSearchAtom, runSearchAtom, searchPath } = await import('../../../../features/search/api/search');
const {
  clearSearchAtom,
  chosenSearchRangeAtom,
  currentSearchRunningAtom,
  searchOutcomeAtom,
  searchRangeAtom,
  searchRunningAtom,
  searchTermAtom,
  shownSearchOutcomeAtom,
} = await import(
  '../../../../features/search/atoms'
);
const { messageQueueAtom } = await import('../../../../features/api/popup-atoms');

const answer = {
  contacts: [{ id: 2, type: 'person', name: 'Priya Shah' }],
  appointments: [],
};

beforeEach(() => {
  request.mockReset();
});

describe('header search', () => {
  it('should build the path with months 1-12 and an encoded term', () => {
    expect(searchPath({ from: '2026-08-23', to: '2027-02-23', term: 'o connor/x', providerId: 3 })).toBe(
      'appointment/search/23/8/2026/23/2/2027/o%20connor%2Fx/3',
    );
  });

  it('given an empty term, should ask for one and not call', async () => {
    const store = createStore();
    store.set(searchTermAtom, '   ');
    await store.set(runSearchAtom);
    expect(request).not.toHaveBeenCalled();
    expect(store.get(messageQueueAtom).map((m) => m.text)).toEqual([messages.searchTermRequired]);
  });

  it('given a search running, should do nothing on a second run', async () => {
    const store = createStore();
    store.set(searchTermAtom, 'priya');
    let resolve: (value: unknown) => void = () => undefined;
    request.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const first = store.set(runSearchAtom);
    await store.set(runSearchAtom);
    expect(request).toHaveBeenCalledTimes(1);
    resolve(answer);
    await first;
    expect(store.get(searchOutcomeAtom)?.results.clients.map((c) => c.name)).toEqual(['Priya Shah']);
  });

  it('given a range over two years or reversed, should refuse it', async () => {
    const store = createStore();
    store.set(searchTermAtom, 'priya');
    store.set(searchRangeAtom, { from: '2020-01-01', to: '2026-01-01' });
    await store.set(runSearchAtom);
    store.set(searchRangeAtom, { from: '2026-02-01', to: '2026-01-01' });
    await store.set(runSearchAtom);
    expect(request).not.toHaveBeenCalled();
    expect(store.get(messageQueueAtom).map((m) => m.text)).toEqual([messages.searchRangeTooLong, messages.incorrectDate]);
  });

  it('given results, should clear in two steps: first the text, then everything with the default dates', async () => {
    const store = createStore();
    const defaults = store.get(searchRangeAtom);
    store.set(searchTermAtom, 'priya');
    store.set(searchRangeAtom, { from: '2026-01-01' });
    request.mockResolvedValueOnce(answer);
    await store.set(runSearchAtom);
    expect(request.mock.calls[0]![1]).toMatch(/^appointment\/search\/1\/1\/2026\//);

    store.set(clearSearchAtom);
    expect(store.get(searchTermAtom)).toBe('');
    expect(store.get(searchOutcomeAtom)).not.toBeNull();
    expect(store.get(chosenSearchRangeAtom)).not.toBeNull();

    store.set(clearSearchAtom);
    expect(store.get(searchOutcomeAtom)).toBeNull();
    expect(store.get(searchRangeAtom)).toEqual(defaults);
  });

  it('given the provider switched, should hide the results of the previous one', async () => {
    const store = createStore();
    store.set(searchTermAtom, 'priya');
    request.mockResolvedValueOnce(answer);
    await store.set(runSearchAtom);
    expect(store.get(shownSearchOutcomeAtom)?.providerId).toBe(7);
    store.set(providerAtom, 9);
    expect(store.get(shownSearchOutcomeAtom)).toBeNull();
  });

  describe('as the user types (issue 27 item 8)', () => {
    /** A request that answers when told, and rejects as ky does when its signal aborts. */
    function pending() {
      const calls: { term: string; signal: AbortSignal; answer: (value: unknown) => void }[] = [];
      request.mockImplementation((_method: string, path: string, _schema: unknown, { signal }: { signal: AbortSignal }) => {
        return new Promise((resolve, reject) => {
          calls.push({ term: decodeURIComponent(path.split('/')[8]!), signal, answer: resolve });
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      });
      return calls;
    }
    const names = (store: ReturnType<typeof createStore>) => store.get(searchOutcomeAtom)?.results.clients.map((c) => c.name);

    it('given newer text while a search runs, should abort it and show only the newer answer', async () => {
      const store = createStore();
      const calls = pending();
      store.set(searchTermAtom, 'pri');
      const first = store.set(runSearchAtom, { live: true });
      expect(store.get(currentSearchRunningAtom)).toBe(true);
      store.set(searchTermAtom, 'priya');
      // The older search runs, but not the one of the text shown: Enter may start it.
      expect(store.get(searchRunningAtom)).toBe(true);
      expect(store.get(currentSearchRunningAtom)).toBe(false);
      const second = store.set(runSearchAtom, { live: true });
      expect(calls.map((c) => [c.term, c.signal.aborted])).toEqual([
        ['pri', true],
        ['priya', false],
      ]);
      calls[1]!.answer({ contacts: [{ id: 2, type: 'person', name: 'Priya Shah' }], appointments: [] });
      // The older answer arrives late anyway: it must not replace the newer one.
      calls[0]!.answer({ contacts: [{ id: 3, type: 'person', name: 'Prince Old' }], appointments: [] });
      await Promise.all([first, second]);
      expect(names(store)).toEqual(['Priya Shah']);
      expect(store.get(searchRunningAtom)).toBe(false);
      expect(store.get(messageQueueAtom)).toEqual([]);
    });

    it('given an empty term or a bad range while typing, should wait quietly', async () => {
      const store = createStore();
      store.set(searchTermAtom, ' ');
      await store.set(runSearchAtom, { live: true });
      store.set(searchTermAtom, 'priya');
      store.set(searchRangeAtom, { from: '' });
      await store.set(runSearchAtom, { live: true });
      expect(request).not.toHaveBeenCalled();
      expect(store.get(messageQueueAtom)).toEqual([]);
    });

    it('given the panel closed, should abort the search in flight and keep the earlier results', async () => {
      const store = createStore();
      const calls = pending();
      store.set(searchTermAtom, 'priya');
      const run = store.set(runSearchAtom);
      store.set(abortSearchAtom);
      expect(calls[0]!.signal.aborted).toBe(true);
      await run;
      expect(store.get(searchOutcomeAtom)).toBeNull();
      expect(store.get(searchRunningAtom)).toBe(false);
      expect(store.get(messageQueueAtom)).toEqual([]);
    });
  });
});
