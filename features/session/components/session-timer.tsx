/**
 * Schedules the session check 60 s before expiry and ends the session when
 * the server's timeRemain passes (spec 4). The math lives in
 * domain/session-expiry; this only runs the timers.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { nextSessionStep } from '../../../domain/session-expiry';
import { ApiError } from '../../api/api-error';
import { refreshSessionAtom } from '../api/expiry-permissions';
import { logoutAtom } from '../api/logout';
import { sessionAtom } from '../atoms';

export function SessionTimer() {
  const session = useAtomValue(sessionAtom);
  const refresh = useSetAtom(refreshSessionAtom);
  const logout = useSetAtom(logoutAtom);
  const expiresAt = session?.profile ? session.expiresAt : null;

  useEffect(() => {
    if (expiresAt === null) return;
    const timers: number[] = [];
    const endSessionIn = (ms: number) =>
      timers.push(window.setTimeout(() => void logout({ reason: 'sessionInvalid', notifyServer: false }), ms));
    const step = nextSessionStep(Date.now(), expiresAt);
    if (step.kind === 'logout') {
      endSessionIn(step.inMs);
    } else {
      timers.push(
        window.setTimeout(() => {
          // A new expiresAt re-runs this effect: another check, or the final logout.
          refresh().catch((error: unknown) => {
            // A 401 already logged out in the client.
            if (error instanceof ApiError && error.status === 401) return;
            // Locked (423): the session still ends at its last known expiry unless unlocked first.
            if (error instanceof ApiError && error.status === 423) return endSessionIn(Math.max(0, expiresAt - Date.now()));
            // Unreachable server: the last known expiry still ends the session on time.
            console.warn('session check failed', error);
            endSessionIn(Math.max(0, expiresAt - Date.now()));
          });
        }, step.inMs),
      );
    }
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [expiresAt, refresh, logout]);

  return null;
}
