/** GET account/security_question: the questions and the user's choice. */
import { atom } from 'jotai';
import { securityQuestionResponse } from '../../../domain/contract/account';
import { request } from '../../api/client';
import { securityQuestionAtom } from '../atoms';

export const getSecurityQuestion = (signal?: AbortSignal) => request('get', 'account/security_question', securityQuestionResponse, { signal });

/** Loads the questions into securityQuestionAtom. Throws ApiError. */
export const loadSecurityQuestionAtom = atom(null, async (_get, set, signal?: AbortSignal) => {
  const answer = await getSecurityQuestion(signal);
  set(securityQuestionAtom, answer);
  return answer;
});
