/**
 * Reminders for every appointment (issue 26 item 2), on a phone: dr.rivera
 * gives a new client the SMS reminder preference on the client form (kept
 * when the form is opened again), then books an office appointment for that
 * client, where the reminder choice shows for the office kind and starts at
 * the client's SMS; 'Email and SMS reminder' warns that the client has no
 * e-mail, and the booking stores the choice. Contacts cannot be deleted
 * through the API, so the client gets a unique name; the booking is deleted
 * after the test.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { ContactListItem } from '../../domain/contract/contacts-list';
import { appointmentFormTexts as a, contactsTexts as t, messages, reminderSettingsTexts as r } from '../../domain/messages';
import { apiJson, browserToday, sessionHeaders } from './support/appointments';
import { deleteWhatEachTestBooks } from './support/booked';
import { demoUsers, navigateInApp, signIn } from './support/session';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

async function contactsList(page: Page): Promise<ContactListItem[]> {
  const stored = await page.evaluate(() => sessionStorage.getItem('meadow.session'));
  const providerId = (JSON.parse(stored ?? 'null') as { profile: { selectedProviderId: number } }).profile.selectedProviderId;
  const answer = await page.request.get(`/api/contacts/list/${providerId}`, { headers: await sessionHeaders(page) });
  return (await apiJson<{ contacts: ContactListItem[] }>(answer)).contacts;
}

const popup = (page: Page) => page.getByTestId('message-popup');

async function expectMessage(page: Page, text: string): Promise<void> {
  await expect(popup(page)).toContainText(text);
  await popup(page).getByRole('button', { name: 'OK' }).click();
  await expect(popup(page)).toHaveCount(0);
}

test.describe('reminders for every appointment', () => {
  test.describe.configure({ timeout: 120_000 });
  deleteWhatEachTestBooks();

  test('given a client who prefers SMS, should keep it on the client form and start an office booking\'s reminder at SMS', async ({ page }) => {
    const stamp = Date.now().toString(36).replace(/\d/g, '');
    const first = `Remy${stamp}`;
    const last = `Sms${stamp}`;
    await signIn(page, demoUsers.provider);

    await navigateInApp(page, '/add_client');
    await expect(page.getByRole('form', { name: t.addClientTitle })).toBeVisible();
    const pref = page.getByLabel(t.reminderPref);
    // New contacts are reminded by e-mail unless the practice chooses otherwise.
    await expect(pref).toHaveValue('E');
    await page.getByLabel(t.firstName).fill(first);
    await page.getByLabel(t.lastName).fill(last);
    await page.getByLabel(t.birthDate).fill('1990-04-12');
    await page.getByLabel(t.phones, { exact: true }).pressSequentially('2125550188');
    await pref.selectOption('S');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: t.save }).click();
    await expectMessage(page, messages.clientAdded);
    const added = (await contactsList(page)).find((c) => c.type === 'person' && c.first_name === first);
    expect(added?.reminder_pref).toBe('S');

    // Opened again, the form shows the stored preference.
    await navigateInApp(page, `/add_client?id=${added?.id}`);
    await expect(page.getByLabel(t.firstName)).toHaveValue(first);
    await expect(page.getByLabel(t.reminderPref)).toHaveValue('S');

    // An office appointment: the reminder choice is there (not only for video), at the client's SMS.
    const day = addDays(await browserToday(page), 11);
    await navigateInApp(page, `/add?date=${format(day, 'yyyy-MM-dd')}&start=21:00`);
    await expect(page.getByRole('heading', { name: a.heading })).toBeVisible();
    await expect(page.getByRole('radio', { name: messages.locationOffice })).toHaveAttribute('aria-checked', 'true');
    const reminder = page.getByRole('radiogroup', { name: a.reminderAny });
    await expect(reminder.getByRole('radio', { name: a.noReminder, exact: true })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('combobox', { name: a.contact, exact: true }).fill(last);
    await page.getByRole('option', { name: new RegExp(last) }).click();
    await expect(page.getByTestId('chosen-contact')).toBeVisible();
    await expect(reminder.getByRole('radio', { name: a.smsReminder, exact: true })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('reminder-warning')).toHaveCount(0);

    // Both channels: the client has no e-mail, so the form warns (spec 5's text).
    await reminder.getByRole('radio', { name: a.bothReminders }).click();
    await expect(page.getByTestId('reminder-warning')).toHaveText(messages.noPhoneOrEmail);
    expect(await seriousViolations(page)).toEqual([]);

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/appointment/add') && r.request().method() === 'POST');
    await page.getByRole('banner').getByRole('button', { name: a.save }).click();
    const answer = await saved;
    expect(answer.ok(), await answer.text()).toBe(true);
    const { res } = (await answer.json()) as { res: false | { id: number } };
    if (res === false) throw new Error('not booked');
    const stored = await page.request.get(`/api/appointment/get/id/${res.id}`, { headers: await sessionHeaders(page) });
    expect((await apiJson<{ appointment: { video_invitepref: string; type: number } }>(stored)).appointment).toMatchObject({ video_invitepref: 'B', type: 1 });
  });

  test('given the Reminders screen from the menu, should save one lead time and naming, and keep them when opened again', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: r.title }).click();
    await expect(page).toHaveURL(/\/reminders$/);
    await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
    await expect(page.getByLabel(r.firstLead)).toHaveValue('2880');
    await expect(page.getByLabel(r.secondLead)).toHaveValue('120');
    const naming = page.getByRole('switch', { name: r.nameProvider });
    await expect(naming).toHaveAttribute('aria-checked', 'false');
    expect(await seriousViolations(page)).toEqual([]);
    const headers = await sessionHeaders(page);
    try {
      // The second the same as the first: refused before any call, with the server's text.
      await page.getByLabel(r.secondLead).selectOption('2880');
      await page.getByRole('button', { name: r.save }).click();
      await expect(page.getByTestId('reminder-settings-message')).toHaveText(messages.incorrectReminderTime);

      await page.getByLabel(r.firstLead).selectOption('1440');
      await page.getByLabel(r.secondLead).selectOption('');
      await naming.click();
      await page.getByRole('button', { name: r.save }).click();
      await expectMessage(page, messages.reminderSettingsSaved);
      const stored = await apiJson<{ settings: object }>(await page.request.get('/api/settings/reminders', { headers }));
      expect(stored.settings).toMatchObject({ lead_minutes: 1440, second_lead_minutes: null, name_provider: true });
      await page.reload();
      await expect(page.getByLabel(r.firstLead)).toHaveValue('1440');
      await expect(page.getByLabel(r.secondLead)).toHaveValue('');
      await expect(page.getByRole('switch', { name: r.nameProvider })).toHaveAttribute('aria-checked', 'true');
    } finally {
      // The other specs share the database: the defaults back.
      await page.request.put('/api/settings/reminders', { headers, data: { lead_minutes: 2880, second_lead_minutes: 120, name_provider: false } });
    }
  });
});
