/** PUT portalemail/read: marks mails read (1) or unread (0); the answer is the provider's unread ids. */
import { atom } from 'jotai';
import { mailReadResponse } from '../../../domain/contract/mail';
import { mailRead } from '../../../domain/mail/folder-state';
import { request } from '../../api/client';
import { changeAllFolders, changeCounts, changeDetail, hasMailScope, mailScopeAtom, reportMailFailureAtom } from '../atoms';

export const putMailRead = (providerId: number, mailBoxIds: readonly number[], readStatus: 0 | 1) =>
  request('put', 'portalemail/read', mailReadResponse, { json: { providerId, mailBoxIds, readStatus } });

/** Answers whether it was done. Read mail leaves the Unread list (spec 4). */
export const markMailReadAtom = atom(null, async (get, set, { mailBoxIds, readStatus }: { mailBoxIds: readonly number[]; readStatus: 0 | 1 }) => {
  const scope = get(mailScopeAtom);
  if (!hasMailScope(scope) || mailBoxIds.length === 0) return false;
  try {
    const answer = await putMailRead(scope.providerId, mailBoxIds, readStatus);
    changeAllFolders(set, (s) => mailRead(s, mailBoxIds, readStatus));
    for (const id of mailBoxIds) changeDetail(set, id, (m) => ({ ...m, readStatus }));
    changeCounts(get, set, (c) => ({ ...c, unreadMailIds: answer.unreadMailIds, unreadCount: answer.unreadCount }));
    return true;
  } catch (error) {
    set(reportMailFailureAtom, error);
    return false;
  }
});
