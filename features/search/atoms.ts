/**
 * The header search (spec 2 "Search bar", 3 "Search state", 4 "Search"):
 * whether the panel is open, the typed term, the deep-search dates (null:
 * the default 3 months either side of today), the last results and whether
 * a search is running (and which, to abort it). The search call lives in api/search.ts.
 */
import { atom } from 'jotai';
import { defaultSearchRange, type GroupedSearchResults } from '../../domain/contacts/search-results';
import { todayDate, toIsoKey } from '../../ui/calendar/calendar-date';
import { selectedProviderIdAtom } from '../session/atoms';

export interface SearchRange {
  /** 'YYYY-MM-DD' ('' while the date input is cleared). */
  from: string;
  to: string;
}

export interface SearchOutcome {
  /** Whose contacts these are: switching provider hides them. */
  providerId: number;
  results: GroupedSearchResults;
  /** The server capped the answer: the screen says to refine the search. */
  truncated: boolean;
}

export const searchOpenAtom = atom(false);

export const searchTermAtom = atom('');

/** Dates the user chose in the deep search; null until then. */
export const chosenSearchRangeAtom = atom<SearchRange | null>(null);

/** The dates a search uses: the chosen ones, else today ± 3 months (spec 9), computed on read so a tab left open overnight moves on. */
const effectiveRange = (chosen: SearchRange | null): SearchRange => chosen ?? defaultSearchRange(toIsoKey(todayDate()));

export const searchRangeAtom = atom(
  (get): SearchRange => effectiveRange(get(chosenSearchRangeAtom)),
  (get, set, patch: Partial<SearchRange>) => set(chosenSearchRangeAtom, { ...effectiveRange(get(chosenSearchRangeAtom)), ...patch }),
);

export const searchOutcomeAtom = atom<SearchOutcome | null>(null);

/** The results to show: only those of the provider now selected (a late answer for the previous one stays hidden). */
export const shownSearchOutcomeAtom = atom((get) => {
  const outcome = get(searchOutcomeAtom);
  return outcome && outcome.providerId === get(selectedProviderIdAtom) ? outcome : null;
});

/**
 * The search in flight: what it asked (its key) and how to abort it. Typing
 * on aborts it for the newer text (issue 27 item 8); only the latest search
 * may set the results, so an older query's late answer never shows.
 */
export interface SearchInFlight {
  key: string;
  controller: AbortController;
}
export const searchInFlightAtom = atom<SearchInFlight | null>(null);

export const searchRunningAtom = atom((get) => get(searchInFlightAtom) !== null);

/** What a search of the current text, dates and provider would ask: equal keys are the same search. */
export const searchKeyOf = (q: { providerId: number; from: string; to: string; term: string }): string =>
  JSON.stringify([q.providerId, q.from, q.to, q.term.trim()]);

export const currentSearchKeyAtom = atom((get) => {
  const { from, to } = get(searchRangeAtom);
  return searchKeyOf({ providerId: get(selectedProviderIdAtom), from, to, term: get(searchTermAtom) });
});

/** A search of exactly what is typed now is running (a search of older text is not: Enter may start the new one). */
export const currentSearchRunningAtom = atom((get) => get(searchInFlightAtom)?.key === get(currentSearchKeyAtom));

/** Everything back to a fresh search: no term, no results, default dates. */
export const resetSearchAtom = atom(null, (_get, set) => {
  set(searchTermAtom, '');
  set(chosenSearchRangeAtom, null);
  set(searchOutcomeAtom, null);
});

/** The clear icon is two-step (spec 2): the first clear empties the text and keeps the results; the next resets everything. */
export const clearSearchAtom = atom(null, (get, set) => {
  if (get(searchTermAtom) !== '') set(searchTermAtom, '');
  else set(resetSearchAtom);
});
