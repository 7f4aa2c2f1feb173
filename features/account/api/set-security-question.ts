/** POST account/security_question: sets the question and its answer (the current password confirms it). */
import { atom } from 'jotai';
import { setSecurityQuestionResponse, type SetSecurityQuestionBody } from '../../../domain/contract/account';
import { request } from '../../api/client';
import { pushMessageAtom } from '../../api/popup-atoms';
import { securityQuestionAtom } from '../atoms';

/**
 * No session check: a wrong current password must not sign the user out
 * whatever status the server gives it; a really lost session ends with the
 * session timer.
 */
export const postSecurityQuestion = (body: SetSecurityQuestionBody) =>
  request('post', 'account/security_question', setSecurityQuestionResponse, { json: body, sessionCheck: false });

/** Saves, remembers the chosen question and says so in the global popup. Throws ApiError (the server's text). */
export const saveSecurityQuestionAtom = atom(null, async (get, set, body: SetSecurityQuestionBody) => {
  await postSecurityQuestion(body);
  const current = get(securityQuestionAtom);
  if (current) set(securityQuestionAtom, { ...current, questionId: body.questionId });
  set(pushMessageAtom, { key: 'securityQuestionSaved' });
});
