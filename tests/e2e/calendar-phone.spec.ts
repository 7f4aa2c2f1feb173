/**
 * The calendar on a phone (390x844, touch), against the seeded server: the
 * Day / Week / Month / Year switch of the header row and its day arrows,
 * a day swipe anywhere over the day (also over its free time), and the
 * monthly day list that follows the month in view. dr.rivera has two or
 * more appointments today (server/seed/seed.ts); the browser runs in
 * America/New_York, as the seed.
 */
import { expect, test, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { calendarCopy } from '../../features/calendar/copy';
import { messages } from '../../domain/messages';
import { browserToday, displayDay, selectedDay, summaries } from './support/appointments';
import { shownClock } from './support/clock';
import { seriousViolations } from './support/axe';
import { touchSwipe } from './support/gestures';
import { demoUsers, signIn } from './support/session';

const viewButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^${calendarCopy.viewSwitch}:`) });
/** The view switch's links (issue 27 item 2: behind the header row's view button), opened. */
const viewSwitch = (page: Page) => {
  const nav = page.getByRole('navigation', { name: calendarCopy.viewSwitch });
  return {
    getByRole: (role: 'link', options: { name: string }) => ({
      click: async () => {
        if (!(await nav.isVisible())) await viewButton(page).click();
        await nav.getByRole(role, options).click();
      },
    }),
  };
};
const monthCaption = (page: Page, date: Date) =>
  page.getByTestId('month-grid').getByText(format(date, 'MMMM yyyy'), { exact: true });

/** The same day number `months` months later, clamped to that month's length (the monthly view's rule). */
function sameDayIn(date: Date, months: number): Date {
  const last = new Date(date.getFullYear(), date.getMonth() + months + 1, 0).getDate();
  return new Date(date.getFullYear(), date.getMonth() + months, Math.min(date.getDate(), last));
}

/**
 * A real finger swipe at a screen point: Chromium hit-tests it like a touch
 * on the glass, so it lands on whatever element is under the finger there
 * (unlike dispatching events to a chosen element).
 */
async function fingerSwipeAt(page: Page, x: number, y: number, dx: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (px: number) => [{ x: px, y, id: 0, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x) });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x + (dx * step) / 6) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('reaching the monthly and yearly views', () => {
  test('given the daily view, should switch Day / Week / Month / Year with links that mark the current view', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    const nav = page.getByRole('navigation', { name: calendarCopy.viewSwitch });
    await expect(viewButton(page)).toContainText(calendarCopy.day);
    await expect(nav).toBeHidden();
    await viewButton(page).click();
    await expect(nav.getByRole('link', { name: calendarCopy.day })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: calendarCopy.month })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: calendarCopy.month }).click();
    await expect(page).toHaveURL(/\/monthly$/);
    await expect(monthCaption(page, today)).toBeVisible();
    await expect(viewButton(page)).toContainText(calendarCopy.month);

    await viewSwitch(page).getByRole('link', { name: calendarCopy.year }).click();
    await expect(page).toHaveURL(new RegExp(`/year/${today.getFullYear()}$`));
    await expect(page.getByTestId('year-view')).toBeVisible();
    await viewButton(page).click();
    await expect(nav.getByRole('link', { name: calendarCopy.year })).toHaveAttribute('aria-current', 'page');

    // Keyboard: the links are ordinary Tab stops that Enter follows; Escape closes the list onto its button.
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(viewButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: calendarCopy.day }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/daily$/);
    await expect(selectedDay(page)).toHaveText(displayDay(today));
  });

  test('given the header row, the daily view should have no serious or critical axe violation', async ({ page }) => {
    // axe on two shared cores can take most of the default 30 s on its own.
    test.slow();
    await signIn(page, demoUsers.provider);
    await expect(summaries(page).first()).toBeVisible();
    await expect(viewButton(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('given the daily view, the header row arrows should step the day (tap and keyboard)', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await page.getByRole('button', { name: messages.nextDay }).tap();
    await expect(selectedDay(page)).toHaveText(displayDay(addDays(today, 1)));
    await page.getByRole('button', { name: messages.previousDay }).focus();
    await page.keyboard.press('Enter');
    await expect(selectedDay(page)).toHaveText(displayDay(today));
  });
});

test.describe('daily view swipe', () => {
  test('given a swipe over free time in the day (no card under the finger), should change the day and book nothing', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await expect(summaries(page).first()).toBeVisible();
    /** The middle of a free half hour of the day's timeline, on screen. */
    const freeAt = async (time: string) => {
      const free = page.getByRole('button', { name: calendarCopy.addAt(shownClock(time)), exact: true });
      await free.scrollIntoViewIfNeeded();
      const box = (await free.boundingBox())!;
      return box.y + box.height / 2;
    };

    // Today 12:00 lies between Alex (10-11) and Marcus (13:30); tomorrow between the cancelled Liam and the group.
    await fingerSwipeAt(page, 300, await freeAt('12:00'), -150);
    await expect(selectedDay(page)).toHaveText(displayDay(addDays(today, 1)));
    await expect(page).toHaveURL(/\/daily$/);
    await fingerSwipeAt(page, 90, await freeAt('13:00'), 150);
    await expect(selectedDay(page)).toHaveText(displayDay(today));
    await expect(page).toHaveURL(/\/daily$/);
  });
});

test.describe('monthly view day list', () => {
  test('given a month change by swipe or button, the day list should show the same day number in the new month', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await viewSwitch(page).getByRole('link', { name: calendarCopy.month }).click();
    await expect(page).toHaveURL(/\/monthly$/);
    // Login turns split-screen on: the selected day's list is under the grid.
    await expect(page.getByRole('switch', { name: messages.splitScreen })).toHaveAttribute('aria-checked', 'true');
    await expect(selectedDay(page)).toHaveText(displayDay(today));

    // Each step starts from the day selected before it: 31 January, 28 February, 28 March.
    const next = sameDayIn(today, 1);
    const afterNext = sameDayIn(next, 1);
    const back = sameDayIn(afterNext, -1);

    const grid = page.getByTestId('month-grid').getByRole('grid');
    await touchSwipe(grid, -120);
    await expect(monthCaption(page, next)).toBeVisible();
    await expect(selectedDay(page)).toHaveText(displayDay(next));

    await page.getByTestId('month-grid').getByRole('button', { name: 'Next month' }).click();
    await expect(monthCaption(page, afterNext)).toBeVisible();
    await expect(selectedDay(page)).toHaveText(displayDay(afterNext));

    await touchSwipe(grid, 60);
    await expect(monthCaption(page, back)).toBeVisible();
    await expect(selectedDay(page)).toHaveText(displayDay(back));
  });
});
