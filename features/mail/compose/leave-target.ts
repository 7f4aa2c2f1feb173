/**
 * Where compose goes once it is done (a send, Discard): back to the previous
 * route, else the inbox, as app/use-go-back.ts does for Back (spec 2, with
 * the inbox for /daily: compose is a mail screen). The app's visited-path
 * list is out of a feature's reach, so the previous entry comes from the
 * Navigation API, whose entries() lists only this origin's; without that
 * API (older Safari, Firefox) the inbox it is.
 */
import { backDecision } from '../../../domain/route-guards';
import { paths } from '../../../domain/routes';
import { INBOX_PATH } from '../../../domain/mail/mail-routes';

export type LeaveTarget = { kind: 'history' } | { kind: 'navigate'; to: string };

/** The path of the history entry before this one when it is this app's, else null. */
export function previousAppPath(): string | null {
  if (!('navigation' in window) || !window.navigation?.currentEntry) return null;
  const index = window.navigation.currentEntry.index;
  if (index < 1) return null;
  const url = window.navigation.entries()[index - 1]?.url;
  if (!url) return null;
  const previous = new URL(url);
  return previous.origin === window.location.origin ? previous.pathname : null;
}

/** Back to the previous route, unless there is none, it is the root, or it is compose itself. */
export function leaveTarget(previous: string | null): LeaveTarget {
  if (previous === paths.composeEmail) return { kind: 'navigate', to: INBOX_PATH };
  const decision = backDecision(previous);
  return decision.kind === 'history' ? decision : { kind: 'navigate', to: INBOX_PATH };
}
