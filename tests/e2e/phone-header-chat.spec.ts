/**
 * The header and the chat dashboard on a 390 × 844 phone (the config's
 * viewport): the title stays readable beside staff's provider switcher,
 * staff start acting for a provider they work for, and the dashboard shows
 * no unlabelled count and no idle Cancel.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chatTexts } from '../../domain/messages';
import { formatClientName } from '../../domain/names';
import { demoUsers, navigateInApp, signIn } from './support/session';

const ALEX = formatClientName({ firstName: 'Alex', lastName: 'Morgan', middleName: '' }, 1, 1);
const ETHAN = formatClientName({ firstName: 'Ethan', lastName: 'Nguyen', middleName: '' }, 1, 1);

const switcher = (page: Page) => page.getByRole('combobox', { name: 'Provider', exact: true });
const title = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });

async function openDashboard(page: Page): Promise<Locator> {
  await navigateInApp(page, '/chat_dashboard');
  const dashboard = page.getByTestId('chat-dashboard');
  await expect(dashboard).toBeVisible();
  return dashboard;
}

/** Whether the heading shows all of its text: nothing clipped sideways or cut off below. */
async function expectFullyShown(heading: Locator, text: string): Promise<void> {
  await expect(heading).toHaveText(text);
  const box = await heading.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
    right: el.getBoundingClientRect().right,
  }));
  expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
  expect(box.right).toBeLessThanOrEqual(390);
}

test.describe('phone header with the provider switcher', () => {
  test('given sam.staff, should show each title in full beside the switcher, with nothing wider than the screen', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    await expect(switcher(page)).toBeVisible();
    await expectFullyShown(title(page), 'Daily');

    await openDashboard(page);
    await expectFullyShown(title(page), 'Chat Dashboard');

    const switcherBox = await switcher(page).boundingBox();
    expect(switcherBox).not.toBeNull();
    expect(switcherBox!.x + switcherBox!.width).toBeLessThanOrEqual(390);

    // A screen that blocks switching shows no switcher at all (issue 27 items 4 and 6): the detail names its provider itself.
    await navigateInApp(page, '/appointment_detail/1');
    await expectFullyShown(title(page), 'View/Edit Appointment');
    await expect(switcher(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('given sam.staff signing in, should act for the first permitted provider, not for themselves', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    const options = switcher(page).locator('option');
    // A staff member who is not a provider is not offered as one (issue 27 item 6): the permitted providers only.
    await expect(options).toHaveCount(2);
    await expect(options.filter({ hasText: 'Okafor' })).toHaveCount(0);
    // The server lists permitted providers by last name: dr.chen comes before dr.rivera.
    await expect(options.first()).toContainText('Chen');
    await expect(switcher(page)).toHaveValue((await options.first().getAttribute('value'))!);
    await expect(page.getByTestId('appointment-summary').filter({ hasText: ETHAN })).toBeVisible();

    // A choice made afterwards survives a reload.
    const rivera = await options.nth(1).getAttribute('value');
    await switcher(page).selectOption(rivera!);
    await page.reload();
    await expect(switcher(page)).toHaveValue(rivera!);
  });

  test('given a provider signing in, should act as themselves', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await expect(page.getByTestId('appointment-summary').filter({ hasText: ALEX })).toBeVisible();
  });
});

test.describe('phone chat dashboard', () => {
  test('given an unread message, should show its count only in its conversation row, with a label', async ({ page }) => {
    // The seed leaves sam.staff's latest message to dr.rivera unread.
    await signIn(page, demoUsers.provider);
    const dashboard = await openDashboard(page);
    // Sam's own conversation, not the Front desk group whose last line is his.
    const row = dashboard.getByTestId('chat-entry').and(dashboard.getByRole('link', { name: /^Sam Okafor/ }));
    await expect(row.getByTestId('unread-badge')).toBeVisible();
    await expect(row).toHaveAccessibleName(/1 unread/);
    // Every bare number on the dashboard is a row's badge: none floats under the search field.
    const badges = await dashboard.getByTestId('unread-badge').count();
    await expect(dashboard.getByText(/^\d+$/)).toHaveCount(badges);
  });

  test('should offer Cancel only while there is search text', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const dashboard = await openDashboard(page);
    const search = dashboard.getByRole('search', { name: chatTexts.searchChat });
    const field = search.getByRole('searchbox', { name: chatTexts.searchChat });
    const cancel = search.getByRole('button', { name: 'Cancel' });
    await expect(field).toBeVisible();
    await expect(cancel).toHaveCount(0);

    await field.fill('Sam');
    await expect(cancel).toBeVisible();
    await expect(dashboard.getByTestId('chat-entry').filter({ hasText: 'Sam Okafor' })).toBeVisible();

    await cancel.click();
    await expect(field).toHaveValue('');
    await expect(cancel).toHaveCount(0);
  });
});
