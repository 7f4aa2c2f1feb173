/**
 * Forgot password end to end (issue 14): from the login link through the
 * questions to the e-mailed link, a new password, and signing in with it.
 *
 * The spec runs its own server (its own data folder, so the demo password it
 * changes is nobody else's) with SMTP_URL pointed at an SMTP server inside
 * this test, which is where the link is read. The web app it serves is the
 * build the shared e2e server made before the specs ran.
 */
import { expect, test, type Page } from '@playwright/test';
import { INSURANCE_CHECK_QUESTION, SECURITY_QUESTIONS } from '../../domain/account/security-questions';
import { INSTALL_CHOICE_KEY, NOTIFICATION_CHOICE_KEY } from '../../domain/install/prompts';
import { messages, securityQuestionTexts } from '../../domain/messages';
import { forgotTexts } from '../../features/forgot-password/copy';
import { parseMail } from '../api/mail-message';
import { startSmtpCapture, type SmtpCapture } from '../api/smtp-capture';
import { freePort, startServerProcess, type StartedServer } from '../server-process';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD, demoUsers, fillLogin } from './support/session';

const ALEX_EMAIL = 'alex@meadow.example';
/** Alex Morgan's member ID on file (server/seed/seed.ts). */
const ALEX_MEMBER_ID = 'BM-100234';
const QUESTION = SECURITY_QUESTIONS[0];
const ANSWER = 'Biscuit the Beagle';
const NEW_PASSWORD = 'correct horse battery meadow';

let smtp: SmtpCapture;
let server: StartedServer;
/** The e-mailed link, kept for the 'used link' test. */
let resetPath = '';

