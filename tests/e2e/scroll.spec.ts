import { expect, test } from '@playwright/test';
import { demoUsers, navigateInApp, signIn } from './support/session';

test.describe('scroll restoration', () => {
  test('given a return to a route, should restore its position; a new route starts at the top', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    // The contacts list may be short: make the page tall enough to scroll.
    await page.evaluate(() => {
      document.documentElement.style.minHeight = '5000px';
      window.scrollTo(0, 800);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
    await navigateInApp(page, '/monthly');
    await expect(page.getByRole('heading', { level: 1, name: 'Monthly' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
  });
});
