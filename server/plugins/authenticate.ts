import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idParam } from '../../domain/contract/common';
import { type AuthUser, authUserOf } from '../auth/auth-user';
import { type SessionCache, sessionCache } from '../auth/session-cache';
import { hashSessionToken } from '../auth/tokens';
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
    /** Recent session lookups (auth/session-cache.ts); the realtime plugin keeps it consistent across processes. */
    sessionCache: SessionCache;
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
    const cache = sessionCache();
    app.decorate('sessionCache', cache);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const config = request.routeOptions.config;
      if (config.public) return;
      const token = headerValue(request.headers.token);
      const userIdText = headerValue(request.headers.userid);
      // The ids' one spelling (canonical, within PostgreSQL's integer): '01' is not user 1, and 2147483648 names nobody.
      const userId = idParam.safeParse(userIdText);
      if (!token || !userId.success) throw unauthorized();
      const tokenHash = hashSessionToken(token);
      const now = new Date();
      // Routes that answer the session's own expiry (slideSession false) always read it from the database.
      const sliding = config.slideSession !== false;
      // One prepared statement: the session and the user's request columns (never the password hash).
      let found = sliding ? cache.get(tokenHash, userId.data, now.getTime()) : null;
      if (!found) {
        found = await app.sessionsRepository.authenticate(tokenHash, userId.data, now);
        if (!found) throw unauthorized();
        if (sliding) cache.remember(tokenHash, found, now.getTime());
      }
      const { session, user } = found;
      let expiresAt = session.expiresAt;
      if (sliding) {
        expiresAt = await app.sessionsRepository.slide(session, now);
        if (expiresAt !== session.expiresAt) cache.slid(session.id, expiresAt);
      }
      // The permitted list is read only if a check needs it (authorization.ts), at most once per request.
      const users = app.usersRepository;
      request.user = authUserOf(found, expiresAt, () => users.permittedList(user.id));
    });
  },
  { name: 'authenticate', dependencies: ['repositories'] },
);