const url = (path: string) => `${server.base}${path}`;

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function startForgotFlow(page: Page, email: string) {
  await page.goto(url('/login'));
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot_email$/);
  await page.getByLabel(forgotTexts.email).fill(email);
  await page.getByRole('button', { name: forgotTexts.continue }).click();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpCapture();
  const port = await freePort();
  server = await startServerProcess(
    {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      LOGIN_MAX_FAILURES: '100',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      RATE_LIMIT_MAX: '100000',
      RECOVERY_MAX_PER_IP: '100',
      RECOVERY_MAX_PER_ACCOUNT: '20',
    },
    170_000,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

test.describe('forgot password', () => {
  test.beforeEach(async ({ page }) => {
    // The home-screen and notification prompts (install-prompts.spec.ts) would cover the app after signing in.
    await page.addInitScript((keys) => keys.forEach((key) => localStorage.setItem(key, 'dont_ask')), [INSTALL_CHOICE_KEY, NOTIFICATION_CHOICE_KEY]);
  });

  test('given a signed-in portal client, should set a security question from the menu, asking for the current password', async ({ page }) => {
    await page.goto(url('/login'));
    await fillLogin(page, demoUsers.portalClient, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/daily$/);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: securityQuestionTexts.menu }).click();
    await expect(page).toHaveURL(/\/security_question$/);
    await expect(page.getByRole('heading', { level: 1, name: securityQuestionTexts.title })).toBeVisible();
    await page.getByLabel(securityQuestionTexts.question, { exact: true }).selectOption(String(QUESTION.id));
    await page.getByLabel(securityQuestionTexts.answer).fill(ANSWER);
    await expectAccessible(page);

    await page.getByLabel(securityQuestionTexts.currentPassword).fill('not-my-password');
    await page.getByRole('button', { name: securityQuestionTexts.save }).click();
    await expect(page.getByTestId('security-question-message')).toHaveText(messages.currentPasswordWrong);
    // A wrong current password is not a lost session.
    await expect(page).toHaveURL(/\/security_question$/);

    await page.getByLabel(securityQuestionTexts.currentPassword).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: securityQuestionTexts.save }).click();
    await expect(page.getByTestId('message-popup')).toContainText(messages.securityQuestionSaved);
  });

  test('given a malformed address, should say so; given wrong answers, should show the 401 text', async ({ page }) => {
    await startForgotFlow(page, 'alex-at-nowhere');
    await expect(page.getByText(messages.forgotWrongEmail)).toBeVisible();
    await expect(page).toHaveURL(/\/forgot_email$/);
    await expectAccessible(page);

    await page.getByLabel(forgotTexts.email).fill(ALEX_EMAIL);
    await page.getByRole('button', { name: forgotTexts.continue }).click();
    await expect(page).toHaveURL(/\/forgot_questions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Security Questions' })).toBeVisible();
    await page.getByLabel(QUESTION.text).fill('Rex');
    await page.getByLabel(INSURANCE_CHECK_QUESTION).fill(ALEX_MEMBER_ID);
    await expectAccessible(page);
    await page.getByRole('button', { name: forgotTexts.submit }).click();
    await expect(page.getByTestId('forgot-message')).toHaveText(messages.forgotAnswersWrong);

    // Every step has a way back to /login.
    await page.getByRole('link', { name: forgotTexts.backToLogin }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('given the right answers, should e-mail a link that sets a new password, after which only the new one signs in', async ({ page }) => {
    const before = smtp.messages.length;
    await startForgotFlow(page, ALEX_EMAIL);
    await expect(page).toHaveURL(/\/forgot_questions$/);
    // Answers compare without regard to case or spacing; member IDs without dashes.
    await page.getByLabel(QUESTION.text).fill(`  ${ANSWER.toLowerCase()} `);
    await page.getByLabel(INSURANCE_CHECK_QUESTION).fill(ALEX_MEMBER_ID.replace('-', ''));
    await page.getByRole('button', { name: forgotTexts.submit }).click();
    await expect(page.getByTestId('forgot-result')).toHaveText(messages.forgotEmailSent);
    await expect(page.getByRole('link', { name: forgotTexts.logIn, exact: true })).toBeVisible();
    await expectAccessible(page);

    const mails = await smtp.waitFor(before + 1, 15_000);
    const mail = mails[mails.length - 1]!;
    expect(mail.to).toEqual([ALEX_EMAIL]);
    const text = parseMail(mail.raw).text ?? '';
    const link = /https?:\/\/[^\s]+\/forgot_reset\/[A-Za-z0-9_-]+/.exec(text)?.[0];
    expect(link, 'the e-mail holds the reset link').toBeTruthy();
    resetPath = new URL(link!).pathname;

    await page.goto(url(resetPath));
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    const newPassword = page.getByLabel(forgotTexts.newPassword, { exact: true });
    await expect(newPassword).toBeFocused();
    await expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    await expect(page.getByText(forgotTexts.passwordHint)).toBeVisible();
    await expectAccessible(page);

    // The browser checks the length before asking the server.
    await newPassword.fill('short');
    await page.getByLabel(forgotTexts.confirmPassword).fill('short');
    await page.getByRole('button', { name: forgotTexts.save }).click();
    await expect(page.getByText(messages.passwordTooShort)).toBeVisible();

    // A trailing space is trimmed as login trims it (spec 5): no mismatch, and the trimmed password signs in.
    await newPassword.fill(`${NEW_PASSWORD} `);
    await page.getByLabel(forgotTexts.confirmPassword).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: forgotTexts.save }).click();
    await expect(page.getByTestId('forgot-result')).toHaveText(messages.passwordUpdated);
    await expectAccessible(page);

    await page.getByRole('link', { name: forgotTexts.logIn, exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, demoUsers.portalClient, DEMO_PASSWORD);
    await expect(page.getByTestId('login-message')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, demoUsers.portalClient, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/daily$/);
  });

  test('given the link was used, should say so and offer to ask again', async ({ page }) => {
    expect(resetPath).not.toBe('');
    await page.goto(url(resetPath));
    await expect(page.getByTestId('forgot-result')).toHaveText(messages.resetLinkUsed);
    await expectAccessible(page);
    await page.getByRole('link', { name: forgotTexts.askAgain }).click();
    await expect(page).toHaveURL(/\/forgot_email$/);
  });

  test("given a link whose token is not one of ours, should say 'The token sent is invalid' (spec 8)", async ({ page }) => {
    await page.goto(url(`/forgot_reset/${'B'.repeat(22)}`));
    await expect(page.getByTestId('forgot-result')).toHaveText(messages.tokenInvalid);
    await page.goto(url('/forgot_reset/not-a-token'));
    await expect(page.getByTestId('forgot-result')).toHaveText(messages.tokenInvalid);
  });
});
