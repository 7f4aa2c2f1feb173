/**
 * A gallery of the main screens at 390×844, for the before/after pictures of
 * issue 17: `SCREENS_DIR=<folder> npx playwright test -c tests/e2e/tools/screens.config.ts`.
 * Not part of the e2e suite (its own config): it asserts nothing a product
 * test does not, it only draws.
 */
import { test, type Page } from '@playwright/test';
import path from 'node:path';
import { messages } from '../../../domain/messages';
import { demoUsers, navigateInApp, signIn } from '../support/session';

const folder = process.env.SCREENS_DIR ?? path.resolve('test-results', 'screens');
test.describe.configure({ mode: 'serial' });

async function shoot(page: Page, name: string, colorScheme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  // Let lazy screens, fonts and the week's data settle before the picture.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(folder, `${name}.png`), scale: 'css', animations: 'disabled' });
}

async function visit(page: Page, route: string, name: string): Promise<void> {
  await navigateInApp(page, route);
  await shoot(page, name);
}

/** Opens the first appointment of today or one of the next six days. */
async function openFirstAppointment(page: Page): Promise<boolean> {
  const link = page.locator('a[href*="/appointment_detail/"]').first();
  for (let day = 0; day < 7; day++) {
    if (await link.isVisible().catch(() => false)) {
      await link.click();
      await page.waitForURL(/\/appointment_detail\/\d+$/);
      return true;
    }
    await page.getByRole('button', { name: messages.nextDay }).click();
    await page.waitForTimeout(400);
  }
  return false;
}

test('signed out: login and not found', async ({ page }) => {
  await page.goto('/login');
  await shoot(page, 'login');
  await shoot(page, 'login-dark', 'dark');
  await page.goto('/no-such-page');
  await shoot(page, 'not-found');
});

test('provider: calendar, people, chat, mail, forms', async ({ page }) => {
  await signIn(page, demoUsers.provider);
  await shoot(page, 'provider-daily');
  await shoot(page, 'provider-daily-dark', 'dark');
  if (await openFirstAppointment(page)) await shoot(page, 'provider-appointment-detail');
  await visit(page, '/monthly', 'provider-monthly');
  await visit(page, `/year/${new Date().getFullYear()}`, 'provider-year');
  await visit(page, '/contacts', 'provider-contacts');
  await visit(page, '/phone', 'provider-phone');
  await visit(page, '/chat_dashboard', 'provider-chat-dashboard');
  await visit(page, '/emails/inbox', 'provider-mail-inbox');
  await visit(page, '/compose-email', 'provider-compose-email');
  await visit(page, '/add', 'provider-add-appointment');
  await visit(page, '/add_client', 'provider-add-client');
});

test('staff: the first permitted provider’s calendar', async ({ page }) => {
  await signIn(page, demoUsers.staff);
  await shoot(page, 'staff-daily');
});

test('portal client: calendar and own appointment', async ({ page }) => {
  await signIn(page, demoUsers.portalClient);
  await shoot(page, 'portal-client-daily');
  if (await openFirstAppointment(page)) await shoot(page, 'portal-client-appointment-detail');
  await visit(page, '/chat_dashboard', 'portal-client-chat-dashboard');
});
