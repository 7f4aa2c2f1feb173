/**
 * GET appointment/search/{startDay}/{startMonth}/{startYear}/{endDay}/{endMonth}/{endYear}/{term}/{providerId}
 * (spec 7, months 1-12) and the header search's run: a term is required
 * ('Please enter a search term'), nothing happens while a search runs, and
 * the answer is grouped 'Clients:' / 'Others:' (spec 4).
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
import { searchOutcomeAtom, searchRangeAtom, searchRunningAtom, searchTermAtom } from '../atoms';

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

export const runSearchAtom = atom(null, async (get, set) => {
  if (get(searchRunningAtom)) return;
  const term = get(searchTermAtom).trim();
  if (term === '') {
    set(pushMessageAtom, { key: 'searchTermRequired' });
    return;
  }
  const providerId = get(selectedProviderIdAtom);
  if (providerId <= 0) return;
  const { from, to } = get(searchRangeAtom);
  const start = parseIsoDay(from);
  const end = parseIsoDay(to);
  const range = start && end ? checkDailyRange(start, end, SEARCH_RANGE_MAX_DAYS) : null;
  if (!range?.ok) {
    set(pushMessageAtom, { key: range?.reason === 'rangeTooLong' ? 'searchRangeTooLong' : 'incorrectDate' });
    return;
  }

  set(searchRunningAtom, true);
  try {
    const answer = await getSearch({ from, to, term, providerId });
    set(searchOutcomeAtom, {
      providerId,
      results: groupSearchResults(answer),
      truncated: answer.contacts.length >= SEARCH_CONTACTS_MAX || answer.appointments.length >= SEARCH_APPOINTMENTS_MAX,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) set(pushMessageAtom, { text: error.message });
  } finally {
    set(searchRunningAtom, false);
  }
});
