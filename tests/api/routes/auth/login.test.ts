import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../domain/messages';
import { hashSessionToken } from '../../../../server/auth/tokens';
import { sessions } from '../../../../server/db/schema/index';
import { build, expectMessage, login } from '../../helper';

const t = build({ loginMaxFailures: 5, loginMaxFailuresPerIp: 20 });

const postLogin = (payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

describe('POST /api/auth/login', () => {
  it('given the right password, should answer data.token, userID and timeRemain', async () => {
    const res = await postLogin({ username: 'dr.rivera', password: 'Meadow-demo-1' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { token: string; userID: number; timeRemain: number } };
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.userID).toBeGreaterThan(0);
    expect(data.timeRemain).toBe(t.config.sessionTtl);
  });

  it('given a username in another case and padded with spaces, should still sign in', async () => {
    const res = await postLogin({ username: '  Dr.Rivera ', password: 'Meadow-demo-1' });
    expect(res.statusCode).toBe(200);
  });

  it('given a session, should store only the SHA-256 of the token', async () => {
    const { token, userId } = await login(t.app, 'dr.chen');
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashSessionToken(token))).toBe(true);
  });

  it('given a wrong password, should answer 401 with the invalid-credentials message', async () => {
    expectMessage(await postLogin({ username: 'dr.chen', password: 'nope' }, '10.0.0.1'), 401, messages.invalidCredentials);
  });

  it('given an unknown user, should answer exactly as for a wrong password', async () => {
    const started = performance.now();
    const res = await postLogin({ username: 'nobody.here', password: 'nope' }, '10.0.0.2');
    // Verified against a dummy hash, so it is not answered instantly.
    expect(performance.now() - started).toBeGreaterThan(5);
    expectMessage(res, 401, messages.invalidCredentials);
  });

  it.each([
    ['an empty body', {}],
    ['an empty username', { username: '', password: 'x' }],
    ['a blank password', { username: 'dr.rivera', password: '   ' }],
    ['no password', { username: 'dr.rivera' }],
  ])('given %s, should answer 400 with the spec message', async (_, payload) => {
    expectMessage(await postLogin(payload), 400, messages.loginFieldsRequired);
  });

  it('given a username over 50 characters, should answer 400 with the length message', async () => {
    expectMessage(await postLogin({ username: 'a'.repeat(51), password: 'x' }), 400, messages.usernameTooLong);
  });

  it('given 5 failures for one username, should answer 429 even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expectMessage(await postLogin({ username: 'dr.patel', password: 'wrong' }, '10.0.1.1'), 401, messages.invalidCredentials);
    }
    expectMessage(await postLogin({ username: 'dr.patel', password: 'Meadow-demo-1' }, '10.0.1.2'), 429, messages.tooManyLoginAttempts);
    // Other users are not affected.
    expect((await postLogin({ username: 'dr.rivera', password: 'Meadow-demo-1' }, '10.0.1.2')).statusCode).toBe(200);
  });

  it('given 20 failures from one address, should answer 429 for any username from it', async () => {
    for (let i = 0; i < 20; i++) {
      await postLogin({ username: `ghost${i}`, password: 'wrong' }, '10.0.2.1');
    }
    expectMessage(await postLogin({ username: 'sam.staff', password: 'Meadow-demo-1' }, '10.0.2.1'), 429, messages.tooManyLoginAttempts);
    expect((await postLogin({ username: 'sam.staff', password: 'Meadow-demo-1' }, '10.0.2.9')).statusCode).toBe(200);
  });

  it('given failures then a success, should forgive the username', async () => {
    for (let i = 0; i < 4; i++) await postLogin({ username: 'jo.other', password: 'wrong' }, '10.0.3.1');
    expect((await postLogin({ username: 'jo.other', password: 'Meadow-demo-1' }, '10.0.3.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await postLogin({ username: 'jo.other', password: 'wrong' }, '10.0.3.1');
    expect((await postLogin({ username: 'jo.other', password: 'Meadow-demo-1' }, '10.0.3.1')).statusCode).toBe(200);
  });
});
