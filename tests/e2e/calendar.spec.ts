/**
 * The daily, monthly and yearly views against the real seeded server
 * (server/seed/seed.ts, seedAppointments): dr.rivera has today Alex Morgan
 * 10:00-11:00 at the office and Marcus Bell 13:30-14:15 by phone (plus the
 * weekly Priya Shah 09:00 on Mondays and the video Sofia Garcia 17:00 on
 * Thursdays); tomorrow a cancelled Liam O'Connor 11:00 and the 'Tuesday
 * support group' 18:00. dr.chen has Ethan Nguyen today (Los Angeles).
 * alex.client is Alex Morgan. The browser runs in America/New_York, as the seed.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type WebSocketRoute } from '@playwright/test';
import { addDays, format, getDay } from 'date-fns';
import { messages } from '../../domain/messages';
import { formatClientName } from '../../domain/names';
import { touchSwipe } from './support/gestures';
import { shownRange } from './support/clock';
import { demoUsers, navigateInApp, signIn } from './support/session';
import { stepWeek } from './support/week-strip';

/** The practice's default client name settings (format 1, order 1): 'Morgan, Alex'. */
const client = (firstName: string, lastName: string, middleName = '') =>
  formatClientName({ firstName, lastName, middleName }, 1, 1);
const ALEX = client('Alex', 'Morgan');
const MARCUS = client('Marcus', 'Bell');
const PRIYA = client('Priya', 'Shah', 'K');
const SOFIA = client('Sofia', 'Garcia');
const LIAM = client('Liam', "O'Connor");
const ETHAN = client('Ethan', 'Nguyen');

const display = (date: Date) => format(date, 'EEE, MMM d');
/** The accessible name WeekStrip and MonthGrid give a day button. */
const dayName = (date: Date) => format(date, 'EEEE, d MMMM yyyy');

/** Today as the browser (New York, like the seed) sees it. */
async function browserToday(page: Page): Promise<Date> {
  const iso = await page.evaluate(() => {
    const d = new Date();
    return [d.getFullYear(), d.getMonth(), d.getDate()] as const;
  });
  return new Date(iso[0], iso[1], iso[2]);
}

const summaries = (page: Page) => page.getByTestId('appointment-summary');
const selectedDay = (page: Page) => page.getByTestId('selected-day');

