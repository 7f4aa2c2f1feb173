/**
 * The screens issue 27 changes, at 390×844, light and dark, for its
 * before/after pictures: `SCREENS_DIR=<folder> npx playwright test -c tests/e2e/tools/screens.config.ts screens27`.
 * Not part of the e2e suite: it asserts nothing, it only draws. Each picture
 * is taken on its own, so a screen one side of the change lacks (the week
 * before it existed) is simply missing there.
 */
import { test, type Page } from '@playwright/test';
import path from 'node:path';
import { demoUsers, navigateInApp, signIn } from '../support/session';

const folder = process.env.SCREENS_DIR ?? path.resolve('test-results', 'screens27');
test.describe.configure({ mode: 'serial' });

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(700);
}

async function shoot(page: Page, name: string, both = true): Promise<void> {
  for (const scheme of both ? (['light', 'dark'] as const) : (['light'] as const)) {
    await page.emulateMedia({ colorScheme: scheme });
    await settle(page);
    const suffix = scheme === 'dark' ? '-dark' : '';
    await page.screenshot({ path: path.join(folder, `${name}${suffix}.png`), scale: 'css', animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** One picture that may not exist on one side of the change: a failure is a missing file, not a failed run. */
async function attempt(name: string, draw: () => Promise<void>): Promise<void> {
  try {
    await draw();
  } catch (error) {
    console.log(`screens27: no '${name}': ${(error as Error).message.split('\n')[0]}`);
  }
}

test('provider', async ({ page }) => {
  await signIn(page, demoUsers.provider);
  await shoot(page, 'provider-daily');
  await attempt('provider-weekly', async () => {
    await navigateInApp(page, '/weekly');
    await shoot(page, 'provider-weekly');
  });
  await attempt('provider-contact-record', async () => {
    await navigateInApp(page, '/contacts');
    await settle(page);
    await page.getByText('Morgan', { exact: false }).first().click();
    await shoot(page, 'provider-contact-record');
  });
  await attempt('provider-search', async () => {
    await navigateInApp(page, '/daily');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox').first().fill('Morgan');
    await page.getByRole('searchbox').first().press('Enter');
    await shoot(page, 'provider-search');
  });
  await attempt('provider-audit', async () => {
    await navigateInApp(page, '/audit');
    await shoot(page, 'provider-audit');
  });
  await attempt('provider-menu', async () => {
    await navigateInApp(page, '/daily');
    await page.getByRole('button', { name: 'Menu' }).click();
    await shoot(page, 'provider-menu', false);
    await page.keyboard.press('Escape');
  });
});

test('staff', async ({ page }) => {
  await signIn(page, demoUsers.staff);
  await shoot(page, 'staff-daily');
  await attempt('staff-weekly', async () => {
    await navigateInApp(page, '/weekly');
    await shoot(page, 'staff-weekly');
  });
  await attempt('staff-monthly', async () => {
    await navigateInApp(page, '/monthly');
    await shoot(page, 'staff-monthly');
  });
  await attempt('staff-team', async () => {
    await navigateInApp(page, '/team');
    await shoot(page, 'staff-team');
  });
  await attempt('staff-add-appointment', async () => {
    await navigateInApp(page, '/add');
    await shoot(page, 'staff-add-appointment');
  });
});

test('portal client', async ({ page }) => {
  await signIn(page, demoUsers.portalClient);
  await shoot(page, 'portal-client-daily');
});
