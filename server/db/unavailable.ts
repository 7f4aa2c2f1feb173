/**
 * "The database cannot be reached" (issue 30 item 7): PostgreSQL stopped,
 * restarting, failed over, or the network to it cut. Such a failure is not
 * the request's fault nor a bug: the error handler answers 503 with the
 * spec's server-error text and a Retry-After, sockets are dropped so their
 * clients retry, and it is logged once per outage episode (OutageWatch),
 * not once per request.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';

/** Node's socket errors that mean the peer is gone or unreachable. */
const NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going or not yet there: 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting, recovering),
 * 57014 query_canceled (our statement_timeout: a query that would have held
 * the request past its bound), 53300 too_many_connections; and class 08,
 * connection exceptions.
 */
const SQLSTATES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** node-postgres' own errors carry no code, only these texts: each gets a code of ours for the log. */
const DRIVER_TEXTS: readonly (readonly [RegExp, string])[] = [
  [/^Connection terminated due to connection timeout/, 'PG_CONNECT_TIMEOUT'],
  [/^timeout exceeded when trying to connect/, 'PG_CONNECT_TIMEOUT'],
  [/^timeout expired$/, 'PG_CONNECT_TIMEOUT'],
  [/^Connection terminated/, 'PG_CONNECTION_TERMINATED'],
  [/^Query read timeout/, 'PG_QUERY_TIMEOUT'],
  [/not queryable/, 'PG_NOT_QUERYABLE'],
];

const CAUSE_DEPTH_MAX = 5;

function codeOf(err: Record<string, unknown>): string | null {
  const code = err.code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return code;
  }
  const message = err.message;
  if (typeof message === 'string') {
    for (const [text, ours] of DRIVER_TEXTS) if (text.test(message)) return ours;
  }
  return null;
}

/**
 * The code of a "database unreachable" error (a Node socket code, a SQLSTATE
 * or PG_…), else null. Drizzle wraps the driver's error (its `cause`), and
 * Node's connect may report several addresses at once (AggregateError).
 */
export function databaseUnavailableCode(err: unknown, depth = 0): string | null {
  if (typeof err !== 'object' || err === null || depth > CAUSE_DEPTH_MAX) return null;
  const record = err as Record<string, unknown>;
  const own = codeOf(record);
  if (own !== null) return own;
  if (Array.isArray(record.errors)) {
    for (const inner of record.errors as unknown[]) {
      const code = databaseUnavailableCode(inner, depth + 1);
      if (code !== null) return code;
    }
  }
  return databaseUnavailableCode(record.cause, depth + 1);
}

/**
 * Errors that came out of the database layer carry this mark (or are
 * drizzle's DrizzleQueryError): an ECONNREFUSED from an SMTP server, a feed
 * or Redis says nothing about PostgreSQL and must not open an outage.
 */
const FROM_DATABASE = Symbol.for('meadow.fromDatabase');

export function markFromDatabase(err: unknown): void {
  if (typeof err === 'object' && err !== null && !(FROM_DATABASE in err)) {
    Object.defineProperty(err, FROM_DATABASE, { value: true, enumerable: false });
  }
}

function isFromDatabase(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > CAUSE_DEPTH_MAX) return false;
  if (FROM_DATABASE in err || err instanceof DrizzleQueryError) return true;
  return isFromDatabase((err as { cause?: unknown }).cause, depth + 1);
}

/**
 * The pool (or any driver object) with the promises of `connect` and
 * `query` marking what they reject with. A transaction's connect is the one
 * call drizzle does not wrap in its DrizzleQueryError.
 */
export function markingErrors<C extends object>(client: C): C {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if ((property !== 'connect' && property !== 'query') || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value as (...a: unknown[]) => unknown, target, args);
        if (!(result instanceof Promise)) return result;
        return result.catch((err: unknown) => {
          markFromDatabase(err);
          throw err;
        });
      };
    },
  });
}

/** Seconds a client is asked to wait before retrying (Retry-After on the 503). */
export const RETRY_AFTER_SECONDS = 5;

export interface OutageLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

/**
 * One process's view of an outage episode: it starts with the first
 * unreachable error (logged once, with its code; never a query, a value or
 * a stack), and ends when the pool makes a new connection again (logged
 * once, with how long it lasted and how many failures it saw).
 */
export class OutageWatch {
  private since: number | null = null;
  private failures = 0;
  private log: OutageLog = { warn: (fields, message) => console.warn(message, fields) };

  /** Where the two lines go (the app's logger, once it exists). */
  logTo(log: OutageLog): void {
    this.log = log;
  }

  get down(): boolean {
    return this.since !== null;
  }

  /** Whether `err`, from the database layer, means the database is unreachable; the first of an episode is logged. */
  noted(err: unknown): boolean {
    if (!isFromDatabase(err)) return false;
    const code = databaseUnavailableCode(err);
    if (code === null) return false;
    this.failures += 1;
    if (this.since === null) {
      this.since = Date.now();
      this.log.warn({ code }, 'database unreachable: requests answer 503 until it is back');
    }
    return true;
  }

  /** A connection was made: the episode, if any, is over. */
  reconnected(): void {
    if (this.since === null) return;
    this.log.warn({ downMs: Date.now() - this.since, failures: this.failures }, 'database reachable again');
    this.since = null;
    this.failures = 0;
  }
}
