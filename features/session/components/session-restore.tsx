/**
 * After a page load with a stored session, checks it with the server before
 * showing the app (a loader meanwhile), so a dead token never shows stale
 * screens. A 401 logs out through the API client.
 *
 * A kept session's lock screen (issue 17 item 16) stands in for the whole
 * app while it is locked: nothing behind it is rendered, only the timer
 * that still ends the session at its idle or absolute limit.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { messages } from '../../../domain/messages';
import { Loader } from '../../../ui/loader/loader';
import { ApiError } from '../../api/api-error';
import { refreshSessionAtom } from '../api/expiry-permissions';
import { logoutAtom } from '../api/logout';
import { lockedAtom, loggingOutAtom, sessionAtom } from '../atoms';
import { IdleLock } from './idle-lock';
import { SessionTimer } from './session-timer';

/* Shown only once a kept session locks: a page that never locks (/login's first among them) does not download it. */
const LockScreen = lazy(() => import('./lock-screen').then((m) => ({ default: m.LockScreen })));

export function SessionRestore({ children }: { children: ReactNode }) {
  const stored = useAtomValue(sessionAtom);
  const refresh = useSetAtom(refreshSessionAtom);
  const logout = useSetAtom(logoutAtom);
  const loggingOut = useAtomValue(loggingOutAtom);
  const locked = useAtomValue(lockedAtom);
  // Decided once, on the first render: later logins are not "restores".
  const [restoring, setRestoring] = useState(() => stored !== null);

  useEffect(() => {
    if (!restoring) return;
    let live = true;
    refresh()
      .catch((error: unknown) => {
        // 401 logged out, 423 locked (both through the API client).
        if (error instanceof ApiError && (error.status === 401 || error.status === 423)) return;
        // Half a login (no profile) cannot be used offline; a full one can.
        if (stored?.profile == null) void logout({ notifyServer: false });
      })
      .finally(() => {
        if (live) setRestoring(false);
      });
    return () => {
      live = false;
    };
    // Runs once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (loggingOut) return <Loader overlay label={messages.signingOut} />;
  if (locked) {
    return (
      <>
        <SessionTimer />
        <Suspense fallback={<Loader overlay label={messages.sessionRestoring} />}>
          <LockScreen />
        </Suspense>
      </>
    );
  }
  if (restoring) return <Loader overlay label={messages.sessionRestoring} />;
  return (
    <>
      <IdleLock />
      {children}
    </>
  );
}
