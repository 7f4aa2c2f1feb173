import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../domain/messages';
import { DEVICE_COOKIE } from '../../../../server/auth/device-cookie';
import { KEEP_COOKIE, keepCookieOptions } from '../../../../server/auth/keep-cookie';
import { hashSessionToken } from '../../../../server/auth/tokens';
import { sessions } from '../../../../server/db/schema/index';
import { build, expectMessage } from '../../helper';

/**
 * 'Keep me signed in on this device' (issue 17 item 16): a kept session is
 * bound to its browser by an HttpOnly device cookie, keeps the idle and
 * absolute limits, locks after SESSION_LOCK_IDLE idle seconds (423 until
 * unlocked with the password, counted as login failures), and its logout
 * ends every kept session of the user.
 */
const MAX_FAILURES = 3;
const LOCK_IDLE = 300;
const t = build({ sessionLockIdle: LOCK_IDLE, loginMaxFailures: MAX_FAILURES, loginMaxFailuresPerUsername: 50, loginMaxFailuresPerIp: 50 });
const RIGHT = 'Meadow-demo-1';

interface Kept {
  token: string;
  userId: number;
  headers: { token: string; userid: string };
  keep: string;
}

const postLogin = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

async function keptLogin(username: string): Promise<Kept> {
  const res = await postLogin({ username, password: RIGHT, keepSignedIn: true });
  expect(res.statusCode, res.body).toBe(200);
  const { token, userID } = (res.json() as { data: { token: string; userID: number } }).data;
  const keep = cookieOf(res, KEEP_COOKIE)?.value;
  expect(keep, 'the keep cookie').toBeDefined();
  return { token, userId: userID, headers: { token, userid: String(userID) }, keep: keep! };
}

/** The session's headers and a keep cookie: its own unless another is named, none for null. */
const withKeep = (k: Kept, keep: string | null = k.keep) => ({
  headers: k.headers,
  ...(keep === null ? {} : { cookies: { [KEEP_COOKIE]: keep } }),
});
const expiry = (k: Kept, keep: string | null = k.keep) =>
  t.app.inject({ method: 'GET', url: '/api/auth/expiry_permissions', ...withKeep(k, keep) });
const sliding = (k: Kept) => t.app.inject({ method: 'GET', url: '/api/timezone/get', ...withKeep(k) });
const unlock = (k: Kept, password: string, remoteAddress = '127.0.0.1', keep: string | null = k.keep) =>
  t.app.inject({ method: 'POST', url: '/api/auth/unlock', payload: { password }, remoteAddress, ...withKeep(k, keep) });
const logout = (k: Kept) => t.app.inject({ method: 'GET', url: '/api/auth/logout', ...withKeep(k) });

const bySession = (token: string) => eq(sessions.tokenHash, hashSessionToken(token));
const rowOf = async (token: string) => (await t.app.db.select().from(sessions).where(bySession(token)))[0];
/** Idle past the lock time, as if the phone lay untouched; the process's short session memory forgets it. */
async function idle(k: Kept, seconds = LOCK_IDLE + 1): Promise<void> {
  await t.app.db.update(sessions).set({ activeAt: new Date(Date.now() - seconds * 1000) }).where(bySession(k.token));
  t.app.sessionCache.clear();
}

