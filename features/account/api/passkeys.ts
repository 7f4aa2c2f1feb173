/** The user's own passkeys (issue 17 item 16): list, add (password, then the device), remove. */
import { atom } from 'jotai';
import {
  addPasskeyResponse,
  passkeyListResponse,
  passkeyOptionsResponse,
  removePasskeyResponse,
  type PasskeySummary,
} from '../../../domain/contract/passkeys';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { createPasskey } from '../../session/api/passkey-ceremony';
import { passkeysAtom } from '../atoms';

/** Loads the list into passkeysAtom. Throws ApiError. */
export const loadPasskeysAtom = atom(null, async (_get, set, signal?: AbortSignal) => {
  const { passkeys } = await request('get', 'account/passkeys', passkeyListResponse, { signal });
  set(passkeysAtom, passkeys);
});

/**
 * The password first (the server checks it under the login limits), then the
 * device makes the passkey, then the server verifies and stores it. Throws
 * ApiError (the server's text) or PasskeyNotUsed (the device gave none).
 * No session check: a wrong password must not sign the user out.
 */
export const addPasskeyAtom = atom(null, async (get, set, currentPassword: string): Promise<PasskeySummary> => {
  const { options } = await request('post', 'account/passkeys/options', passkeyOptionsResponse, {
    json: { currentPassword },
    sessionCheck: false,
  });
  const response = await createPasskey(options);
  const { passkey } = await request('post', 'account/passkeys', addPasskeyResponse, { json: { response }, sessionCheck: false });
  set(passkeysAtom, [...(get(passkeysAtom) ?? []), passkey]);
  return passkey;
});

/** Removes one; a passkey already gone (404) is gone from the list too. Throws ApiError. */
export const removePasskeyAtom = atom(null, async (get, set, id: number): Promise<void> => {
  try {
    await request('delete', `account/passkeys/${id}`, removePasskeyResponse);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  set(passkeysAtom, (get(passkeysAtom) ?? []).filter((p) => p.id !== id));
});
