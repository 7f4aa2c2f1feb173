/**
 * The Add Appointment screen (spec 2, 4, 5) against the real seeded server:
 * dr.rivera books one-off and weekly appointments, meets the overlap popup
 * and the validation popup, and adds an event inline. Seed facts used (see
 * tests/e2e/calendar.spec.ts): today Alex Morgan 10:00-11:00 at the office;
 * nothing is booked after 20:00. The browser runs in America/New_York.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { addAsNewContact, appointmentFormTexts as t, contactsTexts, messages } from '../../domain/messages';
import { formatClientName } from '../../domain/names';
import { deleteWhatEachTestBooks } from './support/booked';
import { shownRange } from './support/clock';
import { demoUsers, navigateInApp, signIn } from './support/session';

const ALEX = formatClientName({ firstName: 'Alex', lastName: 'Morgan' }, 1, 1);

async function browserToday(page: Page): Promise<Date> {
  const [y, m, d] = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth(), now.getDate()] as const;
  });
  return new Date(y, m, d);
}

const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const display = (date: Date) => format(date, 'EEE, MMM d');
const summaries = (page: Page) => page.getByTestId('appointment-summary');

async function openAddForm(page: Page): Promise<void> {
  await page.getByRole('link', { name: t.addAppointment }).click();
  await expect(page).toHaveURL(/\/add$/);
  await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
}

async function chooseContact(page: Page, typed: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: t.contact, exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByTestId('chosen-contact')).toBeVisible();
}

async function setTime(page: Page, which: string, hour: number, minute: number): Promise<void> {
  const group = page.getByRole('group', { name: which });
  await group.getByLabel('Hours').selectOption(String(hour));
  await group.getByLabel('Minutes').selectOption(String(minute));
}

const save = (page: Page) => page.getByRole('banner').getByRole('button', { name: t.save }).click();

test.describe('add appointment', () => {
  deleteWhatEachTestBooks();

  test('given a provider on the daily view, should open /add from the header and show the form defaults', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await openAddForm(page);
    await expect(page.getByRole('heading', { level: 1, name: t.headerTitle })).toBeVisible();
    const start = page.getByRole('group', { name: t.startTime });
    await expect(start.getByLabel('Hours')).toHaveValue('10');
    await expect(start.getByLabel('Minutes')).toHaveValue('0');
    const end = page.getByRole('group', { name: t.endTime });
    await expect(end.getByLabel('Hours')).toHaveValue('10');
    await expect(end.getByLabel('Minutes')).toHaveValue('45');
    await expect(page.getByRole('radio', { name: messages.locationOffice })).toHaveAttribute('aria-checked', 'true');
    // All day hides the times.
    await page.getByRole('switch', { name: t.allDay }).click();
    await expect(page.getByRole('group', { name: t.startTime })).toHaveCount(0);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  test('given /add with a date and a start, should open on that day and time with the end one increment later, and ignore bad values', async ({
    page,
  }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    const day = addDays(today, 9);
    const start = page.getByRole('group', { name: t.startTime });
    const end = page.getByRole('group', { name: t.endTime });
    await navigateInApp(page, `/add?date=${iso(day)}&start=14:30`);
    await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
    await expect(page.getByLabel(t.date, { exact: true })).toHaveValue(iso(day));
    await expect(start.getByLabel('Hours')).toHaveValue('14');
    await expect(start.getByLabel('Minutes')).toHaveValue('30');
    // The seed's practice books in steps of 45 minutes (the defaults: 10:00 to 10:45).
    await expect(end.getByLabel('Hours')).toHaveValue('15');
    await expect(end.getByLabel('Minutes')).toHaveValue('15');

    // A day that does not exist and a time past 23:59 are ignored: the form opens as without them.
    await navigateInApp(page, '/add?date=2026-02-30&start=25:00');
    await expect(page.getByLabel(t.date, { exact: true })).toHaveValue(iso(today));
    await expect(start.getByLabel('Hours')).toHaveValue('10');
    await expect(end.getByLabel('Minutes')).toHaveValue('45');
  });

  test('given an existing client, should book a one-off office appointment and show it on /daily', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const day = addDays(await browserToday(page), 10);
    await openAddForm(page);
    await chooseContact(page, 'morgan', /Morgan, Alex/);
    await page.getByLabel(t.date, { exact: true }).fill(iso(day));
    await setTime(page, t.startTime, 20, 0);
    // Adding: the end follows the start by the practice's increment.
    await expect(page.getByRole('group', { name: t.endTime }).getByLabel('Hours')).toHaveValue('20');
    await expect(page.getByRole('group', { name: t.endTime }).getByLabel('Minutes')).toHaveValue('45');
    await save(page);
    await expect(page).toHaveURL(/\/daily$/);
    await expect(page.getByTestId('selected-day')).toHaveText(display(day));
    await expect(summaries(page).filter({ hasText: ALEX })).toContainText(shownRange('20:00–20:45'));
  });

  test('given a weekly repeat, should book the series and show it a week later', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const day = addDays(await browserToday(page), 12);
    await openAddForm(page);
    await chooseContact(page, 'morgan', /Morgan, Alex/);
    await page.getByLabel(t.date, { exact: true }).fill(iso(day));
    await setTime(page, t.startTime, 21, 0);
    await page.getByRole('combobox', { name: t.repeat, exact: true }).selectOption({ label: 'Weekly' });
    await expect(page.getByRole('checkbox', { name: format(day, 'EEE') })).toBeChecked();
    await expect(page.getByTestId('repeat-preview')).toContainText(`Every week on ${format(day, 'EEE')}`);
    await save(page);
    await expect(page).toHaveURL(/\/daily$/);
    await expect(page.getByTestId('selected-day')).toHaveText(display(day));
    await expect(summaries(page).filter({ hasText: ALEX })).toContainText(shownRange('21:00–21:45'));
    for (let i = 0; i < 7; i += 1) await page.getByRole('button', { name: messages.nextDay }).click();
    await expect(page.getByTestId('selected-day')).toHaveText(display(addDays(day, 7)));
    await expect(summaries(page).filter({ hasText: ALEX })).toContainText(shownRange('21:00–21:45'));
  });

  test('given a taken time slot, should ask the overlap question: No returns to the form, Yes books', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const today = await browserToday(page);
    await openAddForm(page);
    await chooseContact(page, 'morgan', /Morgan, Alex/);
    await page.getByLabel(t.date, { exact: true }).fill(iso(today));
    // 10:00-10:45 lies inside the seeded Alex Morgan 10:00-11:00.
    await save(page);
    const popup = page.getByTestId('overlap-popup');
    await expect(popup).toContainText(messages.overlapQuestion);
    await popup.getByRole('button', { name: t.no }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/add$/);

    await save(page);
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: t.yes }).click();
    await expect(page).toHaveURL(/\/daily$/);
    await expect(page.getByTestId('selected-day')).toHaveText(display(today));
    await expect(summaries(page).filter({ hasText: shownRange('10:00–10:45') })).toHaveCount(1);
  });

  test('given an end before the start, should show the validation popup and stay on the form', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await openAddForm(page);
    await chooseContact(page, 'morgan', /Morgan, Alex/);
    await setTime(page, t.startTime, 15, 0);
    await setTime(page, t.endTime, 14, 0);
    await save(page);
    await expect(page.getByTestId('message-popup')).toContainText(messages.incorrectTime);
    await expect(page).toHaveURL(/\/add$/);
  });

  test('given no contact, should refuse with the appointment type message', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await openAddForm(page);
    await save(page);
    await expect(page.getByTestId('message-popup')).toContainText(messages.incorrectAppointmentType);
  });

  test('given a name nobody has, should offer to add it and add an event inline', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const day = addDays(await browserToday(page), 15);
    await openAddForm(page);
    await page.getByRole('combobox', { name: t.contact, exact: true }).fill('Quarterly review');
    await expect(page.getByText(addAsNewContact('Quarterly review'))).toBeVisible();
    await page.getByRole('button', { name: t.yes, exact: true }).click();
    await page.getByRole('button', { name: t.typeEvent, exact: true }).click();
    await expect(page.getByLabel(t.eventName)).toHaveValue('Quarterly review');
    await page.getByRole('button', { name: t.addEvent }).click();
    await expect(page.getByTestId('chosen-contact')).toContainText('Quarterly review');
    await page.getByLabel(t.date, { exact: true }).fill(iso(day));
    await setTime(page, t.startTime, 20, 30);
    await save(page);
    await expect(page).toHaveURL(/\/daily$/);
    await expect(page.getByTestId('selected-day')).toHaveText(display(day));
    await expect(summaries(page).filter({ hasText: 'Quarterly review' })).toContainText(shownRange('20:30–21:15'));
  });

  test('given a new person, should check the name, mask the phone, add and select them', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await openAddForm(page);
    await page.getByRole('combobox', { name: t.contact, exact: true }).fill('Robin');
    await page.getByRole('button', { name: t.yes, exact: true }).click();
    await page.getByRole('button', { name: t.typeOtherPerson, exact: true }).click();
    await expect(page.getByLabel(t.firstName)).toHaveValue('Robin');
    await page.getByRole('button', { name: t.addPerson }).click();
    await expect(page.getByTestId('message-popup')).toContainText(messages.lastNameRequired);
    await page.getByTestId('message-popup').getByRole('button', { name: 'OK' }).click();
    await page.getByLabel(t.lastName).fill('Hale');
    await page.getByLabel(t.phone).pressSequentially('8605550199');
    await expect(page.getByLabel(t.phone)).toHaveValue('860-555-0199');
    // Enter in a panel field adds the person; it must not submit the appointment.
    await page.getByLabel(t.lastName).press('Enter');
    await expect(page.getByTestId('chosen-contact')).toContainText('Hale, Robin');
    await expect(page.getByTestId('chosen-contact')).toContainText(t.kindOtherPerson);
    await expect(page).toHaveURL(/\/add$/);
  });

  test('given a new group, should need a member, then select the created group', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await openAddForm(page);
    await page.getByRole('combobox', { name: t.contact, exact: true }).fill('Evening circle');
    await page.getByRole('button', { name: t.yes, exact: true }).click();
    await page.getByRole('button', { name: t.typeGroup, exact: true }).click();
    await expect(page.getByLabel(t.groupName)).toHaveValue('Evening circle');
    await page.getByRole('button', { name: t.addGroup }).click();
    await expect(page.getByTestId('message-popup')).toContainText(messages.noGroupMember);
    await page.getByTestId('message-popup').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: contactsTexts.groupClients, exact: true }).click();
    await page.getByRole('checkbox', { name: ALEX }).check();
    await page.getByRole('switch', { name: t.videoGroup }).click();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: t.addGroup }).click();
    await expect(page.getByTestId('chosen-contact')).toContainText('Evening circle');
    await expect(page.getByTestId('chosen-contact')).toContainText(t.kindGroup);
  });

  test('given a portal user, should show no add icon', async ({ page }) => {
    await signIn(page, demoUsers.portalClient);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily' })).toBeVisible();
    await expect(page.getByRole('link', { name: t.addAppointment })).toHaveCount(0);
  });
});
