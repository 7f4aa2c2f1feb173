/**
 * Confirm from the reminder (issue 26 item 3), end to end: dr.rivera books
 * Alex Morgan a phone session with an e-mail reminder; the server's own job
 * sends the reminder to an SMTP server inside this test; the client opens the
 * link on a phone without signing in and confirms; dr.rivera's calendar,
 * open all along, shows the 'Confirmed' badge (live), and so does the detail.
 *
 * The spec runs its own server (its own data folder and SMTP_URL), as
 * forgot-password.spec.ts does; the web app is the shared e2e build.
 */
import { expect, test, type Page } from '@playwright/test';
import { instantToLocal } from '../../domain/appointments/local-time';
import type { AppointmentSaveResponse, FormDetailsResponse } from '../../domain/contract/appointment';
import { INSTALL_CHOICE_KEY, NOTIFICATION_CHOICE_KEY } from '../../domain/install/prompts';
import { messages, reminderAnswerTexts, reminderSettingsTexts } from '../../domain/messages';
import { parseMail } from '../api/mail-message';
import { startSmtpCapture, type SmtpCapture } from '../api/smtp-capture';
import { freePort, startServerProcess, type StartedServer } from '../server-process';
import { apiJson, goToDay, sessionHeaders, summaries } from './support/appointments';
import { seriousViolations } from './support/axe';
import { oneOffPayload } from './support/one-off-payload';
import { DEMO_PASSWORD, demoUsers, fillLogin } from './support/session';

const NY = 'America/New_York';
const ALEX_EMAIL = 'alex@meadow.example';
const LINK = /https?:\/\/[^\s/]+\/r\/([A-Za-z0-9_-]{34})/g;

let smtp: SmtpCapture;
let server: StartedServer;
/** The first test's booking and its link, which the second test answers again. */
let first: { id: number; start: Date; link: string } | undefined;
const url = (path: string) => `${server.base}${path}`;

test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpCapture();
  const port = await freePort();
  server = await startServerProcess(
    { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: smtp.url, RATE_LIMIT_MAX: '100000', LOGIN_MAX_FAILURES: '100', LOGIN_MAX_FAILURES_PER_IP: '1000' },
    170_000,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript((keys) => keys.forEach((key) => localStorage.setItem(key, 'dont_ask')), [INSTALL_CHOICE_KEY, NOTIFICATION_CHOICE_KEY]);
});

/** Books dr.rivera a phone session with Alex, `minutesAhead` from now, reminded by e-mail; answers its id and start. */
async function bookReminded(page: Page, minutesAhead: number): Promise<{ id: number; start: Date }> {
  const headers = await sessionHeaders(page);
  const providerId = Number(headers.userid);
  const details = await apiJson<FormDetailsResponse>(await page.request.get(url(`/api/appointment/form_details?providerId=${providerId}`), { headers }));
  const alex = details.details.clients.find((c) => c.name.includes('Alex'));
  expect(alex, 'the seed has the client Alex').toBeTruthy();
  const start = new Date(Math.ceil((Date.now() + minutesAhead * 60_000) / 60_000) * 60_000);
  const payload = oneOffPayload({
    providerId,
    contactId: alex!.id,
    start,
    minutes: 30,
    extra: { is_phone: true, notes: 'Private: not for the page', video_invitepref: 'E' },
  });
  const saved = await apiJson<AppointmentSaveResponse>(await page.request.post(url('/api/appointment/add'), { headers, data: payload }));
  if (saved.res === false) throw new Error('not booked');
  return { id: saved.res.id, start };
}

