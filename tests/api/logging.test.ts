import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build, login } from './helper';

const lines: string[] = [];
const t = build({ logLevel: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });

describe('logging', () => {
  it('given requests with passwords and tokens, should log structured lines without either', async () => {
    const { headers, token } = await login(t.app, 'dr.rivera');
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'dr.rivera', password: 'Wrong-secret-9' } });
    await t.app.inject({ method: 'GET', url: '/api/auth/expiry_permissions', headers: { ...headers, authorization: 'Bearer abc.def', cookie: 'sid=zzz' } });
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(log).toContain('/api/auth/expiry_permissions');
    for (const secret of [token, 'Meadow-demo-1', 'Wrong-secret-9', 'abc.def', 'sid=zzz']) expect(log).not.toContain(secret);
  });

  it('given header and mail searches, should log their paths without the search terms (health information)', async () => {
    const { headers, userId } = await login(t.app, 'dr.rivera');
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: `/api/appointment/search/1/11/2026/30/11/2026/Alvarezterm/${userId}`, headers });
    await t.app.inject({ method: 'GET', url: `/api/portalemail/search/${userId}/1/11/2026/30/11/2026/Consentterm/${userId}/1/0/0/0`, headers });
    const log = lines.join('');
    expect(log).toContain('/api/appointment/search/1/11/2026/30/11/2026/[term]/');
    expect(log).toContain(`/api/portalemail/search/${userId}/1/11/2026/30/11/2026/[term]/${userId}/1/0/0/0`);
    expect(log).not.toMatch(/alvarezterm|consentterm/i);
  });

  it('given a failing query with health information in its parameters, should log the error code and statement, never the values', async () => {
    lines.length = 0;
    const secret = 'Ana Secretname';
    const failure = await t.app.db.execute(sql`select ${secret}::int as n`).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(failure).toBeDefined();
    t.app.log.error({ err: failure }, 'request failed');
    const line = lines.map((l) => JSON.parse(l) as { err?: { code?: string; statement?: string } }).find((l) => l.err);
    expect(line?.err?.code).toBe('22P02');
    expect(line?.err?.statement).toContain('select $1::int');
    expect(lines.join('')).not.toContain('Secretname');
  });
});

