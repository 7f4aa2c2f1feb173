/**
 * Calendar sync (issue 28), on a phone: dr.rivera opens Calendar sync from
 * the menu, turns the feed on and sees its address once, with the QR code
 * and the webcal link; the feed fetched from the test is an iCalendar with
 * neutral titles; choosing initials changes the titles; resetting the
 * address (confirmed) makes a new one and the old one answers 404. The feed
 * is turned off at the end. Axe finds nothing serious.
 */
import { expect, test, type Page } from '@playwright/test';
import { calendarSyncCopy as t } from '../../features/calendar-sync/copy';
import { sessionHeaders } from './support/appointments';
import { seriousViolations } from './support/axe';
import { demoUsers, navigateInApp, signIn } from './support/session';

const popup = (page: Page) => page.getByTestId('message-popup');

async function dismiss(page: Page, text: string): Promise<void> {
  await expect(popup(page)).toContainText(text);
  await popup(page).getByRole('button', { name: 'OK' }).click();
  await expect(popup(page)).toHaveCount(0);
}

/** The feed's path from the address field (the address's host is PUBLIC_URL's; the test server answers it too). */
async function feedPath(page: Page): Promise<string> {
  const value = await page.getByLabel(t.addressLabel).inputValue();
  expect(value).toMatch(/\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  return new URL(value).pathname;
}

test.describe('calendar sync', () => {
  test.describe.configure({ timeout: 120_000 });

  test('given a provider, should turn the feed on, show its address with a QR code, serve it, follow the title choice and reset it', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    // From a feed that is off (a retry may find the first attempt's still on).
    expect((await page.request.post('/api/calendar_sync/feed/off', { headers: await sessionHeaders(page) })).status()).toBe(200);
    await navigateInApp(page, '/calendar_sync');
    await expect(page.getByRole('heading', { name: t.feedHeading })).toBeVisible();

    await page.getByRole('button', { name: t.turnOn }).click();
    await dismiss(page, t.turnedOn);
    const path = await feedPath(page);
    await expect(page.getByRole('img', { name: t.qrLabel })).toBeVisible();
    await expect(page.getByRole('link', { name: t.webcal })).toHaveAttribute('href', /^webcal:\/\/.+\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    // The warning sits beside the choices that name a client.
    await expect(page.getByRole('radio', { name: t.titleStyleFullName })).toHaveAccessibleDescription(t.nameWarning);
    expect(await seriousViolations(page)).toEqual([]);

    const feed = await page.request.get(path);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toMatch(/SUMMARY:Appointment/);

    // The choice is saved as it is made; the radio shows it once the server has it.
    await page.getByRole('radio', { name: t.titleStyleInitials }).click();
    await dismiss(page, t.saved);
    await expect(page.getByRole('radio', { name: t.titleStyleInitials })).toBeChecked();
    const withInitials = await (await page.request.get(path)).text();
    expect(withInitials).toMatch(/SUMMARY:[A-ZÀ-Þ]\.[A-ZÀ-Þ]\./);

    await page.getByRole('button', { name: t.reset }).click();
    await page.getByTestId('reset-feed-popup').getByRole('button', { name: t.resetConfirm }).click();
    await dismiss(page, t.resetDone);
    const fresh = await feedPath(page);
    expect(fresh).not.toBe(path);
    expect((await page.request.get(path)).status()).toBe(404);
    expect((await page.request.get(fresh)).status()).toBe(200);

    // Back to neutral and off: other tests see the demo as it was.
    await page.getByRole('radio', { name: t.titleStyleAppointment }).click();
    await dismiss(page, t.saved);
    await page.getByRole('button', { name: t.turnOff }).click();
    await dismiss(page, t.turnedOff);
    expect((await page.request.get(fresh)).status()).toBe(404);
    await expect(page.getByRole('button', { name: t.turnOn })).toBeVisible();
  });
});
