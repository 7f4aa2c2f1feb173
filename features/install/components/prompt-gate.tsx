/**
 * The add-to-home-screen and notification prompts (spec 2 'Popups', 4) and
 * what goes with them: while either shows, the loader shows instead of the
 * app; a signed-in user with notifications allowed gets the push
 * subscription (re)sent when it changed. Mount once, around the routes.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { messages } from '../../../domain/messages';
import { Loader } from '../../../ui/loader/loader';
import { sessionAtom, signedInAtom } from '../../session/atoms';
import {
  acceptInstallAtom,
  dismissInstallAtom,
  dismissNotificationsAtom,
  dontAskInstallAtom,
  dontAskNotificationsAtom,
  turnOnNotificationsAtom,
} from '../actions';
import { syncPushSubscriptionAtom } from '../api/add-subscription';
import { activePromptAtom, notificationPermissionAtom, promptBusyAtom } from '../atoms';
import { notificationPermission } from '../browser';
import { countVisitAtom, markSessionAttendedAtom } from '../portal-wait';
import * as styles from './prompt-gate.css';

/** The dialog (Radix) loads when a prompt first shows: most page loads, /login's first among them, show none (issue 16). */
const PromptDialog = lazy(() => import('./prompt-dialog').then((m) => ({ default: m.PromptDialog })));

function Prompts() {
  const prompt = useAtomValue(activePromptAtom);
  const busy = useAtomValue(promptBusyAtom);
  const acceptInstall = useSetAtom(acceptInstallAtom);
  const dontAskInstall = useSetAtom(dontAskInstallAtom);
  const dismissInstall = useSetAtom(dismissInstallAtom);
  const turnOn = useSetAtom(turnOnNotificationsAtom);
  const dontAskNotifications = useSetAtom(dontAskNotificationsAtom);
  const dismissNotifications = useSetAtom(dismissNotificationsAtom);

  if (!prompt) return null;
  if (prompt.kind === 'install') {
    const ios = prompt.flavour === 'ios';
    return (
      <PromptDialog
        data-testid="install-prompt"
        title={messages.installPromptTitle}
        description={ios ? messages.installPromptIosHint : messages.installPromptHint}
        yesLabel={ios ? messages.installPromptIosOk : messages.installPromptYes}
        busy={busy}
        onYes={() => void acceptInstall()}
        onDontAsk={dontAskInstall}
        onDismiss={dismissInstall}
      />
    );
  }
  return (
    <PromptDialog
      data-testid="notification-prompt"
      title={messages.notificationPromptTitle}
      description={messages.notificationPromptHint}
      yesLabel={messages.notificationPromptYes}
      busy={busy}
      onYes={() => void turnOn()}
      onDontAsk={dontAskNotifications}
      onDismiss={dismissNotifications}
    />
  );
}

/** Sends the subscription on sign-in and whenever notifications become allowed. */
function PushSubscriptionSync() {
  const signedIn = useAtomValue(signedInAtom);
  const userId = useAtomValue(sessionAtom)?.userId;
  const permission = useAtomValue(notificationPermissionAtom);
  const setPermission = useSetAtom(notificationPermissionAtom);
  const sync = useSetAtom(syncPushSubscriptionAtom);

  useEffect(() => {
    if (signedIn && permission === 'granted') void sync();
  }, [signedIn, userId, permission, sync]);

  // The permission may change in the site settings while the app is in the background.
  useEffect(() => {
    const reread = () => {
      if (document.visibilityState === 'visible') setPermission(notificationPermission());
    };
    document.addEventListener('visibilitychange', reread);
    return () => document.removeEventListener('visibilitychange', reread);
  }, [setPermission]);
  return null;
}

export interface PromptGateProps {
  children: ReactNode;
  /** No prompt now (a video call is on screen: the loader must never replace it); they come back afterwards. */
  suppressed?: boolean;
}

/** Counts the visits and notes the first session, which a portal user's prompts wait for. */
function PortalVisits({ inCall }: { inCall: boolean }) {
  const signedIn = useAtomValue(signedInAtom);
  const countVisit = useSetAtom(countVisitAtom);
  const markAttended = useSetAtom(markSessionAttendedAtom);
  useEffect(() => {
    if (signedIn) countVisit();
  }, [signedIn, countVisit]);
  useEffect(() => {
    if (inCall) markAttended();
  }, [inCall, markAttended]);
  return null;
}

export function PromptGate({ children, suppressed = false }: PromptGateProps) {
  const active = useAtomValue(activePromptAtom);
  const prompting = !suppressed && active !== null;
  return (
    <>
      {prompting ? (
        <div className={styles.loaderScreen} data-testid="prompt-loader">
          <Loader size="lg" label={messages.promptWaiting} />
        </div>
      ) : null}
      <div className={prompting ? styles.appHidden : styles.app}>{children}</div>
      {suppressed ? null : (
        <Suspense fallback={null}>
          <Prompts />
        </Suspense>
      )}
      <PushSubscriptionSync />
      <PortalVisits inCall={suppressed} />
    </>
  );
}
