/**
 * POST forgot/match_answers ({answers, id, token}): the HTTP status is the
 * code (spec 7: 200 success, 401 invalid, other failure), so its 401 means
 * wrong answers, not a lost session.
 */
import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import { forgotCodeResponse, type ForgotMatchAnswersBody } from '../../../domain/contract/forgot';
import { messages } from '../../../domain/messages';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { forgotInsuranceQuestionsAtom, forgotQuestionAtom, forgotTokenAtom, forgotUserIdAtom } from '../atoms';

const OK = 200;
const WRONG_ANSWERS = 401;
const TOO_MANY = 429;

export const postMatchAnswers = (body: ForgotMatchAnswersBody) =>
  request('post', 'forgot/match_answers', forgotCodeResponse, { json: body, sessionCheck: false });

export interface MatchAnswersOutcome {
  /** The answers were accepted and the link is on its way. */
  sent: boolean;
  /** What the screen shows (spec 8). */
  message: string;
  /** The attempt cannot be used again (closed, expired): the user starts again from the e-mail. */
  startAgain?: boolean;
}

/**
 * spec 8: 200 'Please check your email…', 401 'Ooops! …', any other code the
 * unsuccessful text; a 429 keeps the server's text, which says how long to wait.
 */
export function matchAnswersOutcome(result: { code: number } | unknown): MatchAnswersOutcome {
  if (result instanceof ApiError) {
    if (result.status === WRONG_ANSWERS) return { sent: false, message: messages.forgotAnswersWrong };
    if (result.status === TOO_MANY) return { sent: false, message: result.message };
    return { sent: false, message: messages.forgotUnsuccessful, startAgain: !result.isServerFailure };
  }
  const code = typeof result === 'object' && result !== null && 'code' in result ? result.code : null;
  if (code === OK) return { sent: true, message: messages.forgotEmailSent };
  if (code === WRONG_ANSWERS) return { sent: false, message: messages.forgotAnswersWrong };
  return { sent: false, message: messages.forgotUnsuccessful };
}

/**
 * Sends the answers of the stored attempt. On success the question and the
 * token are forgotten at once; the attempt's id stays until the screen is
 * left (the /forgot_questions guard needs it to show the result).
 */
export const matchAnswersAtom = atom(
  null,
  async (get, set, answers: ForgotMatchAnswersBody['answers']): Promise<MatchAnswersOutcome> => {
    const id = get(forgotUserIdAtom);
    const token = get(forgotTokenAtom);
    if (id === null || token === null) return { sent: false, message: messages.forgotUnsuccessful };
    let outcome: MatchAnswersOutcome;
    try {
      outcome = matchAnswersOutcome(await postMatchAnswers({ id, token, answers }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcome = matchAnswersOutcome(error);
    }
    if (outcome.sent) {
      set(forgotQuestionAtom, RESET);
      set(forgotInsuranceQuestionsAtom, RESET);
      set(forgotTokenAtom, RESET);
    }
    return outcome;
  },
);
