import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_PASSKEYS_PER_USER, type PasskeyCreationOptions, type PasskeyRequestOptions } from '../../../../domain/contract/passkeys';
import { messages } from '../../../../domain/messages';
import { KEEP_COOKIE } from '../../../../server/auth/keep-cookie';
import { relyingPartyOf } from '../../../../server/auth/relying-party';
import { hashSessionToken } from '../../../../server/auth/tokens';
import { passkeyChallenges, passkeys, sessions } from '../../../../server/db/schema/index';
import { SoftAuthenticator } from '../../auth/soft-authenticator';
import { build, expectMessage } from '../../helper';

/**
 * Passkeys (issue 17 item 16): a user adds one after giving the password
 * again, and it then unlocks their kept session after idle time in place of
 * the password. Every refusal is checked with a real signature that is
 * wrong in one way only: another origin, relying party, challenge, key,
 * user, a replay, a counter gone back, no user verification.
 */
const LOCK_IDLE = 300;
const t = build({ sessionLockIdle: LOCK_IDLE, loginMaxFailures: 50, loginMaxFailuresPerUsername: 50, loginMaxFailuresPerIp: 50 });
const RIGHT = 'Meadow-demo-1';
/** inject()'s requests come to localhost:80: the origin and relying party Meadow derives without PUBLIC_URL. */
const ORIGIN = 'http://localhost';
const RP_ID = 'localhost';

interface Signed {
  token: string;
  userId: number;
  keep?: string;
}

async function login(username: string, keepSignedIn = true): Promise<Signed> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: RIGHT, keepSignedIn } });
  expect(res.statusCode, res.body).toBe(200);
  const { token, userID } = (res.json() as { data: { token: string; userID: number } }).data;
  return { token, userId: userID, keep: res.cookies.find((c) => c.name === KEEP_COOKIE)?.value };
}

const as = (s: Signed) => ({
  headers: { token: s.token, userid: String(s.userId) },
  ...(s.keep ? { cookies: { [KEEP_COOKIE]: s.keep } } : {}),
});
const call = (s: Signed, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, ...as(s), ...(payload ? { payload } : {}) });

const list = async (s: Signed) => {
  const res = await call(s, 'GET', '/account/passkeys');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { passkeys: { id: number; synced: boolean; lastUsedAt: string | null }[] }).passkeys;
};
const creationOptions = async (s: Signed): Promise<PasskeyCreationOptions> => {
  const res = await call(s, 'POST', '/account/passkeys/options', { currentPassword: RIGHT });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { options: PasskeyCreationOptions }).options;
};
/** Asks for options, then answers them with this authenticator (as the browser would, unless told otherwise). */
async function addPasskey(s: Signed, key: SoftAuthenticator, change: Partial<{ origin: string; rpId: string; challenge: string; unverified: boolean }> = {}) {
  const options = await creationOptions(s);
  const response = key.create({ origin: ORIGIN, rpId: RP_ID, challenge: options.challenge, ...change });
  return call(s, 'POST', '/account/passkeys', { response });
}
const requestOptions = async (s: Signed): Promise<PasskeyRequestOptions | null> => {
  const res = await call(s, 'POST', '/auth/unlock/passkey/options');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { options: PasskeyRequestOptions | null }).options;
};
async function unlockWith(s: Signed, key: SoftAuthenticator, change: Partial<{ origin: string; rpId: string; challenge: string; unverified: boolean; signWith: SoftAuthenticator }> = {}) {
  const options = await requestOptions(s);
  const { signWith, ...ceremony } = change;
  const response = key.get({ origin: ORIGIN, rpId: RP_ID, challenge: options?.challenge ?? 'none', ...ceremony }, signWith);
  return { res: await call(s, 'POST', '/auth/unlock/passkey', { response }), response };
}

