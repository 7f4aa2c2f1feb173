/**
 * The team view (issue 27 item 5) on the 390×844 phone: sam.staff sees a
 * lane per provider he acts for, chooses which, books from a lane for its
 * provider, opens an appointment, sees a booking made elsewhere for one of
 * them arrive live, and reads the week as day rows; a delegate with one
 * provider gets one lane; portal users are kept out.
 */
import { expect, test, type Page } from '@playwright/test';
import type { AppointmentSaveResponse, FormDetailsResponse } from '../../domain/contract/appointment';
import { apiJson, sessionHeaders } from './support/appointments';
import { shownClock } from './support/clock';
import { seriousViolations } from './support/axe';
import { oneOffPayload } from './support/one-off-payload';
import { demoUsers, navigateInApp, signIn } from './support/session';

const heads = (page: Page) => page.getByTestId('team-lane-head');
const head = (page: Page, name: RegExp) => heads(page).filter({ hasText: name });
const lane = (page: Page, id: string) => page.locator(`[data-testid="team-lane"][data-provider="${id}"]`);

async function openTeam(page: Page): Promise<void> {
  await navigateInApp(page, '/team');
  await expect(page.getByRole('region', { name: 'Team calendar' })).toBeVisible();
}

async function providerIdOf(page: Page, name: RegExp): Promise<string> {
  const id = await head(page, name).getAttribute('data-provider');
  expect(id, `a lane for ${name}`).toBeTruthy();
  return id!;
}

