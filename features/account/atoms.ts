/** The signed-in user's own account settings: the security question (issue 14) and passkeys (issue 17). */
import { atom } from 'jotai';
import type { SecurityQuestionResponse } from '../../domain/contract/account';
import type { PasskeySummary } from '../../domain/contract/passkeys';

/** The questions one may choose and the one chosen (null until loaded). */
export const securityQuestionAtom = atom<SecurityQuestionResponse | null>(null);

/** The user's own passkeys (issue 17 item 16), oldest first; null until loaded. */
export const passkeysAtom = atom<PasskeySummary[] | null>(null);
