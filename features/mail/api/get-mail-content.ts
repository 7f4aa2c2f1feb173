/**
 * GET email/getContent/{userId}/{mailId}/{mailType}/{providerId}: one mail
 * for the detail screen. Opening a received mail marks it read on the
 * server (spec 4), so the lists and the badge follow at once.
 */
import { atom } from 'jotai';
import type { MailBoxCode } from '../../../domain/codes';
import { mailContentResponse, type MailContentResponse } from '../../../domain/contract/mail';
import { mailTexts } from '../../../domain/messages';
import { mailRead } from '../../../domain/mail/folder-state';
import { request } from '../../api/client';
import {
  changeAllFolders,
  changeCounts,
  countsAfterRead,
  hasMailScope,
  isMailPermissionRefusal,
  loadFailureText,
  mailDetailAtom,
  mailScopeAtom,
  reportMailFailureAtom,
  type MailScope,
} from '../atoms';

export const getMailContent = ({ userId, providerId }: MailScope, mailBoxId: number, mailType: MailBoxCode): Promise<MailContentResponse> =>
  request('get', `email/getContent/${userId}/${mailBoxId}/${mailType}/${providerId}`, mailContentResponse);

/** Reads a mail onto the detail screen; a failure leaves the screen its Try again. */
export const openMailAtom = atom(null, async (get, set, { mailBoxId, mailType }: { mailBoxId: number; mailType: MailBoxCode }) => {
  const scope = get(mailScopeAtom);
  if (!hasMailScope(scope)) return;
  set(mailDetailAtom, (d) =>
    d?.mailBoxId === mailBoxId && d.mail ? { ...d, status: 'loading', error: null } : { mailBoxId, status: 'loading', mail: null, error: null },
  );
  try {
    const { mail } = await getMailContent(scope, mailBoxId, mailType);
    if (get(mailScopeAtom).providerId !== scope.providerId || get(mailDetailAtom)?.mailBoxId !== mailBoxId) return;
    set(mailDetailAtom, { mailBoxId, status: 'ready', mail, error: null });
    if (mail.readStatus === 1) {
      // Counted before the lists change: they tell whether it was unread.
      changeCounts(get, set, (c) => countsAfterRead(get, c, [mailBoxId]));
      changeAllFolders(set, (s) => mailRead(s, [mailBoxId], 1));
    }
  } catch (error) {
    if (get(mailDetailAtom)?.mailBoxId !== mailBoxId) return;
    if (isMailPermissionRefusal(error)) set(reportMailFailureAtom, error);
    set(mailDetailAtom, { mailBoxId, status: 'failed', mail: null, error: loadFailureText(error, mailTexts.mailLoadFailed) });
  }
});
