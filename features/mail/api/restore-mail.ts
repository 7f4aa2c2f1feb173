/** PUT portalemail/restore: out of Trash, back to where each mail was. */
import { atom } from 'jotai';
import { mailRestoreResponse } from '../../../domain/contract/mail';
import { mailMoved } from '../../../domain/mail/folder-state';
import { request } from '../../api/client';
import { pushMessageAtom } from '../../api/popup-atoms';
import { changeAllFolders, changeDetail, hasMailScope, mailScopeAtom, reportMailFailureAtom } from '../atoms';
import { loadMailCountsAtom } from './get-mail-counts';

export const putMailRestore = (providerId: number, mailBoxIds: readonly number[]) =>
  request('put', 'portalemail/restore', mailRestoreResponse, { json: { providerId, mailBoxIds } });

/** Answers whether the mails came back. Their lists show them on their next read. */
export const restoreMailAtom = atom(null, async (get, set, mailBoxIds: readonly number[]) => {
  const scope = get(mailScopeAtom);
  if (!hasMailScope(scope) || mailBoxIds.length === 0) return false;
  try {
    const { restored } = await putMailRestore(scope.providerId, mailBoxIds);
    for (const entry of restored) {
      changeAllFolders(set, (s) => mailMoved(s, [entry.mailBoxId], { box: entry.boxCode, folderId: entry.folderId }));
      changeDetail(set, entry.mailBoxId, (m) => ({ ...m, boxCode: entry.boxCode, folderId: entry.folderId, trashedFrom: null }));
    }
    set(pushMessageAtom, { key: 'mailMoved' });
    void set(loadMailCountsAtom);
    return restored.length > 0;
  } catch (error) {
    set(reportMailFailureAtom, error);
    return false;
  }
});
