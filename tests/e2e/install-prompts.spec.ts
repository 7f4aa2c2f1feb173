/**
 * The add-to-home-screen and notification prompts (spec 2 'Popups', 4;
 * issue 14 items 3 and 4) and the browser half of web push: the subscription
 * is sent on sign-in, and again only when it changed.
 */
import { expect, test, type Page } from '@playwright/test';
import { INSTALL_CHOICE_KEY, NOTIFICATION_CHOICE_KEY } from '../../domain/install/prompts';
import { messages } from '../../domain/messages';
import { seriousViolations } from './support/axe';
import { demoUsers, signIn } from './support/session';

// The config answers both prompts for every other spec; these start as a first visit.
test.use({ storageState: { cookies: [], origins: [] } });

/** Chromium's beforeinstallprompt, as a page would receive it; prompt() is recorded on window.__installPrompted. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<void> {
  await page.evaluate((answer) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { __installPrompted: boolean }).__installPrompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const installPrompt = (page: Page) => page.getByRole('alertdialog', { name: messages.installPromptTitle });
const notificationPrompt = (page: Page) => page.getByRole('alertdialog', { name: messages.notificationPromptTitle });

test.describe('install and notification prompts', () => {
  test("given the install event, should show the prompt over the loader and remember 'Don't Ask Again'", async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await offerInstall(page);

    const prompt = installPrompt(page);
    await expect(prompt).toBeVisible();
    // Spec 2: while a prompt shows, the loader shows instead of the app.
    await expect(page.getByTestId('prompt-loader')).toBeVisible();
    await expect(page.locator('main')).toBeHidden();
    await expect(prompt.getByRole('button', { name: messages.installPromptYes })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await prompt.getByRole('button', { name: messages.dontAskAgain }).click();
    await expect(prompt).toHaveCount(0);
    expect(await stored(page, INSTALL_CHOICE_KEY)).toBe('dont_ask');

    // One prompt at a time: notifications come once the install prompt is settled.
    const notifications = notificationPrompt(page);
    await expect(notifications).toBeVisible();
    await expect(page.locator('main')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await notifications.getByRole('button', { name: messages.dontAskAgain }).click();
    await expect(notifications).toHaveCount(0);
    expect(await stored(page, NOTIFICATION_CHOICE_KEY)).toBe('dont_ask');
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByTestId('prompt-loader')).toHaveCount(0);

    await page.reload();
    await expect(page.locator('main')).toBeVisible();
    await offerInstall(page);
    await page.waitForTimeout(300);
    await expect(installPrompt(page)).toHaveCount(0);
    await expect(notificationPrompt(page)).toHaveCount(0);
  });

  test("given 'Add', should open the browser's install dialog and remember 'accepted'", async ({ page }) => {
    await signIn(page, demoUsers.staff);
    await offerInstall(page, 'accepted');
    await installPrompt(page).getByRole('button', { name: messages.installPromptYes }).click();
    await expect(installPrompt(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __installPrompted?: boolean }).__installPrompted)).toBe(true);
    expect(await stored(page, INSTALL_CHOICE_KEY)).toBe('accepted');
  });

  test('given a video room, should hold the prompts back (the loader must never hide a call) and bring them after it', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await expect(notificationPrompt(page)).toBeVisible();
    await page.goto(`/connect/${'a'.repeat(64)}`);
    await expect(page.getByText(messages.videoSessionNotFound)).toBeVisible();
    await expect(notificationPrompt(page)).toHaveCount(0);
    await expect(page.getByTestId('prompt-loader')).toHaveCount(0);
    await page.goto('/daily');
    await expect(notificationPrompt(page)).toBeVisible();
  });

  test('given Escape, should hide the prompt for now without remembering anything', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await expect(notificationPrompt(page)).toBeVisible();
    // Focus starts on the main answer, so Enter at once never stores "Don't Ask Again".
    await expect(notificationPrompt(page).getByRole('button', { name: messages.notificationPromptYes })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(notificationPrompt(page)).toHaveCount(0);
    await expect(page.locator('main')).toBeVisible();
    expect(await stored(page, NOTIFICATION_CHOICE_KEY)).toBeNull();
    await page.reload();
    await expect(notificationPrompt(page)).toBeVisible();
  });

  test("given no install event (not Chromium's installable case, not iOS), should offer no install prompt", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'dont_ask'), NOTIFICATION_CHOICE_KEY);
    await signIn(page, demoUsers.provider);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForTimeout(300);
    await expect(installPrompt(page)).toHaveCount(0);
  });
});

test.describe('on iPhone Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test('should explain Share → Add to Home Screen', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const prompt = installPrompt(page);
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(messages.installPromptIosHint);
    await prompt.getByRole('button', { name: messages.installPromptIosOk }).click();
    expect(await stored(page, INSTALL_CHOICE_KEY)).toBe('accepted');
  });
});

test.describe('turning notifications on', () => {
  test.use({ serviceWorkers: 'allow' });

  test("given 'Turn On' granted and no reachable push service, should go on without breaking the app", async ({ page, context }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const pushFailure = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('push subscription not sent'),
      timeout: 25_000,
    });
    await page.addInitScript((key) => localStorage.setItem(key, 'dont_ask'), INSTALL_CHOICE_KEY);
    await signIn(page, demoUsers.provider);
    const prompt = notificationPrompt(page);
    await expect(prompt).toBeVisible();
    // The browser would ask; granting up front makes requestPermission() answer 'granted' at once.
    await context.grantPermissions(['notifications']);
    await prompt.getByRole('button', { name: messages.notificationPromptYes }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page.locator('main')).toBeVisible();
    expect(await stored(page, NOTIFICATION_CHOICE_KEY)).toBe('accepted');

    // Headless Chromium has no push service: the subscription fails, is logged, and nothing else happens.
    await pushFailure;
    await expect(page.getByTestId('error-popup')).toHaveCount(0);
    await expect(page.locator('main')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('sending the push subscription', () => {
  test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

  test('given notifications allowed, should send the subscription on sign-in, again only when it changed, and remove it on logout', async ({ page }) => {
    // A stand-in push service: the subscription's endpoint is read from localStorage so a test can change it.
    await page.addInitScript(() => {
      const subscription = () => {
        const json = {
          endpoint: `https://push.example.test/${localStorage.getItem('e2e.pushEndpoint') ?? 'first'}`,
          expirationTime: null,
          keys: { p256dh: 'BPk3u_cC5dUFCpnhA6XRW4ImwR1kfyVEZTN1Ffa0ZDmz', auth: 'k8JV6sjdbhAi1n3_LDBLvA' },
        };
        return { endpoint: json.endpoint, toJSON: () => json, unsubscribe: () => Promise.resolve(true) };
      };
      PushManager.prototype.getSubscription = () => Promise.resolve(subscription() as unknown as PushSubscription);
      PushManager.prototype.subscribe = () => Promise.resolve(subscription() as unknown as PushSubscription);
    });
    const sent: { endpoint: string }[] = [];
    await page.route('**/api/subscription/add', async (route) => {
      sent.push(route.request().postDataJSON() as { endpoint: string });
      await route.fulfill({ json: { stored: true } });
    });

    await signIn(page, demoUsers.provider);
    await expect.poll(() => sent.length, { timeout: 15_000 }).toBe(1);
    expect(sent[0]?.endpoint).toBe('https://push.example.test/first');
    await expect(notificationPrompt(page)).toHaveCount(0);

    // The same subscription after a reload: not sent again.
    await page.reload();
    await expect(page.locator('main')).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForTimeout(1_000);
    expect(sent).toHaveLength(1);

    // The push service gave a new endpoint: sent once more.
    await page.evaluate(() => localStorage.setItem('e2e.pushEndpoint', 'second'));
    await page.reload();
    await expect.poll(() => sent.length, { timeout: 15_000 }).toBe(2);
    expect(sent[1]?.endpoint).toBe('https://push.example.test/second');

    // Logout removes it while the token still holds; the next sign-in sends it again.
    const calls: string[] = [];
    await page.route('**/api/subscription/remove', async (route) => {
      calls.push(`remove ${(route.request().postDataJSON() as { endpoint: string }).endpoint}`);
      await route.fulfill({ json: { removed: true } });
    });
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/logout')) calls.push('logout');
    });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(calls).toEqual(['remove https://push.example.test/second', 'logout']);
    await signIn(page, demoUsers.provider);
    await expect.poll(() => sent.length, { timeout: 15_000 }).toBe(3);
  });
});
