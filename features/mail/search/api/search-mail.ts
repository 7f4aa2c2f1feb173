/**
 * GET portalemail/search/{userId}/{start}/{end}/{term}/{providerId}/{all}/{subject}/{sender}/{receiver}
 * (spec 7) and the panel's run: nothing while a search runs (spec 4); a
 * term, a ticked filter ('Please select a filter', spec 5) and real dates
 * before any call.
 */
import { atom } from 'jotai';
import { mailSearchResponse, type MailSearchResponse } from '../../../../domain/contract/mail';
import { checkMailSearch, mailSearchPath } from '../../../../domain/mail/search-query';
import { request } from '../../../api/client';
import { pushMessageAtom } from '../../../api/popup-atoms';
import { hasMailScope, mailScopeAtom, reportMailFailureAtom } from '../../atoms';
import { mailSearchFiltersAtom, mailSearchOutcomeAtom, mailSearchRangeAtom, mailSearchRunningAtom, mailSearchTermAtom } from '../atoms';

export const getMailSearch = (path: string): Promise<MailSearchResponse> => request('get', path, mailSearchResponse);

export const runMailSearchAtom = atom(null, async (get, set): Promise<void> => {
  if (get(mailSearchRunningAtom)) return;
  const query = { term: get(mailSearchTermAtom), filters: get(mailSearchFiltersAtom), ...get(mailSearchRangeAtom) };
  const problem = checkMailSearch(query);
  if (problem) {
    set(pushMessageAtom, { key: problem });
    return;
  }
  const scope = get(mailScopeAtom);
  if (!hasMailScope(scope)) return;
  set(mailSearchRunningAtom, true);
  try {
    const answer = await getMailSearch(mailSearchPath({ ...query, userId: scope.userId, providerId: scope.providerId }));
    set(mailSearchOutcomeAtom, { providerId: scope.providerId, results: answer.searchDetails });
  } catch (error) {
    set(reportMailFailureAtom, error);
  } finally {
    set(mailSearchRunningAtom, false);
  }
});
