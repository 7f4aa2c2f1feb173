/**
 * The mail routes' bodies (spec 2): compose, the mailboxes, a box's or
 * custom folder's list, and the detail screen, each behind the role-24
 * permission gate. Lives in app/ because leaving a screen uses the app's
 * history. Loaded on demand with the mail routes.
 */
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { mailListPath, viewOfRoute, type MailListType } from '../domain/mail/mail-routes';
import { backDecision } from '../domain/route-guards';
import type { MailType } from '../domain/routes';
import { mailFolderNameAtom } from '../features/mail';
import { ComposeScreen, MailboxesScreen, MailDetailScreen, MailListScreen } from '../features/mail/lazy';
import { MailPermissionGate } from './mail-permission-gate';
import { previousPathAtom } from './navigation-atoms';
import { mailTitle } from './route-titles';

/** /compose_email: a draft belongs to the selected provider's mail, behind the gate. */
export function ComposeRoute() {
  return (
    <MailPermissionGate>
      <ComposeScreen />
    </MailPermissionGate>
  );
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