/** A mouse drag of dx pixels (pointer events). */
async function mouseDrag(page: Page, target: Locator, dx: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + Math.min(box.height / 2, 40);
  const x = box.x + box.width / 2 - dx / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + 1, { steps: 6 });
  await page.mouse.up();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test.describe('daily view', () => {
  test("given dr.rivera, should list today's seeded appointments in time order", async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await expect(selectedDay(page)).toHaveText(display(today));

    const expected = [
      ...(getDay(today) === 1 ? [`${PRIYA}${shownRange('09:00–09:50')}`] : []),
      `${ALEX}${shownRange('10:00–11:00')}`,
      `${MARCUS}${shownRange('13:30–14:15')}`,
      ...(getDay(today) === 4 ? [`${SOFIA}${shownRange('17:00–17:45')}`] : []),
    ];
    await expect(summaries(page)).toHaveCount(expected.length);
    const texts = await summaries(page).allTextContents();
    expected.forEach((start, index) => expect(texts[index]).toContain(start));

    const alex = summaries(page).filter({ hasText: ALEX });
    await expect(alex).toContainText(messages.locationOffice);
    await expect(summaries(page).filter({ hasText: MARCUS })).toContainText(messages.locationPhone);
    // Today has appointments: its day carries a dot.
    await expect(page.getByRole('button', { name: `${dayName(today)}, marked` })).toBeVisible();

    await alex.getByRole('link').click();
    await expect(page).toHaveURL(/\/appointment_detail\/\d+$/);
  });

  test('given tomorrow, should strike the cancelled appointment through', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await page.getByRole('button', { name: messages.nextDay }).click();
    await expect(selectedDay(page)).toHaveText(display(addDays(today, 1)));
    const liam = summaries(page).filter({ hasText: LIAM });
    await expect(liam.locator('s')).toHaveText(LIAM);
    await expect(liam).toContainText(messages.cancelled);
    await expect(summaries(page).filter({ hasText: 'Tuesday support group' })).toContainText(shownRange('18:00–19:30'));
  });

  test('should move a day with the buttons and with drags over 50 px only', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    const area = page.getByTestId('day-swipe-area');
    await expect(summaries(page).first()).toBeVisible();

    await page.getByRole('button', { name: messages.previousDay }).click();
    await expect(selectedDay(page)).toHaveText(display(addDays(today, -1)));
    await page.getByRole('button', { name: messages.nextDay }).click();
    await expect(selectedDay(page)).toHaveText(display(today));

    // Leftward goes forward, rightward back; 30 px is not a swipe.
    await mouseDrag(page, area, -60);
    await expect(selectedDay(page)).toHaveText(display(addDays(today, 1)));
    await mouseDrag(page, area, 30);
    await expect(selectedDay(page)).toHaveText(display(addDays(today, 1)));
    await mouseDrag(page, area, 60);
    await expect(selectedDay(page)).toHaveText(display(today));

    await touchSwipe(area, -60);
    await expect(selectedDay(page)).toHaveText(display(addDays(today, 1)));
    await touchSwipe(area, -30);
    await expect(selectedDay(page)).toHaveText(display(addDays(today, 1)));
    await touchSwipe(area, 60);
    await expect(selectedDay(page)).toHaveText(display(today));
  });

  test('should change the week by 7 days with a week-strip swipe, and Today should come back', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    const strip = page.getByRole('grid').first();
    await expect(summaries(page).first()).toBeVisible();
    await touchSwipe(strip, -80);
    await expect(selectedDay(page)).toHaveText(display(addDays(today, 7)));
    // A week later: the weekly series continues on this weekday (Alex's video on today + 7).
    await expect(summaries(page).filter({ hasText: ALEX })).toContainText(shownRange('14:00–14:50'));
    await expect(summaries(page).filter({ hasText: ALEX })).toContainText(messages.locationVideo);
    await touchSwipe(strip, 30);
    await expect(selectedDay(page)).toHaveText(display(addDays(today, 7)));
    await touchSwipe(strip, 80);
    await expect(selectedDay(page)).toHaveText(display(today));

    await page.getByRole('button', { name: messages.nextDay }).click();
    await page.getByRole('link', { name: 'Today' }).click();
    await expect(page).toHaveURL(/\/daily$/);
    await expect(selectedDay(page)).toHaveText(display(today));
  });

  test("given an empty day, should say 'Nothing to show'", async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    // Two months ahead is past every seeded appointment but the open-ended Thursday video series.
    let far = addDays(today, 70);
    for (let week = 0; week < 10; week += 1) await stepWeek(page, 1);
    await expect(selectedDay(page)).toHaveText(display(far));
    if (far.getDay() === 4) {
      far = addDays(far, 1);
      await page.getByRole('button', { name: new RegExp(`^${dayName(far)}`) }).click();
      await expect(selectedDay(page)).toHaveText(display(far));
    }
    await expect(page.getByText(messages.nothingToShow)).toBeVisible();
  });

  test('given a week that fails to load, should say so, never "Nothing to show", and load it on Try again', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await expect(summaries(page).first()).toBeVisible();
    // The next week is not cached yet: its daily call fails once.
    let failures = 0;
    await page.route('**/api/appointment/get/daily/**', async (route) => {
      if (failures++ === 0) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
      return route.continue();
    });
    await stepWeek(page, 1);
    await expect(page.getByTestId('calendar-failed')).toContainText(messages.calendarLoadFailed);
    await expect(page.getByText(messages.nothingToShow)).toHaveCount(0);
    await page.getByRole('button', { name: messages.tryAgain }).click();
    await expect(page.getByTestId('calendar-failed')).toHaveCount(0);
  });
});

