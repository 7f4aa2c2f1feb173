/**
 * The app runs under its own Content-Security-Policy without a single
 * violation: a violation is a blocked feature or (as zod's eval probe was)
 * noise that Lighthouse's best practices count against us.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signIn } from './support/session';

async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

test('given the login page, the daily view and a reload, the CSP should report no violation', async ({ page }) => {
  const violations = await collectViolations(page);
  await signIn(page, demoUsers.provider);
  await expect(page.getByTestId('selected-day')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('selected-day')).toBeVisible();
  // Lazy screens load their schemas on first use.
  await page.getByRole('link', { name: 'Contacts' }).first().click();
  await expect(page).toHaveURL(/\/contacts$/);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
