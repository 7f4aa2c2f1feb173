import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newPasswordProblem } from '../../../domain/account/password-rules';
import { forgotCodeResponse, forgotErrorResponse, forgotResetPasswordBody } from '../../../domain/contract/forgot';
import { messages } from '../../../domain/messages';
import type { Config } from '../../config';
import { isCommonPassword } from '../../auth/common-passwords';
import { hashPassword } from '../../auth/passwords';
import { resetBudgets } from '../../auth/recovery-budgets';
import { hashRecoveryToken, type ResetLinkState } from '../../repositories/account-recovery-repository';
import { enqueueEmail } from '../../jobs/send-jobs';

const linkRefusal: Record<Exclude<ResetLinkState, 'live'>, { code: 404 | 410; message: string }> = {
  invalid: { code: 404, message: messages.tokenInvalid },
  used: { code: 410, message: messages.resetLinkUsed },
  expired: { code: 410, message: messages.resetLinkExpired },
};

/**
 * POST /api/forgot/reset_password {token, password, confirmPassword}
 * (spec 7, 8): 200 {code: 200, message: passwordUpdated}. Refusals carry
 * code = HTTP status: 404/410 for the link (invalid / used / expired), 400
 * for the password (length 8-128 code points, the two differ, or on the
 * shipped list of breached passwords; NIST SP 800-63B, no composition
 * rules), 429 when the address or the link has had too many tries.
 *
 * One transaction locks the link, marks it used, sets the new hash and ends
 * every session, trusted device and other open link of the user; after the
 * commit, the ended sessions' sockets are closed in every process.
 */
const resetPasswordRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/forgot/reset_password',
    {
      config: { public: true },
      schema: {
        tags: ['forgot'],
        summary: 'Set a new password through an e-mailed link',
        security: [],
        body: forgotResetPasswordBody,
        response: { 200: forgotCodeResponse, 400: forgotErrorResponse, 404: forgotCodeResponse, 410: forgotCodeResponse, 429: forgotErrorResponse },
      },
    },
    async (request, reply) => {
      const { token, password, confirmPassword } = request.body;
      const repo = app.accountRecoveryRepository;
      const now = new Date();
      if (!(await app.loginFailuresRepository.reserve(resetBudgets(request.ip, hashRecoveryToken(token), config), now))) {
        return reply.code(429).send({ code: 429, message: messages.tooManyRecoveryAttempts });
      }
      const state = await repo.linkState(token, now);
      if (state !== 'live') return reply.code(linkRefusal[state].code).send(linkRefusal[state]);
      const problem = newPasswordProblem(password, confirmPassword) ?? (isCommonPassword(password) ? messages.passwordBreached : null);
      if (problem) return reply.code(400).send({ code: 400, message: problem });

      // Tell the owner, in case it was not them: a send job in the reset's transaction.
      const outcome = await repo.resetPassword(token, await hashPassword(password), now, (tx, done) =>
        enqueueEmail(tx, { template: 'passwordChanged', userId: done.userId }),
      );
      if (outcome.state !== 'done') return reply.code(linkRefusal[outcome.state].code).send(linkRefusal[outcome.state]);
      // Committed: no socket of an ended session may stay open, in any process.
      for (const sessionId of outcome.sessionIds) app.realtime.endSession(sessionId);
      request.wakeJobs = true;
      request.log.info({ event: 'password_reset', userId: outcome.userId, sessionsEnded: outcome.sessionIds.length }, 'password reset');
      return { code: 200, message: messages.passwordUpdated };
    },
  );
};
export default resetPasswordRoute;
