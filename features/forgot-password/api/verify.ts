/** POST forgot/verify ({email}): the attempt's details (spec 7), or wrongEmail (spec 5). */
import { atom } from 'jotai';
import { z } from 'zod';
import { forgotVerifyBody, forgotVerifyResponse, type ForgotVerifyBody } from '../../../domain/contract/forgot';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { setForgotAttemptAtom, type ForgotAttempt } from '../atoms';

const BAD_REQUEST = 400;

/** Signed out, so no session to check: a 401 here could only be the server's own word. */
export const postForgotVerify = (body: ForgotVerifyBody) => request('post', 'forgot/verify', z.unknown(), { json: body, sessionCheck: false });

/**
 * spec 5: the details must include id, question, token and insurance, else
 * the e-mail is wrong. Read leniently here: a partial answer is wrongEmail,
 * not a server error.
 */
export function attemptOf(value: unknown): ForgotAttempt | null {
  const parsed = forgotVerifyResponse.safeParse(value);
  if (!parsed.success) return null;
  const { id, question, token, insurance } = parsed.data.details;
  if (id < 1 || question.trim() === '' || token === '') return null;
  return { id, question, token, insurance };
}

export type ForgotVerifyOutcome = 'questions' | 'wrongEmail';

/**
 * Asks for the attempt of `email`: 'questions' once it is stored (go on to
 * /forgot_questions), 'wrongEmail' for a malformed address, a 400 or missing
 * details. Throws ApiError otherwise (429: the server's text).
 */
export const forgotVerifyAtom = atom(null, async (_get, set, email: string): Promise<ForgotVerifyOutcome> => {
  const body = forgotVerifyBody.safeParse({ email });
  if (!body.success) {
    set(setForgotAttemptAtom, null);
    return 'wrongEmail';
  }
  let answer: unknown;
  try {
    answer = await postForgotVerify(body.data);
  } catch (error) {
    if (error instanceof ApiError && error.status === BAD_REQUEST) {
      set(setForgotAttemptAtom, null);
      return 'wrongEmail';
    }
    throw error;
  }
  const attempt = attemptOf(answer);
  set(setForgotAttemptAtom, attempt);
  return attempt ? 'questions' : 'wrongEmail';
});
