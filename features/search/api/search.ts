/**
 * GET appointment/search/{startDay}/{startMonth}/{startYear}/{endDay}/{endMonth}/{endYear}/{term}/{providerId}
 * (spec 7, months 1-12) and the header search's run: a term is required
 * ('Please enter a search term'), nothing happens while the same search
 * runs (spec 4), and the answer is grouped 'Clients:' / 'Others:'.
 * Search as you type (issue 27 item 8): a search of newer text aborts the
 * one in flight (ky's signal), and only the latest may show its answer.
 */
import { atom } from 'jotai';
import { checkDailyRange } from '../../../domain/calendar-range';
import { parseIsoDay } from '../../../domain/calendar/days';
import { groupSearchResults } from '../../../domain/contacts/search-results';
import {
  SEARCH_APPOINTMENTS_MAX,
  SEARCH_CONTACTS_MAX,
  SEARCH_RANGE_MAX_DAYS,
  searchResponse,
  type SearchResponse,
} from '../../../domain/contract/search';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { pushMessageAtom } from '../../api/popup-atoms';
import { selectedProviderIdAtom } from '../../session/atoms';
import { searchInFlightAtom, searchKeyOf, searchOutcomeAtom, searchRangeAtom, searchTermAtom } from '../atoms';

export interface SearchQuery {
  /** 'YYYY-MM-DD' */
  from: string;
  to: string;
  term: string;
  providerId: number;
}

export function searchPath({ from, to, term, providerId }: SearchQuery): string {
  const s = parseIsoDay(from)!;
  const e = parseIsoDay(to)!;
  return `appointment/search/${s.day}/${s.month}/${s.year}/${e.day}/${e.month}/${e.year}/${encodeURIComponent(term)}/${providerId}`;
}

export function getSearch(query: SearchQuery, signal?: AbortSignal): Promise<SearchResponse> {
  return request('get', searchPath(query), searchResponse, { signal });
}

export interface RunSearchOptions {
  /** A search started by typing: an empty term or a bad range waits quietly instead of telling the user. */
  live?: boolean;
}

export const runSearchAtom = atom(null, async (get, set, options: RunSearchOptions = {}) => {
  const term = get(searchTermAtom).trim();
  if (term === '') {
    if (!options.live) set(pushMessageAtom, { key: 'searchTermRequired' });
    return;
  }
  const providerId = get(selectedProviderIdAtom);
  if (providerId <= 0) return;
  const { from, to } = get(searchRangeAtom);
  const start = parseIsoDay(from);
  const end = parseIsoDay(to);
  const range = start && end ? checkDailyRange(start, end, SEARCH_RANGE_MAX_DAYS) : null;
  if (!range?.ok) {
    if (!options.live) set(pushMessageAtom, { key: range?.reason === 'rangeTooLong' ? 'searchRangeTooLong' : 'incorrectDate' });
    return;
  }

  const key = searchKeyOf({ providerId, from, to, term });
  const running = get(searchInFlightAtom);
  if (running?.key === key) return;
  running?.controller.abort();
  const controller = new AbortController();
  set(searchInFlightAtom, { key, controller });
  try {
    const answer = await getSearch({ from, to, term, providerId }, controller.signal);
    if (controller.signal.aborted) return;
    set(searchOutcomeAtom, {
      providerId,
      results: groupSearchResults(answer),
      truncated: answer.contacts.length >= SEARCH_CONTACTS_MAX || answer.appointments.length >= SEARCH_APPOINTMENTS_MAX,
    });
  } catch (error) {
    if (controller.signal.aborted) return;
    if (error instanceof ApiError && error.status !== 401) set(pushMessageAtom, { text: error.message });
  } finally {
    if (get(searchInFlightAtom)?.controller === controller) set(searchInFlightAtom, null);
  }
});

/** Leaves the search: the one in flight is aborted (its answer would land in a closed panel). */
export const abortSearchAtom = atom(null, (get, set) => {
  get(searchInFlightAtom)?.controller.abort();
  set(searchInFlightAtom, null);
});
