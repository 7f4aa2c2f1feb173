/**
 * The log's `err` serializer. A failing query's error carries its bound
 * parameters (Drizzle's "Failed query: … params: …" message and `params`
 * field) and PostgreSQL's own message and detail quote values ('Key
 * (email)=(…) already exists', 'value "…" is out of range'): client names,
 * chat text. From a database error only the SQLSTATE code, the constraint,
 * table and column names and the statement's shape are logged, never a value.
 */

type LoggedError = {
  type: string;
  /** SQLSTATE (e.g. 23505) or a Node error code (e.g. ECONNREFUSED). */
  code?: string;
  /** The statement with its literals blanked, so it names what failed without what was in it. */
  statement?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** A database error's text quotes values: it is replaced by WITHHELD. */
  message: string;
  /** A database error's stack keeps its frames only (its first line repeats the message). */
  stack: string;
  cause?: LoggedError;
};

const STATEMENT_MAX = 200;
const CAUSE_DEPTH_MAX = 3;
const SQLSTATE = /^[0-9A-Z]{5}$/;

const WITHHELD = '(database error text withheld: it may quote health information)';

const field = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Literals ('…', E'…', numbers after operators) blanked; placeholders ($1) kept. */
export function statementShape(sql: string): string {
  const blanked = sql
    .replace(/[Ee]?'(?:[^']|'')*'/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
  return blanked.length > STATEMENT_MAX ? `${blanked.slice(0, STATEMENT_MAX)}…` : blanked;
}

const isDatabaseError = (err: Record<string, unknown>, code: string | undefined): boolean =>
  'query' in err || 'params' in err || (code !== undefined && SQLSTATE.test(code)) || err.name === 'DrizzleQueryError';

/** The stack's frames only: its first line repeats the message. */
const framesOf = (stack: unknown): string | undefined =>
  typeof stack === 'string' ? stack.split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n') : undefined;

function serialize(value: unknown, depth: number): LoggedError {
  if (typeof value !== 'object' || value === null) return { type: typeof value, message: '', stack: '' };
  const err = value as Record<string, unknown>;
  const type = field(err.name) ?? field((err.constructor as { name?: unknown } | undefined)?.name) ?? 'Error';
  const code = field(err.code);
  const cause = err.cause;
  const causeCode = typeof cause === 'object' && cause !== null ? field((cause as Record<string, unknown>).code) : undefined;
  const database = isDatabaseError(err, code) || (causeCode !== undefined && SQLSTATE.test(causeCode));
  const out: LoggedError = {
    type,
    message: database ? WITHHELD : (field(err.message) ?? ''),
    stack: (database ? framesOf(err.stack) : field(err.stack)) ?? '',
  };
  // Drizzle wraps the driver's error: its SQLSTATE is on the cause.
  const sqlState = code ?? (causeCode !== undefined && SQLSTATE.test(causeCode) ? causeCode : undefined);
  if (sqlState) out.code = sqlState;
  if (typeof err.query === 'string') out.statement = statementShape(err.query);
  for (const key of ['constraint', 'table', 'column'] as const) {
    const v = field(err[key]);
    if (v) out[key] = v;
  }
  if (cause !== undefined && cause !== null && depth < CAUSE_DEPTH_MAX) out.cause = serialize(cause, depth + 1);
  return out;
}

export const safeErrorSerializer = (err: unknown): LoggedError => serialize(err, 0);
