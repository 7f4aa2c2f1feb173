import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INSURANCE_CHECK_QUESTION, securityQuestionText } from '../../../domain/account/security-questions';
import { errorBody } from '../../../domain/contract/common';
import { forgotErrorResponse, forgotVerifyBody, forgotVerifyResponse } from '../../../domain/contract/forgot';
import { messages } from '../../../domain/messages';
import type { Config } from '../../config';
import { answerNoSoonerThan, RECOVERY_VERIFY_FLOOR_MS } from '../../auth/answer-floor';
import { verifyBudgets } from '../../auth/recovery-budgets';

/**
 * POST /api/forgot/verify {email} (spec 7): starts an attempt and answers
 * details {id, question, token, insurance}.
 *
 * An address that matches no active user with a security question gets a
 * decoy attempt (user_id null): a question chosen by a keyed digest of the
 * address (the same one every time), the same shape, and the same queries
 * and insert, and the answer leaves no sooner than a fixed floor after the
 * request began (auth/answer-floor.ts), so neither the answer nor its timing
 * tells who has an account.
 * Several users with one address: the lowest id among those with a question.
 */
const verifyRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/forgot/verify',
    {
      config: { public: true },
      schema: {
        tags: ['forgot'],
        summary: 'Start a forgot-password attempt for an e-mail address',
        security: [],
        body: forgotVerifyBody,
        response: { 200: forgotVerifyResponse, 400: errorBody, 429: forgotErrorResponse },
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const { email } = request.body;
      const repo = app.accountRecoveryRepository;
      const now = new Date();
      const reserved = await app.loginFailuresRepository.reserve(verifyBudgets(request.ip, await repo.emailKey(email), config), now);
      if (!reserved) return reply.code(429).send({ code: 429, message: messages.tooManyRecoveryAttempts });

      const found = await repo.findRecoverable(email);
      // Computed for every address, used only for the unknown ones.
      const decoyQuestion = await repo.decoyQuestionId(email);
      const questionId = found?.questionId ?? decoyQuestion;
      const attempt = await repo.createAttempt({ userId: found?.userId ?? null, questionId, address: request.ip }, now);
      await app.loginFailuresRepository.sweep(now);
      await answerNoSoonerThan(startedAt, RECOVERY_VERIFY_FLOOR_MS);
      return {
        details: {
          id: attempt.id,
          question: securityQuestionText(questionId) ?? securityQuestionText(decoyQuestion)!,
          token: attempt.token,
          insurance: [INSURANCE_CHECK_QUESTION],
        },
      };
    },
  );
};
export default verifyRoute;