/** The reminder link the job e-mailed to Alex for this appointment (the token's first 4 bytes are its id). */
async function linkInReminder(id: number): Promise<string> {
  for (let waited = 0; waited < 110_000; waited += 1000) {
    for (const m of smtp.messages.filter((x) => x.to.includes(ALEX_EMAIL))) {
      for (const match of (parseMail(m.raw).text ?? '').matchAll(LINK)) {
        if (Buffer.from(match[1]!, 'base64url').readUInt32BE(0) === id) return `/r/${match[1]}`;
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('no reminder e-mail with a link for the appointment');
}

test('given the link in a reminder e-mail, when the client confirms on a phone, should say so, and dr.rivera should see the Confirmed badge live and on the detail', async ({ page, browser }) => {
  await page.goto(url('/login'));
  await fillLogin(page, demoUsers.provider, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/daily$/);
  const { id, start } = await bookReminded(page, 90);
  const l = instantToLocal(start, NY);
  await goToDay(page, new Date(l.year, l.month - 1, l.day));
  const card = summaries(page).filter({ has: page.locator(`a[href="/appointment_detail/${id}"]`) });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('confirmation-badge')).toHaveCount(0);

  const link = await linkInReminder(id);
  first = { id, start, link };

  // The client: another phone, not signed in.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', timezoneId: NY });
  const client = await phone.newPage();
  await client.goto(url(link));
  await expect(client.getByText(reminderAnswerTexts.when)).toBeVisible();
  await expect(client.getByText(reminderAnswerTexts.byPhone)).toBeVisible();
  await expect(client.getByText('Private')).toHaveCount(0);
  await expect(client.getByText('Alex')).toHaveCount(0);
  // 90 minutes ahead, inside the practice's 24 hours: no Cancel here, the page says to call.
  await expect(client.getByRole('button', { name: reminderAnswerTexts.cancel })).toHaveCount(0);
  await expect(client.getByText(reminderAnswerTexts.tooLateToCancel)).toBeVisible();
  expect(await seriousViolations(client)).toEqual([]);
  await client.getByRole('button', { name: reminderAnswerTexts.confirm }).click();
  const outcome = client.getByTestId('reminder-answer-outcome');
  await expect(outcome).toHaveText(reminderAnswerTexts.confirmed);
  await expect(outcome).toBeFocused();
  await expect(client.getByRole('button', { name: reminderAnswerTexts.confirm })).toHaveCount(0);
  expect(await seriousViolations(client)).toEqual([]);

  // Used again: what already happened.
  await client.reload();
  await expect(outcome).toHaveText(reminderAnswerTexts.alreadyConfirmed);
  // Altered: the plain text, nothing else.
  const altered = `${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`;
  await client.goto(url(altered));
  await expect(outcome).toHaveText(messages.reminderLinkInvalid);
  await expect(client.getByRole('button')).toHaveCount(0);
  await phone.close();

  // dr.rivera's calendar followed without a reload.
  await expect(card.getByTestId('confirmation-badge')).toHaveText(reminderAnswerTexts.badge.confirmed);
  await card.getByRole('link').click();
  await expect(page.getByTestId('appointment-confirmation')).toHaveText(reminderAnswerTexts.badge.confirmed);
  expect(await seriousViolations(page)).toEqual([]);
});

/** dr.rivera saves the Reminders screen with these values typed in. */
async function saveSettings(page: Page, fields: { window?: string; phone?: string }): Promise<void> {
  await page.goto(url('/reminders'));
  if (fields.phone !== undefined) await page.getByLabel(reminderAnswerTexts.phoneLabel).fill(fields.phone);
  if (fields.window !== undefined) await page.getByLabel(reminderAnswerTexts.windowLabel).fill(fields.window);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings/reminders') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: reminderSettingsTexts.save }).click();
  expect((await saved).status()).toBe(200);
  // Closed as a user would: an axe scan while the popup fades in reads its half-transparent OK as low contrast.
  const popup = page.getByTestId('message-popup');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
}

test("given the practice's phone and then a 1-hour window on Reminders, the link's page should show the phone, then let the client cancel, and the calendar should say 'Cancelled by client'", async ({ page, browser }) => {
  expect(first, 'the first test booked and confirmed').toBeDefined();
  const { id, start, link } = first!;
  await page.goto(url('/login'));
  await fillLogin(page, demoUsers.provider, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/daily$/);
  await saveSettings(page, { phone: '2125550199' });
  await expect(page.getByLabel(reminderAnswerTexts.phoneLabel)).toHaveValue('212-555-0199');
  expect(await seriousViolations(page)).toEqual([]);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', timezoneId: NY });
  const client = await phone.newPage();
  await client.goto(url(link));
  await expect(client.getByRole('link', { name: `${reminderAnswerTexts.callPractice}: 212-555-0199` })).toHaveAttribute('href', 'tel:2125550199');

  await saveSettings(page, { window: '1' });
  await client.reload();
  await client.getByRole('button', { name: reminderAnswerTexts.cancel }).click();
  await expect(client.getByTestId('reminder-answer-outcome')).toHaveText(reminderAnswerTexts.cancelled);
  await expect(client.getByRole('button')).toHaveCount(0);
  await phone.close();

  await page.goto(url('/daily'));
  const l = instantToLocal(start, NY);
  await goToDay(page, new Date(l.year, l.month - 1, l.day));
  const card = summaries(page).filter({ has: page.locator(`a[href="/appointment_detail/${id}"]`) });
  await expect(card.getByTestId('confirmation-badge')).toHaveText(reminderAnswerTexts.badge.cancelled);
  await expect(card).toHaveAttribute('data-cancelled', 'true');
});
