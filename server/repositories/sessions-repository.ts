import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../db/schema/index';
import type { AuthUserColumns } from '../auth/auth-user';
import { hashSessionToken, newSessionToken } from '../auth/tokens';

export interface SessionPolicy {
  /** Idle timeout, seconds. */
  ttl: number;
  /** Absolute lifetime, seconds. */
  maxAge: number;
}

/** Sliding more often than this would write on every request for nothing. */
const SLIDE_GRANULARITY_MS = 60_000;

/** When a session ends unless used: its idle and its absolute expiry. */
export type SessionExpiry = Pick<SessionRow, 'expiresAt' | 'absoluteExpiresAt'>;

/** What the authenticate hook needs of a session: its id and expiries (slide's input). */
export type LiveSession = Pick<SessionRow, 'id' | 'expiresAt' | 'absoluteExpiresAt'>;

/** A live session with its user's request columns: what `authenticate` answers (and auth/session-cache.ts keeps). */
export interface SessionLookup {
  session: LiveSession;
  user: AuthUserColumns;
}

/** findLive's rule, on placeholders. */
const liveWhere = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  eq(sessions.userId, sql.placeholder('userId')),
  gt(sessions.expiresAt, sql.placeholder('now')),
  gt(sessions.absoluteExpiresAt, sql.placeholder('now')),
  eq(users.isActive, true),
);

export function sessionsRepository(db: Db, policy: SessionPolicy) {
  /*
   * Every authenticated request runs this: built once, prepared once per
   * connection, one round trip. Only the user columns requests use
   * (AuthUserColumns), never the password hash.
   */
  const authenticateQuery = db
    .select({
      session: { id: sessions.id, expiresAt: sessions.expiresAt, absoluteExpiresAt: sessions.absoluteExpiresAt },
      user: {
        id: users.id,
        username: users.username,
        role: users.role,
        userType: users.userType,
        subscriberId: users.subscriberId,
        firstName: users.firstName,
        lastName: users.lastName,
        timezone: users.timezone,
        videoUserId: users.videoUserId,
        connectUserId: users.connectUserId,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveWhere)
    .limit(1)
    .prepare('auth_session');

  return {
    async create(userId: number, now = new Date()): Promise<{ token: string; session: SessionRow }> {
      const token = newSessionToken();
      const absoluteExpiresAt = new Date(now.getTime() + policy.maxAge * 1000);
      const expiresAt = new Date(Math.min(now.getTime() + policy.ttl * 1000, absoluteExpiresAt.getTime()));
      const [session] = await db
        .insert(sessions)
        .values({ tokenHash: hashSessionToken(token), userId, expiresAt, absoluteExpiresAt })
        .returning();
      return { token, session: session! };
    },

    /** The live session for this token and user id, with its user; null if none, expired or mismatched. */
    async findLive(token: string, userId: number, now = new Date()): Promise<{ session: SessionRow; user: UserRow } | null> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, hashSessionToken(token)),
            eq(sessions.userId, userId),
            gt(sessions.expiresAt, now),
            gt(sessions.absoluteExpiresAt, now),
            eq(users.isActive, true),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * findLive for the HTTP hook, by the token's hash (the hook also keys its
     * session cache by it): the session's expiries and the user's
     * AuthUserColumns, one prepared statement.
     */
    async authenticate(
      tokenHash: string,
      userId: number,
      now = new Date(),
    ): Promise<SessionLookup | null> {
      const [row] = await authenticateQuery.execute({ tokenHash, userId, now: now.toISOString() });
      return row ?? null;
    },

    /**
     * Moves the idle expiry to now + ttl (never past the absolute expiry),
     * at most once a minute (a tenth of a shorter ttl) per session, and once
     * more to reach the absolute expiry. Returns the expiry in force.
     */
    async slide(session: LiveSession, now = new Date()): Promise<Date> {
      const target = Math.min(now.getTime() + policy.ttl * 1000, session.absoluteExpiresAt.getTime());
      // A tenth of a short idle timeout: with a flat minute, a TTL under a minute would never slide.
      const granularity = Math.min(SLIDE_GRANULARITY_MS, policy.ttl * 100);
      const gain = target - session.expiresAt.getTime();
      // Up to the absolute expiry even by less: else a session in use ends idle just before it.
      const reachesAbsolute = target === session.absoluteExpiresAt.getTime() && gain > 0;
      if (gain < granularity && !reachesAbsolute) return session.expiresAt;
      const expiresAt = new Date(target);
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
      return expiresAt;
    },

    /**
     * Which of these sessions are still live (findLive's rule), with their
     * expiries: one query for every socket whose session reached its known expiry.
     */
    async liveExpiries(ids: readonly number[], now = new Date()): Promise<Map<number, SessionExpiry>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: sessions.id, expiresAt: sessions.expiresAt, absoluteExpiresAt: sessions.absoluteExpiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            inArray(sessions.id, [...ids]),
            gt(sessions.expiresAt, now),
            gt(sessions.absoluteExpiresAt, now),
            eq(users.isActive, true),
          ),
        );
      return new Map(rows.map(({ id, ...expiry }) => [id, expiry]));
    },

    async deleteById(id: number): Promise<boolean> {
      const rows = await db.delete(sessions).where(eq(sessions.id, id)).returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** Housekeeping: drop sessions that can no longer be used. */
    async deleteExpired(now = new Date()): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.absoluteExpiresAt, now)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
