/**
 * Search terms travel in the path (spec 7: appointment/search and
 * portalemail/search), and a term may be a client's name or a word of a
 * mail: health information that must never reach a log line. Request logs
 * show these paths with the term replaced.
 */
const TERM_AFTER: readonly RegExp[] = [
  // appointment/search/{sd}/{sm}/{sy}/{ed}/{em}/{ey}/{term}/…
  /^(\/api\/appointment\/search\/(?:[^/?]*\/){6})[^/?]*/,
  // portalemail/search/{userId}/{sd}/{sm}/{sy}/{ed}/{em}/{ey}/{term}/…
  /^(\/api\/portalemail\/search\/(?:[^/?]*\/){7})[^/?]*/,
];

export const REDACTED_TERM = '[term]';

/** The URL as it may be logged; a query string is dropped for the same reason. */
export function loggableUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return TERM_AFTER.reduce((p, re) => p.replace(re, `$1${REDACTED_TERM}`), path);
}
