/**
 * The app's one Jotai store, and the wiring of the API client to the session:
 * features/api cannot import features/session (session builds on it), so the
 * app connects them here.
 */
import { createStore } from 'jotai';
import { configureApiClient, pushMessageAtom } from '../features/api';
import { lockSessionAtom, logoutAtom, sessionAtom } from '../features/session';

export const appStore = createStore();

configureApiClient({
  getAuth: () => {
    const session = appStore.get(sessionAtom);
    return session ? { userId: session.userId, token: session.token } : null;
  },
  onUnauthorized: (message) => {
    // The session check is on only while a session exists (spec 7).
    if (!appStore.get(sessionAtom)) return;
    appStore.set(pushMessageAtom, { text: message });
    void appStore.set(logoutAtom, { reason: 'sessionInvalid', notifyServer: false });
  },
  onLocked: () => appStore.set(lockSessionAtom),
});
