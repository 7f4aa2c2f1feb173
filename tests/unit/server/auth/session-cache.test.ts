import { describe, expect, it } from 'vitest';
import { type SessionLookup, sessionCache } from '../../../../server/auth/session-cache';

const T0 = Date.parse('2026-11-25T10:00:00Z');
const MINUTE = 60_000;

function lookup(sessionId: number, userId: number, expiresAt = T0 + 30 * MINUTE, absoluteExpiresAt = T0 + 600 * MINUTE): SessionLookup {
  return {
    session: { id: sessionId, expiresAt: new Date(expiresAt), absoluteExpiresAt: new Date(absoluteExpiresAt), deviceHash: null, activeAt: null },
    user: {
      id: userId,
      username: `user${userId}`,
      role: 21,
      userType: 1,
      subscriberId: null,
      firstName: 'Maria',
      lastName: 'Rivera',
      timezone: 'America/New_York',
      videoUserId: null,
      connectUserId: null,
    },
  };
}

describe('sessionCache', () => {
  it('given a lookup remembered a moment ago, should answer it for the same user', () => {
    const cache = sessionCache(2000);
    const found = lookup(1, 7);
    cache.remember('hash-a', found, T0);
    expect(cache.get('hash-a', 7, T0 + 1999)).toBe(found);
  });

  it('given the same token with another user id, should not answer (the database decides)', () => {
    const cache = sessionCache(2000);
    cache.remember('hash-a', lookup(1, 7), T0);
    expect(cache.get('hash-a', 8, T0 + 10)).toBeNull();
  });

  it('given the cache time has passed, should forget the lookup', () => {
    const cache = sessionCache(2000);
    cache.remember('hash-a', lookup(1, 7), T0);
    expect(cache.get('hash-a', 7, T0 + 2000)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('given the idle or the absolute expiry passes within the cache time, should refuse from that instant', () => {
    const cache = sessionCache(2000);
    cache.remember('idle', lookup(1, 7, T0 + 500), T0);
    cache.remember('absolute', lookup(2, 8, T0 + 30 * MINUTE, T0 + 700), T0);
    expect(cache.get('idle', 7, T0 + 499)).not.toBeNull();
    expect(cache.get('idle', 7, T0 + 500)).toBeNull();
    expect(cache.get('absolute', 8, T0 + 699)).not.toBeNull();
    expect(cache.get('absolute', 8, T0 + 700)).toBeNull();
  });

  it('given a slide, should answer the new idle expiry', () => {
    const cache = sessionCache(2000);
    cache.remember('hash-a', lookup(1, 7, T0 + 100), T0);
    cache.slid(1, new Date(T0 + 30 * MINUTE));
    expect(cache.get('hash-a', 7, T0 + 1000)?.session.expiresAt.getTime()).toBe(T0 + 30 * MINUTE);
  });

  it('given an ended session, should forget it and refuse to remember a lookup read before the end', () => {
    const cache = sessionCache(2000);
    const found = lookup(1, 7);
    cache.remember('hash-a', found, T0);
    cache.forgetSession(1, T0 + 10);
    expect(cache.get('hash-a', 7, T0 + 20)).toBeNull();
    // A request that read the session just before logout answers after it.
    cache.remember('hash-a', found, T0 + 30);
    expect(cache.get('hash-a', 7, T0 + 40)).toBeNull();
    // Past the cache time the end is history: a new session with a new id is remembered as usual.
    cache.remember('hash-b', lookup(2, 7), T0 + 2100);
    expect(cache.get('hash-b', 7, T0 + 2200)).not.toBeNull();
  });

  it('given the link to the other processes is down, should neither answer nor remember', () => {
    const cache = sessionCache(2000);
    let up = true;
    cache.trustOnlyWhile(() => up);
    cache.remember('hash-a', lookup(1, 7), T0);
    up = false;
    expect(cache.get('hash-a', 7, T0 + 10)).toBeNull();
    cache.remember('hash-b', lookup(2, 8), T0 + 10);
    up = true;
    expect(cache.get('hash-b', 8, T0 + 20)).toBeNull();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('given more devices than the bound, should drop the oldest first', () => {
    const cache = sessionCache(2000, 2);
    cache.remember('first', lookup(1, 7), T0);
    cache.remember('second', lookup(2, 8), T0 + 1);
    cache.remember('third', lookup(3, 9), T0 + 2);
    expect(cache.size).toBe(2);
    expect(cache.get('first', 7, T0 + 3)).toBeNull();
    expect(cache.get('third', 9, T0 + 3)).not.toBeNull();
  });
});
