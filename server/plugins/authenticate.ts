import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idParam } from '../../domain/contract/common';
import { type AuthUser, authUserOf } from '../auth/auth-user';
import { unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, forgot-password, the OpenAPI document). */
    public?: boolean;
    /** false: reading this route does not extend the session (expiry_permissions). */
    slideSession?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const headerValue = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** The signed-in user; only for routes behind the authenticate hook. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The `token` and `userid` headers must name a live session of that user
 * (spec 7). Every call but expiry_permissions slides the idle expiry, so a
 * phone left alone is signed out while one in use is not.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const config = request.routeOptions.config;
      if (config.public) return;
      const token = headerValue(request.headers.token);
      const userIdText = headerValue(request.headers.userid);
      // The ids' one spelling (canonical, within PostgreSQL's integer): '01' is not user 1, and 2147483648 names nobody.
      const userId = idParam.safeParse(userIdText);
      if (!token || !userId.success) throw unauthorized();
      // One prepared statement: the session and the user's request columns (never the password hash).
      const found = await app.sessionsRepository.authenticate(token, userId.data);
      if (!found) throw unauthorized();
      const { session, user } = found;
      const expiresAt =
        config.slideSession === false ? session.expiresAt : await app.sessionsRepository.slide(session);
      // The permitted list is read only if a check needs it (authorization.ts), at most once per request.
      const users = app.usersRepository;
      request.user = authUserOf(found, expiresAt, () => users.permittedList(user.id));
    });
  },
  { name: 'authenticate', dependencies: ['repositories'] },
);
