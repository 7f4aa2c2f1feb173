/**
 * The user's signatures for the mailboxes screen. They come with
 * GET portalemail/getContactList/{userId}/{providerId}, so this reuses
 * compose's call rather than a second way to ask the same endpoint.
 */
import { atom } from 'jotai';
import { getContactList } from '../compose/api/get-contact-list';
import { hasMailScope, isMailPermissionRefusal, mailScopeAtom, mailSignaturesAtom, reportMailFailureAtom } from '../atoms';

/** Reads the list; the last one stays shown while it is read again. */
export const loadSignaturesAtom = atom(null, async (get, set): Promise<void> => {
  const scope = get(mailScopeAtom);
  if (!hasMailScope(scope)) return;
  set(mailSignaturesAtom, (s) => ({ ...s, status: 'loading' }));
  try {
    const { signatures } = await getContactList(scope);
    const now = get(mailScopeAtom);
    if (now.userId !== scope.userId || now.providerId !== scope.providerId) return;
    set(mailSignaturesAtom, { status: 'ready', list: signatures });
  } catch (error) {
    if (isMailPermissionRefusal(error)) set(reportMailFailureAtom, error);
    set(mailSignaturesAtom, (s) => ({ ...s, status: 'failed' }));
  }
});
