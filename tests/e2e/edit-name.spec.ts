/**
 * Edit level 1 of the appointment detail (spec 2 "an Edit Name input", 4
 * "Edit flow"): the name of the appointment's event or other person changes
 * in place. Seed (tests/e2e/calendar.spec.ts): yesterday 08:00 the event
 * 'Supervision', in three days 09:30 a phone call with the other person Ruth
 * Adler. Each test puts the old name back, through the API if the screen
 * fails: the other specs share the database.
 */
import { expect, test, type Page } from '@playwright/test';
import { addDays } from 'date-fns';
import { messages } from '../../domain/messages';
import { apiJson, browserToday, detailTitle, goToDay, openDetail, sessionHeaders } from './support/appointments';
import { demoUsers, signIn } from './support/session';

const actions = (page: Page) => page.getByRole('group', { name: messages.detailActions });

async function appointmentOf(page: Page): Promise<{ otherevent_id: number; provider_id: number }> {
  const id = /\/appointment_detail\/(\d+)$/.exec(page.url())?.[1];
  const answer = await apiJson<{ appointment: { otherevent_id: number; provider_id: number } }>(
    await page.request.get(`/api/appointment/get/id/${id}`, { headers: await sessionHeaders(page) }),
  );
  return answer.appointment;
}

test.describe('Edit Name', () => {
  test("given the event 'Supervision', should rename it in place and show the new title", async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await goToDay(page, addDays(await browserToday(page), -1));
    await openDetail(page, 'Supervision');
    const { otherevent_id: id, provider_id: providerID } = await appointmentOf(page);
    try {
      await actions(page).getByRole('button', { name: messages.editName, exact: true }).click();
      const field = page.getByRole('textbox', { name: messages.editName });
      await expect(field).toHaveValue('Supervision');
      await field.fill('   ');
      await page.getByRole('button', { name: messages.detailSave, exact: true }).click();
      await expect(page.getByText(messages.nameRequired)).toBeVisible();
      await field.fill('Peer supervision');
      await page.getByRole('button', { name: messages.detailSave, exact: true }).click();
      await expect(detailTitle(page)).toHaveText('Peer supervision');
      await expect(field).toHaveCount(0);
    } finally {
      await page.request.put(`/api/events/edit/${id}`, {
        headers: await sessionHeaders(page),
        data: { name: 'Supervision', providerID },
      });
    }
  });

  test('given the other person Ruth Adler, should rename her first and last name', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await goToDay(page, addDays(await browserToday(page), 3));
    await openDetail(page, 'Adler');
    const { otherevent_id: id, provider_id: providerID } = await appointmentOf(page);
    try {
      await actions(page).getByRole('button', { name: messages.editName, exact: true }).click();
      const group = page.getByRole('group', { name: messages.editName });
      await expect(group.getByRole('textbox', { name: 'First name' })).toHaveValue('Ruth');
      await group.getByRole('textbox', { name: 'Last name' }).fill('Adler-Ray');
      await page.getByRole('button', { name: messages.detailSave, exact: true }).click();
      await expect(detailTitle(page)).toContainText('Adler-Ray');
    } finally {
      await page.request.put(`/api/others/edit/${id}`, {
        headers: await sessionHeaders(page),
        data: { firstName: 'Ruth', lastName: 'Adler', providerID },
      });
    }
  });

  test('given a client appointment, should offer no Edit Name', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await openDetail(page, 'Morgan');
    await expect(actions(page).getByRole('button', { name: messages.detailEdit, exact: true })).toBeVisible();
    await expect(actions(page).getByRole('button', { name: messages.editName, exact: true })).toHaveCount(0);
  });
});
