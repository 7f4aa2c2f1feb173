import { describe, expect, it } from 'vitest';
import {
  activityWriteDue,
  isLockedAt,
  keptCookieMaxAgeSeconds,
  KEPT_SESSION_LOCK_IDLE_SECONDS,
  lockAtMs,
} from '../../../domain/session-lock';

describe('session lock rules', () => {
  it('should lock after five idle minutes by default', () => {
    expect(KEPT_SESSION_LOCK_IDLE_SECONDS).toBe(300);
  });

  it('given activity less than the lock time ago, should not be locked', () => {
    expect(isLockedAt(0, 299_999, 300)).toBe(false);
  });

  it('given the lock time has passed, should be locked', () => {
    expect(isLockedAt(0, 300_000, 300)).toBe(true);
    expect(isLockedAt(0, 1_000_000, 300)).toBe(true);
  });

  it('should write activity at most once a minute, or a tenth of a shorter lock time', () => {
    expect(activityWriteDue(0, 59_999, 1200)).toBe(false);
    expect(activityWriteDue(0, 60_000, 1200)).toBe(true);
    expect(activityWriteDue(0, 29_999, 300)).toBe(false);
    expect(activityWriteDue(0, 30_000, 300)).toBe(true);
    expect(activityWriteDue(0, 1_999, 20)).toBe(false);
    expect(activityWriteDue(0, 2_000, 20)).toBe(true);
  });

  it('should lock at the last activity plus the lock time', () => {
    expect(lockAtMs(1_000, 300)).toBe(301_000);
  });

  it("should give the cookie what is left of the session's absolute limit, never less than zero", () => {
    expect(keptCookieMaxAgeSeconds(43_200_000, 0)).toBe(43_200);
    expect(keptCookieMaxAgeSeconds(10_999, 1_000)).toBe(9);
    expect(keptCookieMaxAgeSeconds(0, 5_000)).toBe(0);
  });
});
