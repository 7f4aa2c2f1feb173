/** POST auth/unlock and auth/unlock/passkey: open a kept session's lock screen with the password or a passkey (issue 17 item 16). */
import { atom, type Getter, type Setter } from 'jotai';
import type { UnlockBody } from '../../../domain/contract/auth';
import type { PasskeyRequestOptions } from '../../../domain/contract/passkeys';
import { messages } from '../../../domain/messages';
import { expiresAtFrom } from '../../../domain/session-expiry';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { sessionAtom } from '../atoms';
import { logoutAtom } from './logout';
import { signWithPasskey } from './passkey-ceremony';

// Loaded with the call, as login's contract.
const unlockResponse = () => import('../../../domain/contract/auth').then((c) => c.unlockResponse);
const passkeyContract = () => import('../../../domain/contract/passkeys');

/**
 * Sends one unlock call. A refusal (a wrong password, a passkey that could
 * not be checked) is a 401 with its own text and keeps the session; a
 * session that ended meanwhile is the spec's 401 session message, and logs out.
 */
async function unlockVia(get: Getter, set: Setter, path: 'auth/unlock' | 'auth/unlock/passkey', json: object): Promise<void> {
  try {
    // sessionCheck off: a refused unlock's 401 must not end the session.
    const answer = await request('post', path, unlockResponse, { json, sessionCheck: false });
    const stored = get(sessionAtom);
    if (stored) set(sessionAtom, { ...stored, locked: false, expiresAt: expiresAtFrom(Date.now(), answer.timeRemain) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && error.message === messages.sessionInvalid) {
      await set(logoutAtom, { reason: 'sessionInvalid', notifyServer: false });
    }
    throw error;
  }
}

/** Unlocks with the password, or throws ApiError with the text to show. */
export const unlockAtom = atom(null, (get, set, body: UnlockBody): Promise<void> => unlockVia(get, set, 'auth/unlock', body));

/** The challenge for the user's passkeys; null when they have none (the lock screen then offers the password only). */
export const fetchPasskeyUnlockOptions = (): Promise<PasskeyRequestOptions | null> =>
  request('post', 'auth/unlock/passkey/options', () => passkeyContract().then((c) => c.unlockPasskeyOptionsResponse), {
    sessionCheck: false,
  }).then((answer) => answer.options);

/** Has the device sign the challenge, then unlocks; throws PasskeyNotUsed (nothing sent) or ApiError. */
export const unlockWithPasskeyAtom = atom(null, async (get, set, options: PasskeyRequestOptions): Promise<void> => {
  const response = await signWithPasskey(options);
  await unlockVia(get, set, 'auth/unlock/passkey', { response });
});
