import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { build } from '../helper';

const LIMIT = 50;
const t = build({ rateLimitMax: LIMIT });

describe('the rate limit', () => {
  it('given a burst of requests with forged tokens, should count them and answer 429 once over the limit', async () => {
    const burst = 3 * LIMIT;
    const batch = 10;
    const answers = [];
    // Waves of 10: the in-memory store settles a whole concurrent wave at its final count, so one wave past the limit is refused entirely.
    for (let sent = 0; sent < burst; sent += batch) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: batch }, (_, i) =>
            t.app.inject({
              method: 'GET',
              url: '/api/auth/expiry_permissions',
              remoteAddress: '203.0.113.7',
              headers: { token: `forged-${sent + i}`, userid: '7' },
            }),
          ),
        )),
      );
    }
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(burst - LIMIT);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: messages.tooManyRequests });
  });

  it('given another address, should keep its own count', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/expiry_permissions',
      remoteAddress: '203.0.113.8',
      headers: { token: 'forged', userid: '7' },
    });
    expect(res.statusCode).toBe(401);
  });
});
