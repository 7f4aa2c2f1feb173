/**
 * The appointment detail screen (spec 2 "Appointment detail", 4, 6) against
 * the real seeded server: dr.rivera has today Alex Morgan 10:00-11:00 at the
 * office ('Intake follow-up'), the weekly Priya Shah series on Mondays 09:00,
 * the video Sofia Garcia series on Thursdays 17:00, and tomorrow a cancelled
 * Liam O'Connor 11:00 (see tests/e2e/calendar.spec.ts). Every change made
 * here is undone before the test ends: the other specs share the database.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, getDay } from 'date-fns';
import { messages } from '../../domain/messages';
import { formatClientName } from '../../domain/names';
import {
  actionPopup,
  back,
  beautified,
  browserToday,
  detailAction,
  detailTitle,
  goToDay,
  openDetail,
  summary,
} from './support/appointments';
import { shownRange } from './support/clock';
import { demoUsers, navigateInApp, signIn } from './support/session';

const client = (firstName: string, lastName: string, middleName = '') =>
  formatClientName({ firstName, lastName, middleName }, 1, 1);
const ALEX = client('Alex', 'Morgan');
const PRIYA = client('Priya', 'Shah', 'K');
const SOFIA = client('Sofia', 'Garcia');
const LIAM = client('Liam', "O'Connor");

const actions = (page: Page) => page.getByRole('group', { name: messages.detailActions });
const nextWeekday = (from: Date, weekday: number) => addDays(from, (weekday - getDay(from) + 7) % 7);

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test.describe('appointment detail', () => {
  test("given Alex Morgan opened from today's list, should show the appointment and its actions", async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await openDetail(page, ALEX);

    await expect(page.getByRole('heading', { name: 'View/Edit Appointment' })).toBeVisible();
    await expect(detailTitle(page)).toHaveText(ALEX);
    await expect(detailTitle(page).locator('s')).toHaveCount(0);
    await expect(page.getByTestId('appointment-time')).toContainText(shownRange('10:00–11:00'));
    await expect(page.getByTestId('appointment-date')).toHaveText(beautified(today));
    await expect(page.getByTestId('appointment-location')).toContainText(messages.locationOffice);
    await expect(page.getByTestId('appointment-notes')).toHaveText('Intake follow-up');
    await expect(page.getByTestId('appointment-repeat')).toHaveCount(0);
    for (const name of [messages.detailCancel, messages.detailDelete, messages.detailEdit]) {
      await expect(actions(page).getByRole('button', { name, exact: true })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('should cancel and un-cancel a one-off appointment with a plain confirmation, and the day list should follow', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await openDetail(page, ALEX);

    // No: nothing changes.
    await actions(page).getByRole('button', { name: messages.detailCancel, exact: true }).click();
    await expect(actionPopup(page).getByRole('heading', { name: messages.cancelQuestion })).toBeVisible();
    await expect(actionPopup(page).getByRole('button', { name: messages.scopeSingle })).toHaveCount(0);
    await actionPopup(page).getByRole('button', { name: messages.confirmNo }).click();
    await expect(actionPopup(page)).toBeHidden();
    await expect(detailTitle(page).locator('s')).toHaveCount(0);

    await detailAction(page, messages.detailCancel, messages.confirmYes);
    await expect(detailTitle(page).locator('s')).toHaveText(ALEX);
    await expect(page.getByTestId('cancelled-badge')).toHaveText(messages.cancelled);
    await expect(page.getByTestId('detail-status')).toHaveText(messages.appointmentCancelled);
    await expect(actions(page).getByRole('button', { name: messages.detailUncancel })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await back(page);
    await expect(page).toHaveURL(/\/daily$/);
    await expect(summary(page, ALEX).locator('s')).toHaveText(ALEX);

    await openDetail(page, ALEX);
    await detailAction(page, messages.detailUncancel, messages.confirmYes);
    await expect(detailTitle(page).locator('s')).toHaveCount(0);
    await expect(page.getByTestId('cancelled-badge')).toHaveCount(0);
    await back(page);
    await expect(summary(page, ALEX)).toBeVisible();
    await expect(summary(page, ALEX).locator('s')).toHaveCount(0);
  });

  test("given tomorrow's cancelled Liam O'Connor, should strike the title and offer Un-cancel", async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await page.getByRole('button', { name: messages.nextDay }).click();
    await openDetail(page, LIAM);
    await expect(detailTitle(page).locator('s')).toHaveText(LIAM);
    await expect(page.getByTestId('cancelled-badge')).toHaveText(messages.cancelled);
    await expect(page.getByTestId('appointment-notes')).toHaveText('Client called to cancel');
    await expect(actions(page).getByRole('button', { name: messages.detailUncancel })).toBeVisible();
    await expect(actions(page).getByRole('button', { name: messages.detailCancel, exact: true })).toHaveCount(0);
  });

  test('given the weekly Priya Shah series, should show the repeat text and ask which occurrences', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const monday = nextWeekday(await browserToday(page), 1);
    await goToDay(page, monday);
    await openDetail(page, PRIYA);
    await expect(page.getByTestId('appointment-date')).toHaveText(beautified(monday));
    await expect(page.getByTestId('appointment-repeat')).toContainText('Every week on Mon');
    await expect(page.getByTestId('appointment-notes')).toHaveText(/.+/);

    await actions(page).getByRole('button', { name: messages.detailCancel, exact: true }).click();
    await expect(actionPopup(page).getByRole('heading', { name: messages.cancelScopeQuestion })).toBeVisible();
    for (const name of [messages.scopeSingle, messages.scopeFuture, messages.scopeAll]) {
      await expect(actionPopup(page).getByRole('button', { name })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(actionPopup(page)).toBeHidden();

    // Spec 4: a series offers only future and all for delete.
    await actions(page).getByRole('button', { name: messages.detailDelete }).click();
    await expect(actionPopup(page).getByRole('heading', { name: messages.deleteScopeQuestion })).toBeVisible();
    await expect(actionPopup(page).getByRole('button', { name: messages.scopeSingle })).toHaveCount(0);
    await expect(actionPopup(page).getByRole('button', { name: messages.scopeFuture })).toBeVisible();
    await expect(actionPopup(page).getByRole('button', { name: messages.scopeAll })).toBeVisible();
    await actionPopup(page).getByRole('button', { name: messages.confirmNo }).click();
    await expect(detailTitle(page)).toHaveText(PRIYA);
  });

  test('given the Meadow Connect Sofia Garcia series, should open its room in a new tab (issue 15)', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await goToDay(page, nextWeekday(await browserToday(page), 4));
    await openDetail(page, SOFIA);
    await expect(page.getByTestId('appointment-location')).toContainText(messages.locationVideo);
    const start = page.getByRole('button', { name: messages.startVideoSession });
    await expect(start).toBeEnabled();
    const [room] = await Promise.all([page.context().waitForEvent('page'), start.click()]);
    // The host's code (64 hex characters), never the appointment's id.
    await expect(room).toHaveURL(/\/connect\/[0-9a-f]{64}$/);
    await room.close();
  });

  test('should open the full edit with the Save-choice popup, and leave it without saving', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await openDetail(page, ALEX);
    await actions(page).getByRole('button', { name: messages.detailEdit }).click();
    // Edit mode starts once the form details have loaded (spec 4).
    await expect(page.getByRole('group', { name: 'Start time', exact: true })).toBeVisible({ timeout: 15_000 });
    let saved = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/appointment/edit')) saved = true;
    });
    await page.getByRole('button', { name: messages.detailSave, exact: true }).click();
    const popup = page.getByTestId('save-choice-popup');
    await expect(popup.getByRole('heading', { name: messages.saveChoiceQuestion })).toBeVisible();
    // A one-off saves only as itself.
    await expect(popup.getByRole('button', { name: messages.saveSingle })).toBeVisible();
    await expect(popup.getByRole('button', { name: messages.saveFuture })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await popup.getByRole('button', { name: messages.backToEditing }).click();
    await expect(popup).toBeHidden();
    expect(saved).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: messages.detailCloseEdit }).click();
    await expect(detailTitle(page)).toHaveText(ALEX);
    await expect(page.getByTestId('appointment-time')).toContainText(shownRange('10:00–11:00'));
  });

  test('given an id that does not exist, should show the not-found message', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await navigateInApp(page, '/appointment_detail/987654');
    await expect(page.getByTestId('appointment-not-found')).toBeVisible();
    await expect(actions(page)).toHaveCount(0);
  });

  test('given a portal client, should show their appointment without actions', async ({ page }) => {
    await signIn(page, demoUsers.portalClient);
    // Titled by the provider and the kind of session, not with their own name (issue 17, item 7).
    await openDetail(page, 'Dr. Maria Rivera · Office session');
    await expect(page.getByRole('heading', { level: 1, name: 'View Appointment' })).toBeVisible();
    await expect(page.getByTestId('appointment-time')).toContainText(shownRange('10:00–11:00'));
    await expect(actions(page)).toHaveCount(0);
  });

  test("given the delegate viewing Alex Morgan, should reload it when dr.rivera cancels it elsewhere", async ({ page, browser }) => {
    await signIn(page, demoUsers.delegate);
    await openDetail(page, ALEX);
    await expect(detailTitle(page).locator('s')).toHaveCount(0);

    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York', serviceWorkers: 'block' });
    const rivera = await other.newPage();
    try {
      await signIn(rivera, demoUsers.provider);
      await openDetail(rivera, ALEX);
      await detailAction(rivera, messages.detailCancel, messages.confirmYes);
      // The delegate's screen follows without a reload.
      await expect(detailTitle(page).locator('s')).toHaveText(ALEX);
      await detailAction(rivera, messages.detailUncancel, messages.confirmYes);
      await expect(detailTitle(page).locator('s')).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});
