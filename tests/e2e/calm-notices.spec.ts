/**
 * Calm (issue 27 items 9, 11, 14) at 390 × 844: routine news is a banner
 * under the app bar that never takes focus nor blocks typing, read out
 * politely, gone after its 20 s; the Chat tab counts unread messages; a
 * portal client's first visit shows no install prompt; after a first 'Keep
 * me signed in' Meadow offers a passkey, and the menu's 'Security' holds
 * the passkeys and the security question together.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { chatTexts, messages, securityQuestionTexts } from '../../domain/messages';
import { passkeyOfferCopy, passkeysCopy } from '../../features/account/copy';
import { keepSignedInCopy } from '../../features/session/copy';
import { seriousViolations } from './support/axe';
import { notice } from './support/notices';
import { DEMO_PASSWORD, demoUsers, navigateInApp, signIn } from './support/session';

/** features/account/passkey-offer.ts's key (that module reads the session's storage on import: not in Node). */
const PASSKEY_OFFER_KEY = 'meadow.passkeyOffer';
const RIVERA = 'Maria Rivera';
const ALEX = 'Alex Morgan';

const entry = (page: Page, name: string) => page.getByTestId('chat-entry').filter({ hasText: name });
const messageBox = (page: Page) => page.getByRole('textbox', { name: chatTexts.messageLabel });
const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

async function userPage(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const connected = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await signIn(page, username);
  await connected;
  return page;
}

test.describe('notices that do not block', () => {
  test('given a provider typing in one chat, when a client writes in another, the notice should show under the bar without taking focus, count on the Chat tab and go after 20 s', async ({ browser }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const rivera = await userPage(browser, demoUsers.provider);
    const alex = await userPage(browser, demoUsers.portalClient);

    // The provider is in another conversation, typing.
    await navigateInApp(rivera, '/chat_dashboard');
    await page0(rivera).click();
    await expect(rivera).toHaveURL(/\/messenger\/(group\/)?\d+$/);
    await messageBox(rivera).click();
    await messageBox(rivera).pressSequentially('Typing along ');

    await navigateInApp(alex, '/chat_dashboard');
    await entry(alex, RIVERA).click();
    await messageBox(alex).fill(`Are we still on ${stamp}?`);
    await messageBox(alex).press('Enter');

    const banner = notice(rivera, messages.newMessage);
    await expect(banner).toBeVisible();
    // The spec's exact text, read politely, with its link and its 20 s.
    await expect(banner.getByRole('status')).toHaveText(messages.newMessage);
    await expect(banner.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await expect(banner.getByRole('link', { name: chatTexts.openChat })).toBeVisible();
    await expect(banner).toHaveAttribute('data-seconds', '20');
    // Nothing modal: focus stays in the box, and the typing goes on uninterrupted.
    await expect(messageBox(rivera)).toBeFocused();
    await rivera.keyboard.type('without a pause');
    await expect(messageBox(rivera)).toHaveValue('Typing along without a pause');
    await expect(rivera.getByRole('alertdialog')).toHaveCount(0);
    await expect(rivera.getByRole('dialog')).toHaveCount(0);
    // Under the bar: the header's actions stay uncovered, and so does the composer.
    const bar = await rivera.getByRole('banner').boundingBox();
    const box = await banner.boundingBox();
    const composer = await messageBox(rivera).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
    expect(box!.y + box!.height).toBeLessThan(composer!.y);
    // The Chat tab counts it, as the Mail tab counts mail.
    await expect(sections(rivera).getByTestId('chat-badge')).toBeVisible();
    expect(await seriousViolations(rivera)).toEqual([]);
    await test.info().attach('notice over a chat (390x844)', { body: await rivera.screenshot(), contentType: 'image/png' });

    // Gone by itself after its 20 seconds.
    await expect(banner).toHaveCount(0, { timeout: 25_000 });
    await expect(messageBox(rivera)).toBeFocused();
  });
});

/** The first conversation of the dashboard that is not Alex's. */
const page0 = (page: Page) => page.getByTestId('chat-entry').filter({ hasNotText: ALEX }).first();

test.describe('install prompt for a portal client', () => {
  // A first visit: no prompt answered yet.
  test.use({ storageState: { cookies: [], origins: [] } });

  test("given a portal client's first visit, should show no install prompt; on their second visit it may", async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const first = await context.newPage();
    await signIn(first, demoUsers.portalClient);
    await offerInstall(first);
    await first.waitForTimeout(500);
    await expect(first.getByTestId('install-prompt')).toHaveCount(0);
    await expect(first.getByTestId('prompt-loader')).toHaveCount(0);
    await expect(first.locator('main')).toBeVisible();
    expect(await first.evaluate(() => localStorage.getItem('meadow.visits'))).toBe('1');
    // A reload is the same visit.
    await first.reload();
    await expect(first.locator('main')).toBeVisible();
    expect(await first.evaluate(() => localStorage.getItem('meadow.visits'))).toBe('1');
    await first.close();

    // A new tab is a new visit (same device, same localStorage).
    const second = await context.newPage();
    await signIn(second, demoUsers.portalClient);
    expect(await second.evaluate(() => localStorage.getItem('meadow.visits'))).toBe('2');
    await offerInstall(second);
    await expect(second.getByRole('alertdialog', { name: messages.installPromptTitle })).toBeVisible();
    await context.close();
  });
});

/** Chromium's beforeinstallprompt, as a page would receive it. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
}

test.describe('passkeys where people look', () => {
  async function signInKept(page: Page): Promise<void> {
    await page.goto('/login');
    await page.getByLabel('Username').fill(demoUsers.provider);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: keepSignedInCopy.checkbox }).check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/daily$/);
  }

  test("given a first 'Keep me signed in', should offer a passkey without blocking; 'Not now' is remembered", async ({ page }) => {
    await signInKept(page);
    const offer = page.getByTestId('passkey-offer');
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('status')).toHaveText(passkeyOfferCopy.text);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The calendar stays usable under it.
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await test.info().attach('passkey offer (390x844)', { body: await page.screenshot(), contentType: 'image/png' });
    await offer.getByRole('button', { name: passkeyOfferCopy.notNow }).click();
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), PASSKEY_OFFER_KEY)).toBe('"not_now"');
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByTestId('passkey-offer')).toHaveCount(0);
  });

  test("given the offer, 'Add' should open the Security screen at the passkeys, ready for the password", async ({ page }) => {
    await signInKept(page);
    await page.getByTestId('passkey-offer').getByRole('button', { name: passkeyOfferCopy.addLabel }).click();
    await expect(page).toHaveURL(/\/security_question#passkeys$/);
    const section = page.getByRole('region', { name: passkeysCopy.heading });
    await expect(section.getByLabel(passkeysCopy.currentPassword)).toBeFocused();
    await expect(page.getByTestId('passkey-offer')).toHaveCount(0);
  });

  test("given a provider, the menu's 'Security' should open the passkeys and the security question together", async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Security', exact: true }).click();
    await expect(page).toHaveURL(/\/security_question$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    await expect(page.getByRole('form', { name: securityQuestionTexts.heading })).toBeVisible();
    await expect(page.getByRole('region', { name: passkeysCopy.heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
