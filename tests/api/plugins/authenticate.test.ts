import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { hashSessionToken } from '../../../server/auth/tokens';
import { sessions } from '../../../server/db/schema/index';
import { build, expectMessage, login } from '../helper';

const t = build({ sessionTtl: 1800 });

const expiry = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/expiry_permissions', headers });
const someAuthenticatedCall = (headers: Record<string, string>, providerId: number) =>
  t.app.inject({ method: 'GET', url: `/api/insurance/get/${providerId}`, headers });

const sessionOf = async (token: string) =>
  (await t.app.db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(token))))[0]!;
const bySession = (token: string) => eq(sessions.tokenHash, hashSessionToken(token));

describe('authenticate hook', () => {
  it('given no token, should answer 401 with the session message', async () => {
    expectMessage(await expiry({}), 401, messages.sessionInvalid);
  });

  it('given a wrong token, should answer 401', async () => {
    const { userId } = await login(t.app, 'dr.rivera');
    expectMessage(await expiry({ token: 'x'.repeat(43), userid: String(userId) }), 401, messages.sessionInvalid);
  });

  it("given another user's id with a valid token, should answer 401", async () => {
    const rivera = await login(t.app, 'dr.rivera');
    const chen = await login(t.app, 'dr.chen');
    expectMessage(await expiry({ token: rivera.token, userid: String(chen.userId) }), 401, messages.sessionInvalid);
    expectMessage(await expiry({ token: rivera.token, userid: 'abc' }), 401, messages.sessionInvalid);
    expectMessage(await expiry({ token: rivera.token }), 401, messages.sessionInvalid);
  });

  // Found by tests/api/hostile: '2147483648' reached PostgreSQL's integer column (a 500 before the
  // data-exception net), and '01' or '+1' named the same user as '1'.
  it('given a valid token with its user id out of range or in a non-canonical form, should answer 401 before any query', async () => {
    const rivera = await login(t.app, 'dr.rivera');
    const id = rivera.userId;
    for (const userid of ['2147483648', '9999999999', '4294967296', `0${id}`, `+${id}`, ` ${id}`, `${id}.0`, `${id}e0`, '0']) {
      expectMessage(await expiry({ token: rivera.token, userid }), 401, messages.sessionInvalid);
    }
    expect((await expiry(rivera.headers)).statusCode).toBe(200);
  });

  it('given an idle-expired session, should refuse it', async () => {
    const { headers, token } = await login(t.app, 'sam.staff');
    await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(bySession(token));
    expectMessage(await expiry(headers), 401, messages.sessionInvalid);
  });

  it('given a session past its absolute expiry, should refuse it however recently used', async () => {
    const { headers, token } = await login(t.app, 'jo.other');
    await t.app.db
      .update(sessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
      .where(bySession(token));
    expectMessage(await expiry(headers), 401, messages.sessionInvalid);
  });

  it('given an authenticated call, should slide the idle expiry to now + SESSION_TTL', async () => {
    const { headers, userId, token } = await login(t.app, 'dr.chen');
    await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() + 60_000) }).where(bySession(token));
    expect((await someAuthenticatedCall(headers, userId)).statusCode).toBe(200);
    const left = (await sessionOf(token)).expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(1790_000);
    expect(left).toBeLessThanOrEqual(1800_000);
  });

  it('given calls within a minute of the last slide, should not write again', async () => {
    const { headers, token } = await login(t.app, 'dana.delegate');
    const before = (await sessionOf(token)).expiresAt.getTime();
    const res = await t.app.inject({ method: 'GET', url: '/api/insurance/get/1', headers });
    expect([200, 403]).toContain(res.statusCode);
    expect((await sessionOf(token)).expiresAt.getTime()).toBe(before);
  });

  it('given a session near its absolute expiry, should slide no further than it', async () => {
    const { headers, token } = await login(t.app, 'alex.client');
    const absolute = new Date(Date.now() + 300_000);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 30_000), absoluteExpiresAt: absolute })
      .where(bySession(token));
    await t.app.inject({ method: 'GET', url: '/api/insurance/get/1', headers });
    expect((await sessionOf(token)).expiresAt.getTime()).toBe(absolute.getTime());
  });

  it('given logout, should end the session so the token no longer works', async () => {
    const { headers } = await login(t.app, 'dr.patel');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expectMessage(await expiry(headers), 401, messages.sessionInvalid);
    expectMessage(await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers }), 401, messages.sessionInvalid);
  });

  it('given a session the server has just answered from its cache, should refuse it right after logout', async () => {
    const { headers, userId } = await login(t.app, 'dr.rivera');
    // The second call is answered from the session cache (auth/session-cache.ts).
    expect((await someAuthenticatedCall(headers, userId)).statusCode).toBe(200);
    expect((await someAuthenticatedCall(headers, userId)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expectMessage(await someAuthenticatedCall(headers, userId), 401, messages.sessionInvalid);
  });
});
