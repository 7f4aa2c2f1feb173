import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionExpiry } from '../../../server/repositories/sessions-repository';
import { type Closable, sessionExpiryWatch } from '../../../server/realtime/session-expiry';

/**
 * The timer side of session-expiry.ts on fake time: which re-reads it makes,
 * when, and which sockets it ends. The socket-level behaviour is in
 * session-expiry.test.ts.
 */
const T0 = new Date('2026-11-23T10:00:00Z').getTime();
const at = (ms: number): Date => new Date(T0 + ms);
const expiry = (idle: number, absolute = 60_000): SessionExpiry => ({ expiresAt: at(idle), absoluteExpiresAt: at(absolute) });

class FakeSocket implements Closable {
  closedAt: number | null = null;
  /** 'disconnect': told the session is over; 'transport': only its connection closed, so the client retries. */
  how: 'disconnect' | 'transport' | null = null;
  disconnect(close: boolean) {
    expect(close).toBe(true);
    this.closed('disconnect');
  }
  conn = { close: () => this.closed('transport') };
  private closed(how: 'disconnect' | 'transport') {
    this.closedAt = Date.now() - T0;
    this.how = how;
  }
}

/**
 * Moves the fake clock to `ms` past T0, plus a millisecond: a batch is read
 * in a setImmediate, which the fake clock runs only once time moves past the
 * timer that queued it.
 */
const advanceTo = (ms: number) => vi.advanceTimersByTimeAsync(T0 + ms + 1 - Date.now());

/** Closed at `ms` past T0, give or take advanceTo's extra millisecond; null: still open. */
const closedNear = (socket: FakeSocket, ms: number | null) =>
  ms === null ? socket.closedAt === null : socket.closedAt !== null && socket.closedAt >= ms && socket.closedAt <= ms + 1;

type Read = (ids: readonly number[]) => Promise<ReadonlyMap<number, SessionExpiry>>;

function setup(read: Read) {
  const reads: number[][] = [];
  const warn = vi.fn();
  const watch = sessionExpiryWatch<FakeSocket>({
    read: (ids) => {
      reads.push([...ids]);
      return read(ids);
    },
    log: { warn },
  });
  return { watch, reads, warn };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sessionExpiryWatch', () => {
  it('given sessions due at one instant, should re-read them in one query, re-arm the slid one and end the other', async () => {
    let live = new Map([[2, expiry(5000)]]);
    const { watch, reads } = setup(async () => live);
    const [a1, a2, b, later] = [new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket()];
    watch.watch(a1, 1, expiry(1000));
    watch.watch(a2, 1, expiry(1000));
    watch.watch(b, 2, expiry(1000));
    watch.watch(later, 3, expiry(3000));

    await vi.advanceTimersByTimeAsync(999);
    expect(reads).toEqual([]);
    await advanceTo(1000);
    expect(reads).toEqual([[1, 2]]);
    expect([closedNear(a1, 1000), closedNear(a2, 1000), closedNear(b, null)]).toEqual([true, true, true]);
    expect(a1.how).toBe('disconnect');

    live = new Map();
    await advanceTo(3000);
    await advanceTo(5000);
    expect(reads).toEqual([[1, 2], [3], [2]]);
    expect([closedNear(later, 3000), closedNear(b, 5000)]).toEqual([true, true]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given the absolute expiry, should end the session then without asking', async () => {
    const { watch, reads } = setup(async () => new Map());
    const socket = new FakeSocket();
    watch.watch(socket, 1, expiry(5000, 2000));
    await advanceTo(2000);
    expect(socket.closedAt).toBe(2000);
    expect(reads).toEqual([]);
  });

  it('given a later handshake of the same session, should wait for its expiry without a query', async () => {
    const { watch, reads } = setup(async () => new Map());
    const first = new FakeSocket();
    const second = new FakeSocket();
    watch.watch(first, 1, expiry(1000));
    await vi.advanceTimersByTimeAsync(500);
    watch.watch(second, 1, expiry(1500));
    await advanceTo(1000);
    expect(reads).toEqual([]);
    await advanceTo(1500);
    expect(reads).toEqual([[1]]);
    expect([closedNear(first, 1500), closedNear(second, 1500)]).toEqual([true, true]);
  });

  it('given a failing database, should retry within the second after expiry, then close the connection for the client to retry', async () => {
    const { watch, reads, warn } = setup(() => Promise.reject(new Error('connection lost')));
    const socket = new FakeSocket();
    watch.watch(socket, 1, expiry(1000));
    await vi.advanceTimersByTimeAsync(2000);
    expect(reads.length).toBeGreaterThan(1);
    expect(warn).toHaveBeenCalled();
    expect(socket.closedAt).toBeGreaterThanOrEqual(1000);
    expect(socket.closedAt).toBeLessThan(2000);
    expect(socket.how).toBe('transport');
  });

  it('given sockets that close on their own, or shutdown, should leave no timer behind', async () => {
    const { watch, reads } = setup(async () => new Map());
    const [a, b, c] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    watch.watch(a, 1, expiry(1000));
    watch.watch(b, 1, expiry(1000));
    watch.watch(c, 2, expiry(1000));
    watch.unwatch(a, 1);
    expect(vi.getTimerCount()).toBe(2);
    watch.unwatch(b, 1);
    expect(vi.getTimerCount()).toBe(1);
    await watch.close();
    expect(vi.getTimerCount()).toBe(0);
    watch.watch(new FakeSocket(), 3, expiry(1000));
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads).toEqual([]);
    expect(c.closedAt).toBeNull();
  });
});
