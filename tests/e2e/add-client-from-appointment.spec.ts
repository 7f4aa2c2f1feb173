/**
 * 'Add {term} as a new contact?' → Client (spec 2, 9; issue 25 item 9)
 * against the real seeded server, as dr.rivera on a phone: the client form
 * opens with the typed name, and saving it (or cancelling) comes back to the
 * half-filled appointment as it was, the new client chosen. Clients cannot
 * be deleted through the API, so each gets a unique last name.
 */
import { expect, test, type Page } from '@playwright/test';
import { addDays } from 'date-fns';
import { addAsNewContact, appointmentFormTexts as t, contactsTexts as ct, messages } from '../../domain/messages';
import { browserToday, displayDay, isoDay, selectedDay, summaries } from './support/appointments';
import { shownRange } from './support/clock';
import { seriousViolations } from './support/axe';
import { deleteWhatEachTestBooks } from './support/booked';
import { demoUsers, navigateInApp, signIn } from './support/session';

const contactField = (page: Page) => page.getByRole('combobox', { name: t.contact, exact: true });
const timeGroup = (page: Page, which: string) => page.getByRole('group', { name: which, exact: true });
const repeatList = (page: Page) => page.getByRole('combobox', { name: t.repeat, exact: true });

async function setTime(page: Page, which: string, hour: number, minute: number): Promise<void> {
  await timeGroup(page, which).getByLabel('Hours').selectOption(String(hour));
  await timeGroup(page, which).getByLabel('Minutes').selectOption(String(minute));
}

async function expectTime(page: Page, which: string, hour: number, minute: number): Promise<void> {
  await expect(timeGroup(page, which).getByLabel('Hours')).toHaveValue(String(hour));
  await expect(timeGroup(page, which).getByLabel('Minutes')).toHaveValue(String(minute));
}

/** Opens /add from the header and fills everything but the contact. */
async function halfFill(page: Page, day: Date, notes: string): Promise<void> {
  await page.getByRole('link', { name: t.addAppointment }).click();
  await expect(page).toHaveURL(/\/add$/);
  await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
  await page.getByLabel(t.date, { exact: true }).fill(isoDay(day));
  await setTime(page, t.startTime, 20, 15);
  await setTime(page, t.endTime, 21, 0);
  await page.getByRole('radio', { name: messages.locationPhone, exact: true }).click();
  await repeatList(page).selectOption({ label: 'Weekly' });
  await page.getByLabel(t.notes, { exact: true }).fill(notes);
}

/** Types a name nobody has and answers the prompt: Yes, then Client. */
async function addAsClient(page: Page, name: string): Promise<void> {
  await contactField(page).fill(name);
  await expect(page.getByText(addAsNewContact(name))).toBeVisible();
  await page.getByRole('button', { name: t.yes, exact: true }).click();
  await page.getByRole('group', { name: t.contactType }).getByRole('button', { name: t.typeClient, exact: true }).click();
  await expect(page).toHaveURL(/\/add_client$/);
  await expect(page.getByRole('heading', { level: 1, name: ct.addClientTitle })).toBeVisible();
}

async function expectAsLeft(page: Page, day: Date, notes: string): Promise<void> {
  await expect(page).toHaveURL(/\/add$/);
  await expect(page.getByLabel(t.date, { exact: true })).toHaveValue(isoDay(day));
  await expectTime(page, t.startTime, 20, 15);
  await expectTime(page, t.endTime, 21, 0);
  await expect(page.getByRole('radio', { name: messages.locationPhone, exact: true })).toBeChecked();
  await expect(repeatList(page)).toHaveValue(/^inner-/);
  await expect(repeatList(page).locator('option:checked')).toHaveText('Weekly');
  await expect(page.getByLabel(t.notes, { exact: true })).toHaveValue(notes);
}

test.describe('add a client from the appointment form', () => {
  test.describe.configure({ timeout: 120_000 });
  deleteWhatEachTestBooks();

  test('given a half-filled appointment, when a typed name is added as a client, should prefill it and come back with the client chosen and the fields kept', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const day = addDays(await browserToday(page), 26);
    const last = `Rowe${Date.now()}`;
    const notes = 'First session: intake questionnaire';
    await halfFill(page, day, notes);
    await addAsClient(page, `Casey ${last}`);

    // Spec 9: the first word is the first name, the rest the last name (after 200 ms).
    await expect(page.getByLabel(ct.firstName)).toHaveValue('Casey');
    await expect(page.getByLabel(ct.lastName)).toHaveValue(last);
    await page.getByLabel(ct.birthDate).fill('1988-05-20');
    const added = page.waitForResponse((r) => r.url().endsWith('/api/clients/add') && r.request().method() === 'POST');
    await page.getByRole('banner').getByRole('button', { name: ct.save }).click();
    expect((await added).ok()).toBe(true);
    await page.getByTestId('message-popup').getByRole('button', { name: 'OK' }).click();

    await expectAsLeft(page, day, notes);
    await expect(page.getByTestId('chosen-contact')).toContainText(last);
    await expect(page.getByTestId('chosen-contact')).toContainText('Casey');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(/\/daily$/);
    await expect(selectedDay(page)).toHaveText(displayDay(day));
    await expect(summaries(page).filter({ hasText: last })).toContainText(shownRange('20:15–21:00'));
  });

  test('given the client form opened from the appointment, when it is cancelled, should come back with the fields and the typed name kept', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const day = addDays(await browserToday(page), 27);
    const name = `Jordan Vale${Date.now()}`;
    await halfFill(page, day, 'Kept on cancel');
    await addAsClient(page, name);
    await expect(page.getByLabel(ct.firstName)).toHaveValue('Jordan');
    await page.getByRole('button', { name: ct.cancel, exact: true }).click();

    await expectAsLeft(page, day, 'Kept on cancel');
    await expect(contactField(page)).toHaveValue(name);
    await expect(page.getByText(addAsNewContact(name))).toBeVisible();
    // Nothing was saved, and the client screen opened on its own starts empty.
    await navigateInApp(page, '/add_client');
    await expect(page.getByRole('heading', { level: 1, name: ct.addClientTitle })).toBeVisible();
    await page.waitForTimeout(400);
    await expect(page.getByLabel(ct.firstName)).toHaveValue('');
  });
});