describe("login with 'Keep me signed in'", () => {
  it('given keepSignedIn, should set the device cookie and an HttpOnly, Strict keep cookie lasting the absolute limit', async () => {
    const res = await postLogin({ username: 'dr.rivera', password: RIGHT, keepSignedIn: true });
    expect(res.statusCode, res.body).toBe(200);
    const device = cookieOf(res, DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const keep = cookieOf(res, KEEP_COOKIE);
    expect(keep).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(keep?.secure).toBeFalsy();
    expect(keep?.maxAge).toBeGreaterThan(t.config.sessionMaxAge - 5);
    expect(keep?.maxAge).toBeLessThanOrEqual(t.config.sessionMaxAge);
    expect(keep!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { token } = (res.json() as { data: { token: string } }).data;
    // Only the secret's digest is stored.
    expect((await rowOf(token))?.deviceHash).toBe(hashSessionToken(keep!.value));
  });

  it('should make the keep cookie Secure where the app is reached over https', () => {
    const at = new Date();
    const options = keepCookieOptions({ publicUrl: 'https://meadow.example' }, { protocol: 'http' }, new Date(at.getTime() + 90_000), at);
    expect(options).toMatchObject({ secure: true, httpOnly: true, sameSite: 'strict', maxAge: 90 });
  });

  it('given no keepSignedIn (or false), should set no keep cookie and open an ordinary session, as before', async () => {
    for (const payload of [{ username: 'dr.chen', password: RIGHT }, { username: 'dr.chen', password: RIGHT, keepSignedIn: false }]) {
      const res = await postLogin(payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(cookieOf(res, KEEP_COOKIE)).toBeUndefined();
      const { token } = (res.json() as { data: { token: string } }).data;
      expect(await rowOf(token)).toMatchObject({ deviceHash: null, activeAt: null });
    }
  });

  it('given a keepSignedIn that is not a boolean, should answer 400 with the invalid-request message', async () => {
    for (const keepSignedIn of ['yes', 1, null, {}]) {
      expectMessage(await postLogin({ username: 'dr.chen', password: RIGHT, keepSignedIn }), 400, messages.invalidRequest);
    }
  });
});

describe('a kept session', () => {
  it('given its token and device cookie, should be answered', async () => {
    const k = await keptLogin('sam.staff');
    expect((await expiry(k)).statusCode).toBe(200);
    expect((await sliding(k)).statusCode).toBe(200);
  });

  it('given its token without the device cookie, or with another device cookie, should answer 401', async () => {
    const k = await keptLogin('sam.staff');
    const other = await keptLogin('sam.staff');
    expectMessage(await expiry(k, null), 401, messages.sessionInvalid);
    expectMessage(await expiry(k, other.keep), 401, messages.sessionInvalid);
    expectMessage(await sliding({ ...k, keep: 'x'.repeat(43) }), 401, messages.sessionInvalid);
    // Refused from the process's session memory too, once the lookup is cached.
    expect((await sliding(k)).statusCode).toBe(200);
    expectMessage(await t.app.inject({ method: 'GET', url: '/api/timezone/get', headers: k.headers }), 401, messages.sessionInvalid);
  });

  it('given its idle limit has passed, should be refused as any session', async () => {
    const k = await keptLogin('dana.delegate');
    await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(bySession(k.token));
    expectMessage(await expiry(k), 401, messages.sessionInvalid);
  });

  it('given its absolute limit has passed, should be refused however recently used', async () => {
    const k = await keptLogin('dana.delegate');
    await t.app.db.update(sessions).set({ absoluteExpiresAt: new Date(Date.now() - 1000) }).where(bySession(k.token));
    expectMessage(await expiry(k), 401, messages.sessionInvalid);
  });

  it('given calls, should record its activity', async () => {
    const k = await keptLogin('alex.client');
    await idle(k, 120);
    expect((await sliding(k)).statusCode).toBe(200);
    const activeAt = (await rowOf(k.token))!.activeAt!.getTime();
    expect(Date.now() - activeAt).toBeLessThan(5_000);
  });
});

describe('the idle lock', () => {
  it('given the lock time without a call, should answer 423 with the session message and not slide', async () => {
    const k = await keptLogin('jo.other');
    await idle(k);
    const before = (await rowOf(k.token))!;
    expectMessage(await expiry(k), 423, messages.sessionInvalid);
    expectMessage(await sliding(k), 423, messages.sessionInvalid);
    const after = (await rowOf(k.token))!;
    expect(after.expiresAt.getTime()).toBe(before.expiresAt.getTime());
    expect(after.activeAt!.getTime()).toBe(before.activeAt!.getTime());
  });

  it('given the lock time, should not lock an ordinary session', async () => {
    const res = await postLogin({ username: 'jo.other', password: RIGHT });
    const { token, userID } = (res.json() as { data: { token: string; userID: number } }).data;
    await t.app.db.update(sessions).set({ activeAt: new Date(0) }).where(bySession(token));
    const answer = await t.app.inject({ method: 'GET', url: '/api/auth/expiry_permissions', headers: { token, userid: String(userID) } });
    expect(answer.statusCode).toBe(200);
  });

  it('given the wrong password, should refuse to unlock with the login message, stay locked, and count it as a login failure', async () => {
    const k = await keptLogin('dr.patel');
    await idle(k);
    const address = '10.9.0.1';
    for (let i = 0; i < MAX_FAILURES; i++) expectMessage(await unlock(k, 'wrong', address), 401, messages.invalidCredentials);
    expectMessage(await expiry(k), 423, messages.sessionInvalid);
    // The budget is login's: spent by unlocking, it holds the login from that address too, and the right password.
    expectMessage(await unlock(k, RIGHT, address), 429, messages.tooManyLoginAttempts);
    expectMessage(await postLogin({ username: 'dr.patel', password: RIGHT }, address), 429, messages.tooManyLoginAttempts);
  });

  it('given the right password, should unlock: calls are answered again and the session slides', async () => {
    const k = await keptLogin('dr.rivera');
    await idle(k);
    expectMessage(await sliding(k), 423, messages.sessionInvalid);
    const res = await unlock(k, RIGHT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, timeRemain: t.config.sessionTtl });
    expect((await sliding(k)).statusCode).toBe(200);
    expect((await expiry(k)).statusCode).toBe(200);
  });

  it('given the right password without the device cookie, should refuse to unlock', async () => {
    const k = await keptLogin('dr.chen');
    await idle(k);
    expectMessage(await unlock(k, RIGHT, '127.0.0.1', null), 401, messages.sessionInvalid);
  });

  it('given a bad body, should answer 400 with the spec message', async () => {
    const k = await keptLogin('dr.chen');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/unlock', payload: { password: 5 }, ...withKeep(k) });
    expect(res.statusCode).toBe(400);
  });
});

describe('logout of a kept session', () => {
  it("should end it while locked, clear its cookie, and end the user's other kept sessions but not ordinary ones", async () => {
    const phone = await keptLogin('sam.staff');
    const tablet = await keptLogin('sam.staff');
    const plain = await postLogin({ username: 'sam.staff', password: RIGHT });
    const { token, userID } = (plain.json() as { data: { token: string; userID: number } }).data;
    const colleague = await keptLogin('dr.rivera');
    await idle(phone);

    const res = await logout(phone);
    expect(res.statusCode, res.body).toBe(200);
    const cleared = cookieOf(res, KEEP_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/');

    expect(await rowOf(phone.token)).toBeUndefined();
    expect(await rowOf(tablet.token)).toBeUndefined();
    expectMessage(await sliding(tablet), 401, messages.sessionInvalid);
    const ordinary = await t.app.inject({ method: 'GET', url: '/api/timezone/get', headers: { token, userid: String(userID) } });
    expect(ordinary.statusCode).toBe(200);
    expect((await sliding(colleague)).statusCode).toBe(200);
  });
});
