import { describe, expect, it } from 'vitest';
import { expiresAtFrom, MAX_TIMER_MS, nextSessionStep, shouldKeepChecking } from '../../../domain/session-expiry';

const now = 1_000_000;

describe('session expiry scheduling', () => {
  it('given timeRemain in seconds, should compute the expiry in ms and never before now', () => {
    expect(expiresAtFrom(now, 120)).toBe(now + 120_000);
    expect(expiresAtFrom(now, -5)).toBe(now);
  });

  it('given more than 60 s left, should check 60 s before expiry', () => {
    expect(nextSessionStep(now, now + 3_600_000)).toEqual({ kind: 'check', inMs: 3_540_000 });
    expect(nextSessionStep(now, now + 60_001)).toEqual({ kind: 'check', inMs: 1 });
  });

  it('given 60 s or less left, should log out when the time passes', () => {
    expect(nextSessionStep(now, now + 60_000)).toEqual({ kind: 'logout', inMs: 60_000 });
    expect(nextSessionStep(now, now + 500)).toEqual({ kind: 'logout', inMs: 500 });
  });

  it('given the time has passed, should log out at once', () => {
    expect(nextSessionStep(now, now)).toEqual({ kind: 'logout', inMs: 0 });
    expect(nextSessionStep(now, now - 10)).toEqual({ kind: 'logout', inMs: 0 });
  });

  it('given a very long session, should clamp the timer so setTimeout does not overflow', () => {
    expect(nextSessionStep(now, now + 90 * 24 * 3_600_000)).toEqual({ kind: 'check', inMs: MAX_TIMER_MS });
  });

  it('should keep checking only while more than 60 s remain', () => {
    expect(shouldKeepChecking(61)).toBe(true);
    expect(shouldKeepChecking(60)).toBe(false);
    expect(shouldKeepChecking(0)).toBe(false);
  });
});
