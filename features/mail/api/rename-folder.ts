/** PUT portalemail/folder/{folderId}: renames a custom folder. */
import { atom } from 'jotai';
import { mailFolderResponse } from '../../../domain/contract/mail';
import { request } from '../../api/client';
import { mailFolderListAtom } from '../atoms';
import { withFolder } from './add-folder';
import { checkFolderName, folderFailure, type FolderOutcome } from './folder-name';

export const putMailFolder = (folderId: number, name: string) =>
  request('put', `portalemail/folder/${folderId}`, mailFolderResponse, { json: { name } });

export const renameMailFolderAtom = atom(null, async (get, set, { folderId, name }: { folderId: number; name: string }): Promise<FolderOutcome> => {
  const checked = checkFolderName(name);
  if (!checked.ok) return checked;
  try {
    const { folder } = await putMailFolder(folderId, checked.name);
    const before = get(mailFolderListAtom).data?.emailFolder.find((f) => f.id === folderId);
    set(mailFolderListAtom, (s) => withFolder(s, { count: before?.count ?? 0, unread: before?.unread ?? 0, ...folder }));
    return { ok: true };
  } catch (error) {
    return folderFailure(error);
  }
});
