/**
 * The daily timeline (issue 17, items 13 and 18) against the seeded server:
 * day headings as 'Tue, Nov 24', appointments placed by their hours and
 * scrolled into view, a tap on free time opening the add form on that day
 * and time, a colour and an icon per location kind, cancelled ones muted,
 * a skeleton while a week loads and an empty day that says what to do next.
 * dr.rivera has today Alex Morgan 10:00-11:00 at the office and Marcus Bell
 * 13:30-14:15 by phone; tomorrow a cancelled Liam O'Connor 11:00
 * (server/seed/seed.ts). The browser runs in America/New_York, en-US.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { formatClientName } from '../../domain/names';
import { messages } from '../../domain/messages';
import { calendarCopy } from '../../features/calendar/copy';
import { browserToday, isoDay, selectedDay, summaries } from './support/appointments';
import { shownClock } from './support/clock';
import { demoUsers, navigateInApp, signIn } from './support/session';
import { stepWeek } from './support/week-strip';

const ALEX = formatClientName({ firstName: 'Alex', lastName: 'Morgan', middleName: '' }, 1, 1);
const MARCUS = formatClientName({ firstName: 'Marcus', lastName: 'Bell', middleName: '' }, 1, 1);
const LIAM = formatClientName({ firstName: 'Liam', lastName: "O'Connor", middleName: '' }, 1, 1);

const slot = (page: Page, time: string) => page.getByRole('button', { name: calendarCopy.addAt(shownClock(time)), exact: true });
const card = (page: Page, text: string) => summaries(page).filter({ hasText: text }).getByRole('link');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

const css = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.describe('daily timeline', () => {
  test("given today, the heading should read like 'Tue, Nov 24', with spec 9's MM-DD-YYYY under it, and carry the day", async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await expect(selectedDay(page)).toHaveText(format(today, 'EEE, MMM d'));
    await expect(page.getByTestId('selected-day-date')).toHaveText(format(today, 'MM-dd-yyyy'));
    await expect(selectedDay(page)).toHaveAttribute('data-day', isoDay(today));
    await page.getByRole('button', { name: messages.nextDay }).click();
    await expect(selectedDay(page)).toHaveText(format(addDays(today, 1), 'EEE, MMM d'));

    await navigateInApp(page, '/monthly');
    await expect(selectedDay(page)).toHaveText(format(addDays(today, 1), 'EEE, MMM d'));
    await expect(page.getByTestId('selected-day-date')).toHaveText(format(addDays(today, 1), 'MM-dd-yyyy'));
    await expect(selectedDay(page)).toHaveAttribute('data-day', isoDay(addDays(today, 1)));
  });

  test('should place appointments by their hours, scrolled into view on entry', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const alex = card(page, ALEX);
    const marcus = card(page, MARCUS);
    await expect(alex).toBeVisible();
    // Scrolled to the first appointment: not left at midnight.
    await expect(alex).toBeInViewport();
    const a = await box(alex);
    const m = await box(marcus);
    const hour = a.height + 2;
    // 10:00-11:00 is an hour tall; 13:30 is three and a half hours below 10:00; 45 minutes is three quarters of an hour.
    expect(hour).toBeGreaterThan(50);
    expect(Math.abs(m.y - a.y - 3.5 * hour)).toBeLessThan(6);
    expect(Math.abs(m.height + 2 - 0.75 * hour)).toBeLessThan(6);
    // Busy time offers no slot; free time between them does.
    await expect(slot(page, '10:00')).toHaveCount(0);
    await expect(slot(page, '12:00')).toHaveCount(1);
  });

  test('given a tap on free time, should open the add form on that day and time', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await expect(card(page, ALEX)).toBeVisible();
    const free = slot(page, '12:00');
    await free.scrollIntoViewIfNeeded();
    await free.tap();
    await expect(page).toHaveURL(new RegExp(`/add\\?date=${isoDay(today)}&start=12:00$`));
  });

  test('given the free slots, the keyboard should reach and book them', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await expect(card(page, ALEX)).toBeVisible();
    await slot(page, '12:00').focus();
    await page.keyboard.press('ArrowDown');
    await expect(slot(page, '12:30')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/add\\?date=${isoDay(today)}&start=12:30$`));
  });

  test('given a portal client, free time should offer no booking', async ({ page }) => {
    await signIn(page, demoUsers.portalClient);
    await expect(summaries(page)).toHaveCount(1);
    await expect(page.getByRole('group', { name: calendarCopy.freeTimes })).toHaveCount(0);
  });

  test('should give each location kind its colour and icon, and mute a cancelled one', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const alex = summaries(page).filter({ hasText: ALEX });
    const marcus = summaries(page).filter({ hasText: MARCUS });
    await expect(alex).toHaveAttribute('data-location', 'office');
    await expect(marcus).toHaveAttribute('data-location', 'phone');
    await expect(alex).toContainText(messages.locationOffice);
    // Decorative icons: hidden from assistive technology, the words carry the kind.
    await expect(alex.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    await expect(marcus.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    const officeEdge = await css(alex.getByRole('link'), 'border-inline-start-color');
    const phoneEdge = await css(marcus.getByRole('link'), 'border-inline-start-color');
    expect(officeEdge).not.toBe(phoneEdge);
    expect(await css(alex.locator('svg'), 'color')).toBe(officeEdge);
    expect(await css(marcus.locator('svg'), 'color')).toBe(phoneEdge);
    const activeText = await css(alex.getByRole('link'), 'color');

    await page.getByRole('button', { name: messages.nextDay }).click();
    const liam = summaries(page).filter({ hasText: LIAM });
    await expect(liam).toHaveAttribute('data-cancelled', 'true');
    await expect(liam.locator('s')).toHaveText(LIAM);
    expect(await css(liam.getByRole('link'), 'color')).not.toBe(activeText);
    // A cancelled appointment frees its time: the slot under it can be booked.
    await expect(slot(page, '11:00')).toHaveCount(1);
  });
});

test.describe('loading and empty days', () => {
  test('given a week still loading, should show a skeleton, then the day', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await expect(summaries(page).first()).toBeVisible();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/appointment/get/daily/**', async (route) => {
      await held;
      await route.continue();
    });
    await stepWeek(page, 1);
    const skeleton = page.getByTestId('calendar-loading');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.getByRole('status')).toContainText(messages.loadingAppointments);
    release();
    await expect(skeleton).toHaveCount(0);
    await expect(page.getByTestId('calendar-empty').or(summaries(page).first())).toBeVisible();
  });

  test('given an empty day, should say what to do next and link to add on that day', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    let far = addDays(today, 70);
    for (let week = 0; week < 10; week += 1) await stepWeek(page, 1);
    // The seed's open-ended Thursday video series runs on; any other weekday is empty.
    if (far.getDay() === 4) {
      await page.getByRole('button', { name: messages.nextDay }).click();
      far = addDays(far, 1);
    }
    const empty = page.getByTestId('calendar-empty');
    await expect(empty).toContainText(messages.nothingToShow);
    await expect(empty).toContainText(calendarCopy.emptyDay);
    await expect(empty.getByRole('link', { name: calendarCopy.addOnThisDay })).toHaveAttribute(
      'href',
      `/add?date=${isoDay(far)}`,
    );
    // The empty day still shows its hours, to tap one.
    await expect(page.getByRole('group', { name: calendarCopy.freeTimes })).toBeVisible();
  });
});
