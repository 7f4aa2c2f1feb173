/**
 * Session-expiry scheduling (spec 4, 9): a check is made 60 s before the
 * server's timeRemain runs out; if the check still reports more than 60 s the
 * next check is planned, otherwise the session ends when the time passes.
 * Pure math on epoch milliseconds so the browser timer stays a thin shell.
 */
export const SESSION_CHECK_LEAD_SECONDS = 60;

/** setTimeout overflows above 2^31-1 ms (about 24.8 days) and fires at once. */
export const MAX_TIMER_MS = 2_147_483_647;

export type SessionStep =
  | { kind: 'check'; inMs: number }
  | { kind: 'logout'; inMs: number };

/** When the session ends, given the server's timeRemain in seconds. */
export const expiresAtFrom = (nowMs: number, timeRemainSeconds: number): number =>
  nowMs + Math.max(0, timeRemainSeconds) * 1000;

/** True while the check still has more than the lead time to go (spec: 'if timeRemain still > 60'). */
export const shouldKeepChecking = (timeRemainSeconds: number): boolean =>
  timeRemainSeconds > SESSION_CHECK_LEAD_SECONDS;

/** What the session timer does next, and after how long. */
export function nextSessionStep(nowMs: number, expiresAtMs: number): SessionStep {
  const left = expiresAtMs - nowMs;
  if (left <= 0) return { kind: 'logout', inMs: 0 };
  const leadMs = SESSION_CHECK_LEAD_SECONDS * 1000;
  if (left > leadMs) return { kind: 'check', inMs: Math.min(left - leadMs, MAX_TIMER_MS) };
  return { kind: 'logout', inMs: Math.min(left, MAX_TIMER_MS) };
}
