import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../../../domain/contract/idempotency';
import { messages } from '../../../../domain/messages';
import { configureApiClient, request } from '../../../../features/api/client';
import { submissionOf } from '../../../../features/api/idempotency-keys';

/* As client.test.ts: the unit project runs in Node, where a Request needs an absolute URL. */
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://meadow.test') : input, init);
  }
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answer: () => Response | Promise<Response>;
let keys: (string | null)[];

beforeEach(() => {
  keys = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (req: Request) => {
    keys.push(req.headers.get('idempotency-key'));
    return answer();
  });
  configureApiClient({ getAuth: () => ({ userId: 7, token: 'tok' }), onUnauthorized: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const anything = z.unknown();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const noNetwork = () => Promise.reject(new TypeError('fetch failed'));
/** Sends the call, whatever it answers, and gives the key it carried. */
async function keyOf(method: 'get' | 'post' | 'put', path: string, body?: { json?: unknown; form?: FormData }): Promise<string | null> {
  await request(method, path, anything, body).catch(() => undefined);
  return keys.at(-1) ?? null;
}

describe('the client and Idempotency-Key', () => {
  it('given a create call, should send a UUID key; given any other call, none', async () => {
    answer = () => json(200, {});
    expect(await keyOf('post', 'appointment/add', { json: { a: 1 } })).toMatch(UUID);
    expect(await keyOf('put', 'clients/add_phone/12', { json: { phone: '1' } })).toMatch(UUID);
    expect(await keyOf('post', 'auth/login', { json: { username: 'u' } })).toBeNull();
    expect(await keyOf('put', 'appointment/edit', { json: { a: 1 } })).toBeNull();
    expect(await keyOf('get', 'contacts/list/3')).toBeNull();
  });

  it('given a send with no answer, should send the same submission again with the same key; a changed body gets another', async () => {
    answer = noNetwork;
    const first = await keyOf('post', 'clients/add', { json: { lastName: 'Quinn' } });
    answer = () => json(200, {});
    expect(await keyOf('post', 'clients/add', { json: { lastName: 'Quinn' } })).toBe(first);
    // Answered now: the same form again is a new submission.
    expect(await keyOf('post', 'clients/add', { json: { lastName: 'Quinn' } })).not.toBe(first);
    expect(await keyOf('post', 'clients/add', { json: { lastName: 'Quinne' } })).not.toBe(first);
  });

  it('given a 5xx or "already received", should keep the key; given another refusal, should let it go', async () => {
    const body = { json: { name: 'Intake' } };
    answer = () => json(502, { message: messages.serverError });
    const first = await keyOf('post', 'events/add', body);
    answer = () => json(409, { message: messages.requestAlreadyReceived });
    expect(await keyOf('post', 'events/add', body)).toBe(first);
    answer = () => json(409, { message: messages.overlapQuestion, overlap: true });
    expect(await keyOf('post', 'events/add', body)).toBe(first);
    answer = () => json(200, {});
    expect(await keyOf('post', 'events/add', body)).not.toBe(first);

    answer = () => json(400, { message: messages.invalidRequest });
    const refused = await keyOf('post', 'events/add', body);
    expect(await keyOf('post', 'events/add', body)).not.toBe(refused);
  });

  it('given the same mail form again after no answer, should reuse the key; another file, not', async () => {
    const form = (text: string) => {
      const f = new FormData();
      f.append('mail', JSON.stringify({ subject: 'Notes' }));
      f.append('files', new File([text], 'notes.txt', { type: 'text/plain', lastModified: 1 }));
      return f;
    };
    answer = noNetwork;
    const first = await keyOf('post', 'portalemail/send', { form: form('one') });
    expect(await keyOf('post', 'portalemail/send', { form: form('one') })).toBe(first);
    expect(await keyOf('post', 'portalemail/send', { form: form('two!') })).not.toBe(first);
  });

  it('given two submissions with one body that the caller names apart (a chat "ok" typed twice), should give each its key', async () => {
    answer = noNetwork;
    const body = { message: 'ok', receiverIds: [4], isGroup: false };
    const send = async (submission: number) => {
      await request('post', 'chat/message/send/text', anything, { json: body, submission }).catch(() => undefined);
      return keys.at(-1);
    };
    const first = await send(-1);
    expect(await send(-2)).not.toBe(first);
    // The retry of the first message.
    expect(await send(-1)).toBe(first);
  });

  it('given a page without crypto.randomUUID (plain http on a LAN address), should still send a UUID', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    answer = () => json(200, {});
    expect(await keyOf('post', 'groups/add', { json: { name: 'Insecure' } })).toMatch(UUID);
  });

  it('given an unsettled submission older than the 24 h the server remembers, should start a new key', () => {
    const body = { json: { name: 'Old' } };
    const first = submissionOf('post', 'events/add', body, 0)!;
    expect(submissionOf('post', 'events/add', body, IDEMPOTENCY_KEY_TTL_MS - 1)!.key).toBe(first.key);
    expect(submissionOf('post', 'events/add', body, IDEMPOTENCY_KEY_TTL_MS)!.key).not.toBe(first.key);
  });
});
