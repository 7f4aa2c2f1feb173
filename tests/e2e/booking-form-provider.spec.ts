/**
 * The booking form's one provider picker and its overlap popup, as the front
 * desk uses them (issue 27 items 3 and 6): sam.staff (role 11, staff, not a
 * provider) acts for dr.rivera and dr.chen (dr.patel listed, not
 * permitted). Seed fact used: today dr.rivera has Alex Morgan 10:00–11:00
 * at the office. The browser runs in America/New_York, en-US.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { appointmentFormTexts as t, messages } from '../../domain/messages';
import { formatClientName } from '../../domain/names';
import { browserToday, displayDay, isoDay } from './support/appointments';
import { shownRange } from './support/clock';
import { deleteWhatEachTestBooks } from './support/booked';
import { demoUsers, navigateInApp, signIn } from './support/session';

const ALEX = formatClientName({ firstName: 'Alex', lastName: 'Morgan' }, 1, 1);

/** The permitted providers' ids by last name, from the signed-in session. */
async function providerIds(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const session = JSON.parse(sessionStorage.getItem('meadow.session') ?? 'null') as {
      profile: { permittedUserList: { id: number; lastName: string }[] };
    };
    return Object.fromEntries(session.profile.permittedUserList.map((p) => [p.lastName, p.id]));
  });
}

const picker = (page: Page) => page.getByRole('combobox', { name: t.provider, exact: true });

async function openAdd(page: Page, query: string): Promise<void> {
  await navigateInApp(page, `/add${query}`);
  await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
}

test.describe('booking form provider (issue 27 items 3 and 6)', () => {
  deleteWhatEachTestBooks();

  test("given sam.staff on a team lane's link, should show one provider picker at the top, preselected, without himself", async ({ page }) => {
    await signIn(page, demoUsers.staff);
    const ids = await providerIds(page);
    await openAdd(page, `?date=${isoDay(await browserToday(page))}&start=10:00&provider=${ids.Rivera}`);

    // One picker: the header's switcher is not on the booking screen, the form's is.
    await expect(page.getByRole('combobox', { name: /provider/i })).toHaveCount(1);
    await expect(picker(page)).toHaveValue(String(ids.Rivera));
    // Not himself (staff, not a provider), not dr.patel (not permitted).
    await expect(picker(page).locator('option')).toHaveText(['Chen, Wei', 'Rivera, Maria']);
    // Above the contact: the user sees for whom they book before choosing whom.
    const pickerBox = await picker(page).boundingBox();
    const contactBox = await page.getByRole('combobox', { name: t.contact, exact: true }).boundingBox();
    expect(pickerBox!.y).toBeLessThan(contactBox!.y);

    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations).toEqual([]);
  });

  test('given an unknown or non-permitted provider in the link, should book for the selected provider', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    const ids = await providerIds(page);
    // sam's selected provider is his first permitted one: dr.chen (the server lists by last name).
    await openAdd(page, `?provider=${ids.Patel}`);
    await expect(picker(page)).toHaveValue(String(ids.Chen));
    await openAdd(page, '?provider=987654');
    await expect(picker(page)).toHaveValue(String(ids.Chen));
  });

  test('given a taken slot, should name the overlapped appointment: No returns to the form, Yes books', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    const ids = await providerIds(page);
    const today = await browserToday(page);
    await openAdd(page, `?date=${isoDay(today)}&start=10:00&provider=${ids.Rivera}`);
    await page.getByRole('combobox', { name: t.contact, exact: true }).fill('morgan');
    await page.getByRole('option', { name: /Morgan, Alex/ }).click();
    await expect(page.getByTestId('chosen-contact')).toBeVisible();
    const save = () => page.getByRole('banner').getByRole('button', { name: t.save }).click();

    await save();
    const popup = page.getByTestId('overlap-popup');
    await expect(popup).toContainText(messages.overlapQuestion);
    const named = popup.getByTestId('overlapped-appointment');
    await expect(named).toHaveCount(1);
    await expect(named).toContainText(ALEX);
    await expect(named).toContainText(`${displayDay(today)} · ${shownRange('10:00–11:00')} · ${messages.locationOffice}`);
    const axe = await new AxeBuilder({ page }).include('[data-testid="overlap-popup"]').analyze();
    expect(axe.violations).toEqual([]);

    await popup.getByRole('button', { name: t.no }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/add\?/);
    await expect(picker(page)).toHaveValue(String(ids.Rivera));

    await save();
    await expect(popup).toBeVisible();
    const booked = page.waitForResponse((r) => r.url().endsWith('/api/appointment/add') && r.ok());
    await popup.getByRole('button', { name: t.yes }).click();
    const body = (await (await booked).json()) as { res: { id: number } };
    expect(body.res.id).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/daily$/);
  });
});
