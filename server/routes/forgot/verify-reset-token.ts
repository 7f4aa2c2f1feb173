import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotCodeResponse, forgotErrorResponse, resetTokenParams } from '../../../domain/contract/forgot';
import { messages } from '../../../domain/messages';
import type { Config } from '../../config';
import { linkCheckBudgets } from '../../auth/recovery-budgets';

/**
 * GET /api/forgot/verify_reset_token/{token} (spec 7): 200 {code: 200,
 * message: ''} for a live link; 410 resetLinkUsed or resetLinkExpired; 404
 * tokenInvalid (spec 8) for a link that is unknown (a malformed one: 400
 * {message: tokenInvalid}). Unknown links count against the address.
 */
const verifyResetTokenRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/forgot/verify_reset_token/:token',
    {
      config: { public: true },
      schema: {
        tags: ['forgot'],
        summary: 'Whether an e-mailed reset link can still be used',
        security: [],
        params: resetTokenParams,
        response: { 200: forgotCodeResponse, 400: forgotErrorResponse, 404: forgotCodeResponse, 410: forgotCodeResponse, 429: forgotErrorResponse },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const reserved = await app.loginFailuresRepository.reserve(linkCheckBudgets(request.ip, config), now);
      if (!reserved) return reply.code(429).send({ code: 429, message: messages.tooManyRecoveryAttempts });
      const state = await app.accountRecoveryRepository.linkState(request.params.token, now);
      if (state !== 'invalid') await app.loginFailuresRepository.release(reserved, []);
      switch (state) {
        case 'live':
          return { code: 200, message: '' };
        case 'used':
          return reply.code(410).send({ code: 410, message: messages.resetLinkUsed });
        case 'expired':
          return reply.code(410).send({ code: 410, message: messages.resetLinkExpired });
        default:
          return reply.code(404).send({ code: 404, message: messages.tokenInvalid });
      }
    },
  );
};
export default verifyResetTokenRoute;
