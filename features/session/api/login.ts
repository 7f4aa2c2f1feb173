/** POST auth/login, then fetch the session's facts (spec 4). */
import { atom } from 'jotai';
import type { LoginBody } from '../../../domain/contract/auth';
import { expiresAtFrom } from '../../../domain/session-expiry';
import { request } from '../../api/client';
import { sessionAtom, splitScreenMonthlyAtom } from '../atoms';
import { refreshSessionAtom } from './expiry-permissions';

// The contract loads with the first call: the login page itself needs no zod (issue 16).
const loginResponse = () => import('../../../domain/contract/auth').then((c) => c.loginResponse);

export const postLogin = async (body: LoginBody) =>
  (await request('post', 'auth/login', loginResponse, { json: body, sessionCheck: false })).data;

/**
 * Signs in: stores the token, loads expiry_permissions (which validates the
 * role and type and picks the default provider) and turns split-screen
 * monthly on. Resolves true when the user is signed in. Throws ApiError.
 */
export const loginAtom = atom(null, async (_get, set, body: LoginBody): Promise<boolean> => {
  const data = await postLogin(body);
  set(sessionAtom, {
    userId: data.userID,
    token: data.token,
    expiresAt: expiresAtFrom(Date.now(), data.timeRemain),
    profile: null,
    ...(body.keepSignedIn ? { kept: true } : {}),
  });
  const ok = await set(refreshSessionAtom);
  if (ok) set(splitScreenMonthlyAtom, true);
  return ok;
});
