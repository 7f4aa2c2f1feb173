/**
 * The people screens of issue 17: avatars with initials, the A–Z sections
 * and the alphabet index on /contacts, the contact screen (a full-screen
 * dialog kept in the address as ?contact=, closed by Back, kept by a
 * reload), its call, chat, mail and edit actions, and axe over it.
 * Asserts on seed contacts only.
 */
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_KIND_LABELS } from '../../domain/appointments/contact-match';
import { chatTexts, contactsTexts } from '../../domain/messages';
import { contactsCopy } from '../../features/contacts/copy';
import { seriousViolations } from './support/axe';
import { demoUsers, navigateInApp, signIn } from './support/session';

const ALEX = /^(Alex.*Morgan|Morgan.*Alex)/;

async function openContacts(page: Page) {
  await signIn(page, demoUsers.provider);
  await navigateInApp(page, '/contacts');
  const list = page.getByRole('list', { name: contactsTexts.contactsTitle });
  await expect(list.getByTestId('contact-entry').first()).toBeVisible();
  return list;
}

const filter = (page: Page, term: string) => page.getByRole('searchbox', { name: contactsTexts.searchContacts, exact: true }).fill(term);
const screen = (page: Page) => page.getByRole('dialog');

async function openAlex(page: Page) {
  const list = await openContacts(page);
  await filter(page, 'Morgan');
  await list.getByRole('button', { name: ALEX }).click();
  await expect(screen(page).getByRole('heading', { name: ALEX })).toBeVisible();
  return list;
}

test.describe('contact screen and A–Z list', () => {
  test('given the contacts list, should show each entry with an avatar of its initials beside the name', async ({ page }) => {
    const list = await openContacts(page);
    await filter(page, 'Adler');
    const adler = list.getByTestId('contact-entry').filter({ has: page.getByRole('button', { name: /^Adler/ }) });
    // 'Adler, Ruth' reads as Ruth Adler: RA. Decorative: the name is in the text beside it.
    const avatar = adler.locator('[data-avatar]');
    await expect(avatar).toHaveText('RA');
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    // Its initials stay out of the entry's name.
    await expect(adler.getByRole('button', { name: /^Adler/ })).toHaveAccessibleName(/^Adler, Ruth/);
  });

  test('given A–Z sections, should jump to a letter from the index by touch and by keyboard', async ({ page }) => {
    const list = await openContacts(page);
    const index = page.getByRole('slider', { name: contactsCopy.jumpToLetter });
    await expect(list.getByRole('heading', { level: 2, name: 'A', exact: true })).toBeInViewport();
    const tuesday = list.getByRole('button', { name: /^Tuesday support group/ });
    await expect(tuesday).not.toBeInViewport();

    await index.locator('[data-letter="T"]').click();
    await expect(list.getByRole('heading', { level: 2, name: 'T', exact: true })).toBeInViewport();
    await expect(tuesday).toBeInViewport();
    await expect(list.getByRole('heading', { level: 2, name: 'A', exact: true })).not.toBeInViewport();
    await expect(index).toHaveAttribute('aria-valuetext', 'T');

    // A letter without contacts is skipped. Which letters are empty depends on what other specs added: ask the index.
    await index.locator('[data-letter]:has([data-disabled="true"])').first().click();
    await expect(index).toHaveAttribute('aria-valuetext', 'T');

    await index.focus();
    await page.keyboard.press('Home');
    await expect(index).toHaveAttribute('aria-valuetext', 'A');
    await expect(list.getByRole('heading', { level: 2, name: 'A', exact: true })).toBeInViewport();
    await expect(tuesday).not.toBeInViewport();
  });

  test('given a contact opened, should show it full screen in the address by id only; Back closes it and a reload keeps it', async ({ page }) => {
    await openAlex(page);
    await expect(page).toHaveURL(/\/contacts\?contact=person-\d+$/);
    expect(page.url()).not.toMatch(/alex|morgan/i);
    const dialog = screen(page);
    await expect(dialog.getByText(`(${CONTACT_KIND_LABELS.person})`)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: contactsCopy.details })).toBeVisible();
    await expect(dialog.getByText('alex@meadow.example')).toBeVisible();
    // Full screen: it covers the header.
    const box = await dialog.boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBeGreaterThanOrEqual(800);

    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/contacts$/);

    await page.goForward();
    await expect(dialog.getByRole('heading', { name: ALEX })).toBeVisible();
    await page.reload();
    await expect(screen(page).getByRole('heading', { name: ALEX })).toBeVisible();
    await screen(page).getByRole('button', { name: contactsCopy.back }).click();
    await expect(screen(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/contacts$/);
  });

  test('given a contact opened, should offer call, chat, mail and edit, and list upcoming and past appointments', async ({ page }) => {
    await openAlex(page);
    const dialog = screen(page);
    await expect(dialog.getByRole('link', { name: `${contactsTexts.call} 212-555-0101` })).toHaveAttribute('href', 'tel:2125550101');
    await expect(dialog.getByRole('link', { name: /^Call .*Morgan.* cell$/ })).toHaveAttribute('href', 'tel:2125550101');
    await expect(dialog.getByRole('link', { name: /^Mail / })).toHaveAttribute('href', /^\/compose-email\?to=\d+$/);
    await expect(dialog.getByRole('link', { name: /^Edit / })).toHaveAttribute('href', /^\/add_client\?id=\d+$/);
    await expect(dialog.getByRole('heading', { name: contactsCopy.upcoming })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: contactsCopy.past })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^\d{2}-\d{2}-\d{4} / }).first()).toBeVisible();

    await dialog.getByRole('link', { name: /^Chat with / }).click();
    await expect(page).toHaveURL(/\/messenger\/\d+$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: chatTexts.messageLabel })).toBeVisible();
    // Back from the chat returns to the contact screen.
    await page.goBack();
    await expect(screen(page).getByRole('heading', { name: ALEX })).toBeVisible();
  });

  test('given the contact screen open, should trap the focus, close on Escape and have no serious or critical axe violation', async ({ page }) => {
    test.slow();
    await openAlex(page);
    const dialog = screen(page);
    await expect(dialog.getByRole('button', { name: contactsCopy.back })).toBeFocused();
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/contacts$/);
  });
});
