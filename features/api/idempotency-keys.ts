/**
 * The web client's half of Idempotency-Key (issue 13;
 * domain/contract/idempotency.ts): every create call carries a key, one per
 * logical submission. A submission is the call with its body; it stays
 * unsettled, keeping its key, until an answer says what became of it. So a
 * user who taps Save again after "something went wrong" (no answer, a 5xx,
 * or "already received") sends the same key, and the server answers with the
 * first booking instead of making a second; a changed form, or the same form
 * after a definite answer, is a new submission with a new key. A caller
 * whose equal bodies may be different submissions names them (`tag`). ky sends each
 * call once (retry: 0 in client.ts; its default never retries a POST anyway).
 */
import { IDEMPOTENCY_KEY_TTL_MS, isIdempotentCall } from '../../domain/contract/idempotent-calls';
import { messages } from '../../domain/messages';
import { ApiError } from './api-error';

interface Unsettled {
  key: string;
  since: number;
}

/** Submission (method, path, body) → its key, while no answer has settled it. */
const unsettled = new Map<string, Unsettled>();

/** crypto.randomUUID exists only in secure contexts; a practice's LAN address over plain http is not one. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A multipart body as text that is equal for an equal form: fields by value, files by name, size, type and date. */
function formText(form: FormData): string {
  const parts: string[] = [];
  form.forEach((value, name) => {
    parts.push(typeof value === 'string' ? `${name}=${value}` : `${name}=file:${value.name}:${value.size}:${value.type}:${value.lastModified}`);
  });
  return JSON.stringify(parts);
}

/**
 * Whether the server may have the submission without our knowing how it
 * ended: no answer, a failure (its write may have committed), or "already
 * received" (it is still running). Any other answer settles it.
 */
export function keepsKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true; // aborted, or thrown before an answer
  if (error.isServerFailure) return true;
  return error.status === 409 && error.message === messages.requestAlreadyReceived;
}

export interface Submission {
  /** The Idempotency-Key to send. */
  key: string;
  /** Call with the call's outcome: undefined for a 2xx, else what it threw. */
  settle(error?: unknown): void;
}

/** The submission of a create call (null for any other call): its key, new or that of the same unsettled submission. */
export function submissionOf(
  method: string,
  path: string,
  body: { json?: unknown; form?: FormData; tag?: string | number },
  now: number = Date.now(),
): Submission | null {
  if (!isIdempotentCall(method, path.replace(/^\//, '').split('?')[0] ?? '')) return null;
  for (const [id, entry] of unsettled) {
    // The server forgets a key after 24 h: past that, the same key would not protect anything.
    if (now - entry.since >= IDEMPOTENCY_KEY_TTL_MS) unsettled.delete(id);
  }
  const text = body.form ? formText(body.form) : body.json === undefined ? '' : JSON.stringify(body.json);
  const id = `${method.toUpperCase()} ${path} ${body.tag ?? ''}\n${text}`;
  const entry = unsettled.get(id) ?? { key: newKey(), since: now };
  unsettled.set(id, entry);
  return {
    key: entry.key,
    settle(error?: unknown) {
      if (error !== undefined && keepsKey(error)) return;
      if (unsettled.get(id) === entry) unsettled.delete(id);
    },
  };
}
