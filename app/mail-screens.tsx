/**
 * The mail routes' bodies (spec 2): the mailboxes, a box's or custom
 * folder's list, and the detail screen, each behind the role-24 permission
 * gate. Lives in app/ because leaving a screen uses the app's history.
 */
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { mailTexts } from '../domain/messages';
import { mailListPath, viewOfRoute, type MailListType } from '../domain/mail/mail-routes';
import { backDecision } from '../domain/route-guards';
import { isMailType, type MailType } from '../domain/routes';
import { mailFolderNameAtom } from '../features/mail/atoms';
import { MailboxesScreen } from '../features/mail/components/mailboxes-screen';
import { MailDetailScreen } from '../features/mail/components/mail-detail-screen';
import { MailListScreen } from '../features/mail/components/mail-list-screen';
import { MailPermissionGate } from './mail-permission-gate';
import { previousPathAtom } from './navigation-atoms';

/** A mail route's title: the box's name, a custom folder's own name (once known). */
export function mailTitle(type: string | undefined, folderId: string | undefined, folderName: (id: number) => string | undefined): string {
  if (!isMailType(type)) return mailTexts.mail;
  const view = viewOfRoute(type, folderId);
  if (type === 'custom') return view ? (folderName(view.folderId) ?? mailTexts.folderTitle) : mailTexts.mailboxesTitle;
  return type === 'mailboxes' ? mailTexts.mailboxesTitle : mailTexts[type];
}

/** /emails/{type} and /folder/{type}/{folderId}: a list, or the mailboxes for 'mailboxes' (and a custom folder with no id). */
export function MailListRoute({ type, folderId }: { type: MailType; folderId?: string }) {
  const folderName = useAtomValue(mailFolderNameAtom);
  const view = viewOfRoute(type, folderId);
  return (
    <MailPermissionGate>
      {view ? (
        <MailListScreen key={`${view.box}:${view.folderId}`} box={view.box} folderId={view.folderId} label={mailTitle(type, folderId, folderName)} />
      ) : (
        <MailboxesScreen />
      )}
    </MailPermissionGate>
  );
}

/** /emails/{type}/{id}: once the mail leaves the list it was opened from, back to that list. */
export function MailDetailRoute({ type, id }: { type: MailListType; id: number }) {
  const previous = useAtomValue(previousPathAtom);
  const [, navigate] = useLocation();
  const leave = () => {
    if (backDecision(previous).kind === 'history') window.history.back();
    else navigate(mailListPath(type), { replace: true });
  };
  return (
    <MailPermissionGate>
      <MailDetailScreen type={type} mailBoxId={id} onLeave={leave} />
    </MailPermissionGate>
  );
}
