import { expect, test } from '@playwright/test';
import { messages } from '../../domain/messages';
import { demoUsers, signIn } from './support/session';

test.describe('session', () => {
  test('given logout from the menu, should return to /login and guard routes again', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    expect((await logout).status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('meadow.session'))).toBeNull();
    await page.goto('/daily');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('given a portal user, should log out from the header bar, not from the section tabs', async ({ page }) => {
    await signIn(page, demoUsers.portalOther);
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByText('Log out')).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('given an invalid token, should show the session message and return to /login', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await page.evaluate(() => {
      const stored = JSON.parse(sessionStorage.getItem('meadow.session') ?? 'null') as { token: string } | null;
      if (!stored) throw new Error('no session stored');
      sessionStorage.setItem('meadow.session', JSON.stringify({ ...stored, token: 'tampered-token' }));
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('message-popup')).toContainText(messages.sessionInvalid);
    await page.goto('/contacts');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('given a session about to expire, should end it when the time passes', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    // The server keeps its own expiry; here the browser is told only 2 s remain.
    await page.route('**/api/auth/expiry_permissions', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, timeRemain: 2 } });
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await expect(page.getByTestId('message-popup')).toContainText(messages.sessionInvalid);
  });

  test('given the session message, should hide it after 10 seconds', async ({ page }) => {
    await page.clock.install();
    await signIn(page, demoUsers.provider);
    await page.evaluate(() => {
      const stored = JSON.parse(sessionStorage.getItem('meadow.session') ?? 'null') as { token: string };
      sessionStorage.setItem('meadow.session', JSON.stringify({ ...stored, token: 'tampered-token' }));
    });
    await page.reload();
    const popup = page.getByTestId('message-popup');
    await expect(popup).toContainText(messages.sessionInvalid);
    await page.clock.fastForward(9_000);
    await expect(popup).toBeVisible();
    await page.clock.fastForward(2_000);
    await expect(popup).toBeHidden();
  });
});
