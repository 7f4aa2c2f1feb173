/**
 * The forgot-password state (spec 3): userId, question, wrongEmail,
 * insuranceQuestions, token, resetToken, resetTokenVerified.
 *
 * The attempt (userId, question, insuranceQuestions, token) lives in session
 * storage: /forgot_questions needs it after a reload, and its guard (spec 2)
 * reads forgotUserIdAtom. It is never kept beyond the tab.
 */
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';

const tabStorage = <T>() => createJSONStorage<T>(() => sessionStorage);

/**
 * The attempt's id that forgot/verify gave (spec 3 'userId': the attempt, not
 * the user, so it tells nothing about the account). /forgot_questions needs
 * it (spec 2).
 */
export const forgotUserIdAtom = atomWithStorage<number | null>('meadow.forgot.userId', null, tabStorage(), { getOnInit: true });

/** The security question's text. */
export const forgotQuestionAtom = atomWithStorage<string | null>('meadow.forgot.question', null, tabStorage(), { getOnInit: true });

/** The insurance check questions, answered in this order. */
export const forgotInsuranceQuestionsAtom = atomWithStorage<string[]>('meadow.forgot.insurance', [], tabStorage(), { getOnInit: true });

/** The attempt's token, sent back with the answers. */
export const forgotTokenAtom = atomWithStorage<string | null>('meadow.forgot.token', null, tabStorage(), { getOnInit: true });

/** forgot/verify gave no usable details (spec 5): the e-mail screen says so. */
export const forgotWrongEmailAtom = atom(false);

/** The token of the e-mailed link being used (/forgot_reset/{token}). */
export const resetTokenAtom = atom<string | null>(null);

export const RESET_TOKEN_STATES = { unverified: 0, verified: 1, invalid: -1 } as const;
export type ResetTokenVerified = (typeof RESET_TOKEN_STATES)[keyof typeof RESET_TOKEN_STATES];

/** spec 4: unverified (0), verified (1), invalid (-1). */
export const resetTokenVerifiedAtom = atom<ResetTokenVerified>(RESET_TOKEN_STATES.unverified);

/** Why the link is invalid (the server's text: not valid, expired or used). */
export const resetTokenProblemAtom = atom<string | null>(null);

export interface ForgotAttempt {
  id: number;
  question: string;
  token: string;
  insurance: string[];
}

/** Stores what forgot/verify found, or (null) marks the e-mail wrong. */
export const setForgotAttemptAtom = atom(null, (_get, set, attempt: ForgotAttempt | null) => {
  if (!attempt) {
    set(clearForgotAttemptAtom);
    set(forgotWrongEmailAtom, true);
    return;
  }
  set(forgotWrongEmailAtom, false);
  set(forgotUserIdAtom, attempt.id);
  set(forgotQuestionAtom, attempt.question);
  set(forgotInsuranceQuestionsAtom, attempt.insurance);
  set(forgotTokenAtom, attempt.token);
});

/** Forgets the attempt (after the answers were accepted, or to start again). */
export const clearForgotAttemptAtom = atom(null, (_get, set) => {
  set(forgotUserIdAtom, RESET);
  set(forgotQuestionAtom, RESET);
  set(forgotInsuranceQuestionsAtom, RESET);
  set(forgotTokenAtom, RESET);
  set(forgotWrongEmailAtom, false);
});

/** Forgets the reset link's state (after the password was set, or on leaving the screen). */
export const clearResetTokenAtom = atom(null, (_get, set) => {
  set(resetTokenAtom, null);
  set(resetTokenVerifiedAtom, RESET_TOKEN_STATES.unverified);
  set(resetTokenProblemAtom, null);
});
