import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { messages } from '../../../../domain/messages';
import { ApiError } from '../../../../features/api/api-error';
import { configureApiClient, request } from '../../../../features/api/client';

/* The unit project runs in Node, where a Request needs an absolute URL: resolve '/api/…' as a browser would. */
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://meadow.test') : input, init);
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answer: () => Response | Promise<Response>;
let seen: { request: Request; body: string }[];
const onUnauthorized = vi.fn();
const onLocked = vi.fn();

beforeEach(() => {
  seen = [];
  onUnauthorized.mockReset();
  onLocked.mockReset();
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (req: Request) => {
    seen.push({ request: req, body: await req.clone().text() });
    return answer();
  });
  configureApiClient({ getAuth: () => ({ userId: 7, token: 'tok' }), onUnauthorized, onLocked });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ok = z.object({ ok: z.literal(true) });

describe('request', () => {
  it('should send the token and userid headers under /api and parse the answer', async () => {
    answer = () => json(200, { ok: true });
    await expect(request('post', 'auth/thing', ok, { json: { a: 1 } })).resolves.toEqual({ ok: true });
    const sent = seen[0]!;
    expect(new URL(sent.request.url).pathname).toBe('/api/auth/thing');
    expect(sent.request.headers.get('token')).toBe('tok');
    expect(sent.request.headers.get('userid')).toBe('7');
    expect(JSON.parse(sent.body)).toEqual({ a: 1 });
  });

  it('given a 401 with a session check, should report the session message and ask to log out', async () => {
    answer = () => json(401, { message: 'whatever the server says' });
    await expect(request('get', 'x', ok)).rejects.toMatchObject({ status: 401, message: messages.sessionInvalid });
    expect(onUnauthorized).toHaveBeenCalledWith(messages.sessionInvalid);
  });

  it('given a 401 without a session check (login), should hand back the server text', async () => {
    answer = () => json(401, { message: messages.invalidCredentials });
    await expect(request('post', 'auth/login', ok, { sessionCheck: false })).rejects.toMatchObject({
      status: 401,
      message: messages.invalidCredentials,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('given a 423 (a kept session locked after idle time), should ask for the lock screen, not a logout', async () => {
    answer = () => json(423, { message: messages.sessionInvalid });
    await expect(request('get', 'x', ok)).rejects.toMatchObject({ status: 423, message: messages.sessionInvalid });
    expect(onLocked).toHaveBeenCalledOnce();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('given another error status, should hand back the parsed message', async () => {
    answer = () => json(422, { message: 'The request is not valid' });
    const error = await request('get', 'x', ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The request is not valid' });
  });

  it('given an unparseable or off-contract answer, should report the server error', async () => {
    answer = () => new Response('<html>oops</html>', { status: 502 });
    await expect(request('get', 'x', ok)).rejects.toMatchObject({ status: 502, message: messages.serverError });
    answer = () => json(200, { ok: 'yes' });
    await expect(request('get', 'x', ok)).rejects.toMatchObject({ status: 500, message: messages.serverError });
  });

  it('given no network, should report status 0 and the server error', async () => {
    answer = () => Promise.reject(new TypeError('fetch failed'));
    const error = await request('get', 'x', ok).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: messages.serverError });
    expect((error as ApiError).isServerFailure).toBe(true);
  });
});
