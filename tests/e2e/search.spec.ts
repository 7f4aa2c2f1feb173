/**
 * The header search (spec 2 "Search bar", 5, 6): Enter runs it, results
 * grouped 'Clients:' / 'Others:' or 'No results', 'Please enter a search
 * term', deep search only for non-portal users, two-step clear, Cancel.
 * Issue 27 item 8: results come while typing, From / To fold behind 'Dates'.
 */
import { expect, test, type Page } from '@playwright/test';
import { contactsTexts, messages } from '../../domain/messages';
import { searchCopy } from '../../features/search/copy';
import { seriousViolations } from './support/axe';
import { demoUsers, signIn } from './support/session';

async function openSearch(page: Page) {
  await signIn(page, demoUsers.provider);
  await page.getByRole('button', { name: contactsTexts.search, exact: true }).click();
  const panel = page.getByRole('region', { name: contactsTexts.searchLabel });
  await expect(panel.getByText(contactsTexts.searchIntro)).toBeVisible();
  return panel;
}

const field = (page: Page) => page.getByRole('searchbox', { name: contactsTexts.searchLabel });
const datesButton = (page: Page) => page.getByRole('button', { name: searchCopy.dates, exact: true });

test.describe('header search', () => {
  test('given priya, should list Priya Shah under Clients: with her dated appointments', async ({ page }) => {
    const panel = await openSearch(page);
    await field(page).fill('priya');
    await field(page).press('Enter');
    const clients = panel.getByRole('region', { name: contactsTexts.clientsHeading });
    await expect(clients.getByRole('heading', { name: contactsTexts.clientsHeading })).toBeVisible();
    const priya = clients.getByTestId('search-result').filter({ hasText: /Shah, Priya|Priya.*Shah/ });
    await expect(priya).toContainText('(Client)');
    const appointment = priya.getByRole('link', { name: /^\d{2}-\d{2}-\d{4} / }).first();
    await expect(appointment).toBeVisible();
    await appointment.click();
    await expect(page).toHaveURL(/\/appointment_detail\/\d+$/);
  });

  test('given the open panel with results, should have no serious or critical axe violation', async ({ page }) => {
    // axe over a full screen takes long on a busy two-core machine.
    test.slow();
    const panel = await openSearch(page);
    await field(page).fill('priya');
    await field(page).press('Enter');
    await expect(panel.getByTestId('search-result').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('given an unknown term, should say No results; given none, should ask for one', async ({ page }) => {
    const panel = await openSearch(page);
    await field(page).fill(`zzqx${Date.now()}`);
    await field(page).press('Enter');
    await expect(panel.getByText(contactsTexts.noResults)).toBeVisible();

    await field(page).fill('');
    await field(page).press('Enter');
    await expect(page.getByTestId('message-popup')).toContainText(messages.searchTermRequired);
  });

  test('given typing without Enter, should show the results as the text grows, and only those of the latest text', async ({ page }) => {
    const panel = await openSearch(page);
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/appointment/search/')) searches.push(decodeURIComponent(r.url().split('/')[12] ?? ''));
    });
    await field(page).pressSequentially('shah', { delay: 40 });
    const results = panel.getByTestId('search-results');
    await expect(results).toContainText(/Shah, Priya|Priya.*Shah/);
    // Typed in one go: one search, of the whole text (debounced).
    expect(searches).toEqual(['shah']);
    await field(page).fill('garcia');
    await expect(results).toContainText(/Garcia/);
    await expect(results).not.toContainText(/Shah/);
    await expect(panel.getByTestId('search-result').filter({ hasText: /Garcia/ }).getByTestId('search-result-name')).toBeVisible();
  });

  test('given dr.rivera, should fold the deep search with From, To and Go behind Dates', async ({ page }) => {
    const panel = await openSearch(page);
    await expect(datesButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByLabel(contactsTexts.from)).toHaveCount(0);
    await datesButton(page).click();
    await expect(datesButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByLabel(contactsTexts.from)).toBeVisible();
    await expect(panel.getByLabel(contactsTexts.to)).toBeVisible();
    await expect(panel.getByRole('button', { name: contactsTexts.go })).toBeVisible();
  });

  test('given a portal client, should offer no header search at all', async ({ page }) => {
    await signIn(page, demoUsers.portalClient);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily' })).toBeVisible();
    await expect(page.getByRole('button', { name: contactsTexts.search, exact: true })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: contactsTexts.searchLabel })).toHaveCount(0);
    await expect(datesButton(page)).toHaveCount(0);
  });

  test('given results, should clear in two steps and Cancel should close the panel', async ({ page }) => {
    const panel = await openSearch(page);
    await datesButton(page).click();
    const from = panel.getByLabel(contactsTexts.from);
    const defaultFrom = await from.inputValue();
    await field(page).fill('priya');
    await panel.getByRole('button', { name: contactsTexts.go }).click();
    await expect(panel.getByTestId('search-results')).toContainText('Priya');
    await from.fill('2026-01-01');

    const clear = panel.getByRole('button', { name: contactsTexts.clear });
    await clear.click();
    await expect(field(page)).toHaveValue('');
    await expect(panel.getByTestId('search-results')).toContainText('Priya');
    await expect(from).toHaveValue('2026-01-01');

    await clear.click();
    await expect(panel.getByTestId('search-results')).toHaveCount(0);
    await expect(from).toHaveValue(defaultFrom);

    await panel.getByRole('button', { name: contactsTexts.cancel }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: contactsTexts.search, exact: true })).toBeFocused();
  });
});
