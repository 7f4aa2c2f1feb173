import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INSURANCE_CHECK_QUESTION, SECURITY_QUESTIONS, securityQuestionText } from '../../../../domain/account/security-questions';
import { messages } from '../../../../domain/messages';
import { passwordResetTokens, recoveryAttempts, serverKeys, sessions, trustedDevices } from '../../../../server/db/schema/index';
import { DECOY_SECRET_KEY, hashRecoveryToken } from '../../../../server/repositories/account-recovery-repository';
import { DEMO_PASSWORD } from '../../../../server/seed/demo-logins';
import { build, expectMessage, login } from '../../helper';
import { passwordChangedEmailWording } from '../../../../server/outbound/password-reset-email';
import { parseMail } from '../../mail-message';
import { readOutbox, waitForOutbox } from '../../outbox';
import { connected, disconnection, openSocket } from '../../realtime/socket-client';
import {
  expectCode,
  issueResetLink,
  makeUser,
  matchAnswers,
  resetPassword,
  resetTokenIn,
  startAttempt,
  userIdOf,
  verify,
  verifyResetToken,
} from './forgot-fixtures';

/** Forgot-password end to end through the API (issue 14 items 1-2). Limits are generous here: rate-limits.test.ts has them. */
const t = build({ recoveryMaxPerIp: 10_000, recoveryMaxPerAccount: 10_000 });
let mails = 0;

/** The next e-mail in the outbox, once the job worker sent what the writes enqueued. */
async function nextMail() {
  await t.app.jobs.drain();
  const files = await waitForOutbox(t.config.outboxDir, mails + 1);
  mails = files.length;
  return parseMail(files[files.length - 1]!.raw);
}

