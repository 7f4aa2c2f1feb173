import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { loginBody, loginResponse } from '../../../domain/contract/auth';
import { messages } from '../../../domain/messages';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import { addressKey, usernameKey } from '../../repositories/login-failures-repository';

/** POST /api/auth/login (spec 7): { data: { token, userID, timeRemain } }. */
const loginRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username and password',
        security: [],
        body: loginBody,
        response: { 200: loginResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const userKey = usernameKey(username);
      const ipKey = addressKey(request.ip);
      const failures = app.loginFailuresRepository;

      // Refuse before hashing: argon2 costs ~50 ms, so the limit also protects availability.
      const counts = await failures.counts([userKey, ipKey]);
      if ((counts.get(userKey) ?? 0) >= config.loginMaxFailures || (counts.get(ipKey) ?? 0) >= config.loginMaxFailuresPerIp) {
        throw new HttpError(429, messages.tooManyLoginAttempts);
      }

      const user = await app.usersRepository.findByUsername(username);
      // Unknown users are verified against a dummy hash: same answer, similar time.
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !passwordOk || !user.isActive) {
        await failures.record([userKey, ipKey]);
        request.log.info({ event: 'login_failed' }, 'login failed');
        throw new HttpError(401, messages.invalidCredentials);
      }

      await failures.clear(userKey);
      const now = new Date();
      const { token, session } = await app.sessionsRepository.create(user.id, now);
      request.log.info({ event: 'login', userId: user.id }, 'login');
      return {
        data: {
          token,
          userID: user.id,
          timeRemain: Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000),
        },
      };
    },
  );
};
export default loginRoute;
