/**
 * The one HTTP client (conventions 10, spec 7): every call goes through the
 * ky instance below, which adds the `token` and `userid` headers, sends JSON
 * and parses answers with the domain's zod schemas. A call on the /login
 * path names its schema by a loader (SchemaSource), so the first screen
 * loads zod with the first answer rather than with the page (issue 16).
 *
 * Answers (spec 7): a 401 becomes messages.sessionInvalid and, when a session
 * check is on, logs out; an unparseable answer becomes messages.serverError;
 * any other non-2xx hands the server's `{ message }` back to the caller as an
 * ApiError.
 */
import ky from 'ky';
import type { z } from 'zod';
import type { ErrorBody } from '../../domain/contract/common';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/contract/idempotent-calls';
import { messages } from '../../domain/messages';
import { ApiError } from './api-error';
import { submissionOf } from './idempotency-keys';

export interface ApiAuth {
  userId: number;
  token: string;
}

interface ClientWiring {
  /** The signed-in user's credentials, or null. */
  getAuth: () => ApiAuth | null;
  /** A 401 on a session-checked call: the app shows the message and logs out. */
  onUnauthorized: (message: string) => void;
  /** A 423: a kept session locked after idle time; the app shows its lock screen. */
  onLocked: () => void;
}

/*
 * features/api must not import features/session (session builds on api), so
 * the app wires the session in once at start-up.
 */
let wiring: ClientWiring = { getAuth: () => null, onUnauthorized: () => undefined, onLocked: () => undefined };

export function configureApiClient(next: Partial<ClientWiring>): void {
  wiring = { ...wiring, ...next };
}

/** The ONE ky instance. HTTP errors are not thrown by ky: `request` maps them. */
export const http = ky.create({
  prefixUrl: '/api',
  retry: 0,
  timeout: 30_000,
  throwHttpErrors: false,
  headers: { accept: 'application/json' },
  hooks: {
    beforeRequest: [
      (request) => {
        const auth = wiring.getAuth();
        if (auth) {
          request.headers.set('token', auth.token);
          request.headers.set('userid', String(auth.userId));
        }
      },
    ],
  },
});

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface RequestOptions {
  json?: unknown;
  /** A multipart body (mail with attachments); the browser sets its content type. */
  form?: FormData;
  signal?: AbortSignal;
  /**
   * Whether a 401 means the session is lost (default true). Login sets it to
   * false: its 401 is a wrong password, shown with the server's text.
   */
  sessionCheck?: boolean;
  /**
   * A create call: what tells two submissions with one body apart (a chat
   * message's temporary id: "ok" typed twice is two messages, a retry of
   * one is the same). Default: equal bodies are one submission.
   */
  submission?: string | number;
}

const UNAUTHORIZED = 401;
const LOCKED = 423;

/** A call's answer schema, or a loader of it (e.g. `() => import('…/contract/auth').then((c) => c.loginResponse)`). */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text().catch(() => null);
  if (text === null) return { ok: false };
  if (text === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Sends one call and returns its answer parsed by `schema`, or throws
 * ApiError. A create call carries its submission's Idempotency-Key
 * (idempotency-keys.ts), so sending it again cannot create twice.
 */
export async function request<S extends z.ZodType>(
  method: HttpMethod,
  path: string,
  source: SchemaSource<S>,
  { json, form, signal, sessionCheck = true, submission: tag }: RequestOptions = {},
): Promise<z.infer<S>> {
  const submission = submissionOf(method, path, { json, form, tag });
  // A loaded schema downloads while the call is under way.
  const schema = typeof source === 'function' ? source() : Promise.resolve(source);
  schema.catch(() => undefined);
  try {
    const keyed = submission ? { headers: { [IDEMPOTENCY_KEY_HEADER]: submission.key } } : {};
    const response = await send(method, path, { json, body: form, signal, ...keyed });
    const body = await readJson(response);
    if (!response.ok) throw await failureOf(response, body, sessionCheck);
    if (!body.ok) throw new ApiError(response.status, messages.serverError);
    const answer = parseResponse(await schemaOf(schema), body.value, response.status);
    submission?.settle();
    return answer;
  } catch (error) {
    submission?.settle(error);
    throw error;
  }
}

/** A schema that could not be loaded (offline, a new deployment) is the server error of an unreachable server. */
async function schemaOf<S extends z.ZodType>(schema: Promise<S>): Promise<S> {
  try {
    return await schema;
  } catch {
    throw new ApiError(0, messages.serverError);
  }
}

/** The `{ message }` of an error answer (domain/contract/common errorBody), checked without zod. */
function errorMessageOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const message = (value as Partial<ErrorBody>).message;
  return typeof message === 'string' ? message : null;
}

async function send(
  method: HttpMethod,
  path: string,
  options: { json?: unknown; body?: FormData; signal?: AbortSignal; headers?: Record<string, string> },
): Promise<Response> {
  try {
    return await http(path.replace(/^\//, ''), { method, ...options });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, messages.serverError);
  }
}

/** The ApiError of a non-2xx answer (a 401 on a session-checked call also logs out). */
async function failureOf(response: Response, body: { ok: true; value: unknown } | { ok: false }, sessionCheck: boolean): Promise<ApiError> {
  if (response.status === UNAUTHORIZED && sessionCheck) {
    wiring.onUnauthorized(messages.sessionInvalid);
    return new ApiError(UNAUTHORIZED, messages.sessionInvalid);
  }
  if (response.status === LOCKED) wiring.onLocked();
  if (!body.ok) return new ApiError(response.status, messages.serverError);
  return new ApiError(response.status, errorMessageOf(body.value) ?? messages.serverError, body.value);
}

export interface DownloadedFile {
  blob: Blob;
  /** From the answer's Content-Disposition (filename*), else `fallbackName`. */
  fileName: string;
}

/**
 * Fetches a file with the session's headers (a plain link could not send
 * them, and a token must never sit in a URL). Errors as `request`.
 */
export async function requestFile(path: string, fallbackName: string, { signal }: { signal?: AbortSignal } = {}): Promise<DownloadedFile> {
  const response = await send('get', path, { signal });
  if (!response.ok) throw await failureOf(response, await readJson(response), true);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName };
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="([^"]*)"/i.exec(header);
  return plain?.[1] || null;
}

/** Parses an answer with a domain contract; a mismatch is a server fault, not the user's. */
export function parseResponse<S extends z.ZodType>(schema: S, value: unknown, status = 200): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    console.error('API answer does not match its contract', parsed.error.issues);
    throw new ApiError(status >= 200 && status < 300 ? 500 : status, messages.serverError);
  }
  return parsed.data;
}
