/**
 * The appointment form on a phone, against the real seeded server (issue 17):
 * while editing, a start moved past the end takes the end along instead of
 * leaving 'incorrect time' for Save (adding moves the end by the increment,
 * spec 4: unit tested in form-reducer.test.ts), and Enter on the
 * 'Add … as a new contact?' prompt answers Yes. dr.rivera books on days the
 * seed and the other specs leave free (nothing is booked after 20:00), and
 * every appointment a test books is deleted again: the specs share the
 * database.
 */
import { expect, test, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { addAsNewContact, appointmentFormTexts as t, messages } from '../../domain/messages';
import { formatClientName } from '../../domain/names';
import { browserToday, displayDay, isoDay, openDetail, selectedDay, sessionHeaders, summaries } from './support/appointments';
import { shownRange } from './support/clock';
import { demoUsers, signIn } from './support/session';

const ALEX = formatClientName({ firstName: 'Alex', lastName: 'Morgan' }, 1, 1);

const timeGroup = (page: Page, which: string) => page.getByRole('group', { name: which, exact: true });

async function setTime(page: Page, which: string, hour: number, minute: number): Promise<void> {
  const group = timeGroup(page, which);
  await group.getByLabel('Hours').selectOption(String(hour));
  await group.getByLabel('Minutes').selectOption(String(minute));
}

async function expectTime(page: Page, which: string, hour: number, minute: number): Promise<void> {
  const group = timeGroup(page, which);
  await expect(group.getByLabel('Hours')).toHaveValue(String(hour));
  await expect(group.getByLabel('Minutes')).toHaveValue(String(minute));
}

async function openAddForm(page: Page): Promise<void> {
  await page.getByRole('link', { name: t.addAppointment }).click();
  await expect(page).toHaveURL(/\/add$/);
  await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
}

const contactField = (page: Page) => page.getByRole('combobox', { name: t.contact, exact: true });

async function chooseAlex(page: Page): Promise<void> {
  await contactField(page).fill('morgan');
  await page.getByRole('option', { name: /Morgan, Alex/ }).click();
  await expect(page.getByTestId('chosen-contact')).toBeVisible();
}

const saveAdd = (page: Page) => page.getByRole('banner').getByRole('button', { name: t.save }).click();

/** Books Alex Morgan on `day` from `start` to `end` through /add and returns to /daily on that day. */
async function book(page: Page, day: Date, start: [number, number], end: [number, number]): Promise<void> {
  await openAddForm(page);
  await chooseAlex(page);
  await page.getByLabel(t.date, { exact: true }).fill(isoDay(day));
  await setTime(page, t.startTime, ...start);
  await setTime(page, t.endTime, ...end);
  await saveAdd(page);
  await expect(page).toHaveURL(/\/daily$/);
  await expect(selectedDay(page)).toHaveText(displayDay(day));
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The range as the day's card shows it (the e2e browser's 12-hour clock). */
const range = (start: [number, number], end: [number, number]) =>
  shownRange(`${pad(start[0])}:${pad(start[1])}–${pad(end[0])}:${pad(end[1])}`);

test.describe('appointment form on a phone', () => {
  // Each test signs in and loads the form details at least once: near 30 s already on two busy cores.
  test.describe.configure({ timeout: 90_000 });
  let booked: Promise<number | null>[] = [];
  test.beforeEach(({ page }) => {
    booked = [];
    page.on('response', (r) => {
      const method = r.request().method();
      const saved =
        (method === 'POST' && r.url().endsWith('/api/appointment/add')) ||
        (method === 'PUT' && r.url().endsWith('/api/appointment/edit'));
      if (!saved || !r.ok()) return;
      booked.push(r.json().then((body: { res: false | { id: number } }) => (body.res ? body.res.id : null)));
    });
  });
  test.afterEach(async ({ page }) => {
    const ids = [...new Set((await Promise.all(booked)).filter((id): id is number => id !== null))];
    if (ids.length === 0) return;
    const headers = await sessionHeaders(page);
    for (const id of ids) {
      const answer = await page.request.delete(`/api/appointment/delete/${id}/all/delete`, { headers });
      // An edit answers with the occurrence it saved, which may be the one it replaced: already gone is fine.
      expect(answer.ok() || answer.status() === 404, await answer.text()).toBe(true);
    }
  });

  test('given an appointment being edited, a start moved past its end should carry the end along and save', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const day = addDays(await browserToday(page), 21);
    const before: [[number, number], [number, number]] = [[20, 0], [20, 45]];
    await book(page, day, ...before);
    await openDetail(page, range(...before));

    await page.getByRole('group', { name: messages.detailActions }).getByRole('button', { name: messages.detailEdit }).click();
    // Edit mode starts once the form details have loaded (spec 4).
    await expect(timeGroup(page, t.startTime)).toBeVisible({ timeout: 15_000 });
    await expectTime(page, t.endTime, 20, 45);
    await setTime(page, t.startTime, 21, 30);
    await expectTime(page, t.endTime, 22, 15);
    // Moving the end alone keeps the new start.
    await setTime(page, t.endTime, 22, 30);
    await expectTime(page, t.startTime, 21, 30);

    await page.getByRole('button', { name: messages.detailSave, exact: true }).click();
    await expect(page.getByTestId('message-popup')).toHaveCount(0);
    const popup = page.getByTestId('save-choice-popup');
    await expect(popup.getByRole('heading', { name: messages.saveChoiceQuestion })).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().includes('/api/appointment/edit') && r.request().method() === 'PUT');
    await popup.getByRole('button', { name: messages.saveSingle }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page).toHaveURL(/\/daily$/);
    await expect(selectedDay(page)).toHaveText(displayDay(day));
    await expect(summaries(page).filter({ hasText: ALEX })).toContainText(shownRange('21:30–22:30'));
    await expect(summaries(page).filter({ hasText: range(...before) })).toHaveCount(0);
  });

  test('given a name nobody has, Enter on the new-contact prompt should answer Yes and the flow should go on', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const name = `Enter review ${format(new Date(), 'HHmmss')}`;
    await openAddForm(page);
    await contactField(page).fill(name);
    await expect(page.getByText(addAsNewContact(name))).toBeVisible();
    await contactField(page).press('Enter');

    // Yes: the contact-type chooser, and no save was attempted.
    await expect(page.getByRole('group', { name: t.contactType })).toBeVisible();
    await expect(page.getByText(addAsNewContact(name))).toHaveCount(0);
    await expect(page.getByTestId('message-popup')).toHaveCount(0);
    await expect(page).toHaveURL(/\/add$/);

    await page.getByRole('button', { name: t.typeEvent, exact: true }).click();
    await expect(page.getByLabel(t.eventName)).toHaveValue(name);
    await page.getByRole('button', { name: t.addEvent }).click();
    await expect(page.getByTestId('chosen-contact')).toContainText(name);
    await expect(page).toHaveURL(/\/add$/);
  });
});
