/**
 * The zod-free half of the Idempotency-Key contract (issue 13; the header's
 * schemas are in idempotency.ts): the header names, how long a key lives and
 * which calls carry one. Apart so the web client's first screen (/login)
 * does not load zod for a list of paths.
 */

/** Lower case: the name as it sits in Node's request.headers and in a header schema. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that is a stored earlier one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long the server remembers a key and its answer. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export type IdempotentMethod = 'POST' | 'PUT';

/**
 * Every call that creates a record, as paths under /api (`:name` is any one
 * segment). A new POST route must either join this list or be named as
 * creating nothing in tests/api/plugins/idempotency.test.ts.
 */
export const idempotentCalls: readonly { method: IdempotentMethod; path: string }[] = [
  { method: 'POST', path: 'appointment/add' },
  { method: 'POST', path: 'clients/add' },
  // PUT in the spec, but each call fills one more phone slot: a repeat adds the number twice.
  { method: 'PUT', path: 'clients/add_phone/:providerId' },
  { method: 'POST', path: 'others/add' },
  { method: 'PUT', path: 'others/add_phone' },
  { method: 'POST', path: 'events/add' },
  { method: 'POST', path: 'groups/add' },
  { method: 'POST', path: 'favourite/add' },
  { method: 'POST', path: 'phone_selected/add' },
  { method: 'POST', path: 'chat/message/send/text' },
  { method: 'POST', path: 'portalemail/send' },
  { method: 'POST', path: 'portalemail/draft' },
  { method: 'POST', path: 'portalemail/folder' },
  // PUT, but without an id it creates a signature.
  { method: 'PUT', path: 'portalemail/signature' },
  // A personal calendar for busy time (issue 28): a repeat would keep the same address twice.
  { method: 'POST', path: 'busy_calendars' },
];

const segmentsMatch = (pattern: string, path: string): boolean => {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
};

/**
 * Whether `method path` is one of the calls above. `path` is under /api,
 * without a leading slash or query: either a concrete one
 * ('clients/add_phone/12') or a route pattern ('clients/add_phone/:providerId').
 */
export const isIdempotentCall = (method: string, path: string): boolean => {
  const upper = method.toUpperCase();
  return idempotentCalls.some((call) => call.method === upper && segmentsMatch(call.path, path));
};
