/** DELETE portalemail/folder/{folderId}: the folder goes, its mail back to the inbox (nothing is lost). */
import { atom } from 'jotai';
import { mailFolderDeleteResponse } from '../../../domain/contract/mail';
import { viewKey } from '../../../domain/mail/mail-routes';
import { MAIL_BOX } from '../../../domain/codes';
import { request } from '../../api/client';
import { mailFolderListAtom, mailFoldersAtom, reportMailFailureAtom } from '../atoms';
import { loadMailCountsAtom } from './get-mail-counts';

export const deleteMailFolder = (folderId: number) => request('delete', `portalemail/folder/${folderId}`, mailFolderDeleteResponse);

/** Answers whether the folder is gone. */
export const deleteMailFolderAtom = atom(null, async (_get, set, folderId: number): Promise<boolean> => {
  try {
    const { movedToInbox } = await deleteMailFolder(folderId);
    set(mailFolderListAtom, (s) => {
      if (!s.data) return s;
      const boxes = { ...s.data.boxes, inbox: { ...s.data.boxes.inbox, count: s.data.boxes.inbox.count + movedToInbox } };
      return { ...s, data: { ...s.data, boxes, emailFolder: s.data.emailFolder.filter((f) => f.id !== folderId) } };
    });
    const key = viewKey({ box: MAIL_BOX.custom, folderId });
    set(mailFoldersAtom, (m) => {
      if (!m.has(key)) return m;
      const next = new Map(m);
      next.delete(key);
      return next;
    });
    void set(loadMailCountsAtom);
    return true;
  } catch (error) {
    set(reportMailFailureAtom, error);
    return false;
  }
});
