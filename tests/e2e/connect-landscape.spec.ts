/**
 * A video room on a phone propped sideways (issue 27 items 10, 11): at
 * 844 × 390 the rotate notice stays off /connect, the remote video fills
 * the screen's left, the self view is small, the controls are in reach on
 * the right; and no install prompt stands before the session.
 */
import { expect, test } from '@playwright/test';
import { messages } from '../../domain/messages';
import { videoTexts } from '../../features/video/copy';
import { chromiumArgs, chromiumPath, chromiumVideoArgs } from '../chromium';
import { seriousViolations } from './support/axe';
import { bookConnectSession, codesOf } from './support/connect-session';
import { demoUsers, signIn } from './support/session';

test.use({ launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...chromiumVideoArgs] } });
test.describe.configure({ timeout: 90_000 });

test('given a host in a call on a sideways phone, the room should fill the screen with the controls in reach and no rotate notice', async ({ page }) => {
  await signIn(page, demoUsers.provider);
  const { host } = await codesOf(page, await bookConnectSession(page, 5));

  // The app's own screens still ask to turn the phone upright.
  await page.setViewportSize({ width: 844, height: 390 });
  await expect(page.getByTestId('portrait-notice')).toBeVisible();
  await expect(page.getByText(messages.portraitNotice)).toBeVisible();

  await page.goto(`/connect/${host}`);
  await expect(page.getByTestId('portrait-notice')).toHaveCount(0);
  const room = page.getByTestId('connect-room');
  await expect(room).toHaveAttribute('data-phase', 'lobby');
  await page.getByRole('button', { name: videoTexts.join, exact: true }).click();
  await expect(room).toHaveAttribute('data-phase', 'call');

  const stage = page.getByRole('region', { name: videoTexts.participants });
  const self = page.getByRole('figure', { name: videoTexts.you });
  const controls = page.getByRole('group', { name: videoTexts.callControls });
  const leave = page.getByRole('button', { name: videoTexts.leave });
  for (const part of [stage, self, controls, leave]) await expect(part).toBeInViewport({ ratio: 1 });
  const s = (await stage.boundingBox())!;
  const me = (await self.boundingBox())!;
  const c = (await controls.boundingBox())!;
  // The video takes most of the screen, the self view a corner of it, the controls a column beside it.
  expect(s.width).toBeGreaterThan(844 * 0.6);
  expect(s.height).toBeGreaterThan(390 * 0.85);
  expect(me.width * me.height).toBeLessThan((s.width * s.height) / 8);
  expect(c.x).toBeGreaterThanOrEqual(s.x + s.width - 1);
  expect(await seriousViolations(page)).toEqual([]);
  await test.info().attach('call sideways (844x390)', { body: await page.screenshot(), contentType: 'image/png' });

  // A tap on the microphone works in this layout.
  const mic = controls.getByRole('button', { name: videoTexts.microphone });
  await mic.click();
  await expect(mic).toHaveAttribute('aria-pressed', 'false');
});

test.describe('install prompt', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('given the install event on /connect, should show no install prompt over the room', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const { guest } = await codesOf(page, await bookConnectSession(page, 5));
    await page.goto(`/connect/${guest}`);
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
    await page.waitForTimeout(500);
    await expect(page.getByTestId('install-prompt')).toHaveCount(0);
    await expect(page.getByTestId('prompt-loader')).toHaveCount(0);
    await expect(page.getByTestId('connect-room')).toBeVisible();
  });
});
