/** A signed-in dr.rivera (role 7, acting for herself, provider 2) or a delegate, for the mail atom tests. */
import type { createStore } from 'jotai';
import { configureApiClient } from '../../../../features/api/client';
import { sessionAtom, type SessionProfile } from '../../../../features/session/atoms';

export const USER = 2;
export const PROVIDER = 2;

export function profile(over: Partial<SessionProfile> = {}): SessionProfile {
  return {
    username: 'dr.rivera',
    userRole: 7,
    userType: 1,
    firstName: 'Ana',
    lastName: 'Rivera',
    middleName: '',
    namePrefix: '',
    nameSuffix: '',
    credentials: '',
    loggedInTimezone: 'America/New_York',
    userSubscription: null,
    videoUserId: null,
    connectUserId: null,
    subscriberId: null,
    permissionId: null,
    permissionStatus: null,
    clientNameFormat: 1,
    clientNameOrder: 1,
    permittedUserList: [],
    appUsers: [],
    unreadMailIds: [],
    emailPermission: {},
    selectedProviderId: PROVIDER,
    ...over,
  };
}

export function signIn(store: ReturnType<typeof createStore>, over: Partial<SessionProfile> = {}, userId = USER): void {
  store.set(sessionAtom, { userId, token: 'tok', expiresAt: Date.now() + 600_000, profile: profile(over) });
  configureApiClient({ getAuth: () => ({ userId, token: 'tok' }), onUnauthorized: () => undefined });
}
