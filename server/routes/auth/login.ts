import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { loginBody, loginResponse } from '../../../domain/contract/auth';
import { messages } from '../../../domain/messages';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { DEVICE_COOKIE, deviceCookieOptions } from '../../auth/device-cookie';
import { KEEP_COOKIE, keepCookieOptions } from '../../auth/keep-cookie';
import { newSessionToken } from '../../auth/tokens';
import { loginBudgets } from '../../auth/login-budgets';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';

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
    async (request, reply) => {
      const { username, password, keepSignedIn = false } = request.body;
      const now = new Date();
      const user = await app.usersRepository.findByUsername(username);
      // Looked up whether or not the username exists, so an unknown one costs the same.
      const deviceToken = request.cookies[DEVICE_COOKIE];
      const found = deviceToken ? await app.trustedDevicesRepository.find(deviceToken, now) : null;
      // A device is trusted only for the user who signed in on it.
      const device = found && user && found.userId === user.id ? found : null;
      const budgets = loginBudgets({ username, address: request.ip, deviceId: device?.id ?? null }, config);

      // Counted as a failure before hashing: parallel guesses cannot all pass a check made
      // while none has yet been recorded, and argon2 (~50 ms) is spent only within the limit.
      const reserved = await app.loginFailuresRepository.reserve(budgets, now);
      if (!reserved) throw new HttpError(429, messages.tooManyLoginAttempts);

      // Unknown users are verified against a dummy hash: same answer, similar time.
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !passwordOk || !user.isActive) {
        await app.loginFailuresRepository.sweep(now);
        request.log.info({ event: 'login_failed' }, 'login failed');
        throw new HttpError(401, messages.invalidCredentials);
      }

      await app.loginFailuresRepository.release(
        reserved,
        budgets.filter((b) => b.forgiveOnSuccess).map((b) => b.key),
      );
      let cookieToken: string;
      if (device && deviceToken) {
        await app.trustedDevicesRepository.touch(device.id, now);
        cookieToken = deviceToken;
      } else {
        cookieToken = await app.trustedDevicesRepository.create(user.id, now);
      }
      reply.setCookie(DEVICE_COOKIE, cookieToken, deviceCookieOptions(config, request));

      // Kept: a second secret, only in an HttpOnly cookie, binds the session to this browser (auth/keep-cookie.ts).
      const deviceSecret = keepSignedIn ? newSessionToken() : undefined;
      const { token, session } = await app.sessionsRepository.create(user.id, now, deviceSecret);
      if (deviceSecret) reply.setCookie(KEEP_COOKIE, deviceSecret, keepCookieOptions(config, request, session.absoluteExpiresAt, now));
      request.log.info({ event: 'login', userId: user.id, trustedDevice: device !== null, kept: keepSignedIn }, 'login');
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
