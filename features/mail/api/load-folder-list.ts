/** GET portalemail/loadFolderList/{userId}/{providerId}: the custom folders and every box's counts. */
import { atom } from 'jotai';
import { mailFolderListResponse, type MailFolderListResponse } from '../../../domain/contract/mail';
import { request } from '../../api/client';
import { hasMailScope, isMailPermissionRefusal, mailFolderListAtom, mailScopeAtom, reportMailFailureAtom, type MailScope } from '../atoms';

export const getFolderList = ({ userId, providerId }: MailScope): Promise<MailFolderListResponse> =>
  request('get', `portalemail/loadFolderList/${userId}/${providerId}`, mailFolderListResponse);

/** Reads the folder list; the last one stays shown while it is read again. */
export const loadFolderListAtom = atom(null, async (get, set) => {
  const scope = get(mailScopeAtom);
  if (!hasMailScope(scope)) return;
  set(mailFolderListAtom, (s) => ({ ...s, status: 'loading' }));
  try {
    const data = await getFolderList(scope);
    if (get(mailScopeAtom).providerId !== scope.providerId) return;
    set(mailFolderListAtom, { status: 'ready', data });
  } catch (error) {
    if (isMailPermissionRefusal(error)) set(reportMailFailureAtom, error);
    set(mailFolderListAtom, (s) => ({ ...s, status: 'failed' }));
  }
});
