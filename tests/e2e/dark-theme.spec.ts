import { expect, test, type Locator } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { demoUsers, signIn } from './support/session';

/*
 * The phone is set to dark: the app must follow with no setting of its own.
 * Expected colours are the dark tokens of ui/theme/theme.css.ts (background
 * #111714, chrome #1c2e23); a light page would show #f5f7f4 and #2f6b47.
 */
const darkBackground = 'rgb(17, 23, 20)';
const darkChrome = 'rgb(28, 46, 35)';

const backgroundOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe('dark theme from the system setting', () => {
  test.use({ colorScheme: 'dark' });

  test('login page is dark, offers a dark theme-color and has no serious axe violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await backgroundOf(page.locator('body'))).toBe(darkBackground);
    expect(await page.locator('html').evaluate((element) => getComputedStyle(element).colorScheme)).toBe('light dark');
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#1c2e23');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('daily calendar is dark with a dark app bar and has no serious axe violation', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const banner = page.getByRole('banner').first();
    await expect(banner).toBeVisible();
    expect(await backgroundOf(page.locator('body'))).toBe(darkBackground);
    expect(await backgroundOf(banner)).toBe(darkChrome);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('light theme from the system setting', () => {
  test.use({ colorScheme: 'light' });

  test('login page stays light', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await backgroundOf(page.locator('body'))).toBe('rgb(245, 247, 244)');
  });
});
