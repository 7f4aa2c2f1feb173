import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idParam } from '../../domain/contract/common';
import { type AuthUser, authUserOf } from '../auth/auth-user';
import { type SessionCache, sessionCache } from '../auth/session-cache';
import { deviceMatches, KEEP_COOKIE } from '../auth/keep-cookie';
import { hashSessionToken } from '../auth/tokens';
import { messages } from '../../domain/messages';
import { HttpError, unauthorized } from '../errors';
import { isLocked } from '../repositories/sessions-repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, forgot-password, the OpenAPI document). */
    public?: boolean;
    /** false: reading this route does not extend the session (expiry_permissions). */
    slideSession?: boolean;
    /** Answered for a locked kept session too (unlock, logout); every other route answers 423. */
    whileLocked?: boolean;
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

/** A locked kept session: 423 with the spec's session message (spec 8), so the browser shows its lock screen, not a logout. */
export const sessionLocked = (): HttpError => new HttpError(423, messages.sessionInvalid);

/**
 * The `token` and `userid` headers must name a live session of that user
 * (spec 7). Every call but expiry_permissions slides the idle expiry, so a
 * phone left alone is signed out while one in use is not.
 *
 * A kept session (issue 17 item 16) also needs its device cookie on every
 * call (else 401, as a wrong token), and once idle past the lock time it
 * answers 423 to all but unlock and logout, and does not slide.
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
      const sessions = app.sessionsRepository;
      let found = sliding ? cache.get(tokenHash, userId.data, now.getTime()) : null;
      // Another process may have seen the session used since this one cached it: ask before refusing.
      if (found && isLocked(found.session, now, sessions.lockIdle)) found = null;
      if (!found) {
        found = await sessions.authenticate(tokenHash, userId.data, now);
        if (!found) throw unauthorized();
        if (sliding) cache.remember(tokenHash, found, now.getTime());
      }
      const { session, user } = found;
      if (!deviceMatches(session.deviceHash, request.cookies[KEEP_COOKIE])) throw unauthorized();
      if (!config.whileLocked && isLocked(session, now, sessions.lockIdle)) throw sessionLocked();
      let expiresAt = session.expiresAt;
      if (sliding) {
        const slid = await sessions.slideActivity(session, now);
        expiresAt = slid.expiresAt;
        if (expiresAt !== session.expiresAt || slid.activeAt !== session.activeAt) cache.slid(session.id, expiresAt, slid.activeAt);
      }
      // The permitted list is read only if a check needs it (authorization.ts), at most once per request.
      const users = app.usersRepository;
      request.user = authUserOf(found, expiresAt, () => users.permittedList(user.id));
    });
  },
  { name: 'authenticate', dependencies: ['repositories'] },
);
