/**
 * The HTTP boundary of the mail atom tests: `fetch` is stubbed, everything
 * above it (the one ky client, the zod contracts, the atoms) is real.
 * Answers are looked up by 'METHOD /api/path'; each call is recorded.
 */
import { vi } from 'vitest';

/* The unit project runs in Node, where a Request needs an absolute URL: resolve '/api/…' as a browser would. */
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://meadow.test') : input, init);
  }
}

export interface SeenCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export type Answer = Response | (() => Response | Promise<Response>);

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeHttp() {
  const answers = new Map<string, Answer[]>();
  const seen: SeenCall[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (req: Request) => {
    const path = new URL(req.url).pathname;
    const text = await req.clone().text();
    seen.push({ method: req.method, path, headers: req.headers, body: text === '' ? null : (JSON.parse(text) as unknown) });
    const queue = answers.get(`${req.method} ${path}`);
    const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!next) return json(404, { message: `no answer for ${req.method} ${path}` });
    return typeof next === 'function' ? next() : next.clone();
  });
  return {
    seen,
    /** Answers `METHOD /api/path` with these, in turn (the last one repeats). */
    on(call: string, ...queue: Answer[]) {
      answers.set(call, queue);
    },
    calls(call: string): SeenCall[] {
      return seen.filter((c) => `${c.method} ${c.path}` === call);
    },
    reset() {
      answers.clear();
      seen.length = 0;
    },
  };
}

/** An answer the test releases when it wants (a call still running). */
export function held(response: Response): { answer: () => Promise<Response>; release: () => void } {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = async (): Promise<Response> => {
    await gate;
    return response.clone();
  };
  return { answer, release: () => release() };
}
