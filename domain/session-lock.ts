/**
 * A kept session ("Keep me signed in on this device", issue 17 item 16)
 * locks behind the password after a short idle time, well before the idle
 * and absolute limits end it (those stay as they are). Pure rules shared by
 * the server, which refuses a locked session's calls, and the browser,
 * which shows the lock screen.
 */

/** Idle time after which a kept session locks (5 minutes without a call or a touch). */
export const KEPT_SESSION_LOCK_IDLE_SECONDS = 300;

/** The last activity is written at most this often (or a tenth of the lock time, if less), like the idle slide. */
const ACTIVITY_GRANULARITY_MS = 60_000;

/** Whether a kept session last active at `activeAtMs` is locked at `nowMs`. */
export const isLockedAt = (activeAtMs: number, nowMs: number, lockIdleSeconds: number): boolean =>
  nowMs - activeAtMs >= lockIdleSeconds * 1000;

/** Whether a call at `nowMs` should record activity: at most once per granularity, so not every call writes. */
export const activityWriteDue = (activeAtMs: number, nowMs: number, lockIdleSeconds: number): boolean =>
  nowMs - activeAtMs >= Math.min(ACTIVITY_GRANULARITY_MS, lockIdleSeconds * 100);

/** When a kept session locks unless used again: what a socket of it may live to. */
export const lockAtMs = (activeAtMs: number, lockIdleSeconds: number): number => activeAtMs + lockIdleSeconds * 1000;

/**
 * The device cookie's Max-Age in seconds: what is left of the session's
 * absolute limit, so the cookie never outlives the session it binds.
 */
export const keptCookieMaxAgeSeconds = (absoluteExpiresAtMs: number, nowMs: number): number =>
  Math.max(0, Math.floor((absoluteExpiresAtMs - nowMs) / 1000));
