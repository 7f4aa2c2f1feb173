/**
 * The week view and the calendar's header row (issue 27 items 1, 2 and 4)
 * on a 390×844 phone against the seeded server: reached from the view
 * switch, seven days on one screen, arrows and a swipe change the week, a
 * tap on free time books there, a tap on an appointment opens it, a day's
 * heading opens the day; the day shows nine hours; staff see whose calendar
 * they are on in every view. dr.rivera has today Alex Morgan 10:00-11:00
 * (server/seed/seed.ts); the browser runs in America/New_York, en-US.
 */
import { expect, test, type Page } from '@playwright/test';
import { addDays, startOfWeek } from 'date-fns';
import { formatClientName } from '../../domain/names';
import { calendarCopy } from '../../features/calendar/copy';
import { browserToday, displayDay, isoDay, selectedDay } from './support/appointments';
import { shownClock } from './support/clock';
import { seriousViolations } from './support/axe';
import { touchSwipe } from './support/gestures';
import { demoUsers, signIn } from './support/session';

const ALEX = formatClientName({ firstName: 'Alex', lastName: 'Morgan', middleName: '' }, 1, 1);

const viewButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^${calendarCopy.viewSwitch}:`) });
const viewLinks = (page: Page) => page.getByRole('navigation', { name: calendarCopy.viewSwitch });
const weekTitle = (page: Page) => page.getByTestId('week-title');
const headings = (page: Page) => page.getByTestId('week-day-heading');

async function openView(page: Page, label: string): Promise<void> {
  await viewButton(page).click();
  await viewLinks(page).getByRole('link', { name: label, exact: true }).click();
}

async function openWeek(page: Page): Promise<void> {
  await openView(page, calendarCopy.week);
  await expect(page).toHaveURL(/\/weekly$/);
  await expect(headings(page)).toHaveCount(7);
}

const sundayOf = (date: Date) => startOfWeek(date, { weekStartsOn: 0 });

test.describe('week view', () => {
  test('given the view switch, should open the week with its seven days side by side on one screen', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await openWeek(page);
    await expect(weekTitle(page)).toHaveAttribute('data-week', isoDay(sundayOf(today)));
    await expect(viewButton(page)).toContainText(calendarCopy.week);
    const boxes = await Promise.all((await headings(page).all()).map((h) => h.boundingBox()));
    for (const [index, box] of boxes.entries()) {
      expect(box).toBeTruthy();
      // All seven within the 390 px width, left to right, none wider than its share.
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      if (index > 0) expect(box!.x).toBeGreaterThan(boxes[index - 1]!.x);
    }
    await expect(page.locator('[data-testid="week-day-heading"][aria-current="date"]')).toHaveCount(1);
    await page.screenshot({ path: 'test-results/week-view-light.png' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: 'test-results/week-view-dark.png' });
  });

  test('given the arrows and a swipe over 50 px, should change the week by seven days', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await openWeek(page);
    const sunday = sundayOf(today);
    await page.getByRole('button', { name: calendarCopy.nextWeek, exact: true }).click();
    await expect(weekTitle(page)).toHaveAttribute('data-week', isoDay(addDays(sunday, 7)));
    await page.getByRole('button', { name: calendarCopy.previousWeek, exact: true }).click();
    await expect(weekTitle(page)).toHaveAttribute('data-week', isoDay(sunday));

    const area = page.getByTestId('week-swipe-area');
    await touchSwipe(area, -120);
    await expect(weekTitle(page)).toHaveAttribute('data-week', isoDay(addDays(sunday, 7)));
    await touchSwipe(area, 120);
    await expect(weekTitle(page)).toHaveAttribute('data-week', isoDay(sunday));
    // 40 px is not a swipe.
    await touchSwipe(area, -40);
    await expect(weekTitle(page)).toHaveAttribute('data-week', isoDay(sunday));
    await expect(page).toHaveURL(/\/weekly$/);
  });

  test('given free time, a tap should open the add form on that day and time', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await openWeek(page);
    const day = addDays(sundayOf(today), 3);
    // The seed's appointments move with today: take the day's first free slot from noon on.
    const free = page.locator(`[data-day="${isoDay(day)}"] button[data-slot-start]`);
    const starts = await free.evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute('data-slot-start'))));
    const start = starts.find((minutes) => minutes >= 720)!;
    const time = `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`;
    const slot = page.getByRole('button', { name: calendarCopy.addOnAt(displayDay(day), shownClock(time)), exact: true });
    await slot.scrollIntoViewIfNeeded();
    await slot.tap();
    await expect(page).toHaveURL(new RegExp(`/add\\?date=${isoDay(day)}&start=${time}$`));
  });

  test('given an appointment, a tap should open it; a day heading should open that day', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await openWeek(page);
    const alex = page.getByTestId('week-appointment').filter({ hasText: ALEX.slice(0, 3) }).first();
    await expect(alex).toBeVisible();
    await alex.tap();
    await expect(page).toHaveURL(/\/appointment_detail\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/weekly$/);

    const tomorrow = addDays(today, 1);
    const heading = page.locator(`[data-testid="week-day-heading"][data-day="${isoDay(tomorrow)}"]`);
    if (isoDay(sundayOf(tomorrow)) !== isoDay(sundayOf(today))) {
      await page.getByRole('button', { name: calendarCopy.nextWeek, exact: true }).click();
    }
    await heading.tap();
    await expect(page).toHaveURL(/\/daily$/);
    await expect(selectedDay(page)).toHaveText(displayDay(tomorrow));
  });

  test('should have no serious or critical axe violation', async ({ page }) => {
    test.slow();
    await signIn(page, demoUsers.provider);
    await openWeek(page);
    await expect(page.getByTestId('week-appointment').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('given a portal client, should show the week without free times to book', async ({ page }) => {
    await signIn(page, demoUsers.portalClient);
    await openWeek(page);
    await expect(page.getByTestId('week-appointment').first()).toBeVisible();
    await expect(page.getByRole('group', { name: calendarCopy.freeTimes })).toHaveCount(0);
  });
});

test.describe('calendar header row', () => {
  test('given staff, should name the provider on the day, week, month and year views, and switch there', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    const provider = page.getByRole('combobox', { name: 'Provider', exact: true });
    const row = page.getByTestId('calendar-header-row');
    for (const view of [calendarCopy.day, calendarCopy.week, calendarCopy.month, calendarCopy.year]) {
      if (view !== calendarCopy.day) await openView(page, view);
      await expect(row.getByRole('combobox', { name: 'Provider', exact: true })).toBeVisible();
      // One picker only: none under the app bar.
      await expect(provider).toHaveCount(1);
      const shown = await provider.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
      expect(shown.length).toBeGreaterThan(0);
    }
    await openView(page, calendarCopy.week);
    const chen = await provider.locator('option', { hasText: 'Chen' }).getAttribute('value');
    await provider.selectOption(chen!);
    await expect(provider).toHaveValue(chen!);
    await page.screenshot({ path: 'test-results/week-view-staff.png' });
  });

  test('given a team choice, the switch should offer Team to staff and not to a provider alone', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    await viewButton(page).click();
    await expect(viewLinks(page).getByRole('link', { name: calendarCopy.team })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewLinks(page)).toBeHidden();
  });

  test('given the daily view at 390×844, should show at least nine hours of the day between the bar and the dock', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await expect(selectedDay(page)).toBeVisible();
    await expect(page.locator('[data-hour="12"]')).toBeAttached();
    const top = (await page.getByRole('banner').boundingBox())!;
    const dock = (await page.getByRole('contentinfo').boundingBox())!;
    // The hour rows' scroll box: the row's parent is the day, whose parent scrolls.
    const timeline = (await page.locator('[data-hour="0"]').locator('xpath=../..').boundingBox())!;
    const hour = (await page.locator('[data-hour="9"]').boundingBox())!;
    const visible = Math.min(dock.y, timeline.y + timeline.height) - Math.max(top.y + top.height, timeline.y);
    const hours = visible / hour.height;
    await page.screenshot({ path: 'test-results/daily-nine-hours.png' });
    expect(hours, `${visible} px of timeline at ${hour.height} px an hour`).toBeGreaterThanOrEqual(9);
    // And the current hour or the first appointment is in it (the timeline scrolled there).
    await expect(page.getByTestId('appointment-summary').first()).toBeInViewport();
  });
});
