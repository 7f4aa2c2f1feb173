/** GET auth/expiry_permissions: refreshes the session without sliding its expiry. */
import { atom } from 'jotai';
import type { ExpiryPermissions } from '../../../domain/contract/auth';
import { isValidRoleAndType } from '../../../domain/roles';
import { request } from '../../api/client';
import { sessionAtom } from '../atoms';
import { sessionFromPermissions } from '../session-from-permissions';
import { logoutAtom } from './logout';

// Loaded with the call: the login page itself needs no zod (issue 16).
const expiryPermissionsResponse = () => import('../../../domain/contract/auth').then((c) => c.expiryPermissionsResponse);

export const getExpiryPermissions = (signal?: AbortSignal): Promise<ExpiryPermissions> =>
  request('get', 'auth/expiry_permissions', expiryPermissionsResponse, { signal });

/**
 * Fetches the session's facts and stores them; ends the session if the
 * role/type makes no sense (spec 4). Returns whether the session goes on.
 */
export const refreshSessionAtom = atom(null, async (get, set): Promise<boolean> => {
  const answer = await getExpiryPermissions();
  const stored = get(sessionAtom);
  if (!stored) return false;
  if (!isValidRoleAndType(answer)) {
    await set(logoutAtom, { reason: 'forbidden' });
    return false;
  }
  set(sessionAtom, sessionFromPermissions(stored, answer, Date.now()));
  return true;
});
