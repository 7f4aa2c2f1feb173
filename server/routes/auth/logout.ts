import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoutResponse } from '../../../domain/contract/auth';
import { errorBody } from '../../../domain/contract/common';
import { requireUser } from '../../plugins/authenticate';

/** GET /api/auth/logout (spec 7): ends the session the headers name, and its sockets. */
const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/logout',
    {
      config: { slideSession: false },
      schema: { tags: ['auth'], summary: 'End the session', response: { 200: logoutResponse, 401: errorBody } },
    },
    async (request) => {
      const user = requireUser(request);
      await app.sessionsRepository.deleteById(user.sessionId);
      // A socket authorised with this token must not outlive it.
      app.realtime.endSession(user.sessionId);
      return { success: true as const };
    },
  );
};
export default logoutRoute;