test.describe('providers and portal users', () => {
  test("given sam.staff switching to dr.chen, should show dr.chen's appointments and not dr.rivera's", async ({ page }) => {
    await signIn(page, demoUsers.staff);
    const switcher = page.getByRole('combobox', { name: 'Provider', exact: true });
    await switcher.selectOption((await switcher.locator('option', { hasText: 'Rivera' }).getAttribute('value'))!);
    await expect(summaries(page).filter({ hasText: ALEX })).toBeVisible();
    await switcher.selectOption((await switcher.locator('option', { hasText: 'Chen' }).getAttribute('value'))!);
    await expect(summaries(page).filter({ hasText: ETHAN })).toBeVisible();
    await expect(summaries(page).filter({ hasText: ALEX })).toHaveCount(0);
    await expect(summaries(page).filter({ hasText: MARCUS })).toHaveCount(0);
  });

  test('given alex.client, should show only their own appointments', async ({ page }) => {
    await signIn(page, demoUsers.portalClient);
    await expect(summaries(page)).toHaveCount(1);
    await expect(summaries(page)).toContainText(shownRange('10:00–11:00'));
    await expect(summaries(page).filter({ hasText: MARCUS })).toHaveCount(0);
  });
});

test.describe('monthly view', () => {
  test('should show the month grid, the day list with split-screen on, and open /daily with it off', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await page.goto('/monthly');
    const grid = page.getByTestId('month-grid');
    await expect(grid.getByRole('columnheader').locator('[aria-hidden="true"]')).toHaveText(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    await expect(grid.getByRole('button', { name: `${dayName(today)}, marked` })).toBeVisible();
    await expect(page.getByRole('link', { name: `${messages.backToYear} ${today.getFullYear()}` })).toBeVisible();

    // Login turned split-screen on: grid and the selected day's list together.
    const toggle = page.getByRole('switch', { name: messages.splitScreen });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(summaries(page).filter({ hasText: ALEX })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(summaries(page)).toHaveCount(0);
    await grid.getByRole('button', { name: new RegExp(`^${dayName(addDays(today, 1))}`) }).click();
    await expect(page).toHaveURL(/\/daily$/);
    await expect(selectedDay(page)).toHaveText(display(addDays(today, 1)));
  });

  test("given an empty selected day with split-screen on, should say 'Nothing to show'", async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await page.goto('/monthly');
    const grid = page.getByTestId('month-grid');
    await grid.getByRole('button', { name: 'Next month' }).click();
    await grid.getByRole('button', { name: 'Next month' }).click();
    // Not a Thursday: the seed's open-ended Thursday video series is kept materialised two years ahead (the daily extend-series job).
    const twentyEighth = new Date(today.getFullYear(), today.getMonth() + 2, 28);
    const far = twentyEighth.getDay() === 4 ? new Date(today.getFullYear(), today.getMonth() + 2, 27) : twentyEighth;
    await grid.getByRole('button', { name: new RegExp(`^${dayName(far)}`) }).click();
    await expect(page.getByText(messages.nothingToShow)).toBeVisible();
  });

  test('should change the month with swipes over 100 px forward and 50 px back', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await page.goto('/monthly');
    const grid = page.getByTestId('month-grid').getByRole('grid');
    const caption = (d: Date) => page.getByTestId('month-grid').getByText(format(d, 'MMMM yyyy'), { exact: true });
    await expect(caption(today)).toBeVisible();
    await touchSwipe(grid, -80);
    await expect(caption(today)).toBeVisible();
    await touchSwipe(grid, -120);
    const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
    await expect(caption(next)).toBeVisible();
    await touchSwipe(grid, 60);
    await expect(caption(today)).toBeVisible();
  });

  test('given a return with a saved position, should scroll the month back into view', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await navigateInApp(page, '/monthly');
    await expect(page.getByTestId('month-grid')).toBeInViewport();
    await page.evaluate(() => {
      document.documentElement.style.minHeight = '5000px';
      window.scrollTo(0, 3000);
    });
    await expect(page.getByTestId('month-grid')).not.toBeInViewport();
    await navigateInApp(page, '/daily');
    await expect(selectedDay(page)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Monthly' })).toBeVisible();
    await expect(page.getByTestId('month-grid')).toBeInViewport();
  });
});

