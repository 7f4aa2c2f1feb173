/** The signed-in user's own account settings (issue 14): the security question. */
import { atom } from 'jotai';
import type { SecurityQuestionResponse } from '../../domain/contract/account';

/** The questions one may choose and the one chosen (null until loaded). */
export const securityQuestionAtom = atom<SecurityQuestionResponse | null>(null);
