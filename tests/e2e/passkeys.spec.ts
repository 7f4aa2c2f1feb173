import { expect, test, type Browser, type Page } from '@playwright/test';
import { INSTALL_CHOICE_KEY, NOTIFICATION_CHOICE_KEY } from '../../domain/install/prompts';
import { messages } from '../../domain/messages';
import { KEPT_SESSION_LOCK_IDLE_SECONDS } from '../../domain/session-lock';
import { passkeysCopy } from '../../features/account/copy';
import { keepSignedInCopy } from '../../features/session/copy';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD, demoUsers } from './support/session';

/**
 * Passkeys (issue 17 item 16): added on the account screen with the
 * password and the device's own check, they unlock a kept session that
 * locked after idle time. Chromium's virtual authenticator (DevTools
 * protocol) plays a phone's platform passkey, so the real WebAuthn calls run.
 */

/** WebAuthn refuses an IP address as relying party: the same server, opened as localhost. */
async function phoneOnLocalhost(browser: Browser, baseURL: string) {
  const url = new URL(baseURL);
  url.hostname = 'localhost';
  const origin = url.origin;
  const context = await browser.newContext({
    baseURL: origin,
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: INSTALL_CHOICE_KEY, value: 'dont_ask' },
            { name: NOTIFICATION_CHOICE_KEY, value: 'dont_ask' },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    context,
    page,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    userVerifies: (yes: boolean) => cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: yes }),
  };
}

async function signInKept(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('checkbox', { name: keepSignedInCopy.checkbox }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/daily$/);
  await expect(page.getByRole('banner')).toBeVisible();
}

async function addPasskey(page: Page): Promise<void> {
  await page.goto('/security_question');
  const section = page.getByRole('region', { name: passkeysCopy.heading });
  await expect(section.getByText(passkeysCopy.none)).toBeVisible();
  const added = page.waitForResponse((r) => r.url().endsWith('/api/account/passkeys') && r.request().method() === 'POST');
  await section.getByLabel(passkeysCopy.currentPassword).fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: passkeysCopy.add }).click();
  expect((await added).status()).toBe(201);
  await expect(section.getByTestId('passkeys-status')).toHaveText(passkeysCopy.added);
  await expect(section.getByRole('list', { name: passkeysCopy.listLabel }).getByRole('listitem')).toHaveCount(1);
  await expect(section.getByText(/^Passkey added /)).toBeVisible();
}

async function idleUntilLocked(page: Page) {
  await page.clock.fastForward((KEPT_SESSION_LOCK_IDLE_SECONDS + 1) * 1000);
  const lock = page.getByRole('dialog', { name: keepSignedInCopy.lockHeading });
  await expect(lock).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  return lock;
}

test.describe('passkeys', () => {
  test('given a passkey added on the account screen, should unlock the locked session with it', async ({ browser, baseURL }) => {
    test.slow();
    const phone = await phoneOnLocalhost(browser, baseURL!);
    const { page } = phone;
    await page.clock.install();
    await signInKept(page, demoUsers.otherProvider);

    // The password first: a wrong one adds nothing.
    await page.goto('/security_question');
    const section = page.getByRole('region', { name: passkeysCopy.heading });
    await section.getByLabel(passkeysCopy.currentPassword).fill('not-the-password');
    await section.getByRole('button', { name: passkeysCopy.add }).click();
    await expect(section.getByTestId('passkeys-problem')).toHaveText(messages.currentPasswordWrong);
    expect(await phone.credentials()).toHaveLength(0);

    await addPasskey(page);
    expect(await phone.credentials()).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);

    const lock = await idleUntilLocked(page);
    await expect(lock.getByLabel(keepSignedInCopy.password)).toBeFocused();
    await expect(lock.getByRole('button', { name: keepSignedInCopy.unlockWithPasskey })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const unlocked = page.waitForResponse((r) => r.url().endsWith('/api/auth/unlock/passkey'));
    await lock.getByRole('button', { name: keepSignedInCopy.unlockWithPasskey }).click();
    expect((await unlocked).status()).toBe(200);
    await expect(lock).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();

    // The use is on the list.
    await page.goto('/security_question');
    await expect(page.getByRole('region', { name: passkeysCopy.heading }).getByText(/^Last used /)).toBeVisible();
    await phone.context.close();
  });

  test('given a device that does not verify its user, should stay locked and say so; once removed, no passkey is offered', async ({ browser, baseURL }) => {
    test.slow();
    const phone = await phoneOnLocalhost(browser, baseURL!);
    const { page } = phone;
    await page.clock.install();
    await signInKept(page, demoUsers.delegate);
    await addPasskey(page);

    await phone.userVerifies(false);
    let lock = await idleUntilLocked(page);
    await lock.getByRole('button', { name: keepSignedInCopy.unlockWithPasskey }).click();
    await expect(page.getByTestId('lock-message')).toHaveText(keepSignedInCopy.passkeyNotUsed);
    await expect(page.getByRole('banner')).toHaveCount(0);

    // The password still opens it.
    await lock.getByLabel(keepSignedInCopy.password).fill(DEMO_PASSWORD);
    await lock.getByRole('button', { name: keepSignedInCopy.unlock, exact: true }).click();
    await expect(lock).toHaveCount(0);

    await page.goto('/security_question');
    const section = page.getByRole('region', { name: passkeysCopy.heading });
    await section.getByRole('button', { name: /^Remove passkey added / }).click();
    await expect(section.getByTestId('passkeys-status')).toHaveText(passkeysCopy.removed);
    await expect(section.getByText(passkeysCopy.none)).toBeVisible();

    lock = await idleUntilLocked(page);
    await expect(lock.getByRole('button', { name: keepSignedInCopy.unlock, exact: true })).toBeVisible();
    await expect(lock.getByRole('button', { name: keepSignedInCopy.unlockWithPasskey })).toHaveCount(0);
    await phone.context.close();
  });
});
