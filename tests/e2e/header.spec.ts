import { expect, test } from '@playwright/test';
import { demoUsers, signIn } from './support/session';

test.describe('header and footer', () => {
  test('given a staff-type provider, should offer the sections as bottom tabs and the rest in the hamburger menu', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    for (const tab of ['Calendar', 'Contacts', 'Chat', 'Mail']) {
      await expect(nav.getByRole('link', { name: tab })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('menu', { name: 'Main menu' });
    for (const item of ['Phone', 'Security', 'Log out']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    // The menu never repeats a tab.
    for (const tab of ['Calendar', 'Contacts', 'Chat', 'Mail']) {
      await expect(menu.getByRole('menuitem', { name: tab, exact: true })).toHaveCount(0);
    }
    await menu.getByRole('menuitem', { name: 'Phone' }).click();
    await expect(page).toHaveURL(/\/phone$/);
    await nav.getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(nav.getByRole('link', { name: 'Contacts' })).toHaveAttribute('aria-current', 'page');
  });

  test('given a portal user, should show no hamburger and no Contacts link', async ({ page }) => {
    await signIn(page, demoUsers.portalClient);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link', { name: 'Calendar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contacts' })).toHaveCount(0);
    // Portal users reach their chat from the Sections bar.
    await nav.getByRole('link', { name: 'Chat' }).click();
    await expect(page).toHaveURL(/\/chat_dashboard$/);
    await expect(nav.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
  });

  test('given /daily, should hide the back button; elsewhere it should show', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/daily$/);
  });

  test('should show the copyright footer and a Today shortcut', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Meadow`);
    await page.goto('/monthly');
    await page.getByRole('link', { name: 'Today' }).click();
    await expect(page).toHaveURL(/\/daily$/);
  });

  test('given staff for several providers, should list only permitted ones and switch between them', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    const switcher = page.getByRole('combobox', { name: 'Provider', exact: true });
    await expect(switcher).toBeVisible();
    const labels = await switcher.locator('option').allTextContents();
    expect(labels.some((l) => l.includes('Rivera'))).toBe(true);
    expect(labels.some((l) => l.includes('Chen'))).toBe(true);
    expect(labels.some((l) => l.includes('Patel'))).toBe(false);

    const chen = switcher.locator('option', { hasText: 'Chen' });
    const chenId = await chen.getAttribute('value');
    await switcher.selectOption(chenId!);
    await expect(switcher).toHaveValue(chenId!);
    // The choice is part of the session and survives a reload.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Provider', exact: true })).toHaveValue(chenId!);
  });

  test('given a detail screen, should show no second provider picker; the calendar row keeps the one picker', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    // Issue 27 items 4 and 6: the detail names its provider in its content; the add form has its own picker.
    await page.goto('/appointment_detail/1');
    await expect(page.getByRole('combobox', { name: 'Provider', exact: true })).toHaveCount(0);
    await page.goto('/monthly');
    await expect(page.getByTestId('calendar-header-row').getByRole('combobox', { name: 'Provider', exact: true })).toBeEnabled();
    await expect(page.getByRole('combobox', { name: 'Provider', exact: true })).toHaveCount(1);
  });

  test('given a provider acting only for themselves, should show no switcher', async ({ page }) => {
    await signIn(page, demoUsers.otherProvider);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Provider', exact: true })).toHaveCount(0);
  });
});
