import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import matchAnswersRoute from './match-answers';
import resetPasswordRoute from './reset-password';
import verifyRoute from './verify';
import verifyResetTokenRoute from './verify-reset-token';

/** Forgot-password (issue 14, spec 7): four public calls. */
const forgotRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(verifyRoute, { config });
  await app.register(matchAnswersRoute, { config });
  await app.register(verifyResetTokenRoute, { config });
  await app.register(resetPasswordRoute, { config });
};
export default forgotRoutes;
