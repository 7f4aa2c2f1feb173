/**
 * The one HTTP client (conventions 10, spec 7): every call goes through the
 * ky instance below, which adds the `token` and `userid` headers, sends JSON
 * and parses answers with the domain's zod schemas.
 *
 * Answers (spec 7): a 401 becomes messages.sessionInvalid and, when a session
 * check is on, logs out; an unparseable answer becomes messages.serverError;
 * any other non-2xx hands the server's `{ message }` back to the caller as an
 * ApiError.
 */
import ky from 'ky';
import type { z } from 'zod';
import { errorBody } from '../../domain/contract/common';
import { messages } from '../../domain/messages';
import { ApiError } from './api-error';

export interface ApiAuth {
  userId: number;
  token: string;
}

interface ClientWiring {
  /** The signed-in user's credentials, or null. */
  getAuth: () => ApiAuth | null;
  /** A 401 on a session-checked call: the app shows the message and logs out. */
  onUnauthorized: (message: string) => void;
}

/*
 * features/api must not import features/session (session builds on api), so
 * the app wires the session in once at start-up.
 */
let wiring: ClientWiring = { getAuth: () => null, onUnauthorized: () => undefined };

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
  signal?: AbortSignal;
  /**
   * Whether a 401 means the session is lost (default true). Login sets it to
   * false: its 401 is a wrong password, shown with the server's text.
   */
  sessionCheck?: boolean;
}

const UNAUTHORIZED = 401;

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

/** Sends one call and returns its answer parsed by `schema`, or throws ApiError. */
export async function request<S extends z.ZodType>(
  method: HttpMethod,
  path: string,
  schema: S,
  { json, signal, sessionCheck = true }: RequestOptions = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await http(path.replace(/^\//, ''), { method, json, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, messages.serverError);
  }

  const body = await readJson(response);

  if (response.status === UNAUTHORIZED && sessionCheck) {
    wiring.onUnauthorized(messages.sessionInvalid);
    throw new ApiError(UNAUTHORIZED, messages.sessionInvalid);
  }
  if (!body.ok) throw new ApiError(response.status, messages.serverError);
  if (!response.ok) {
    const parsed = errorBody.safeParse(body.value);
    throw new ApiError(response.status, parsed.success ? parsed.data.message : messages.serverError);
  }
  return parseResponse(schema, body.value, response.status);
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
