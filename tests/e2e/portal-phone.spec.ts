/**
 * A portal client on a 390 × 844 phone (issue 17, item 7): their own
 * appointment is titled by the provider and the kind of session, not with
 * their own name; the detail screen's header promises no editing; and
 * 'Log out' is an action of the bar, not a tab among the sections. Their
 * calendar follows the practice's changes to their appointment live
 * (issue 17, item 10).
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { detailTitle, openDetail, summaries } from './support/appointments';
import { DEMO_PASSWORD, demoUsers, signIn } from './support/session';

/** The seed's appointment of alex.client today (server/seed): dr.rivera's office session at 10:00. */
const TITLE = 'Dr. Maria Rivera · Office session';

const title = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });

test.describe('portal client on a phone', () => {
  test('given alex.client, should title their appointment by provider and kind, say View Appointment, and log out outside the tabs', async ({
    page,
  }) => {
    await signIn(page, demoUsers.portalClient);

    // (a) The calendar list: the provider and the kind, not the client's own name.
    await expect(summaries(page)).toHaveCount(1);
    await expect(summaries(page)).toContainText(TITLE);
    await expect(summaries(page)).not.toContainText('Morgan');

    // (c) The Sections bar holds navigation only; 'Log out' is a labelled button elsewhere in the header.
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link', { name: 'Calendar' })).toBeVisible();
    await expect(nav.getByText('Log out')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Log out' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    const logout = page.getByRole('banner').getByRole('button', { name: 'Log out' });
    await expect(logout).toBeVisible();
    const box = await logout.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    // (a, b) The detail: the same title, and a header that offers viewing only.
    await openDetail(page, TITLE);
    await expect(detailTitle(page)).toHaveText(TITLE);
    await expect(title(page)).toHaveText('View Appointment');
    await expect(page).toHaveTitle('Meadow View Appointment');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    // (c) Still reachable, by keyboard too: it signs out.
    await logout.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/daily');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("given alex.client's calendar open, should follow dr.rivera cancelling and restoring their appointment without a reload", async ({ page, request }) => {
    await signIn(page, demoUsers.portalClient);
    const own = summaries(page).filter({ hasText: TITLE });
    await expect(own).toHaveCount(1);
    await expect(own).not.toHaveAttribute('data-cancelled', /.*/);
    const id = (await own.getByRole('link').getAttribute('href'))!.split('/').pop()!;

    const answer = await request.post('/api/auth/login', { data: { username: demoUsers.provider, password: DEMO_PASSWORD } });
    expect(answer.ok()).toBe(true);
    const rivera = ((await answer.json()) as { data: { token: string; userID: number } }).data;
    const headers = { token: rivera.token, userid: String(rivera.userID) };

    expect((await request.delete(`/api/appointment/delete/${id}/single/cancel`, { headers })).ok()).toBe(true);
    await expect(own).toHaveAttribute('data-cancelled', 'true');
    expect((await request.delete(`/api/appointment/delete/${id}/single/un-cancel`, { headers })).ok()).toBe(true);
    await expect(own).not.toHaveAttribute('data-cancelled', /.*/);
  });
});
