import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_QUESTIONS } from '../../../../domain/account/security-questions';
import { messages } from '../../../../domain/messages';
import { securityAnswers } from '../../../../server/db/schema/index';
import { DEMO_PASSWORD } from '../../../../server/seed/demo-logins';
import { build, expectMessage, login, type Login } from '../../helper';
import { expectCode, makeUser, matchAnswers, startAttempt } from '../forgot/forgot-fixtures';

/** GET/POST account/security_question (issue 14): one's own question and answer, any role. */
const t = build({ recoveryMaxPerIp: 10_000, recoveryMaxPerAccount: 10_000, loginMaxFailures: 3 });
let rivera: Login;

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
});

const save = (who: Login, payload: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/security_question', headers: who.headers, payload, ...(remoteAddress ? { remoteAddress } : {}) });

describe('account/security_question', () => {
  it('GET: should list every question and the caller’s own choice, or null', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/security_question', headers: rivera.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ questions: SECURITY_QUESTIONS.map((q) => ({ id: q.id, text: q.text })), questionId: 1 });

    await makeUser(t.app, 'fresh.user', 'fresh@example.com');
    const fresh = await login(t.app, 'fresh.user');
    const none = await t.app.inject({ method: 'GET', url: '/api/account/security_question', headers: fresh.headers });
    expect(none.json()).toMatchObject({ questionId: null });
  });

  it('POST: should store only a hash of the normalised answer, which then opens forgot-password whatever its case', async () => {
    const fresh = await login(t.app, 'fresh.user');
    expectMessage(await save(fresh, { questionId: 2, answer: '  New   York ', currentPassword: DEMO_PASSWORD }), 200, messages.securityQuestionSaved);
    const [row] = await t.app.db.select().from(securityAnswers).where(eq(securityAnswers.userId, fresh.userId));
    expect(row!.questionId).toBe(2);
    expect(row!.answerHash).toMatch(/^\$argon2id\$/);
    expect(row!.answerHash.toLowerCase()).not.toContain('york');

    const attempt = await startAttempt(t.app, 'FRESH@example.com');
    expect(attempt.question).toBe('In which city were you born?');
    expectCode(await matchAnswers(t.app, attempt, 'new york'), 200, messages.forgotEmailSent);

    // Changing it replaces the row.
    expectMessage(await save(fresh, { questionId: 5, answer: 'Volvo', currentPassword: DEMO_PASSWORD }), 200, messages.securityQuestionSaved);
    const get = await t.app.inject({ method: 'GET', url: '/api/account/security_question', headers: fresh.headers });
    expect(get.json()).toMatchObject({ questionId: 5 });
  });

  it('POST: any role may set their own', async () => {
    for (const username of ['sam.staff', 'dana.delegate', 'alex.client', 'jo.other']) {
      const who = await login(t.app, username);
      expectMessage(await save(who, { questionId: 3, answer: 'Oak School', currentPassword: DEMO_PASSWORD }), 200, messages.securityQuestionSaved);
    }
  });

  it('given the current password with spaces at its ends, when re-checked, should accept it as login does', async () => {
    await makeUser(t.app, 'spaced.recheck');
    const spaced = await login(t.app, 'spaced.recheck', ` ${DEMO_PASSWORD}  `);
    expectMessage(await save(spaced, { questionId: 4, answer: 'Main Street', currentPassword: ` ${DEMO_PASSWORD}  ` }), 200, messages.securityQuestionSaved);
  });

  it('POST: should refuse a wrong current password, an unknown question and an empty answer', async () => {
    expectMessage(await save(rivera, { questionId: 1, answer: 'Rex', currentPassword: 'not my password' }, '10.7.0.1'), 400, messages.currentPasswordWrong);
    expectMessage(await save(rivera, { questionId: 99, answer: 'Rex', currentPassword: DEMO_PASSWORD }), 400, messages.securityQuestionRequired);
    expectMessage(await save(rivera, { questionId: 0, answer: 'Rex', currentPassword: DEMO_PASSWORD }), 400, messages.securityQuestionRequired);
    expectMessage(await save(rivera, { questionId: 1, answer: '   ', currentPassword: DEMO_PASSWORD }), 400, messages.securityAnswerRequired);
    expectMessage(await save(rivera, { questionId: 1, answer: 'Rex', currentPassword: '' }), 400, messages.currentPasswordWrong);
    // Nothing changed.
    const [row] = await t.app.db.select().from(securityAnswers).where(eq(securityAnswers.userId, rivera.userId));
    expect(row!.questionId).toBe(1);
  });

  it('POST: wrong current passwords count against the login limits', async () => {
    const ip = '10.8.0.1';
    for (let i = 0; i < 3; i++) {
      expectMessage(await save(rivera, { questionId: 1, answer: 'Rex', currentPassword: `guess ${i}` }, ip), 400, messages.currentPasswordWrong);
    }
    expectMessage(await save(rivera, { questionId: 1, answer: 'Biscuit', currentPassword: DEMO_PASSWORD }, ip), 429, messages.tooManyLoginAttempts);
  });

  it('should answer 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/security_question' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/security_question', payload: {} })).statusCode).toBe(401);
  });
});
