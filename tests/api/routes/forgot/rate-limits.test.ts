import { describe, expect, it } from 'vitest';
import { messages } from '../../../../domain/messages';
import { build } from '../../helper';
import { expectCode, issueResetLink, makeUser, matchAnswers, resetPassword, startAttempt, verify, verifyResetToken } from './forgot-fixtures';

/** The forgot-password limits (server/auth/recovery-budgets.ts), per client address and per account/link. */
const t = build({ recoveryMaxPerIp: 4, recoveryMaxPerAccount: 3 });

describe('forgot-password rate limits', () => {
  it('forgot/verify: per address, whatever the e-mail', async () => {
    const ip = '10.1.0.1';
    for (let i = 0; i < 4; i++) expect((await verify(t.app, `who${i}@example.com`, ip)).statusCode).toBe(200);
    expectCode(await verify(t.app, 'who9@example.com', ip), 429, messages.tooManyRecoveryAttempts);
    expect((await verify(t.app, 'who9@example.com', '10.1.0.2')).statusCode).toBe(200);
  });

  it('forgot/verify: per e-mail, from any address, alike for known and unknown addresses', async () => {
    for (const email of ['rivera@meadow.example', 'unknown.person@example.com']) {
      for (let i = 0; i < 3; i++) expect((await verify(t.app, email, `10.2.${i}.1`)).statusCode).toBe(200);
      expectCode(await verify(t.app, email.toUpperCase(), '10.2.9.1'), 429, messages.tooManyRecoveryAttempts);
    }
  });

  it('forgot/match_answers: per address', async () => {
    const ip = '10.3.0.1';
    const attempts = [await startAttempt(t.app, 'sam@meadow.example', '10.3.1.1'), await startAttempt(t.app, 'sam@meadow.example', '10.3.1.2')];
    for (let i = 0; i < 4; i++) expect((await matchAnswers(t.app, attempts[i % 2]!, 'wrong', [''], ip)).statusCode).toBe(401);
    // Even the right answer waits.
    expectCode(await matchAnswers(t.app, attempts[1]!, 'Honda', [''], ip), 429, messages.tooManyRecoveryAttempts);
    expectCode(await matchAnswers(t.app, attempts[1]!, 'Honda', [''], '10.3.0.2'), 200, messages.forgotEmailSent);
  });

  it('forgot/verify_reset_token: unknown links per address; real ones do not count', async () => {
    const ip = '10.4.0.1';
    const live = await issueResetLink(t.app, await makeUser(t.app, 'link.checker'));
    for (let i = 0; i < 6; i++) expectCode(await verifyResetToken(t.app, live, ip), 200, '');
    for (let i = 0; i < 4; i++) expect((await verifyResetToken(t.app, `${'C'.repeat(21)}${i}`, ip)).statusCode).toBe(404);
    expectCode(await verifyResetToken(t.app, live, ip), 429, messages.tooManyRecoveryAttempts);
  });

  it('forgot/reset_password: per link, and per address', async () => {
    const token = await issueResetLink(t.app, await makeUser(t.app, 'reset.limited'));
    for (let i = 0; i < 5; i++) expect((await resetPassword(t.app, token, 'short', 'short', `10.5.${i}.1`)).statusCode).toBe(400);
    expectCode(await resetPassword(t.app, token, 'a good long password', undefined, '10.5.9.1'), 429, messages.tooManyRecoveryAttempts);

    const ip = '10.6.0.1';
    for (let i = 0; i < 4; i++) expect((await resetPassword(t.app, `${'D'.repeat(21)}${i}`, 'a good long password', undefined, ip)).statusCode).toBe(404);
    const other = await issueResetLink(t.app, await makeUser(t.app, 'reset.other'));
    expectCode(await resetPassword(t.app, other, 'a good long password', undefined, ip), 429, messages.tooManyRecoveryAttempts);
  });
});
