/**
 * The header's context icons of spec 2 beyond compose and add appointment:
 * 'Add client' and 'Add others' on the contact screens, 'Add chat' on the
 * chat screens (it opens the contacts list, where a contact's Chat shortcut
 * starts the conversation), for non-portal users only; on a 390 px phone
 * the titles stay whole beside them.
 */
import { expect, test, type Page } from '@playwright/test';
import { headerIconTexts } from '../../app/shell/header-copy';
import { contactsTexts } from '../../domain/messages';
import { demoUsers, navigateInApp, signIn } from './support/session';

const bar = (page: Page) => page.getByRole('banner');
const icon = (page: Page, name: string) => bar(page).getByRole('link', { name, exact: true });
const title = (page: Page) => bar(page).getByRole('heading', { level: 1 });

/** The heading shows all its text on the phone: nothing clipped, no word broken apart. */
async function expectWholeTitle(page: Page, text: string): Promise<void> {
  await expect(title(page)).toHaveText(text);
  const box = await title(page).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return { lines: range.getClientRects().length, words: el.textContent!.split(' ').length, scroll: el.scrollWidth, client: el.clientWidth };
  });
  expect(box.scroll).toBeLessThanOrEqual(box.client);
  // At most one line per word: a word is never split into letters.
  expect(box.lines).toBeLessThanOrEqual(box.words);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe('header context icons', () => {
  test('given dr.rivera, should add a client or others from contacts and start a chat from the dashboard', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await navigateInApp(page, '/contacts');
    await expectWholeTitle(page, 'Contacts');
    for (const name of [headerIconTexts.addClient, headerIconTexts.addOthers]) {
      await expect(icon(page, name)).toBeVisible();
      const box = await icon(page, name).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await icon(page, headerIconTexts.addClient).click();
    await expect(page).toHaveURL(/\/add_client$/);
    await navigateInApp(page, '/phone');
    await expectWholeTitle(page, 'Phone');
    // Keyboard reachable: a focused link opens with Enter.
    await icon(page, headerIconTexts.addOthers).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/add_person$/);

    await navigateInApp(page, '/chat_dashboard');
    await expectWholeTitle(page, 'Chat Dashboard');
    await expect(icon(page, headerIconTexts.addClient)).toHaveCount(0);
    await icon(page, headerIconTexts.addChat).click();
    await expect(page).toHaveURL(/\/contacts$/);
    // The list to pick from: each entry with a user offers its Chat shortcut.
    await expect(page.getByRole('list', { name: contactsTexts.contactsTitle }).getByTestId('contact-entry').first()).toBeVisible();
  });

  test('given sam.staff with the provider switcher, should keep each title whole beside the icons', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    await navigateInApp(page, '/contacts');
    await expectWholeTitle(page, 'Contacts');
    await expect(icon(page, headerIconTexts.addOthers)).toBeVisible();
    await navigateInApp(page, '/chat_dashboard');
    await expectWholeTitle(page, 'Chat Dashboard');
    await expect(icon(page, headerIconTexts.addChat)).toBeVisible();
  });

  test('given portal user alex.client, should show none of the three', async ({ page }) => {
    await signIn(page, demoUsers.portalClient);
    await navigateInApp(page, '/chat_dashboard');
    await expect(title(page)).toHaveText('Chat Dashboard');
    await expect(page.getByTestId('chat-dashboard')).toBeVisible();
    for (const name of Object.values(headerIconTexts)) await expect(icon(page, name)).toHaveCount(0);
  });
});
