/**
 * The specs share one seeded database, and later ones read the seed's days
 * as they were: whatever a test books through the Add Appointment form is
 * deleted again after it. Call inside a `test.describe`.
 */
import { expect, test } from '@playwright/test';
import { sessionHeaders } from './appointments';

export function deleteWhatEachTestBooks(): void {
  let booked: Promise<number | null>[] = [];
  test.beforeEach(({ page }) => {
    booked = [];
    page.on('response', (r) => {
      if (r.request().method() !== 'POST' || !r.url().endsWith('/api/appointment/add') || !r.ok()) return;
      booked.push(r.json().then((body: { res: false | { id: number } }) => (body.res ? body.res.id : null)));
    });
  });
  test.afterEach(async ({ page }) => {
    const ids = (await Promise.all(booked)).filter((id): id is number => id !== null);
    if (ids.length === 0) return;
    const headers = await sessionHeaders(page);
    for (const id of ids) {
      const answer = await page.request.delete(`/api/appointment/delete/${id}/all/delete`, { headers });
      expect(answer.ok(), await answer.text()).toBe(true);
    }
  });
}
