/**
 * PUT portalemail/move: to the inbox, a custom folder or Trash (spec: deleting
 * moves to Trash first). Moved mail leaves the lists that no longer show it;
 * the counts are read again (Trash does not count as unread).
 */
import { atom } from 'jotai';
import { MAIL_BOX } from '../../../domain/codes';
import { mailMoveResponse, type MailMoveInput } from '../../../domain/contract/mail';
import { mailMoved } from '../../../domain/mail/folder-state';
import { homeBox } from '../../../domain/mail/mailbox';
import { request } from '../../api/client';
import { pushMessageAtom } from '../../api/popup-atoms';
import { changeAllFolders, changeDetail, hasMailScope, mailScopeAtom, reportMailFailureAtom } from '../atoms';
import { loadMailCountsAtom } from './get-mail-counts';

export const putMailMove = (body: MailMoveInput) => request('put', 'portalemail/move', mailMoveResponse, { json: body });

export type MoveTarget = { box: typeof MAIL_BOX.inbox | typeof MAIL_BOX.trash; folderId?: never } | { box: typeof MAIL_BOX.custom; folderId: number };

/** Answers whether the mails moved. */
export const moveMailAtom = atom(null, async (get, set, { mailBoxIds, to }: { mailBoxIds: readonly number[]; to: MoveTarget }) => {
  const scope = get(mailScopeAtom);
  if (!hasMailScope(scope) || mailBoxIds.length === 0) return false;
  const folderId = to.box === MAIL_BOX.custom ? to.folderId : 0;
  try {
    const { moved } = await putMailMove({ providerId: scope.providerId, mailBoxIds: [...mailBoxIds], boxCode: to.box, folderId: folderId || null });
    changeAllFolders(set, (s) => mailMoved(s, moved, { box: to.box, folderId }));
    for (const id of moved) {
      changeDetail(set, id, (m) => ({
        ...m,
        boxCode: to.box,
        folderId,
        trashedFrom: to.box === MAIL_BOX.trash ? homeBox({ box: m.boxCode, trashedFrom: m.trashedFrom }) : null,
      }));
    }
    set(pushMessageAtom, { key: to.box === MAIL_BOX.trash ? 'mailTrashed' : 'mailMoved' });
    void set(loadMailCountsAtom);
    return moved.length > 0;
  } catch (error) {
    set(reportMailFailureAtom, error);
    return false;
  }
});
