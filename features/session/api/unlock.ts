/** POST auth/unlock: opens a kept session's lock screen with the password (issue 17 item 16). */
import { atom } from 'jotai';
import type { UnlockBody } from '../../../domain/contract/auth';
import { messages } from '../../../domain/messages';
import { expiresAtFrom } from '../../../domain/session-expiry';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { sessionAtom } from '../atoms';
import { logoutAtom } from './logout';

// Loaded with the call, as login's contract.
const unlockResponse = () => import('../../../domain/contract/auth').then((c) => c.unlockResponse);

/**
 * Unlocks, or throws ApiError with the text to show: a wrong password is
 * login's 401 (its text shown, the session kept); a session that ended
 * meanwhile is the spec's 401 session message, and logs out.
 */
export const unlockAtom = atom(null, async (get, set, body: UnlockBody): Promise<void> => {
  try {
    // sessionCheck off: a wrong password's 401 must not end the session.
    const answer = await request('post', 'auth/unlock', unlockResponse, { json: body, sessionCheck: false });
    const stored = get(sessionAtom);
    if (stored) set(sessionAtom, { ...stored, locked: false, expiresAt: expiresAtFrom(Date.now(), answer.timeRemain) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && error.message === messages.sessionInvalid) {
      await set(logoutAtom, { reason: 'sessionInvalid', notifyServer: false });
    }
    throw error;
  }
});
