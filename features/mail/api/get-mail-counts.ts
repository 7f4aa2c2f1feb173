/**
 * GET portalemail/getInboxUnreadMailCount/{userId}/{favouriteFlag}/{providerId}:
 * the unread ids and the inbox count of the selected provider (spec 4:
 * unread ids drive the badges).
 */
import { atom } from 'jotai';
import { mailCountResponse, type MailCountResponse } from '../../../domain/contract/mail';
import { request } from '../../api/client';
import { hasMailScope, mailCountsAtom, mailScopeAtom, type MailScope } from '../atoms';

export const getMailCounts = ({ userId, providerId }: MailScope): Promise<MailCountResponse> =>
  // The badge counts every unread mail, whatever the lists' favourites mode.
  request('get', `portalemail/getInboxUnreadMailCount/${userId}/0/${providerId}`, mailCountResponse);

/**
 * Reads the counts. Quiet on failure: the badge keeps its last value (a
 * delegate without e-mail permission has no mail counts to show, and the
 * mail screens say why when entered).
 */
export const loadMailCountsAtom = atom(null, async (get, set) => {
  const scope = get(mailScopeAtom);
  if (!hasMailScope(scope)) return;
  try {
    const answer = await getMailCounts(scope);
    const now = get(mailScopeAtom);
    if (now.userId !== scope.userId || now.providerId !== scope.providerId) return;
    set(mailCountsAtom, { providerId: scope.providerId, unreadMailIds: answer.unreadMailIds, unreadCount: answer.unreadCount, inboxCount: answer.inboxCount });
  } catch {
    // Kept as it was; the next visit or reconnect asks again.
  }
});
