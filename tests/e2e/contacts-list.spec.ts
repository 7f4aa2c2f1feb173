/**
 * /contacts, the contacts full list (spec 2): type labels, the accent-blind
 * filter, an entry opening its contact screen (phone and chat shortcuts,
 * dated appointments), favourites (undone again) and favourites mode, Add
 * Contact. Asserts on seed contacts only, never on totals. The contact
 * screen itself, the avatars and the A–Z index: contact-screen.spec.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONTACT_KIND_LABELS } from '../../domain/appointments/contact-match';
import { contactsTexts } from '../../domain/messages';
import { seriousViolations } from './support/axe';
import { demoUsers, navigateInApp, signIn } from './support/session';

async function openContacts(page: Page): Promise<Locator> {
  await signIn(page, demoUsers.provider);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  const list = page.getByRole('list', { name: contactsTexts.contactsTitle });
  await expect(list.getByTestId('contact-entry').first()).toBeVisible();
  return list;
}

const filter = (page: Page, term: string) => page.getByRole('searchbox', { name: contactsTexts.searchContacts, exact: true }).fill(term);

/** The entry's expand button, named by the contact's name and type label. */
const entry = (list: Locator, name: RegExp) => list.getByTestId('contact-entry').filter({ has: list.page().getByRole('button', { name }) });
/** The contact screen an entry opens (a full-screen dialog named by the contact). */
const contactScreen = (page: Page) => page.getByTestId('contact-screen');

test.describe('contacts full list', () => {
  test('given seed contacts, should show each with its type label in parentheses', async ({ page }) => {
    const list = await openContacts(page);
    const cases: [string, RegExp, string][] = [
      ['Shah', /^(Priya.*Shah|Shah.*Priya)/, CONTACT_KIND_LABELS.person],
      ['Adler', /^Adler/, CONTACT_KIND_LABELS.other_event],
      ['Team meeting', /^Team meeting/, CONTACT_KIND_LABELS.event_appointment],
      ['Tuesday support', /^Tuesday support group/, CONTACT_KIND_LABELS.group_appointment],
    ];
    for (const [term, name, label] of cases) {
      await filter(page, term);
      await expect(list.getByRole('button', { name }).first()).toContainText(`(${label})`);
    }
  });

  test('given a term without accents, should find the accented name; given nothing matching, should say No contacts', async ({ page }) => {
    const list = await openContacts(page);
    await filter(page, 'jose');
    await expect(list.getByRole('button', { name: /^(José.*Álvarez|Álvarez.*José)/ })).toBeVisible();
    await filter(page, 'ÁLVAREZ');
    await expect(list.getByRole('button', { name: /^(José|Álvarez)/ })).toBeVisible();
    await filter(page, `no-such-contact-${Date.now()}`);
    await expect(list.getByTestId('contacts-empty').getByRole('heading', { name: contactsTexts.noContacts, exact: true })).toBeVisible();
  });

  test('given a client opened, should show the phone and chat shortcuts and its dated appointments', async ({ page }) => {
    const list = await openContacts(page);
    await filter(page, 'Morgan');
    const alexName = /^(Alex.*Morgan|Morgan.*Alex)/;
    await entry(list, alexName).first().getByRole('button', { name: alexName }).click();
    const alex = contactScreen(page);
    await expect(alex.getByRole('heading', { name: alexName })).toBeVisible();
    await expect(alex.getByRole('link', { name: new RegExp(`^${contactsTexts.call} `) }).first()).toHaveAttribute('href', 'tel:2125550101');
    await expect(alex.getByRole('link', { name: new RegExp(`^${contactsTexts.chat}`) })).toHaveAttribute('href', /^\/messenger\/\d+$/);
    const appointment = alex.getByRole('link', { name: /^\d{2}-\d{2}-\d{4} / }).first();
    await expect(appointment).toBeVisible();
    await expect(alex.getByRole('link', { name: new RegExp(`^${contactsTexts.edit}`) })).toHaveAttribute('href', /^\/add_client\?id=\d+$/);

    await appointment.click();
    await expect(page).toHaveURL(/\/appointment_detail\/\d+$/);
  });

  test('given a contact without appointments, should say No appointments', async ({ page }) => {
    const list = await openContacts(page);
    await filter(page, 'Moreau');
    await entry(list, /^Moreau/).first().getByRole('button', { name: /^Moreau/ }).click();
    const ines = contactScreen(page);
    await expect(ines.getByText(contactsTexts.noAppointments)).toBeVisible();
    await expect(ines.getByRole('link', { name: new RegExp(`^${contactsTexts.edit}`) })).toHaveAttribute('href', /^\/add_person\?id=\d+$/);
  });

  test('given a favourite toggled on, should keep it across a reload and show it in favourites mode; then undo', async ({ page }) => {
    const list = await openContacts(page);
    await filter(page, 'Baker');
    const star = list.getByRole('button', { name: new RegExp(`^${contactsTexts.favourite}: .*Baker`) });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    try {
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await filter(page, 'Baker');
      await expect(star).toHaveAttribute('aria-pressed', 'true');

      const mode = page.getByRole('button', { name: contactsTexts.favouritesMode });
      await expect(mode).toHaveAttribute('aria-pressed', 'false');
      await mode.click();
      await expect(mode).toHaveAttribute('aria-pressed', 'true');
      await expect(star).toBeVisible();
      await filter(page, 'Team meeting');
      await expect(list.getByTestId('contacts-empty').getByRole('heading', { name: contactsTexts.noFavourites, exact: true })).toBeVisible();
      await mode.click();
      await expect(list.getByRole('button', { name: /^Team meeting/ })).toBeVisible();
      await filter(page, 'Baker');
    } finally {
      if ((await star.getAttribute('aria-pressed')) === 'true') await star.click();
    }
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  test('should show the favourites mode toggle on contacts and chat screens only, and never to portal users', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const mode = page.getByRole('button', { name: contactsTexts.favouritesMode });
    await expect(page.getByRole('heading', { level: 1, name: 'Daily' })).toBeVisible();
    await expect(mode).toHaveCount(0);
    await navigateInApp(page, '/chat_dashboard');
    await expect(mode).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, demoUsers.portalOther);
    await navigateInApp(page, '/chat_dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat Dashboard' })).toBeVisible();
    await expect(mode).toHaveCount(0);
  });

  test('given Add Contact, should offer the four kinds and open the add-client screen', async ({ page }) => {
    await openContacts(page);
    await page.getByRole('button', { name: contactsTexts.addContact }).click();
    const choice = page.getByRole('dialog', { name: contactsTexts.addContactChoice });
    for (const label of [contactsTexts.newPerson, contactsTexts.newEvent, contactsTexts.newGroup]) {
      await expect(choice.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await choice.getByRole('link', { name: contactsTexts.newClient, exact: true }).click();
    await expect(page).toHaveURL(/\/add_client$/);
  });

  test('given the list with its sections and index, should have no serious or critical axe violation', async ({ page }) => {
    // axe over a full screen takes long on a busy two-core machine.
    test.slow();
    const list = await openContacts(page);
    await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
