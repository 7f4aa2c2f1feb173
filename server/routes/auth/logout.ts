import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoutResponse } from '../../../domain/contract/auth';
import { errorBody } from '../../../domain/contract/common';
import { clearedKeepCookieOptions, KEEP_COOKIE } from '../../auth/keep-cookie';
import type { Config } from '../../config';
import { requireUser } from '../../plugins/authenticate';

/**
 * GET /api/auth/logout (spec 7): ends the session the headers name, and its
 * sockets. Answered while a kept session is locked too. Logging out of a
 * kept session ends every kept session of the user ("log out everywhere"
 * for the devices that stay signed in), so one logout revokes them all.
 */
const logoutRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/auth/logout',
    {
      config: { slideSession: false, whileLocked: true },
      schema: { tags: ['auth'], summary: 'End the session', response: { 200: logoutResponse, 401: errorBody } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const ended = [user.sessionId];
      await app.sessionsRepository.deleteById(user.sessionId);
      if (user.kept) {
        ended.push(...(await app.sessionsRepository.deleteKeptOf(user.id)));
        reply.clearCookie(KEEP_COOKIE, clearedKeepCookieOptions(config, request));
      }
      // A socket authorised with these tokens must not outlive them.
      for (const id of new Set(ended)) app.realtime.endSession(id);
      request.log.info({ event: 'logout', userId: user.id, kept: user.kept, ended: ended.length }, 'logout');
      return { success: true as const };
    },
  );
};
export default logoutRoute;