test.describe('realtime refreshRequest', () => {
  test('given a deleted appointment, should drop it from the open day at once; given its date, should load the week again', async ({ page }) => {
    // Pass the real socket through, keeping a handle to push server events to the page.
    let socket: WebSocketRoute | null = null;
    let upgraded = false;
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        server.send(message);
        // Engine.IO's upgrade packet: from here on events travel over this socket, not long-polling.
        if (message === '5') upgraded = true;
      });
      socket = ws;
    });
    const firstLoad = page.waitForResponse((r) => r.url().includes('/api/appointment/get/daily/'));
    await signIn(page, demoUsers.provider);
    const week = (await (await firstLoad).json()) as { appointments: { id: number; app_date: string; firstName: string; lastName: string }[] };
    const today = format(await browserToday(page), 'yyyy-MM-dd');
    const alex = week.appointments.find((a) => a.app_date === today && a.lastName === 'Morgan')!;
    const alexSummary = summaries(page).filter({ hasText: ALEX });
    await expect(alexSummary).toBeVisible();
    await expect.poll(() => socket !== null && upgraded).toBe(true);

    // The server never deleted it: only the pushed event removes it from the cached week.
    const emit = (payload: unknown) => socket!.send(`42${JSON.stringify(['refreshRequest', payload])}`);
    emit({ appointment: { id: alex.id, app_date: alex.app_date }, deleteOrCancel: 'delete' });
    await expect(alexSummary).toHaveCount(0);

    const reload = page.waitForResponse((r) => r.url().includes('/api/appointment/get/daily/'));
    emit({ refresh_required: [today] });
    await reload;
    await expect(alexSummary).toBeVisible();
    await expect(alexSummary.locator('s')).toHaveCount(0);
  });
});

test.describe('yearly view', () => {
  test('given this year, should show dots, change the year with a drag and open a month', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    const year = today.getFullYear();
    await page.goto(`/year/${year}`);
    await expect(page.getByRole('heading', { level: 1, name: String(year) })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${format(today, 'MMMM yyyy')}, \\d+ marked days?$`) })).toBeVisible();

    const grid = page.getByTestId('year-view').getByRole('grid');
    await mouseDrag(page, grid, -30);
    await expect(page).toHaveURL(new RegExp(`/year/${year}$`));
    await mouseDrag(page, grid, -60);
    await expect(page).toHaveURL(new RegExp(`/year/${year + 1}$`));
    await mouseDrag(page, grid, 60);
    await expect(page).toHaveURL(new RegExp(`/year/${year}$`));

    await page.getByRole('button', { name: new RegExp(`^${format(today, 'MMMM yyyy')}`) }).click();
    await expect(page).toHaveURL(/\/monthly$/);
    await expect(page.getByTestId('month-grid').getByText(format(today, 'MMMM yyyy'), { exact: true })).toBeVisible();
  });

  test('given a non-numeric year, should show 2019', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await page.goto('/year/abc');
    await expect(page.getByRole('heading', { level: 1, name: '2019' })).toBeVisible();
    await expect(page.getByTestId('year-view').getByText('2019', { exact: true })).toBeVisible();
  });
});

test.describe('calendar accessibility (axe)', () => {
  test('daily, monthly and yearly views have no serious or critical violation', async ({ page }) => {
    // Three axe runs (the day's timeline holds its free slots too) on two shared cores.
    test.slow();
    await signIn(page, demoUsers.provider);
    await expect(summaries(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/monthly');
    await expect(summaries(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/year/${new Date().getFullYear()}`);
    await expect(page.getByTestId('year-view')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
