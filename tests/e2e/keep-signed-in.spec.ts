import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { KEPT_SESSION_LOCK_IDLE_SECONDS } from '../../domain/session-lock';
import { keepSignedInCopy } from '../../features/session/copy';
import { DEMO_PASSWORD, demoUsers } from './support/session';

/**
 * 'Keep me signed in on this device' (issue 17 item 16): a kept session
 * outlives its tab and a browser restart; an ordinary one does not; a kept
 * one locks behind the password after idle time, showing nothing of the app.
 */

async function signInWith(page: Page, username: string, keep: boolean): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const box = page.getByRole('checkbox', { name: keepSignedInCopy.checkbox });
  // Off unless asked for.
  await expect(box).not.toBeChecked();
  if (keep) await box.check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/daily$/);
  await expect(page.getByRole('banner')).toBeVisible();
}

test.describe('keep me signed in', () => {
  test('given the box ticked, should stay signed in in a new tab and after a browser restart', async ({ browser, context, page }) => {
    // Three browser contexts each load the app: more than the usual 30 s on a busy machine.
    test.slow();
    await signInWith(page, demoUsers.provider, true);

    // The tab closes; a new one in the same browser opens the app.
    const next = await context.newPage();
    await page.close();
    await next.goto('/daily');
    await expect(next).toHaveURL(/\/daily$/);
    await expect(next.getByRole('banner')).toBeVisible();

    // A browser restart keeps only cookies with an expiry (and local storage).
    const state = await context.storageState();
    const persistent = state.cookies.filter((c) => c.expires > 0);
    expect(persistent.map((c) => c.name)).toContain('meadow_keep');
    const restarted = await browser.newContext({ storageState: { cookies: persistent, origins: state.origins } });
    const reopened = await restarted.newPage();
    await reopened.goto('/daily');
    await expect(reopened).toHaveURL(/\/daily$/);
    await expect(reopened.getByRole('banner')).toBeVisible();

    // The token alone, without the device cookie, opens nothing.
    const tokenOnly = await browser.newContext({ storageState: { cookies: [], origins: state.origins } });
    const copied = await tokenOnly.newPage();
    await copied.goto('/daily');
    await expect(copied).toHaveURL(/\/login$/);
    await expect(copied.getByTestId('message-popup')).toContainText(messages.sessionInvalid);
    await Promise.all([restarted.close(), tokenOnly.close()]);
  });

  test('given the box not ticked, should be signed out in a new tab and after a browser restart', async ({ browser, context, page }) => {
    await signInWith(page, demoUsers.staff, false);
    const state = await context.storageState();
    expect(state.cookies.map((c) => c.name)).not.toContain('meadow_keep');

    const next = await context.newPage();
    await page.close();
    await next.goto('/daily');
    await expect(next).toHaveURL(/\/login$/);

    const restarted = await browser.newContext({
      storageState: { cookies: state.cookies.filter((c) => c.expires > 0), origins: state.origins },
    });
    const reopened = await restarted.newPage();
    await reopened.goto('/daily');
    await expect(reopened).toHaveURL(/\/login$/);
    await restarted.close();
  });

  test('given a kept session left idle, should lock behind the password and show nothing of the app', async ({ page }) => {
    await page.clock.install();
    await signInWith(page, demoUsers.provider, true);
    await page.clock.fastForward((KEPT_SESSION_LOCK_IDLE_SECONDS + 1) * 1000);

    const lock = page.getByRole('dialog', { name: keepSignedInCopy.lockHeading });
    await expect(lock).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    const password = lock.getByLabel(keepSignedInCopy.password);
    await expect(password).toBeFocused();

    // Focus stays on the lock screen.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await lock.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // A reload keeps it locked.
    await page.reload();
    await expect(page.getByRole('dialog', { name: keepSignedInCopy.lockHeading })).toBeVisible();

    await page.getByLabel(keepSignedInCopy.password).fill('not-the-password');
    await page.getByRole('button', { name: keepSignedInCopy.unlock }).click();
    await expect(page.getByTestId('lock-message')).toHaveText(messages.invalidCredentials);
    await expect(page.getByRole('banner')).toHaveCount(0);

    const unlocked = page.waitForResponse((r) => r.url().endsWith('/api/auth/unlock'));
    await page.getByLabel(keepSignedInCopy.password).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: keepSignedInCopy.unlock }).click();
    expect((await unlocked).status()).toBe(200);
    await expect(page.getByRole('dialog', { name: keepSignedInCopy.lockHeading })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('given the lock screen, should log out from it', async ({ page }) => {
    await page.clock.install();
    await signInWith(page, demoUsers.delegate, true);
    await page.clock.fastForward((KEPT_SESSION_LOCK_IDLE_SECONDS + 1) * 1000);
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: keepSignedInCopy.logOut }).click();
    expect((await logout).status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/daily');
    await expect(page).toHaveURL(/\/login$/);
  });
});