const bySession = (token: string) => eq(sessions.tokenHash, hashSessionToken(token));
async function idle(s: Signed): Promise<void> {
  await t.app.db.update(sessions).set({ activeAt: new Date(Date.now() - (LOCK_IDLE + 1) * 1000) }).where(bySession(s.token));
  t.app.sessionCache.clear();
}
const expectLocked = async (s: Signed) => expectMessage(await call(s, 'GET', '/timezone/get'), 423, messages.sessionInvalid);
const expectOpen = async (s: Signed) => expect((await call(s, 'GET', '/timezone/get')).statusCode).toBe(200);
const rowsOf = (userId: number) => t.app.db.select().from(passkeys).where(eq(passkeys.userId, userId));

// Each test starts with no passkey, even after one that failed halfway.
afterEach(async () => {
  await t.app.db.delete(passkeys);
});

describe('adding a passkey', () => {
  it('given the wrong current password, should refuse with the spec text and open no challenge', async () => {
    const s = await login('dr.chen');
    expectMessage(await call(s, 'POST', '/account/passkeys/options', { currentPassword: 'wrong-one' }), 400, messages.currentPasswordWrong);
    expectMessage(await call(s, 'POST', '/account/passkeys/options', {}), 400, messages.currentPasswordWrong);
    expect(await t.app.db.select().from(passkeyChallenges)).toEqual([]);
  });

  it('given the password, should ask for a verified, resident passkey of this relying party, without attestation', async () => {
    const s = await login('dr.chen');
    const options = await creationOptions(s);
    expect(options.rp).toEqual({ name: 'Meadow', id: RP_ID });
    // No real name leaves for the device's passkey manager (which may sync it to Apple or Google): the username only.
    expect(options.user).toMatchObject({ name: 'dr.chen', displayName: 'dr.chen' });
    expect(options.attestation).toBe('none');
    expect(options.authenticatorSelection).toMatchObject({ userVerification: 'required', residentKey: 'preferred' });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // The handle names no one: no username, no e-mail.
    expect(Buffer.from(options.user.id, 'base64url').toString()).not.toContain('chen');
  });

  it('given a real answer, should store it and list it without its key or credential ID', async () => {
    const s = await login('dr.patel');
    const key = new SoftAuthenticator(true);
    const res = await addPasskey(s, key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain(key.id);
    const listed = await list(s);
    expect(listed).toEqual([{ id: expect.any(Number), createdAt: expect.any(String), lastUsedAt: null, synced: true }]);
    const [row] = await rowsOf(s.userId);
    expect(row).toMatchObject({ credentialId: key.id, counter: 0, transports: 'internal', backedUp: true });
    // The next options name it, so the device does not make a second one for the same account.
    expect((await creationOptions(s)).excludeCredentials?.map((c) => c.id)).toEqual([key.id]);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another relying party', { rpId: 'evil.example' }],
    ['another challenge', { challenge: Buffer.from('made up by the page').toString('base64url') }],
    ['no user verification', { unverified: true }],
  ])('given an answer with %s, should refuse it and store nothing', async (_, change) => {
    const s = await login('dr.patel');
    expectMessage(await addPasskey(s, new SoftAuthenticator(), change), 400, messages.passkeyNotVerified);
    expect(await rowsOf(s.userId)).toEqual([]);
  });

  it('given the same answer twice, should take it once: its challenge is used up', async () => {
    const s = await login('dr.patel');
    const key = new SoftAuthenticator();
    const options = await creationOptions(s);
    const response = key.create({ origin: ORIGIN, rpId: RP_ID, challenge: options.challenge });
    expect((await call(s, 'POST', '/account/passkeys', { response })).statusCode).toBe(201);
    expectMessage(await call(s, 'POST', '/account/passkeys', { response }), 400, messages.passkeyNotVerified);
    expect(await rowsOf(s.userId)).toHaveLength(1);
    // A passkey already stored, made again in a new ceremony: refused, not stored twice.
    expectMessage(await addPasskey(s, key), 409, messages.passkeyExists);
  });

  it('given a challenge another session asked for, should refuse: each session answers its own', async () => {
    const first = await login('dr.patel');
    const second = await login('dr.patel');
    const options = await creationOptions(first);
    const response = new SoftAuthenticator().create({ origin: ORIGIN, rpId: RP_ID, challenge: options.challenge });
    expectMessage(await call(second, 'POST', '/account/passkeys', { response }), 400, messages.passkeyNotVerified);
    expect(await rowsOf(first.userId)).toEqual([]);
  });

  it('given a malformed answer, should refuse it with the passkey text (never a 5xx)', async () => {
    const s = await login('dr.patel');
    await creationOptions(s);
    const good = new SoftAuthenticator().create({ origin: ORIGIN, rpId: RP_ID, challenge: 'x' });
    for (const response of [
      { ...good, id: 'not base64url!' },
      { ...good, response: { ...good.response, attestationObject: 'AAAA' } },
      { ...good, response: { ...good.response, clientDataJSON: 'x'.repeat(9_000) } },
    ]) {
      await creationOptions(s);
      const res = await call(s, 'POST', '/account/passkeys', { response });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: messages.passkeyNotVerified });
    }
    expect(await rowsOf(s.userId)).toEqual([]);
  });

  it(`given ${MAX_PASSKEYS_PER_USER} passkeys, should refuse an eleventh before asking for the password`, async () => {
    const s = await login('dana.delegate');
    await t.app.db.insert(passkeys).values(
      Array.from({ length: MAX_PASSKEYS_PER_USER }, (_, i) => ({ userId: s.userId, credentialId: `limit-${i}`, publicKey: 'x' })),
    );
    expectMessage(await call(s, 'POST', '/account/passkeys/options', { currentPassword: 'not even checked' }), 409, messages.passkeyLimit);
  });

  it('given one place left and two devices adding at once, should store one and refuse the other', async () => {
    const [a, b] = [await login('dana.delegate'), await login('dana.delegate')];
    await t.app.db.insert(passkeys).values(
      Array.from({ length: MAX_PASSKEYS_PER_USER - 1 }, (_, i) => ({ userId: a.userId, credentialId: `race-${i}`, publicKey: 'x' })),
    );
    const [optionsA, optionsB] = [await creationOptions(a), await creationOptions(b)];
    const answers = await Promise.all([
      call(a, 'POST', '/account/passkeys', { response: new SoftAuthenticator().create({ origin: ORIGIN, rpId: RP_ID, challenge: optionsA.challenge }) }),
      call(b, 'POST', '/account/passkeys', { response: new SoftAuthenticator().create({ origin: ORIGIN, rpId: RP_ID, challenge: optionsB.challenge }) }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toEqual({ message: messages.passkeyLimit });
    expect(await rowsOf(a.userId)).toHaveLength(MAX_PASSKEYS_PER_USER);
  });

  it('given a locked kept session, should not let anyone add a passkey to it', async () => {
    const s = await login('dr.patel');
    await idle(s);
    expectMessage(await call(s, 'POST', '/account/passkeys/options', { currentPassword: RIGHT }), 423, messages.sessionInvalid);
  });
});

describe('removing a passkey', () => {
  it("should remove one's own and answer 404 for another user's or a gone one", async () => {
    const owner = await login('dr.rivera');
    const other = await login('sam.staff', false);
    expect((await addPasskey(owner, new SoftAuthenticator())).statusCode).toBe(201);
    const [mine] = await list(owner);
    expectMessage(await call(other, 'DELETE', `/account/passkeys/${mine!.id}`), 404, messages.notFound);
    expect(await list(owner)).toHaveLength(1);
    expect((await call(owner, 'DELETE', `/account/passkeys/${mine!.id}`)).json()).toEqual({ success: true });
    expect(await list(owner)).toEqual([]);
    expectMessage(await call(owner, 'DELETE', `/account/passkeys/${mine!.id}`), 404, messages.notFound);
  });
});

describe('unlocking with a passkey', () => {
  it('given no passkey, should offer none', async () => {
    const s = await login('alex.client');
    await idle(s);
    expect(await requestOptions(s)).toBeNull();
  });

  it("given the user's passkey, should unlock the locked session, count the use, and refuse the same answer again", async () => {
    const s = await login('alex.client');
    const key = new SoftAuthenticator();
    expect((await addPasskey(s, key)).statusCode).toBe(201);
    await idle(s);
    await expectLocked(s);

    const options = await requestOptions(s);
    expect(options).toMatchObject({ rpId: RP_ID, userVerification: 'required', allowCredentials: [{ id: key.id, type: 'public-key' }] });
    const response = key.get({ origin: ORIGIN, rpId: RP_ID, challenge: options!.challenge });
    const res = await call(s, 'POST', '/auth/unlock/passkey', { response });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, timeRemain: expect.any(Number) });
    await expectOpen(s);
    const [row] = await rowsOf(s.userId);
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);

    await idle(s);
    expectMessage(await call(s, 'POST', '/auth/unlock/passkey', { response }), 401, messages.passkeyNotVerified);
    await expectLocked(s);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another relying party', { rpId: 'evil.example' }],
    ['a challenge it was not given', { challenge: Buffer.from('replayed from elsewhere').toString('base64url') }],
    ['no user verification', { unverified: true }],
    ['a signature by another key', { signWith: new SoftAuthenticator() }],
  ])('given an answer with %s, should stay locked', async (_, change) => {
    const s = await login('alex.client');
    const key = new SoftAuthenticator();
    expect((await addPasskey(s, key)).statusCode).toBe(201);
    await idle(s);
    const { res } = await unlockWith(s, key, change);
    expectMessage(res, 401, messages.passkeyNotVerified);
    await expectLocked(s);
    expect((await rowsOf(s.userId))[0]?.counter).toBe(0);
  });

  it("given another user's passkey, should stay locked", async () => {
    const client = await login('alex.client');
    const other = await login('jo.other');
    const othersKey = new SoftAuthenticator();
    expect((await addPasskey(other, othersKey)).statusCode).toBe(201);
    expect((await addPasskey(client, new SoftAuthenticator())).statusCode).toBe(201);
    await idle(client);
    const { res } = await unlockWith(client, othersKey);
    expectMessage(res, 401, messages.passkeyNotVerified);
    await expectLocked(client);
  });

  it('given a signature count that went back (a cloned authenticator), should stay locked', async () => {
    const s = await login('alex.client');
    const key = new SoftAuthenticator();
    expect((await addPasskey(s, key)).statusCode).toBe(201);
    await idle(s);
    expect((await unlockWith(s, key)).res.statusCode).toBe(200);
    await idle(s);
    key.signCount = 0;
    expectMessage((await unlockWith(s, key)).res, 401, messages.passkeyNotVerified);
    await expectLocked(s);
  });

  it('given the challenge of adding a passkey, should not take it as an unlock answer', async () => {
    const s = await login('alex.client');
    const key = new SoftAuthenticator();
    expect((await addPasskey(s, key)).statusCode).toBe(201);
    const options = await creationOptions(s);
    await idle(s);
    const response = key.get({ origin: ORIGIN, rpId: RP_ID, challenge: options.challenge });
    expectMessage(await call(s, 'POST', '/auth/unlock/passkey', { response }), 401, messages.passkeyNotVerified);
    await expectLocked(s);
  });
});

describe('the relying party', () => {
  it('should be PUBLIC_URL when set, else the address the request came to', () => {
    expect(relyingPartyOf({ publicUrl: 'https://care.example.org/meadow' }, { protocol: 'http', host: '127.0.0.1:3000' })).toEqual({
      name: 'Meadow',
      id: 'care.example.org',
      origin: 'https://care.example.org',
    });
    expect(relyingPartyOf({ publicUrl: undefined }, { protocol: 'http', host: 'localhost:5173' })).toEqual({
      name: 'Meadow',
      id: 'localhost',
      origin: 'http://localhost:5173',
    });
  });
});

