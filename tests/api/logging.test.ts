import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggableUrl, REDACTED_SECRET } from '../../server/logging/loggable-url';
import { build, login } from './helper';
import { waitForOutbox } from './outbox';
import { matchAnswers, startAttempt } from './routes/forgot/forgot-fixtures';
import { videoAppointment } from './video/video-fixture';
import { liveAnswerToken } from './reminders/answer-links';

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

  it('given a reset link e-mailed through the real flow and Meadow Connect codes, should log their paths with none of the secrets', async () => {
    const attempt = await startAttempt(t.app, 'rivera@meadow.example');
    expect((await matchAnswers(t.app, attempt, 'Biscuit')).statusCode).toBe(200);
    await t.app.jobs.drain();
    const [mail] = await waitForOutbox(t.config.outboxDir, 1);
    const resetToken = /\/forgot_reset\/([A-Za-z0-9_-]+)/.exec(mail!.raw)?.[1];
    expect(resetToken).toBeDefined();
    const video = await videoAppointment(t.app, 'connect', 10, 60);
    const secrets = [resetToken!, video.connectcode!, video.clientConnectcode!, attempt.token];
    lines.length = 0;
    const html = { accept: 'text/html' };
    for (const url of [
      `/forgot_reset/${resetToken}`,
      `/forgot_reset/${resetToken}?from=mail`,
      `//forgot_reset//${resetToken}`,
      `/api/forgot/verify_reset_token/${resetToken}`,
      `/api/forgot/verify_reset_token/${encodeURIComponent(resetToken!).replace(/[A-Za-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
      `/connect/${video.clientConnectcode}`,
      `/connect/${video.connectcode}`,
      `/api/video/connect/${video.clientConnectcode}`,
      `/api/video/connect/${video.connectcode}`,
    ]) {
      await t.app.inject({ method: 'GET', url, headers: html });
    }
    const log = lines.join('');
    expect(log).toContain(`/api/forgot/verify_reset_token/${REDACTED_SECRET}`);
    expect(log).toContain(`/connect/${REDACTED_SECRET}`);
    for (const secret of secrets) expect(log).not.toContain(secret);
    // Not even a recognisable half of one.
    for (const secret of secrets) expect(log).not.toContain(secret.slice(0, 12));
  });
});

describe('logging a reminder link', () => {
  it("given a reminder's confirm-or-cancel link, should log its page and calls with the token masked", async () => {
    const token = await liveAnswerToken(t.app);
    lines.length = 0;
    for (const [method, url] of [
      ['GET', `/r/${token}`],
      ['GET', `//r//${token}?from=sms`],
      ['GET', `/api/reminder_answer/${token}`],
      ['POST', `/api/reminder_answer/${token}/confirm`],
    ] as const) {
      await t.app.inject({ method, url, headers: { accept: 'text/html' } });
    }
    const log = lines.join('');
    expect(log).toContain(`/api/reminder_answer/${REDACTED_SECRET}/confirm`);
    expect(log).toContain(`/r/${REDACTED_SECRET}`);
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(0, 12));
  });
});

describe('logging a calendar feed', () => {
  it("given a calendar feed turned on and fetched, should log the feed's path with its secret masked", async () => {
    const { headers } = await login(t.app, 'dr.rivera');
    const on = await t.app.inject({ method: 'POST', url: '/api/calendar_sync/feed/on', headers });
    const address = (on.json() as { address: { https: string } }).address.https;
    const secret = /\/feed\/([A-Za-z0-9_-]+)\.ics$/.exec(address)?.[1];
    expect(secret).toBeDefined();
    lines.length = 0;
    for (const url of [`/feed/${secret}.ics`, `//feed//${secret}.ics?x=1`, `/feed/${secret!.replace(/[0-9]/g, 'a')}.ics`]) {
      await t.app.inject({ method: 'GET', url });
    }
    const log = lines.join('');
    expect(log).toContain(`/feed/${REDACTED_SECRET}`);
    expect(log).not.toContain(secret!);
    expect(log).not.toContain(secret!.slice(0, 12));
    expect(log).not.toContain(secret!.replace(/[0-9]/g, 'a').slice(0, 12));
  });
});

describe('logging a waitlist offer link', () => {
  it("given a waitlist offer's link (issue 29), should log its page and calls with the token masked", async () => {
    // 43 base64url characters, letters only: masked by the route's name, not by the key-like net.
    const token = 'QwErTyUiOpAsDfGhJkLzXcVbNmQwErTyUiOpAsDfGhJ';
    lines.length = 0;
    for (const [method, url] of [
      ['GET', `/w/${token}`],
      ['GET', `//w//${token}?from=sms`],
      ['GET', `/api/waitlist/offer/${token}`],
      ['POST', `/api/waitlist/offer/${token}/accept`],
      ['POST', `/api/waitlist/offer/${token}/decline`],
    ] as const) {
      await t.app.inject({ method, url, headers: { accept: 'text/html' } });
    }
    const log = lines.join('');
    expect(log).toContain(`/w/${REDACTED_SECRET}`);
    expect(log).toContain(`/api/waitlist/offer/${REDACTED_SECRET}/accept`);
    expect(log).not.toContain(token.slice(0, 12));
  });
});

describe('loggableUrl', () => {
  it('should mask a waitlist offer link by its route', () => {
    const lettersOnly = 'QwErTyUiOpAsDfGhJkLzXcVbNmQwErTyUiOpAsDfGhJ';
    expect(loggableUrl(`/w/${lettersOnly}`)).toBe(`/w/${REDACTED_SECRET}`);
    expect(loggableUrl(`/api/waitlist/offer/${lettersOnly}/decline`)).toBe(`/api/waitlist/offer/${REDACTED_SECRET}/decline`);
    expect(loggableUrl('/api/waitlist/list/3')).toBe('/api/waitlist/list/3');
  });

  it('should mask a reminder link by its route even when the token has no digit', () => {
    const lettersOnly = 'AbCdEfGhIjKlMnOpQrStUvWxYzAbCdEfGh';
    expect(loggableUrl(`/r/${lettersOnly}`)).toBe(`/r/${REDACTED_SECRET}`);
    expect(loggableUrl(`/api/reminder_answer/${lettersOnly}/cancel`)).toBe(`/api/reminder_answer/${REDACTED_SECRET}/cancel`);
    expect(loggableUrl(`/feed/${lettersOnly}.ics`)).toBe(`/feed/${REDACTED_SECRET}`);
  });

  it('should mask a key-like segment on a route it does not name, and keep ids, dates and words', () => {
    expect(loggableUrl('/api/feed/9f8e7d6c5b4a39281706f5e4/calendar.ics')).toBe(`/api/feed/${REDACTED_SECRET}/calendar.ics`);
    expect(loggableUrl('/api/confirm/aB3dE5fG7hJ9kL1mN3pQ5r')).toBe(`/api/confirm/${REDACTED_SECRET}`);
    expect(loggableUrl('/api/appointment/get/daily/1/11/2026/7/11/2026/3')).toBe('/api/appointment/get/daily/1/11/2026/7/11/2026/3');
    expect(loggableUrl('/api/portalemail/getInboxUnreadMailCount/3/0/3')).toBe('/api/portalemail/getInboxUnreadMailCount/3/0/3');
    expect(loggableUrl('/appointment_detail/11?token=abc')).toBe('/appointment_detail/11');
  });
});
