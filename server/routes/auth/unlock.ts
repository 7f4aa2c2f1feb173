import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unlockBody, unlockResponse } from '../../../domain/contract/auth';
import { errorBody } from '../../../domain/contract/common';
import { messages } from '../../../domain/messages';
import { DEVICE_COOKIE } from '../../auth/device-cookie';
import { loginBudgets } from '../../auth/login-budgets';
import { verifyPassword } from '../../auth/passwords';
import type { Config } from '../../config';
import { HttpError, unauthorized } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { openLockedSession } from './open-locked-session';

/**
 * POST /api/auth/unlock { password } (issue 17 item 16): opens a kept
 * session that locked after idle time. The password is checked as login
 * checks it, under login's failure budgets: a wrong one counts against the
 * username like a failed login, and too many answer 429. Answered while
 * locked, and it does not slide the session unless the password is right.
 */
const unlockRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/auth/unlock',
    {
      config: { slideSession: false, whileLocked: true },
      schema: {
        tags: ['auth'],
        summary: 'Unlock a kept session with the password',
        body: unlockBody,
        response: { 200: unlockResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const now = new Date();
      const user = await app.usersRepository.findById(auth.id);
      if (!user || !user.isActive) throw unauthorized();
      const deviceToken = request.cookies[DEVICE_COOKIE];
      const found = deviceToken ? await app.trustedDevicesRepository.find(deviceToken, now) : null;
      const device = found && found.userId === user.id ? found : null;
      const budgets = loginBudgets({ username: user.username, address: request.ip, deviceId: device?.id ?? null }, config);

      // As login: counted before hashing, so parallel guesses cannot all pass the check.
      const reserved = await app.loginFailuresRepository.reserve(budgets, now);
      if (!reserved) throw new HttpError(429, messages.tooManyLoginAttempts);
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        await app.loginFailuresRepository.sweep(now);
        request.log.info({ event: 'unlock_failed', userId: user.id }, 'unlock failed');
        throw new HttpError(401, messages.invalidCredentials);
      }
      await app.loginFailuresRepository.release(
        reserved,
        budgets.filter((b) => b.forgiveOnSuccess).map((b) => b.key),
      );
      return openLockedSession(app, request, auth, now, 'password');
    },
  );
};
export default unlockRoute;
