import { expect, test } from '@playwright/test';
import { messages } from '../../domain/messages';
import { demoUsers, navigateInApp, signIn } from './support/session';

test.describe('guards and redirects', () => {
  test('given an anonymous user on a guarded route, should remember it and open it after login', async ({ page }) => {
    await page.goto('/contacts');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, demoUsers.provider, /\/contacts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  });

  test('given the root, should go to /daily (via /login when anonymous)', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, demoUsers.provider);
    await page.goto('/');
    await expect(page).toHaveURL(/\/daily$/);
  });

  test('given a signed-in user, /login and /forgot_email should redirect to /daily', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/daily$/);
    await page.goto('/forgot_email');
    await expect(page).toHaveURL(/\/daily$/);
  });

  test('given no forgot-password user id, /forgot_questions should go to /forgot_email', async ({ page }) => {
    await page.goto('/forgot_questions');
    await expect(page).toHaveURL(/\/forgot_email$/);
    await page.goto('/forgot_reset/some-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  });

  test('given a portal user, should keep them off non-portal routes', async ({ page }) => {
    await signIn(page, demoUsers.portalClient);
    for (const path of ['/contacts', '/add', '/add_client', '/phone']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/daily$/);
    }
    await page.goto('/monthly');
    await expect(page.getByRole('heading', { level: 1, name: 'Monthly' })).toBeVisible();
  });

  test('given route parameters, should apply the year fallback and the id and mail-type rules', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await page.goto('/year/abc');
    await expect(page.getByRole('heading', { level: 1, name: '2019' })).toBeVisible();
    await page.goto('/year/2026');
    await expect(page.getByRole('heading', { level: 1, name: '2026' })).toBeVisible();
    await page.goto('/appointment_detail/12');
    await expect(page.getByRole('heading', { level: 1, name: 'View/Edit Appointment' })).toBeVisible();
    await page.goto('/appointment_detail/abc');
    await expect(page.getByRole('heading', { name: messages.notFoundTitle })).toBeVisible();
    await page.goto('/emails/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await page.goto('/emails/bogus');
    await expect(page.getByRole('heading', { name: messages.notFoundTitle })).toBeVisible();
  });

  test('given an unknown route, should show not-found and go back to /daily with no previous route', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: messages.notFoundTitle })).toBeVisible();
    await expect(page.getByText(messages.notFoundText)).toBeVisible();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/daily$/);
  });

  test('given a previous route, Go Back should return to it', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await page.goto('/monthly');
    await expect(page.getByRole('heading', { level: 1, name: 'Monthly' })).toBeVisible();
    await navigateInApp(page, '/nowhere');
    await expect(page.getByRole('heading', { name: messages.notFoundTitle })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/monthly$/);
  });

  test('given the mail routes (the last screens to land), should render their screens', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const screens: [string, string][] = [
      ['/compose-email', 'Compose Email'],
      ['/emails/mailboxes', 'Mailboxes'],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });

  test('given a phone user returning to the app, should open /daily unless composing an e-mail', async ({ page }) => {
    const leaveAndReturn = () =>
      page.evaluate(() => {
        for (const state of ['hidden', 'visible']) {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
          document.dispatchEvent(new Event('visibilitychange'));
        }
      });
    await signIn(page, demoUsers.provider);
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await leaveAndReturn();
    await expect(page).toHaveURL(/\/daily$/);
    await page.goto('/compose-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Compose Email' })).toBeVisible();
    await leaveAndReturn();
    await expect(page).toHaveURL(/\/compose-email$/);
  });
});
