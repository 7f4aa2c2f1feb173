/**
 * The audit trail screen (issue 13) on a phone: dr.rivera opens it from the
 * menu, finds her own earlier reads in words (issue 27 item 13: no route
 * pattern, no raw 'user:6'), opens the filters from their button, filters
 * by record type, exports the CSV (its content checked, words included) and
 * axe finds nothing serious. Staff never get the screen.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { AUDIT_CSV_COLUMNS } from '../../domain/contract/audit';
import { auditTexts } from '../../features/audit/copy';
import { seriousViolations } from './support/axe';
import { demoUsers, navigateInApp, signIn } from './support/session';

const events = (page: Page) => page.getByRole('list', { name: auditTexts.events }).getByTestId('audit-event');

/** The trail writes in batches (every 250 ms): apply the filters until the expected event is there. */
async function untilListed(page: Page, text: RegExp): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: auditTexts.apply }).click();
    await expect(events(page).filter({ hasText: text }).first()).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 15_000 });
}

test.describe('audit trail', () => {
  test('given dr.rivera, should list her reads, filter them, export them as CSV, and pass axe', async ({ page }) => {
    // Sign-in, two screens, an export and an axe run: more than the default 30 s on two busy cores.
    test.slow();
    await signIn(page, demoUsers.provider);
    // Two reads to find later: the daily calendar (on sign-in) and the contacts list.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByTestId('contact-entry').first()).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: auditTexts.menu }).click();
    await expect(page).toHaveURL(/\/audit$/);
    await expect(page.getByRole('heading', { level: 1, name: auditTexts.title })).toBeVisible();

    // The filters are folded behind their button.
    const filtersButton = page.getByRole('button', { name: auditTexts.filters, exact: true });
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: auditTexts.apply })).toBeHidden();
    await expect(events(page).first()).toBeVisible();
    const screen = page.getByTestId('audit-screen');
    await expect(screen).not.toContainText('/api/');
    await expect(screen).not.toContainText(/\b(user|group|person):\d/);
    await filtersButton.click();
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'true');

    await untilListed(page, /Viewed the contact list/);
    await expect(events(page).filter({ hasText: /Viewed the calendar/ }).first()).toContainText('Maria Rivera (dr.rivera)');
    await expect(screen).not.toContainText('/api/');

    // Only contacts.
    await page.getByLabel(auditTexts.recordType).selectOption('contact');
    await page.getByRole('button', { name: auditTexts.apply }).click();
    await expect(events(page).filter({ hasText: /Viewed the contact list/ }).first()).toBeVisible();
    await expect(events(page).filter({ hasText: /Viewed the calendar/ })).toHaveCount(0);
    const shown = await events(page).count();
    expect(shown).toBeGreaterThan(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: auditTexts.exportCsv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^meadow-audit-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter((l) => l !== '');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines.length - 1).toBe(shown);
    const typeColumn = AUDIT_CSV_COLUMNS.indexOf('record_type');
    for (const line of lines.slice(1)) expect(line.split(',')[typeColumn]).toBe('contact');
    expect(csv).toContain('Maria Rivera (dr.rivera)');
    expect(csv).toContain('GET /api/contacts/list/:providerId');
    expect(csv).toContain(',Viewed the contact list\r\n');

    expect(await seriousViolations(page)).toEqual([]);
  });

  test('given staff, should offer no audit trail and send /audit back to the calendar', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: auditTexts.menu })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await navigateInApp(page, '/audit');
    await expect(page).toHaveURL(/\/daily$/);
  });
});
