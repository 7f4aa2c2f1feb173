/**
 * GET portalemail/getall/{userId}/{boxCode}/{folderId}/{page}/{additionalOffset}/{favouriteFlag}/{providerId}:
 * one page of a list (spec 7, 9: pages of 10, newest first; fewer means the
 * last page), and the action atom that reads page 1 afresh or the next one.
 */
import { atom } from 'jotai';
import { mailListResponse, type MailListResponse } from '../../../domain/contract/mail';
import { mailTexts } from '../../../domain/messages';
import { canLoadMore, nextPageQuery, pageFailed, pageLoaded, pageRequested } from '../../../domain/mail/folder-state';
import type { MailView } from '../../../domain/mail/mail-routes';
import { request } from '../../api/client';
import {
  changeFolder,
  folderStateOf,
  hasMailScope,
  isMailPermissionRefusal,
  loadFailureText,
  mailFavouritesModeAtom,
  mailScopeAtom,
  reportMailFailureAtom,
  type MailScope,
} from '../atoms';

export interface MailListQuery {
  view: MailView;
  page: number;
  additionalOffset: number;
  favouritesOnly: boolean;
}

export const mailListCallPath = ({ userId, providerId }: MailScope, q: MailListQuery): string =>
  `portalemail/getall/${userId}/${q.view.box}/${q.view.folderId}/${q.page}/${q.additionalOffset}/${q.favouritesOnly ? 1 : 0}/${providerId}`;

export const getMailList = (scope: MailScope, query: MailListQuery): Promise<MailListResponse> =>
  request('get', mailListCallPath(scope, query), mailListResponse);

const sameScope = (a: MailScope, b: MailScope): boolean => a.userId === b.userId && a.providerId === b.providerId;

export interface LoadMailPage {
  view: MailView;
  /** Page 1 afresh; else the next page. */
  first: boolean;
  /** The user's Try again after a failed next page (the automatic near-the-end load stops at a failure). */
  retry?: boolean;
}

/**
 * Reads page 1 afresh (`first`: every visit of a list screen) or the next
 * page (only while more may come and nothing is being read). An answer that
 * comes back after a provider switch or sign-out is dropped.
 */
export const loadMailPageAtom = atom(null, async (get, set, { view, first, retry = false }: LoadMailPage) => {
  const scope = get(mailScopeAtom);
  if (!hasMailScope(scope)) return;
  const favouritesOnly = get(mailFavouritesModeAtom);
  const current = folderStateOf(get, view);
  const mayContinue = canLoadMore(retry ? { ...current, error: null } : current);
  if (!first && (!mayContinue || current.favouritesOnly !== favouritesOnly)) return;
  const started = pageRequested(current, first, favouritesOnly);
  const page = started.loadingPage ?? 1;
  const { page: callPage, additionalOffset } = nextPageQuery(started);
  changeFolder(get, set, view, () => started);
  try {
    const answer = await getMailList(scope, { view, page: callPage, additionalOffset, favouritesOnly });
    if (!sameScope(scope, get(mailScopeAtom))) return;
    changeFolder(get, set, view, (s) => pageLoaded(s, page, answer.mailList));
  } catch (error) {
    if (!sameScope(scope, get(mailScopeAtom))) return;
    if (isMailPermissionRefusal(error)) set(reportMailFailureAtom, error);
    changeFolder(get, set, view, (s) => pageFailed(s, page, loadFailureText(error, mailTexts.loadFailed)));
  }
});