test.describe('team view', () => {
  // Several screens per test on a shared, busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('given sam.staff, should show a lane per provider and remember which are chosen', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    await openTeam(page);
    await expect(head(page, /Rivera/)).toHaveCount(1);
    await expect(head(page, /Chen/)).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    const chooser = page.getByRole('group', { name: 'Providers shown' });
    const chenChip = chooser.getByRole('button', { name: /Chen/ });
    await chenChip.click();
    await expect(chenChip).toHaveAttribute('aria-pressed', 'false');
    await expect(head(page, /Chen/)).toHaveCount(0);
    // The last lane shown cannot be turned off.
    await expect(chooser.getByRole('button', { name: /Rivera/ })).toBeDisabled();
    await page.reload();
    await expect(head(page, /Rivera/)).toHaveCount(1);
    await expect(head(page, /Chen/)).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Providers shown' }).getByRole('button', { name: /Chen/ })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('group', { name: 'Providers shown' }).getByRole('button', { name: /Chen/ }).click();
    await expect(head(page, /Chen/)).toHaveCount(1);
  });

  test('given sam.staff on the team day, a free time in a lane should book for that provider and an appointment should open its detail', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    await openTeam(page);
    const chenId = await providerIdOf(page, /Chen/);
    const riveraId = await providerIdOf(page, /Rivera/);
    const day = await page.getByTestId('team-title').getAttribute('data-day');
    await lane(page, chenId).getByRole('button', { name: new RegExp(`New appointment for .*Chen at ${shownClock('07:00')}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/add\\?date=${day}&start=07:00&provider=${chenId}$`));
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Team calendar' })).toBeVisible();

    // The seed books dr.rivera a month around today.
    const riveraCards = lane(page, riveraId).getByTestId('appointment-summary');
    for (let step = 0; step < 10 && (await riveraCards.count()) === 0; step += 1) {
      await page.getByRole('button', { name: 'Next day' }).click();
      await page.waitForTimeout(500);
    }
    await riveraCards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/appointment_detail\/\d+$/);
  });

  test('given sam.staff, the week should read as seven day rows with a mini-lane per provider that books for it', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    await openTeam(page);
    const chenId = await providerIdOf(page, /Chen/);
    const riveraId = await providerIdOf(page, /Rivera/);
    await page.getByRole('radio', { name: 'Week' }).click();
    const week = page.getByTestId('team-week');
    const days = week.locator(':scope > li');
    await expect(days).toHaveCount(7);
    await expect(week.getByTestId('team-week-cell')).toHaveCount(14);
    await expect(week.locator(`[data-testid="team-week-cell"][data-provider="${riveraId}"]`).getByTestId('appointment-summary').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const firstDay = await days.first().getAttribute('data-day');
    await days.first().getByRole('button', { name: /New appointment for .*Chen on/ }).click();
    await expect(page).toHaveURL(new RegExp(`/add\\?date=${firstDay}&provider=${chenId}$`));
    await page.goBack();
    // A day's heading opens that day on the hour scale.
    const third = await days.nth(2).getAttribute('data-day');
    await days.nth(2).getByRole('button', { name: /show the day/ }).click();
    await expect(page.getByTestId('team-day')).toBeVisible();
    await expect(page.getByTestId('team-title')).toHaveAttribute('data-day', third!);
    await expect(page.getByRole('radio', { name: 'Day' })).toHaveAttribute('aria-checked', 'true');
  });

  test('given sam.staff on the team view, when dr.chen books in another browser, should show it in Chen\'s lane within seconds', async ({ page, browser }) => {
    await signIn(page, demoUsers.staff);
    await openTeam(page);
    const chenId = await providerIdOf(page, /Chen/);
    const day = (await page.getByTestId('team-title').getAttribute('data-day'))!;

    const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', timezoneId: 'America/New_York' });
    const chen = await other.newPage();
    await signIn(chen, demoUsers.otherProvider);
    const headers = await sessionHeaders(chen);
    const details = await apiJson<FormDetailsResponse>(await chen.request.get(`/api/appointment/form_details?providerId=${chenId}`, { headers }));
    const client = details.details.clients[0];
    expect(client, 'dr.chen has clients in the seed').toBeTruthy();
    const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
    const date = { year, month, day_of_month: dayOfMonth };
    const payload = oneOffPayload({ providerId: Number(chenId), contactId: client!.id, start: new Date(), minutes: 30, extra: { is_phone: true } });
    const saved = await apiJson<AppointmentSaveResponse>(
      await chen.request.post('/api/appointment/add', {
        headers,
        data: {
          ...payload,
          date,
          time: { start_time: { hr: 5, min: 15, sec: 0 }, end_time: { hr: 5, min: 45, sec: 0 } },
          repeat: { ...payload.repeat, startDate: date },
        },
      }),
    );
    if (saved.res === false) throw new Error('not booked');
    const id = saved.res.id;
    try {
      await expect(lane(page, chenId).locator(`a[href="/appointment_detail/${id}"]`)).toBeVisible({ timeout: 5_000 });
    } finally {
      const answer = await chen.request.delete(`/api/appointment/delete/${id}/all/delete`, { headers });
      expect(answer.ok(), await answer.text()).toBe(true);
      await other.close();
    }
    // The delete arrives live too.
    await expect(lane(page, chenId).locator(`a[href="/appointment_detail/${id}"]`)).toHaveCount(0, { timeout: 5_000 });
  });

  test('given a delegate acting for one provider, should show that single lane without a chooser', async ({ page }) => {
    await signIn(page, demoUsers.delegate);
    await openTeam(page);
    await expect(heads(page)).toHaveCount(1);
    await expect(head(page, /Rivera/)).toHaveCount(1);
    await expect(page.getByRole('group', { name: 'Providers shown' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('given a cold /daily, should not load the team view\'s code until /team opens', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await signIn(page, demoUsers.staff);
    await expect(page.getByTestId('calendar-header-row')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const teamChunk = /team/i;
    expect(scripts.filter((s) => teamChunk.test(s))).toEqual([]);
    await openTeam(page);
    expect(scripts.filter((s) => teamChunk.test(s)).length).toBeGreaterThan(0);
  });

  test('given a portal user, should keep them off /team', async ({ page }) => {
    await signIn(page, demoUsers.portalClient);
    await page.goto('/team');
    await expect(page).toHaveURL(/\/daily$/);
  });
});
