import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normaliseAnswer, SECURITY_QUESTIONS, securityQuestionText } from '../../../domain/account/security-questions';
import { securityQuestionResponse, setSecurityQuestionBody, setSecurityQuestionResponse } from '../../../domain/contract/account';
import { errorBody } from '../../../domain/contract/common';
import { messages } from '../../../domain/messages';
import type { Config } from '../../config';
import { confirmCurrentPassword } from '../../auth/confirm-password';
import { hashPassword } from '../../auth/passwords';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/authenticate';

/**
 * GET and POST /api/account/security_question (issue 14): any signed-in
 * user reads the question list and their own choice, and sets or changes
 * their question and answer. Changing it asks for the current password,
 * which counts against the login limits like a login does; the answer is
 * stored only as the argon2 hash of its normalised form.
 */
const securityQuestionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/account/security_question',
    {
      schema: {
        tags: ['account'],
        summary: "The security questions and the user's own choice",
        response: { 200: securityQuestionResponse, 401: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        questions: SECURITY_QUESTIONS.map((q) => ({ id: q.id, text: q.text })),
        questionId: await app.accountRecoveryRepository.questionOf(user.id),
      };
    },
  );

  app.post(
    '/account/security_question',
    {
      schema: {
        tags: ['account'],
        summary: "Set or change the user's security question and answer",
        body: setSecurityQuestionBody,
        response: { 200: setSecurityQuestionResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { questionId, answer, currentPassword } = request.body;
      if (securityQuestionText(questionId) === undefined) throw new HttpError(400, messages.securityQuestionRequired);

      await confirmCurrentPassword(app, request, config, user, currentPassword, 'security_question_password_wrong');

      const now = new Date();
      await app.accountRecoveryRepository.saveAnswer(user.id, questionId, await hashPassword(normaliseAnswer(answer)), now);
      request.log.info({ event: 'security_question_saved', userId: user.id }, 'security question saved');
      return { message: messages.securityQuestionSaved };
    },
  );
};
export default securityQuestionRoutes;
