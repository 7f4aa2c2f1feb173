/**
 * The one place a request's URL enters the log. Two kinds of path segment
 * must never reach a log line:
 * - search terms (spec 7: appointment/search and portalemail/search), which
 *   may be a client's name or a word of a mail: health information;
 * - secrets that work as keys by themselves: a password-reset token lets its
 *   reader set that account's password, a Meadow Connect code lets its reader
 *   join the video session, a reminder's link confirms or cancels an
 *   appointment. Anyone who can read logs must not hold them.
 * A query string is dropped for the same reasons.
 */
const TERM_AFTER: readonly RegExp[] = [
  // appointment/search/{sd}/{sm}/{sy}/{ed}/{em}/{ey}/{term}/…
  /^(\/api\/appointment\/search\/(?:[^/?]*\/){6})[^/?]*/,
  // portalemail/search/{userId}/{sd}/{sm}/{sy}/{ed}/{em}/{ey}/{term}/…
  /^(\/api\/portalemail\/search\/(?:[^/?]*\/){7})[^/?]*/,
];

/** Paths whose next segment is a secret, known by name. */
const SECRET_AFTER: readonly RegExp[] = [
  // The e-mailed reset link, as the browser opens it and as the screen checks it.
  /^(\/+forgot_reset\/+)[^/?]*/i,
  /^(\/+api\/+forgot\/+verify_reset_token\/+)[^/?]*/i,
  // Meadow Connect join codes: the guest page and the call that resolves it.
  /^(\/+connect\/+)[^/?]*/i,
  /^(\/+api\/+video\/+connect\/+)[^/?]*/i,
  // A reminder's confirm-or-cancel link (issue 26 item 3): the page and its calls.
  /^(\/+r\/+)[^/?]*/i,
  /^(\/+api\/+reminder_answer\/+)[^/?]*/i,
  // A calendar subscription feed's address (issue 28): the secret is the feed's only key.
  /^(\/+feed\/+)[^/?]*/i,
  // A waitlist offer's link (issue 29): the page /w/<token> and its calls /api/waitlist/offer/<token>[/accept|decline].
  /^(\/+w\/+)[^/?]*/i,
  /^(\/+api\/+waitlist\/+offer\/+)[^/?]*/i,
];

/**
 * Any other segment that looks like a random key: 20 or more URL-safe
 * characters with both letters and digits (base64url tokens, hex codes).
 * A net for the next secret route someone adds without naming it above;
 * ids, dates, route words and the demo's usernames stay readable.
 */
const KEY_LIKE = /^(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}$/;

export const REDACTED_TERM = '[term]';
export const REDACTED_SECRET = '[secret]';

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The URL as it may be logged. */
export function loggableUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  const withoutTerms = TERM_AFTER.reduce((p, re) => p.replace(re, `$1${REDACTED_TERM}`), path);
  const withoutNamedSecrets = SECRET_AFTER.reduce((p, re) => p.replace(re, `$1${REDACTED_SECRET}`), withoutTerms);
  return withoutNamedSecrets
    .split('/')
    .map((segment) => (KEY_LIKE.test(decodedSegment(segment)) ? REDACTED_SECRET : segment))
    .join('/');
}