describe('forgot/verify', () => {
  it('given a demo e-mail in any case, should answer details with its security question and the insurance check', async () => {
    const details = await startAttempt(t.app, '  Rivera@MEADOW.example ');
    expect(details).toEqual({ id: expect.any(Number), question: 'What was the name of your first pet?', token: expect.any(String), insurance: [INSURANCE_CHECK_QUESTION] });
    expect(details.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const [row] = await t.app.db.select().from(recoveryAttempts).where(eq(recoveryAttempts.id, details.id));
    expect(row!.userId).toBe(await userIdOf(t.app, 'dr.rivera'));
    // Only the digest is stored.
    expect(row!.tokenHash).toBe(hashRecoveryToken(details.token));
    expect(row!.tokenHash).not.toContain(details.token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(15 * 60_000);
  });

  it('given an unknown e-mail, should answer the same shape with a question of the list, the same one every time', async () => {
    const first = await startAttempt(t.app, 'nobody.here@example.com');
    const again = await startAttempt(t.app, 'NOBODY.here@example.com');
    expect(Object.keys(first).sort()).toEqual(['id', 'insurance', 'question', 'token']);
    expect(SECURITY_QUESTIONS.map((q) => q.text)).toContain(first.question);
    expect(again.question).toBe(first.question);
    expect(first.insurance).toEqual([INSURANCE_CHECK_QUESTION]);
    expect(again.token).not.toBe(first.token);
    const [row] = await t.app.db.select().from(recoveryAttempts).where(eq(recoveryAttempts.id, first.id));
    expect(row!.userId).toBeNull();
    // The decoy secret is made once, in the database, for every process.
    expect(await t.app.db.select().from(serverKeys).where(eq(serverKeys.name, DECOY_SECRET_KEY))).toHaveLength(1);
  });

  it('given unknown e-mails, should spread their questions over the list', async () => {
    const questions = new Set<string>();
    for (let i = 0; i < 24; i++) questions.add((await startAttempt(t.app, `someone${i}@example.org`)).question);
    expect(questions.size).toBeGreaterThan(2);
  });

  it('given a user without a security answer, should answer a decoy', async () => {
    await makeUser(t.app, 'no.question', 'no.question@example.com');
    const details = await startAttempt(t.app, 'no.question@example.com');
    const [row] = await t.app.db.select().from(recoveryAttempts).where(eq(recoveryAttempts.id, details.id));
    expect(row!.userId).toBeNull();
  });

  it('given a malformed or missing e-mail, should answer 400 forgotWrongEmail', async () => {
    for (const email of ['', 'not-an-email', 'a@b', 'two words@example.com', `${'x'.repeat(250)}@example.com`]) {
      expectMessage(await verify(t.app, email), 400, messages.forgotWrongEmail);
    }
    expectMessage(await t.app.inject({ method: 'POST', url: '/api/forgot/verify', payload: {} }), 400, messages.forgotWrongEmail);
  });
});

describe('forgot/match_answers', () => {
  it('given the right answers written with other case and spacing, should answer 200 and e-mail a link holding no health information', async () => {
    const attempt = await startAttempt(t.app, 'alex@meadow.example');
    expect(attempt.question).toBe(securityQuestionText(7));
    expectCode(await matchAnswers(t.app, attempt, '  LEX ', ['bm 100234']), 200, messages.forgotEmailSent);
    const mail = await nextMail();
    expect(mail.header('to')).toBe('alex@meadow.example');
    expect(mail.header('subject')).toBe(messages.resetEmailSubject);
    const token = resetTokenIn(mail.text!);
    expect(mail.text).toContain(`http://localhost:${t.config.port}/forgot_reset/${token}`);
    expect(mail.html).toContain(`/forgot_reset/${token}`);
    for (const secret of ['Alex', 'Morgan', 'BM-100234', 'Lex', 'Rivera', 'insurance', 'appointment', 'client']) {
      expect(mail.text!.toLowerCase()).not.toContain(secret.toLowerCase());
      expect(mail.html!.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    expectCode(await verifyResetToken(t.app, token), 200, '');
    // The attempt is closed: answering again is refused.
    expectCode(await matchAnswers(t.app, attempt, 'Lex', ['BM-100234']), 403, messages.forgotUnsuccessful);
  });

  it('given a right security answer but a wrong or missing member ID, should answer 401', async () => {
    const attempt = await startAttempt(t.app, 'alex@meadow.example');
    expectCode(await matchAnswers(t.app, attempt, 'Lex', ['BM-100235']), 401, messages.forgotAnswersWrong);
    expectCode(await matchAnswers(t.app, attempt, 'Lex', ['']), 401, messages.forgotAnswersWrong);
  });

  it('given a user with no member ID on file, should want the insurance answer empty', async () => {
    const attempt = await startAttempt(t.app, 'rivera@meadow.example');
    expectCode(await matchAnswers(t.app, attempt, 'biscuit', ['BM-100234']), 401, messages.forgotAnswersWrong);
    expectCode(await matchAnswers(t.app, attempt, 'biscuit', []), 200, messages.forgotEmailSent);
    await nextMail();
  });

  it('given three wrong answers, should close the attempt', async () => {
    const attempt = await startAttempt(t.app, 'sam@meadow.example');
    for (let i = 0; i < 3; i++) expectCode(await matchAnswers(t.app, attempt, 'Toyota'), 401, messages.forgotAnswersWrong);
    expectCode(await matchAnswers(t.app, attempt, 'Honda'), 403, messages.forgotUnsuccessful);
    const [row] = await t.app.db.select().from(recoveryAttempts).where(eq(recoveryAttempts.id, attempt.id));
    expect(row!.failures).toBe(3);
    expect(row!.closedAt).not.toBeNull();
  });

  it('given a decoy attempt, should never succeed, whatever the answers, and close like a real one', async () => {
    const attempt = await startAttempt(t.app, 'stranger@example.com');
    const before = (await readOutbox(t.config.outboxDir)).length;
    for (const answer of ['Biscuit', 'Lex', 'x']) expectCode(await matchAnswers(t.app, attempt, answer), 401, messages.forgotAnswersWrong);
    expectCode(await matchAnswers(t.app, attempt, 'Biscuit'), 403, messages.forgotUnsuccessful);
    await t.app.jobs.drain();
    expect((await readOutbox(t.config.outboxDir)).length).toBe(before);
  });

  it('given a wrong token, an unknown id or an expired attempt, should answer 403 forgotUnsuccessful', async () => {
    const attempt = await startAttempt(t.app, 'dana@meadow.example');
    expectCode(await matchAnswers(t.app, { id: attempt.id, token: 'A'.repeat(22) }, 'Maple Street'), 403, messages.forgotUnsuccessful);
    expectCode(await matchAnswers(t.app, { id: 2_000_000_000, token: attempt.token }, 'Maple Street'), 403, messages.forgotUnsuccessful);
    await t.app.db.update(recoveryAttempts).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(recoveryAttempts.id, attempt.id));
    expectCode(await matchAnswers(t.app, attempt, 'Maple Street'), 403, messages.forgotUnsuccessful);
  });

  it('given a missing answer or malformed body, should answer 400 with the message', async () => {
    const attempt = await startAttempt(t.app, 'dana@meadow.example');
    expectMessage(await matchAnswers(t.app, attempt, '   '), 400, messages.securityAnswerRequired);
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot/match_answers', payload: { token: attempt.token, answers: { question: 'x', insurance: [] } } });
    expectMessage(res, 400, messages.forgotUnsuccessful);
  });
});

describe('forgot/verify_reset_token and forgot/reset_password', () => {
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('given the e-mailed link, should set the new password, end every session and socket, and let only the new password in', async () => {
    const jo = await userIdOf(t.app, 'jo.other');
    const first = await login(t.app, 'jo.other');
    const second = await login(t.app, 'jo.other');
    const socket = openSocket(base, { userId: first.userId, token: first.token });
    await connected(socket);
    const closed = disconnection(socket, 5000);

    const attempt = await startAttempt(t.app, 'jo@meadow.example');
    expectCode(await matchAnswers(t.app, attempt, 'matilda'), 200, messages.forgotEmailSent);
    const token = resetTokenIn((await nextMail()).text!);
    const older = await issueResetLink(t.app, jo);
    expectCode(await verifyResetToken(t.app, token), 200, '');
    expectCode(await resetPassword(t.app, token, 'green fields at dawn'), 200, messages.passwordUpdated);

    await closed;
    socket.close();
    // The owner hears of it, in words that name nothing but the product.
    const notice = await nextMail();
    expect(notice.header('to')).toBe('jo@meadow.example');
    expect(notice.header('subject')).toBe(messages.passwordChangedEmailSubject);
    expect(notice.text).toContain(passwordChangedEmailWording.notYou);
    expect(notice.text).not.toMatch(/jo|lindqvist|matilda/i);
    for (const old of [first, second]) {
      expectMessage(await t.app.inject({ method: 'GET', url: '/api/auth/expiry_permissions', headers: old.headers }), 401, messages.sessionInvalid);
    }
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, jo))).toEqual([]);
    expect(await t.app.db.select().from(trustedDevices).where(eq(trustedDevices.userId, jo))).toEqual([]);
    // The user's other open link is gone too.
    expectCode(await verifyResetToken(t.app, older), 404, messages.tokenInvalid);
    expect(await t.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashRecoveryToken(older)))).toEqual([]);

    const oldLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'jo.other', password: DEMO_PASSWORD } });
    expectMessage(oldLogin, 401, messages.invalidCredentials);
    await login(t.app, 'jo.other', 'green fields at dawn');

    // Used: says so, both when checked and when tried again.
    expectCode(await verifyResetToken(t.app, token), 410, messages.resetLinkUsed);
    expectCode(await resetPassword(t.app, token, 'another fine password'), 410, messages.resetLinkUsed);
  });

  it('given an expired link, should say it expired', async () => {
    const token = await issueResetLink(t.app, await makeUser(t.app, 'expiring.user'));
    await t.app.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.tokenHash, hashRecoveryToken(token)));
    expectCode(await verifyResetToken(t.app, token), 410, messages.resetLinkExpired);
    expectCode(await resetPassword(t.app, token, 'green fields at dawn'), 410, messages.resetLinkExpired);
  });

  it('given an unknown or malformed link, should say it is not valid', async () => {
    expectCode(await verifyResetToken(t.app, 'B'.repeat(22)), 404, messages.tokenInvalid);
    expectCode(await resetPassword(t.app, 'B'.repeat(22), 'green fields at dawn'), 404, messages.tokenInvalid);
    expectMessage(await verifyResetToken(t.app, 'short'), 400, messages.tokenInvalid);
    expectMessage(await resetPassword(t.app, 'no/such', 'green fields at dawn'), 400, messages.tokenInvalid);
  });

  it('should refuse passwords outside 8-128 characters, differing confirmations and breached passwords, keeping the link live', async () => {
    const userId = await makeUser(t.app, 'rules.user');
    const token = await issueResetLink(t.app, userId);
    expectCode(await resetPassword(t.app, token, '1234567'), 400, messages.passwordTooShort);
    expectCode(await resetPassword(t.app, token, 'x'.repeat(129)), 400, messages.passwordTooLong);
    expectCode(await resetPassword(t.app, token, 'green fields at dawn', 'green fields at dusk'), 400, messages.passwordsDiffer);
    expectCode(await resetPassword(t.app, token, 'password1'), 400, messages.passwordBreached);
    expectCode(await verifyResetToken(t.app, token), 200, '');
    // A link takes 5 tries (rate-limits.test.ts): the rest on a fresh one.
    const next = await issueResetLink(t.app, userId);
    expectCode(await resetPassword(t.app, next, 'ILoveYou1'), 400, messages.passwordBreached);
    // The bounds themselves are fine: 8 characters, and 128 (counted as characters, not UTF-16 units).
    expectCode(await resetPassword(t.app, next, 'qz7!mvpx'), 200, messages.passwordUpdated);
    const again = await issueResetLink(t.app, userId);
    expectCode(await resetPassword(t.app, again, '🌿'.repeat(128)), 200, messages.passwordUpdated);
    await login(t.app, 'rules.user', '🌿'.repeat(128));
  });

  it('given a reset to a password with a trailing space, when signing in with or without it, should let both in (trimmed as login trims)', async () => {
    const userId = await makeUser(t.app, 'spaced.user');
    expectCode(await resetPassword(t.app, await issueResetLink(t.app, userId), 'Correct-horse-9 ', 'Correct-horse-9'), 200, messages.passwordUpdated);
    await login(t.app, 'spaced.user', 'Correct-horse-9 ');
    await login(t.app, 'spaced.user', 'Correct-horse-9');
    await login(t.app, 'spaced.user', '  Correct-horse-9');
    // The length rule counts what is stored: spaces do not make a short password long enough.
    expectCode(await resetPassword(t.app, await issueResetLink(t.app, userId), '   qz7!mv   '), 400, messages.passwordTooShort);
  });

  it('given two resets with one link at once, should let exactly one through', async () => {
    const token = await issueResetLink(t.app, await makeUser(t.app, 'race.user'));
    const answers = await Promise.all([resetPassword(t.app, token, 'first racer pass'), resetPassword(t.app, token, 'second racer pass')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 410]);
  });
});
