/**
 * PUT portalemail/favourite: a mail's star. One call at a time per mail (a
 * second press while it runs does nothing); in favourites mode a mail that
 * stops being a favourite leaves the lists (spec 4).
 */
import { atom, type Getter } from 'jotai';
import { mailFavouriteResponse } from '../../../domain/contract/mail';
import { mailFavourited } from '../../../domain/mail/folder-state';
import { request } from '../../api/client';
import {
  changeAllFolders,
  changeDetail,
  hasMailScope,
  mailDetailAtom,
  mailFavouritePendingAtom,
  mailFoldersAtom,
  mailScopeAtom,
  reportMailFailureAtom,
} from '../atoms';

export const putMailFavourite = (providerId: number, mailBoxId: number, isFavourite: boolean) =>
  request('put', 'portalemail/favourite', mailFavouriteResponse, { json: { providerId, mailBoxId, isFavourite } });

/** The mail's star as shown: on the detail screen, else in any list. */
function shownFavourite(get: Getter, mailBoxId: number): boolean | null {
  const detail = get(mailDetailAtom);
  if (detail?.mail && detail.mailBoxId === mailBoxId) return detail.mail.isFavourite;
  for (const folder of get(mailFoldersAtom).values()) {
    const entry = folder.list.find((m) => m.mailBoxId === mailBoxId);
    if (entry) return entry.isFavourite;
  }
  return null;
}

export const toggleMailFavouriteAtom = atom(null, async (get, set, mailBoxId: number) => {
  const scope = get(mailScopeAtom);
  const current = shownFavourite(get, mailBoxId);
  if (!hasMailScope(scope) || current === null || get(mailFavouritePendingAtom).has(mailBoxId)) return;
  set(mailFavouritePendingAtom, (s) => new Set(s).add(mailBoxId));
  try {
    const answer = await putMailFavourite(scope.providerId, mailBoxId, !current);
    changeAllFolders(set, (s) => mailFavourited(s, answer.mailBoxId, answer.isFavourite));
    changeDetail(set, answer.mailBoxId, (m) => ({ ...m, isFavourite: answer.isFavourite }));
  } catch (error) {
    set(reportMailFailureAtom, error);
  } finally {
    set(mailFavouritePendingAtom, (s) => {
      const next = new Set(s);
      next.delete(mailBoxId);
      return next;
    });
  }
});
