/**
 * Busy time in (issue 28 item 2), end to end: dr.rivera adds the secret
 * address of a personal calendar served by this test from 127.0.0.1 (the
 * e2e server runs with the test allowance BUSY_FEED_ALLOW_HOSTS), the job
 * reads it ('Refresh now' until it says up to date), the busy block shows
 * greyed and unlabelled on /daily, /weekly and the team's week (in
 * dr.rivera's mini-lane of that day, whose + still books for him), and
 * booking over it asks the overlap question naming it 'Busy'. The calendar
 * is removed at the end.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { appointmentFormTexts, messages } from '../../domain/messages';
import { busyCalendarCopy as t } from '../../features/calendar-sync/copy';
import { shownRange } from './support/clock';
import { demoUsers, navigateInApp, signIn } from './support/session';

test.use({ timezoneId: 'America/New_York' });

let server: Server;
let origin = '';
let feed = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/private/e2e-secret/basic.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      res.end(feed);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const popup = (page: Page) => page.getByTestId('message-popup');
async function dismiss(page: Page, text: string): Promise<void> {
  await expect(popup(page)).toContainText(text);
  await popup(page).getByRole('button', { name: 'OK' }).click();
  await expect(popup(page)).toHaveCount(0);
}

async function browserToday(page: Page): Promise<Date> {
  const [y, m, d] = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth(), now.getDate()] as const;
  });
  return new Date(y, m, d);
}

test.describe('busy time from a personal calendar', () => {
  test.describe.configure({ timeout: 150_000 });

  test('given a feed on 127.0.0.1, should read it, show the busy block greyed on the day, the week and the team week, and ask before booking over it', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const day = addDays(await browserToday(page), 10);
    const ymd = format(day, 'yyyyMMdd');
    feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Meadow e2e//EN',
      'BEGIN:VEVENT',
      'UID:e2e-busy@example.com',
      `DTSTART;TZID=America/New_York:${ymd}T060000`,
      `DTEND;TZID=America/New_York:${ymd}T070000`,
      'SUMMARY:Dentist (private)',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');

    await navigateInApp(page, '/calendar_sync');
    await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
    await page.getByLabel(t.addressLabel).fill(`${origin}/private/e2e-secret/basic.ics`);
    await page.getByLabel(t.labelLabel).fill('Personal');
    await page.getByRole('button', { name: t.add }).click();
    await dismiss(page, messages.busyCalendarAdded);
    const card = page.getByTestId('busy-calendar');
    await expect(card).toContainText(`Personal · 127.0.0.1:`);
    await expect(card).not.toContainText('e2e-secret');
    // The job runs within seconds of the add; 'Refresh now' asks again and reads the list.
    await expect(async () => {
      await card.getByRole('button', { name: t.refresh }).click();
      await dismiss(page, messages.busyCalendarRefreshing);
      await expect(card.getByTestId('busy-calendar-state')).toContainText(t.stateOk, { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });

    // The day: step forward ten days on /daily.
    await navigateInApp(page, '/daily');
    for (let i = 0; i < 10; i += 1) await page.getByRole('button', { name: messages.nextDay }).click();
    await expect(page.getByTestId('selected-day')).toHaveText(format(day, 'EEE, MMM d'));
    const name = `${t.busy}, ${shownRange('06:00–07:00')}`;
    const block = page.getByRole('note', { name });
    await expect(block).toBeVisible();
    await expect(block).toHaveText(t.busy);
    await expect(page.getByText('Dentist')).toHaveCount(0);

    await navigateInApp(page, '/weekly');
    await expect(page.getByRole('note', { name })).toBeVisible();

    // The team's week (the same selected day): a greyed chip with its hours in dr.rivera's mini-lane of that day only.
    await navigateInApp(page, '/team');
    await expect(page.getByRole('region', { name: 'Team calendar' })).toBeVisible();
    await page.getByRole('radio', { name: 'Week' }).click();
    const week = page.getByTestId('team-week');
    const row = week.locator(`li[data-day="${format(day, 'yyyy-MM-dd')}"]`);
    const rivera = row.getByRole('group', { name: /Rivera/ });
    const chip = rivera.getByRole('note', { name });
    await expect(chip).toBeVisible();
    await expect(chip).toHaveText(`${t.busy} ${shownRange('06:00–07:00')}`);
    await expect(week.getByRole('note')).toHaveCount(1);
    await expect(week.getByText('Dentist')).toHaveCount(0);
    const riveraId = await rivera.getAttribute('data-provider');
    await rivera.getByRole('button', { name: /New appointment for .*Rivera on/ }).click();
    await expect(page).toHaveURL(new RegExp(`/add\\?date=${format(day, 'yyyy-MM-dd')}&provider=${riveraId}$`));
    await page.goBack();
    await expect(chip).toBeVisible();

    // Booking over it asks the spec's question and names it 'Busy'.
    await navigateInApp(page, `/add?date=${format(day, 'yyyy-MM-dd')}&start=06:15`);
    await page.getByRole('combobox', { name: appointmentFormTexts.contact, exact: true }).fill('morgan');
    await page.getByRole('option', { name: /Morgan, Alex/ }).click();
    await page.getByRole('banner').getByRole('button', { name: appointmentFormTexts.save }).click();
    const overlap = page.getByTestId('overlap-popup');
    await expect(overlap).toContainText(messages.overlapQuestion);
    await expect(overlap.getByTestId('overlapped-appointment')).toContainText(t.busy);
    await overlap.getByRole('button', { name: appointmentFormTexts.no }).click();

    // Clean up: remove the calendar (confirmed).
    await navigateInApp(page, '/calendar_sync');
    await page.getByTestId('busy-calendar').getByRole('button', { name: t.remove }).click();
    await page.getByTestId('remove-busy-calendar-popup').getByRole('button', { name: t.removeConfirm }).click();
    await dismiss(page, messages.busyCalendarRemoved);
    await expect(page.getByTestId('busy-calendar')).toHaveCount(0);
  });
});
