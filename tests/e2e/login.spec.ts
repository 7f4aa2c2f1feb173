import { expect, test } from '@playwright/test';
import { LOGIN_PAGE_TITLE } from '../../domain/brand';
import { messages } from '../../domain/messages';
import { DEMO_PASSWORD, demoUsers, fillLogin, signIn } from './support/session';

test.describe('login', () => {
  test('given the login page, should be titled and offer labelled fields and a forgot-password link', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(LOGIN_PAGE_TITLE);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', /\/forgot_email$/);
    await expect(page.getByText(messages.loginBottom)).toBeVisible();
  });

  for (const [role, username] of Object.entries(demoUsers)) {
    test(`given the ${role} demo login, should sign in and land on /daily`, async ({ page }) => {
      await signIn(page, username);
      await expect(page.getByRole('heading', { level: 1, name: 'Daily' })).toBeVisible();
    });
  }

  test('given a wrong password, should show the server message', async ({ page }) => {
    await page.goto('/login');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await fillLogin(page, demoUsers.provider, 'not-the-password');
    const response = await answer;
    expect(response.status()).toBe(401);
    const { message } = (await response.json()) as { message: string };
    await expect(page.getByTestId('login-message')).toHaveText(message);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('given empty fields, should ask for username and password without calling the server', async ({ page }) => {
    await page.goto('/login');
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/login')) called = true;
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-message')).toHaveText(messages.loginFieldsRequired);
    await page.getByLabel('Username').fill('   ');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-message')).toHaveText(messages.loginFieldsRequired);
    expect(called).toBe(false);
  });

  test('given a long username, should keep at most 50 characters', async ({ page }) => {
    await page.goto('/login');
    const field = page.getByLabel('Username');
    await field.fill('x'.repeat(70));
    await expect(field).toHaveValue('x'.repeat(50));
  });

  test('given the server is unreachable, should say login is not possible', async ({ page }) => {
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await fillLogin(page, demoUsers.provider, DEMO_PASSWORD);
    await expect(page.getByTestId('login-message')).toHaveText(messages.loginFailed);
  });

  test('given login, should turn split-screen monthly on', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('meadow.splitScreenMonthly', 'false'));
    await signIn(page, demoUsers.provider);
    expect(await page.evaluate(() => localStorage.getItem('meadow.splitScreenMonthly'))).toBe('true');
  });
});
