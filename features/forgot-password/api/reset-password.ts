/** POST forgot/reset_password (password fields, token): code and message (spec 7). */
import { atom } from 'jotai';
import { forgotCodeResponse, type ForgotResetPasswordBody } from '../../../domain/contract/forgot';
import { messages } from '../../../domain/messages';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { pushMessageAtom } from '../../api/popup-atoms';
import { clearForgotAttemptAtom, clearResetTokenAtom, resetTokenAtom } from '../atoms';

const OK = 200;

export const postResetPassword = (body: ForgotResetPasswordBody) =>
  request('post', 'forgot/reset_password', forgotCodeResponse, { json: body, sessionCheck: false });

export type ResetPasswordOutcome = { ok: true } | { ok: false; message: string };

/**
 * Sets the new password with the verified link's token. Success forgets the
 * whole forgot-password state; a failure (spec 8) shows the server's text in
 * the global popup and hands it back for the form too.
 */
export const resetPasswordAtom = atom(
  null,
  async (get, set, passwords: { password: string; confirmPassword: string }): Promise<ResetPasswordOutcome> => {
    const token = get(resetTokenAtom);
    const fail = (message: string): ResetPasswordOutcome => {
      set(pushMessageAtom, { text: message });
      return { ok: false, message };
    };
    if (token === null) return fail(messages.tokenInvalid);
    try {
      const answer = await postResetPassword({ token, ...passwords });
      if (answer.code !== OK) return fail(answer.message || messages.serverError);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return fail(error.message);
    }
    set(clearForgotAttemptAtom);
    set(clearResetTokenAtom);
    return { ok: true };
  },
);
