/** GET auth/logout, then clear the session and reload on /login (spec 4). */
import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import type { MessageKey } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { request } from '../../api/client';
import { flashMessageAtom } from '../../api/popup-atoms';
import { loggingOutAtom, sessionAtom, type StoredSession } from '../atoms';

// Loaded with the call: the login page itself needs no zod (issue 16).
const logoutResponse = () => import('../../../domain/contract/auth').then((c) => c.logoutResponse);

export const callLogout = (): Promise<unknown> => request('get', 'auth/logout', logoutResponse, { sessionCheck: false });

export interface LogoutOptions {
  /** Shown on the login page after the reload (e.g. 'sessionInvalid'). */
  reason?: MessageKey;
  /** Tell the server (default true); skipped when its answer was already a 401. */
  notifyServer?: boolean;
}

/**
 * Calls to make while the session still holds, before auth/logout ends it
 * (e.g. features/install's subscription/remove). Each gets at most
 * LOGOUT_TASK_MS and its failure never stops the logout.
 */
export const logoutTasks = new Set<(session: StoredSession) => Promise<unknown>>();
const LOGOUT_TASK_MS = 3_000;

async function runLogoutTasks(session: StoredSession): Promise<void> {
  const bounded = [...logoutTasks].map((task) =>
    Promise.race([task(session), new Promise((resolve) => setTimeout(resolve, LOGOUT_TASK_MS))]),
  );
  await Promise.allSettled(bounded);
}

/** Replaced in unit tests, where there is no page to reload. */
export const reloadOnLogin = { go: (): void => window.location.assign(paths.login) };

export const logoutAtom = atom(null, async (get, set, { reason, notifyServer = true }: LogoutOptions = {}) => {
  // Several failing calls may ask at once; the first one wins.
  if (get(loggingOutAtom)) return;
  set(loggingOutAtom, true);
  try {
    const session = get(sessionAtom);
    if (notifyServer && session) {
      await runLogoutTasks(session);
      await callLogout().catch(() => undefined);
    }
  } finally {
    set(sessionAtom, RESET);
    if (reason) set(flashMessageAtom, reason);
    reloadOnLogin.go();
  }
});
