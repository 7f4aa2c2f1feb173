import { and, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { activityWriteDue, isLockedAt, KEPT_SESSION_LOCK_IDLE_SECONDS, lockAtMs } from '../../domain/session-lock';
import { deviceMatches } from '../auth/keep-cookie';
import type { Db } from '../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../db/schema/index';
import type { AuthUserColumns } from '../auth/auth-user';
import { hashSessionToken, newSessionToken } from '../auth/tokens';

export interface SessionPolicy {
  /** Idle timeout, seconds. */
  ttl: number;
  /** Absolute lifetime, seconds. */
  maxAge: number;
  /** Idle seconds after which a kept session locks (default domain/session-lock's). */
  lockIdle?: number;
}

/** Sliding more often than this would write on every request for nothing. */
const SLIDE_GRANULARITY_MS = 60_000;

/** When a session ends unless used: its idle and its absolute expiry. */
export type SessionExpiry = Pick<SessionRow, 'expiresAt' | 'absoluteExpiresAt'>;

/**
 * What the authenticate hook needs of a session: its id and expiries
 * (slide's input), and for a kept one its device hash and last activity.
 */
export type LiveSession = Pick<SessionRow, 'id' | 'expiresAt' | 'absoluteExpiresAt' | 'deviceHash' | 'activeAt'>;

/** A kept session's lock, from its row: never for an ordinary session. */
export const isLocked = (session: Pick<SessionRow, 'deviceHash' | 'activeAt'>, now: Date, lockIdle: number): boolean =>
  session.deviceHash !== null && isLockedAt(session.activeAt?.getTime() ?? 0, now.getTime(), lockIdle);

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
  const lockIdle = policy.lockIdle ?? KEPT_SESSION_LOCK_IDLE_SECONDS;
  /*
   * Every authenticated request runs this: built once, prepared once per
   * connection, one round trip. Only the user columns requests use
   * (AuthUserColumns), never the password hash.
   */
  const authenticateQuery = db
    .select({
      session: {
        id: sessions.id,
        expiresAt: sessions.expiresAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
        deviceHash: sessions.deviceHash,
        activeAt: sessions.activeAt,
      },
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

  /** How long a socket of this session may live: its expiry, or for a kept one also until it locks. */
  function socketExpiry(session: Pick<SessionRow, 'expiresAt' | 'absoluteExpiresAt' | 'deviceHash' | 'activeAt'>): SessionExpiry {
    const { expiresAt, absoluteExpiresAt, deviceHash, activeAt } = session;
    if (deviceHash === null) return { expiresAt, absoluteExpiresAt };
    const lockAt = lockAtMs(activeAt?.getTime() ?? 0, lockIdle);
    return { expiresAt: new Date(Math.min(expiresAt.getTime(), lockAt)), absoluteExpiresAt };
  }

  /**
   * slide, and for a kept session also its last activity (at most once a
   * minute, domain/session-lock.ts), in one write. Returns both in force.
   */
  async function slideActivity(session: LiveSession, now = new Date()): Promise<{ expiresAt: Date; activeAt: Date | null }> {
    const target = Math.min(now.getTime() + policy.ttl * 1000, session.absoluteExpiresAt.getTime());
    // A tenth of a short idle timeout: with a flat minute, a TTL under a minute would never slide.
    const granularity = Math.min(SLIDE_GRANULARITY_MS, policy.ttl * 100);
    const gain = target - session.expiresAt.getTime();
    // Up to the absolute expiry even by less: else a session in use ends idle just before it.
    const reachesAbsolute = target === session.absoluteExpiresAt.getTime() && gain > 0;
    const slides = gain >= granularity || reachesAbsolute;
    const active =
      session.deviceHash !== null && activityWriteDue(session.activeAt?.getTime() ?? 0, now.getTime(), lockIdle);
    if (!slides && !active) return { expiresAt: session.expiresAt, activeAt: session.activeAt };
    const expiresAt = slides ? new Date(target) : session.expiresAt;
    const activeAt = active ? now : session.activeAt;
    await db
      .update(sessions)
      .set(active ? { expiresAt, activeAt } : { expiresAt })
      .where(eq(sessions.id, session.id));
    return { expiresAt, activeAt };
  }

  return {
    /**
     * A new session. With `deviceSecret` it is a kept one: bound to the
     * browser holding that secret (auth/keep-cookie.ts) and locking when idle.
     */
    async create(userId: number, now = new Date(), deviceSecret?: string): Promise<{ token: string; session: SessionRow }> {
      const token = newSessionToken();
      const absoluteExpiresAt = new Date(now.getTime() + policy.maxAge * 1000);
      const expiresAt = new Date(Math.min(now.getTime() + policy.ttl * 1000, absoluteExpiresAt.getTime()));
      const kept = deviceSecret === undefined ? {} : { deviceHash: hashSessionToken(deviceSecret), activeAt: now };
      const [session] = await db
        .insert(sessions)
        .values({ tokenHash: hashSessionToken(token), userId, expiresAt, absoluteExpiresAt, ...kept })
        .returning();
      return { token, session: session! };
    },

    /** The idle seconds after which a kept session locks. */
    lockIdle,

    /**
     * The live session for this token and user id, with its user; null if
     * none, expired or mismatched, and for a kept session also if the device
     * secret is not its own or it is locked (the Socket.IO handshake: a
     * locked session's sockets hear nothing until it is unlocked).
     */
    async findLive(
      token: string,
      userId: number,
      now = new Date(),
      kept: { deviceSecret?: string; allowLocked?: boolean } = {},
    ): Promise<{ session: SessionRow; user: UserRow } | null> {
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
      if (!row || !deviceMatches(row.session.deviceHash, kept.deviceSecret)) return null;
      if (!kept.allowLocked && isLocked(row.session, now, lockIdle)) return null;
      return row;
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
      return (await slideActivity(session, now)).expiresAt;
    },

    slideActivity,

    /**
     * Unlocks a kept session after its password was given again: active
     * now, and the idle expiry slid as any call would. Returns the expiry.
     */
    async unlock(sessionId: number, now = new Date()): Promise<Date | null> {
      const idle = new Date(now.getTime() + policy.ttl * 1000);
      const [row] = await db
        .update(sessions)
        .set({ activeAt: now, expiresAt: sql`least(${idle}::timestamptz, ${sessions.absoluteExpiresAt})` })
        .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now)))
        .returning({ expiresAt: sessions.expiresAt });
      return row?.expiresAt ?? null;
    },

    /** Ends every kept session of the user ("log out everywhere" of kept devices); returns their ids. */
    async deleteKeptOf(userId: number): Promise<number[]> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), isNotNull(sessions.deviceHash)))
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },

    /**
     * Which of these sessions are still live (findLive's rule), with their
     * expiries: one query for every socket whose session reached its known expiry.
     */
    async liveExpiries(
      ids: readonly number[],
      now = new Date(),
      { allowLocked = false }: { allowLocked?: boolean } = {},
    ): Promise<Map<number, SessionExpiry>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: sessions.id,
          expiresAt: sessions.expiresAt,
          absoluteExpiresAt: sessions.absoluteExpiresAt,
          deviceHash: sessions.deviceHash,
          activeAt: sessions.activeAt,
        })
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
      // A kept session's sockets live only until it locks: a locked one is not live for them.
      if (allowLocked) return new Map(rows.map(({ id, expiresAt, absoluteExpiresAt }) => [id, { expiresAt, absoluteExpiresAt }]));
      const live = rows.filter((row) => !isLocked(row, now, lockIdle));
      return new Map(live.map((row) => [row.id, socketExpiry(row)]));
    },

    socketExpiry,

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
