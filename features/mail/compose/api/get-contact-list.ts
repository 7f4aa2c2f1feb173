/**
 * GET portalemail/getContactList/{userId}/{providerId} (spec 7): who the
 * user may write to in the provider's mail, and their signatures. Who is
 * on the list is the server's decision (a portal client sees only the
 * practice's providers and staff); compose only offers what it answers.
 */
import { atom } from 'jotai';
import { mailContactListResponse, type MailContactListResponse } from '../../../../domain/contract/mail';
import { request } from '../../../api/client';
import { hasMailScope, mailScopeAtom, reportMailFailureAtom, type MailScope } from '../../atoms';
import { mailContactsAtom } from '../atoms';

export const getContactList = ({ userId, providerId }: MailScope): Promise<MailContactListResponse> =>
  request('get', `portalemail/getContactList/${userId}/${providerId}`, mailContactListResponse);

/** Reads the list for the selected provider (again on each compose visit: contacts and signatures change). */
export const loadMailContactsAtom = atom(null, async (get, set): Promise<void> => {
  const scope = get(mailScopeAtom);
  if (!hasMailScope(scope)) return;
  try {
    const answer = await getContactList(scope);
    if (get(mailScopeAtom).providerId !== scope.providerId) return;
    set(mailContactsAtom, { providerId: scope.providerId, ...answer });
  } catch (error) {
    set(reportMailFailureAtom, error);
  }
});
