import { expect, test } from '@playwright/test';
import { messages } from '../../domain/messages';
import { demoUsers, signIn } from './support/session';

test.describe('installable app', () => {
  test('should serve the web manifest and its icons', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      orientation: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Meadow', start_url: '/daily', display: 'standalone', orientation: 'portrait' });
    for (const size of ['192x192', '512x512']) {
      expect(manifest.icons.some((i) => i.sizes === size && i.purpose === 'any')).toBe(true);
      expect(manifest.icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
    }
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.ok(), icon.src).toBe(true);
    }
  });

  test.describe('with service workers allowed', () => {
    test.use({ serviceWorkers: 'allow' });

    test('should register the service worker and keep /api out of its cache', async ({ page }) => {
      await page.goto('/login');
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toMatch(/\/$/);
      await signIn(page, demoUsers.provider);
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
      expect(cached).toContain('/index.html');
      expect(cached.some((u) => u.startsWith('/api/'))).toBe(false);
    });
  });

  test.describe('on a phone held sideways', () => {
    test.use({ viewport: { width: 844, height: 390 } });

    test('should ask to rotate the device instead of showing the app', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByText(messages.portraitNotice)).toBeVisible();
      await expect(page.getByText(messages.portraitThanks)).toBeVisible();
      await expect(page.getByLabel('Username')).toBeHidden();
    });
  });

  test('in portrait, should not show the rotate notice', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText(messages.portraitNotice)).toBeHidden();
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('given the worker is installed, should load the app shell without a network', async ({ page, context }) => {
    await page.goto('/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first load is not yet controlled; the worker takes over with clients.claim().
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByLabel('Username')).toBeVisible();
    await context.setOffline(false);
  });

  test("given a 'setVar' message, should tell the windows to reset e-mails and reload", async ({ page }) => {
    await page.goto('/login');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const received = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), { once: true });
          navigator.serviceWorker.controller!.postMessage({ type: 'setVar' });
        }),
    );
    expect(received).toEqual({ type: 'meadow:resetEmails', reload: true });
  });
});
