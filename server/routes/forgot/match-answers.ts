import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normaliseAnswer, normaliseMemberId } from '../../../domain/account/security-questions';
import { forgotCodeResponse, forgotErrorResponse, forgotMatchAnswersBody } from '../../../domain/contract/forgot';
import { messages } from '../../../domain/messages';
import type { Config } from '../../config';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import { answerBudgets } from '../../auth/recovery-budgets';
import { enqueueEmail } from '../../jobs/send-jobs';

/**
 * POST /api/forgot/match_answers {answers: {question, insurance}, id, token}
 * (spec 7, 8). The HTTP status is the body's code:
 * - 200 forgotEmailSent: the security answer (case and spacing aside) and
 *   the insurance check (the member ID of the user's client record, or
 *   nothing when none is on file) match; a single-use link goes to the
 *   user's address after the commit (a send job of the same transaction), and the attempt is closed.
 * - 401 forgotAnswersWrong: a wrong answer; the third closes the attempt.
 *   A decoy attempt always ends here, after the same argon2 work.
 * - 403 forgotUnsuccessful: no usable attempt (unknown id, wrong token,
 *   expired, closed): the user starts again from the e-mail.
 * - 429 tooManyRecoveryAttempts: the address's budget is spent.
 */
const matchAnswersRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/forgot/match_answers',
    {
      config: { public: true },
      schema: {
        tags: ['forgot'],
        summary: 'Answer the security question and the insurance check',
        security: [],
        body: forgotMatchAnswersBody,
        response: { 200: forgotCodeResponse, 400: forgotErrorResponse, 401: forgotCodeResponse, 403: forgotCodeResponse, 429: forgotErrorResponse },
      },
    },
    async (request, reply) => {
      const { id, token, answers } = request.body;
      const repo = app.accountRecoveryRepository;
      const now = new Date();
      if (!(await app.loginFailuresRepository.reserve(answerBudgets(request.ip, config), now))) {
        return reply.code(429).send({ code: 429, message: messages.tooManyRecoveryAttempts });
      }

      // Counted before it is checked; the same queries and the same argon2 verify whatever the attempt is.
      const attempt = await repo.reserveAnswer(id, token, now);
      const onFile = await repo.answersOnFile(attempt?.userId ?? null);
      const answerOk = await verifyPassword(onFile.answerHash ?? (await dummyPasswordHash()), normaliseAnswer(answers.question));
      if (!attempt) return reply.code(403).send({ code: 403, message: messages.forgotUnsuccessful });

      const insuranceOk = normaliseMemberId(answers.insurance[0] ?? '') === normaliseMemberId(onFile.insuranceId);
      const matched =
        attempt.userId !== null && onFile.email !== null && onFile.questionId === attempt.questionId && answerOk && insuranceOk;
      if (!matched || attempt.userId === null || onFile.email === null) {
        await repo.closeIfSpent(attempt, now);
        request.log.info({ event: 'recovery_answers_wrong' }, 'recovery answers wrong');
        return reply.code(401).send({ code: 401, message: messages.forgotAnswersWrong });
      }

      const userId = attempt.userId;
      // The link's e-mail is a job in the link's own transaction (the outbox): sent after the commit, retried, never lost.
      const resetToken = await repo.succeed(attempt.id, userId, now, (tx, link) =>
        enqueueEmail(tx, { template: 'passwordReset', userId, token: link.token, expiresAt: link.expiresAt.getTime() }),
      );
      if (!resetToken) return reply.code(403).send({ code: 403, message: messages.forgotUnsuccessful });
      request.wakeJobs = true;
      request.log.info({ event: 'recovery_link_sent', userId: attempt.userId }, 'recovery link sent');
      return { code: 200, message: messages.forgotEmailSent };
    },
  );
};
export default matchAnswersRoute;
