/** GET forgot/verify_reset_token/{token}: is the e-mailed link still good (spec 4: unverified → 1 or -1)? */
import { atom } from 'jotai';
import { forgotCodeResponse, resetTokenParams } from '../../../domain/contract/forgot';
import { messages } from '../../../domain/messages';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { RESET_TOKEN_STATES, resetTokenAtom, resetTokenProblemAtom, resetTokenVerifiedAtom } from '../atoms';

const OK = 200;

export const getVerifyResetToken = (token: string) =>
  request('get', `forgot/verify_reset_token/${encodeURIComponent(token)}`, forgotCodeResponse, { sessionCheck: false });

/**
 * Checks `token`: verified (1), or invalid (-1) with the server's reason
 * (not valid, expired, already used). A token that cannot be one of ours is
 * not sent at all.
 */
export const verifyResetTokenAtom = atom(null, async (get, set, token: string): Promise<void> => {
  set(resetTokenAtom, token);
  set(resetTokenVerifiedAtom, RESET_TOKEN_STATES.unverified);
  set(resetTokenProblemAtom, null);
  const invalid = (problem: string) => {
    if (get(resetTokenAtom) !== token) return; // another link was opened meanwhile
    set(resetTokenVerifiedAtom, RESET_TOKEN_STATES.invalid);
    set(resetTokenProblemAtom, problem);
  };
  if (!resetTokenParams.safeParse({ token }).success) return invalid(messages.tokenInvalid);
  try {
    const answer = await getVerifyResetToken(token);
    if (answer.code !== OK) return invalid(answer.message || messages.tokenInvalid);
    if (get(resetTokenAtom) === token) set(resetTokenVerifiedAtom, RESET_TOKEN_STATES.verified);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    invalid(error.message);
  }
});
