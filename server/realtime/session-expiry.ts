import type { FastifyBaseLogger } from 'fastify';
import type { SessionExpiry } from '../repositories/sessions-repository';

/** setTimeout's ceiling (about 24.8 days): a longer wait is taken in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** Sessions per re-read query. */
const BATCH = 500;
/**
 * A failed re-read is retried this often while the socket is still within
 * its 1 s grace past expiry; then the socket is closed all the same (see
 * Closable).
 */
const RETRY_MS = 200;
const RETRY_BUDGET_MS = 800;

/**
 * What the watch needs of a socket. A session known to be over gets a
 * server disconnect, after which the client stays away (and signs out on its
 * next 401). A session that could not be confirmed (database unreachable)
 * gets only its connection closed: the client reconnects by itself, and its
 * handshake decides.
 */
export interface Closable {
  disconnect(close: boolean): unknown;
  conn: { close(): unknown };
}

export interface SessionExpiryWatch<S extends Closable> {
  /** Ends the socket once its session has ended; `expiry` is what its handshake read. */
  watch(socket: S, sessionId: number, expiry: SessionExpiry): void;
  /** The socket closed on its own. */
  unwatch(socket: S, sessionId: number): void;
  /** Stops every timer; resolves once the re-reads under way have settled. */
  close(): Promise<void>;
}

interface Watch<S> {
  sockets: Set<S>;
  /** The session ends then unless used meanwhile: its idle expiry, capped at the absolute one. */
  endsAt: number;
  absoluteEndsAt: number;
  timer: NodeJS.Timeout | undefined;
}

const endOf = (e: SessionExpiry) => Math.min(e.expiresAt.getTime(), e.absoluteExpiresAt.getTime());

/**
 * Ends sockets whose session has ended: HTTP refuses an expired session, so a
 * socket opened with it must stop hearing events too (issue 13).
 *
 * One timer per session (shared by its sockets in this process), due at the
 * expiry the process last saw. Only this process's sockets are watched; every
 * process does the same for its own, and the database they share says
 * whether another process's HTTP traffic slid the session meanwhile. When a
 * timer fires the session is re-read: if it was slid the timer is set for the
 * new expiry, else its sockets are disconnected. Sessions due in the same
 * tick are re-read with one query. At the absolute expiry there is nothing to
 * ask: nothing slides past it.
 */
export function sessionExpiryWatch<S extends Closable>(deps: {
  /** The live sessions among these ids and their expiries (sessionsRepository.liveExpiries). */
  read: (ids: readonly number[]) => Promise<ReadonlyMap<number, SessionExpiry>>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): SessionExpiryWatch<S> {
  const watches = new Map<number, Watch<S>>();
  const due = new Set<number>();
  const inFlight = new Set<Promise<void>>();
  let flushQueued = false;
  let closed = false;

  // unref: a pending expiry must not keep a process alive that is otherwise done.
  const setTimer = (w: Watch<S>, delay: number, sessionId: number) => {
    clearTimeout(w.timer);
    w.timer = setTimeout(fire, delay, sessionId);
    w.timer.unref();
  };
  const arm = (sessionId: number, w: Watch<S>) =>
    setTimer(w, Math.min(Math.max(w.endsAt - Date.now(), 0), MAX_DELAY_MS), sessionId);

  const end = (sessionId: number, w: Watch<S>, confirmed = true) => {
    clearTimeout(w.timer);
    watches.delete(sessionId);
    // Each socket's own disconnect handler then announces presence and calls unwatch (a no-op by now).
    for (const socket of w.sockets) {
      if (confirmed) socket.disconnect(true);
      else socket.conn.close();
    }
  };

  function fire(sessionId: number) {
    const w = watches.get(sessionId);
    if (!w) return;
    w.timer = undefined;
    // A long wait taken in steps, a newer handshake that saw a later expiry, or a timer a millisecond early.
    if (w.endsAt > Date.now()) return arm(sessionId, w);
    if (w.endsAt >= w.absoluteEndsAt) return end(sessionId, w);
    due.add(sessionId);
    if (!flushQueued) {
      flushQueued = true;
      // After the timers phase: every session due in this tick goes into one query.
      setImmediate(flush);
    }
  }

  function flush() {
    flushQueued = false;
    if (closed) return;
    const ids = [...due];
    due.clear();
    for (let i = 0; i < ids.length; i += BATCH) {
      const p = reread(ids.slice(i, i + BATCH));
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    }
  }

  async function reread(ids: number[]): Promise<void> {
    let live: ReadonlyMap<number, SessionExpiry>;
    try {
      live = await deps.read(ids);
    } catch (err) {
      if (closed) return;
      deps.log.warn({ err, sessions: ids.length }, 'session expiry check failed');
      for (const id of ids) {
        const w = watches.get(id);
        if (!w) continue;
        if (Date.now() - w.endsAt < RETRY_BUDGET_MS) setTimer(w, RETRY_MS, id);
        else end(id, w, false);
      }
      return;
    }
    if (closed) return;
    for (const id of ids) {
      const w = watches.get(id);
      if (!w) continue;
      const expiry = live.get(id);
      if (!expiry) {
        end(id, w);
        continue;
      }
      w.endsAt = endOf(expiry);
      w.absoluteEndsAt = expiry.absoluteExpiresAt.getTime();
      arm(id, w);
    }
  }

  return {
    watch(socket, sessionId, expiry) {
      if (closed) return;
      const existing = watches.get(sessionId);
      if (existing) {
        existing.sockets.add(socket);
        // Expiries only move forward; the armed timer sees the later one when it fires.
        existing.endsAt = Math.max(existing.endsAt, endOf(expiry));
        return;
      }
      const w: Watch<S> = {
        sockets: new Set([socket]),
        endsAt: endOf(expiry),
        absoluteEndsAt: expiry.absoluteExpiresAt.getTime(),
        timer: undefined,
      };
      watches.set(sessionId, w);
      arm(sessionId, w);
    },

    unwatch(socket, sessionId) {
      const w = watches.get(sessionId);
      if (!w?.sockets.delete(socket) || w.sockets.size > 0) return;
      clearTimeout(w.timer);
      watches.delete(sessionId);
    },

    async close() {
      closed = true;
      for (const w of watches.values()) clearTimeout(w.timer);
      watches.clear();
      due.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
