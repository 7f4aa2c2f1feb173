/**
 * A short memory of session lookups, so a phone scrolling its calendar does
 * not pay a database round trip for its session on every call (issue 16:
 * that serial round trip was a third of the daily week's latency at one
 * connection).
 *
 * Safe because nothing it answers outlives what the database would answer
 * by more than a moment:
 * - an entry is used for at most `ttlMs` after it was read, and never once
 *   the session's own idle or absolute expiry has passed (checked on every
 *   use, so expiry is exact);
 * - an ended session (logout, password reset) is forgotten at once here and,
 *   through `forgetSession`'s caller (realtime.endSession), in every other
 *   process;
 * - while the link to the other processes is down, the cache is not used at
 *   all (`trustOnlyWhile`), since their forget messages could be lost, and
 *   it is emptied when the link drops (`clear`).
 * A session whose expiry another process slid looks expired here and is
 * simply read again; likewise a kept session that looks locked here
 * (another process may have seen it used) is read again before refusal.
 */
import type { SessionLookup } from '../repositories/sessions-repository';

export type { SessionLookup };

interface Entry {
  userId: number;
  found: SessionLookup;
  readAt: number;
}

export interface SessionCache {
  /** The remembered lookup of this token hash for this user, if fresh and the session is live at `now`. */
  get(tokenHash: string, userId: number, now: number): SessionLookup | null;
  remember(tokenHash: string, found: SessionLookup, now: number): void;
  /** The session's idle expiry moved (a slide), and a kept session's last activity with it. */
  slid(sessionId: number, expiresAt: Date, activeAt?: Date | null): void;
  /** The session ended: never answer it from memory again. */
  forgetSession(sessionId: number, now?: number): void;
  /** Used (read and filled) only while `trusted()` holds: the realtime plugin's cross-process link is up. */
  trustOnlyWhile(trusted: () => boolean): void;
  clear(): void;
  readonly size: number;
}

/** How long a read session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 2_000;
/** Bounded: one entry per signed-in device in use; past this the oldest go first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export function sessionCache(ttlMs = SESSION_CACHE_TTL_MS, maxEntries = SESSION_CACHE_MAX_ENTRIES): SessionCache {
  // Insertion order is age order (a lookup read again is inserted again): the first key is the oldest.
  const byToken = new Map<string, Entry>();
  const tokenOfSession = new Map<number, string>();
  /*
   * Sessions ended within the last ttl: a lookup read from the database just
   * before the end but answered after it must not be remembered.
   */
  const ended = new Map<number, number>();
  let trusted = (): boolean => true;

  const drop = (tokenHash: string): void => {
    const entry = byToken.get(tokenHash);
    if (!entry) return;
    byToken.delete(tokenHash);
    tokenOfSession.delete(entry.found.session.id);
  };

  return {
    get(tokenHash, userId, now) {
      if (!trusted()) return null;
      const entry = byToken.get(tokenHash);
      if (!entry) return null;
      const { session } = entry.found;
      const fresh = now - entry.readAt < ttlMs;
      const live = session.expiresAt.getTime() > now && session.absoluteExpiresAt.getTime() > now;
      if (!fresh || !live) {
        drop(tokenHash);
        return null;
      }
      // A token presented with another user id is refused by the database's rule; let it decide.
      return entry.userId === userId ? entry.found : null;
    },
    remember(tokenHash, found, now) {
      if (!trusted()) return;
      for (const [sessionId, at] of ended) {
        if (now - at < ttlMs) break;
        ended.delete(sessionId);
      }
      if (ended.has(found.session.id)) return;
      drop(tokenHash);
      byToken.set(tokenHash, { userId: found.user.id, found, readAt: now });
      tokenOfSession.set(found.session.id, tokenHash);
      while (byToken.size > maxEntries) drop(byToken.keys().next().value as string);
    },
    slid(sessionId, expiresAt, activeAt) {
      const tokenHash = tokenOfSession.get(sessionId);
      const entry = tokenHash === undefined ? undefined : byToken.get(tokenHash);
      if (!entry) return;
      const session = { ...entry.found.session, expiresAt, ...(activeAt === undefined ? {} : { activeAt }) };
      entry.found = { ...entry.found, session };
    },
    forgetSession(sessionId, now = Date.now()) {
      ended.delete(sessionId);
      ended.set(sessionId, now);
      const tokenHash = tokenOfSession.get(sessionId);
      if (tokenHash !== undefined) drop(tokenHash);
    },
    trustOnlyWhile(predicate) {
      trusted = predicate;
    },
    clear() {
      byToken.clear();
      tokenOfSession.clear();
    },
    get size() {
      return byToken.size;
    },
  };
}
