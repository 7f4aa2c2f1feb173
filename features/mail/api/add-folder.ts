/** POST portalemail/folder: a new custom folder. */
import { atom } from 'jotai';
import { mailFolderResponse, type MailFolder } from '../../../domain/contract/mail';
import { request } from '../../api/client';
import { mailFolderListAtom, type FolderListState } from '../atoms';
import { checkFolderName, folderFailure, type FolderOutcome } from './folder-name';

export const postMailFolder = (name: string) => request('post', 'portalemail/folder', mailFolderResponse, { json: { name } });

const byName = (a: MailFolder, b: MailFolder): number => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

export function withFolder(state: FolderListState, folder: MailFolder): FolderListState {
  if (!state.data) return state;
  const others = state.data.emailFolder.filter((f) => f.id !== folder.id);
  return { ...state, data: { ...state.data, emailFolder: [...others, folder].sort(byName) } };
}

export const addMailFolderAtom = atom(null, async (_get, set, rawName: string): Promise<FolderOutcome> => {
  const checked = checkFolderName(rawName);
  if (!checked.ok) return checked;
  try {
    const { folder } = await postMailFolder(checked.name);
    set(mailFolderListAtom, (s) => withFolder(s, { ...folder, count: 0, unread: 0 }));
    return { ok: true };
  } catch (error) {
    return folderFailure(error);
  }
});
