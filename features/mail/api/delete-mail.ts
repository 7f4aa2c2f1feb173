/** DELETE portalemail/delete: deletes for good, only mail in Trash (the screen asks first). */
import { atom } from 'jotai';
import { mailDeleteResponse } from '../../../domain/contract/mail';
import { mailRemoved } from '../../../domain/mail/folder-state';
import { request } from '../../api/client';
import { pushMessageAtom } from '../../api/popup-atoms';
import { changeAllFolders, hasMailScope, mailDetailAtom, mailScopeAtom, reportMailFailureAtom } from '../atoms';

export const deleteMailForGood = (providerId: number, mailBoxIds: readonly number[]) =>
  request('delete', 'portalemail/delete', mailDeleteResponse, { json: { providerId, mailBoxIds } });

/** Answers whether the mails are gone. */
export const deleteMailAtom = atom(null, async (get, set, mailBoxIds: readonly number[]) => {
  const scope = get(mailScopeAtom);
  if (!hasMailScope(scope) || mailBoxIds.length === 0) return false;
  try {
    const { deleted } = await deleteMailForGood(scope.providerId, mailBoxIds);
    changeAllFolders(set, (s) => mailRemoved(s, deleted));
    set(mailDetailAtom, (d) => (d && deleted.includes(d.mailBoxId) ? null : d));
    set(pushMessageAtom, { key: 'mailDeleted' });
    return deleted.length > 0;
  } catch (error) {
    set(reportMailFailureAtom, error);
    return false;
  }
});
