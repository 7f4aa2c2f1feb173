/**
 * The offer to add a passkey (issue 27 item 14): made once a user chose
 * 'Keep me signed in' (a passkey only unlocks a kept session), on a browser
 * that can make one, until they answer it. The answer is remembered for the
 * device; 'Add' opens the Security screen, where the password confirms it.
 */
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { sessionAtom } from '../session/atoms';
import { passkeysSupported } from '../session/api/passkey-ceremony';

export const PASSKEY_OFFER_KEY = 'meadow.passkeyOffer';

/** The Security screen's passkeys section: /security_question#passkeys. */
export const PASSKEYS_ANCHOR = 'passkeys';

export type PasskeyOfferAnswer = 'add' | 'not_now';

export const passkeyOfferAnswerAtom = atomWithStorage<PasskeyOfferAnswer | null>(
  PASSKEY_OFFER_KEY,
  null,
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);

/** Read once per page load: a browser does not gain WebAuthn while open. */
const supported = passkeysSupported();

export const passkeyOfferShownAtom = atom((get) => {
  const session = get(sessionAtom);
  return supported && session?.kept === true && session.locked !== true && session.profile !== null && get(passkeyOfferAnswerAtom) === null;
});
