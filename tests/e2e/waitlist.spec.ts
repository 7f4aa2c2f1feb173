/**
 * The waitlist (issue 29), end to end in Chromium on the phone viewport.
 *
 * 1. dr.rivera opens Waitlist from the menu, adds a client with the
 *    appointment form's contact autocomplete, edits the entry's days,
 *    removes it (confirmed): it moves to 'Done and removed'. axe clean.
 * 1b. dr.rivera, with the calendar's day loaded, books a waiting client by
 *    hand through the dialog into a taken evening: the overlap question,
 *    Yes; the entry shows 'Booked' and the calendar, back on that day
 *    without a reload, shows the new booking.
 * 2. The whole loop with two browser contexts: alex.client asks for an
 *    earlier appointment from their portal home; dr.rivera (calendar open
 *    on the day) cancels a booked session that fits; the offer appears on
 *    Alex's home; Alex accepts on the phone; dr.rivera's calendar shows
 *    Alex's new booking without a reload.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AppointmentSaveResponse, FormDetailsResponse } from '../../domain/contract/appointment';
import { messages } from '../../domain/messages';
import { waitlistTexts as t } from '../../features/waitlist/copy';
import { apiJson, goToDay, sessionHeaders, summaries } from './support/appointments';
import { seriousViolations } from './support/axe';
import { oneOffPayload } from './support/one-off-payload';
import { demoUsers, signIn } from './support/session';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const NY = 'America/New_York';

/** A weekday at least two days ahead (New York), away from the seed's planning day (today + 5), at 14:10. */
function freedSlotStart(): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: NY }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  for (let ahead = 2; ahead < 12; ahead++) {
    const day = new Date(Date.UTC(y, m - 1, d + ahead, 12));
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6 || ahead === 5) continue;
    // 14:10 in New York on that day: 18:10 or 19:10 UTC, whichever reads 14:10 there.
    for (const utcHour of [18, 19]) {
      const at = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), utcHour, 10));
      if (new Intl.DateTimeFormat('en-US', { timeZone: NY, hour: 'numeric', hourCycle: 'h23' }).format(at) === '14') return at;
    }
  }
  throw new Error('no weekday found');
}

async function openWaitlistFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: t.menu }).click();
  await expect(page).toHaveURL(/\/waitlist$/);
  await expect(page.getByTestId('waitlist-screen')).toBeVisible();
}

async function formContacts(request: APIRequestContext, headers: Record<string, string>): Promise<FormDetailsResponse> {
  return apiJson<FormDetailsResponse>(await request.get(`/api/appointment/form_details?providerId=${headers.userid}`, { headers }));
}

/** Takes the active entries of contacts whose name matches off dr.rivera's list, so a retry starts clean. */
async function clearActive(request: APIRequestContext, headers: Record<string, string>, name: RegExp): Promise<void> {
  const list = await request.get(`/api/waitlist/list/${headers.userid}`, { headers });
  if (!list.ok()) return;
  const { entries } = (await list.json()) as { entries: { id: number; status: string; contact: { name: string } }[] };
  for (const e of entries) {
    if ((e.status === 'waiting' || e.status === 'offered') && name.test(e.contact.name)) await request.delete(`/api/waitlist/remove/${e.id}`, { headers });
  }
}

test('given dr.rivera on the waitlist screen when a client is added, edited and removed should show each step and stay axe clean', async ({ page }) => {
  await signIn(page, demoUsers.provider);
  const headers = await sessionHeaders(page);
  const details = await formContacts(page.request, headers);
  const client = details.details.clients.find((c) => !c.name.includes('Alex'));
  expect(client, 'the seed has a client besides Alex').toBeTruthy();
  await clearActive(page.request, headers, new RegExp(client!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await openWaitlistFromMenu(page);

  await page.getByRole('button', { name: t.add }).click();
  const editor = page.getByTestId('waitlist-editor');
  await expect(editor.getByRole('heading', { name: t.addTitle })).toBeVisible();
  // Save without a contact: the server's words, in the dialog.
  await editor.getByRole('button', { name: t.save }).click();
  await expect(editor.getByText(messages.waitlistContactInvalid)).toBeVisible();
  await editor.getByRole('combobox', { name: t.contact }).fill(client!.name.slice(0, 4));
  await page.getByRole('option', { name: new RegExp(client!.name) }).first().click();
  await expect(editor.getByTestId('waitlist-chosen-contact')).toContainText(client!.name);
  await editor.getByRole('checkbox', { name: 'Sat' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await editor.getByRole('button', { name: t.save }).click();
  await expect(editor).toBeHidden();

  const card = page.getByRole('list', { name: /Waitlist/ }).getByRole('article', { name: client!.name });
  await expect(card).toContainText(t.status.waiting);
  await expect(card).toContainText('Mon, Tue, Wed, Thu, Fri, Sat');
  await expect(card.getByRole('button', { name: t.book })).toBeEnabled();

  await card.getByRole('button', { name: t.edit }).click();
  await editor.getByRole('checkbox', { name: 'Sat' }).uncheck();
  await editor.getByRole('button', { name: t.save }).click();
  await expect(editor).toBeHidden();
  await expect(card).toContainText(t.weekdays);

  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: t.remove }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.remove }).click();
  await expect(card).toBeHidden();
  const done = page.getByRole('region', { name: t.earlier });
  await expect(done.getByRole('article', { name: client!.name }).first()).toContainText(t.status.removed);
});

/** 21:00 in New York, nine days ahead (away from the seed's planning day and the loop's weekday afternoons). */
function eveningNineDaysAhead(): { day: Date; iso: string; start: Date } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: NY }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const day = new Date(y, m - 1, d + 9);
  const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  // The browser and this process both run in New York (playwright.config timezoneId, the seed's zone).
  for (const utcHour of [1, 2]) {
    const start = new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate() + 1, utcHour, 0));
    if (new Intl.DateTimeFormat('en-CA', { timeZone: NY }).format(start) === iso && new Intl.DateTimeFormat('en-US', { timeZone: NY, hour: 'numeric', hourCycle: 'h23' }).format(start) === '21') return { day, iso, start };
  }
  throw new Error('no 21:00 found');
}

test('given dr.rivera with a day loaded when a waiting client is booked by hand into a taken evening should ask the overlap question, show the entry booked and the booking on that day', async ({ page }) => {
  await signIn(page, demoUsers.provider);
  const headers = await sessionHeaders(page);
  const clients = (await formContacts(page.request, headers)).details.clients.filter((c) => !c.name.includes('Alex'));
  const [waiting, other] = [clients[1], clients[2]];
  expect(waiting && other, 'the seed has three clients besides Alex').toBeTruthy();
  const escaped = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await clearActive(page.request, headers, escaped(waiting!.name));
  const { day, iso, start } = eveningNineDaysAhead();
  const made: number[] = [];
  try {
    const added = await page.request.post('/api/waitlist/add', {
      headers,
      data: {
        provider_id: Number(headers.userid),
        contact: { kind: 'client', id: waiting!.id },
        wishes: { days: [0, 1, 2, 3, 4, 5, 6], windows: [{ start_minute: 19 * 60, end_minute: 22 * 60 }], location_kinds: ['video', 'phone'], earliest_date: null, latest_date: null, length_minutes: 50, timezone: NY },
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
    // The evening is taken: another client at 21:00.
    const saved = await apiJson<AppointmentSaveResponse>(
      await page.request.post('/api/appointment/add', { headers, data: oneOffPayload({ providerId: Number(headers.userid), contactId: other!.id, start, minutes: 50, extra: { is_phone: true } }) }),
    );
    if (saved.res === false) throw new Error('not booked');
    made.push(saved.res.id);
    // The calendar loads that day's week before the booking.
    await goToDay(page, day);
    await expect(summaries(page).filter({ hasText: other!.name.split(',')[0]! }).first()).toBeVisible();
    // The seed's series may hold the client that day too: count, do not expect none.
    const waitingOnDay = summaries(page).filter({ hasText: waiting!.name.split(',')[0]! });
    const before = await waitingOnDay.count();

    await openWaitlistFromMenu(page);
    const card = page.getByRole('list', { name: /Waitlist/ }).getByRole('article', { name: waiting!.name });
    await card.getByRole('button', { name: t.book }).click();
    const dialog = page.getByRole('dialog', { name: t.bookTitle(waiting!.name) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: t.bookLength })).toHaveValue('50');
    const where = dialog.getByRole('combobox', { name: t.bookWhere });
    await expect(where.getByRole('option')).toHaveText([t.kindNames.video, t.kindNames.phone]);
    await expect(dialog.getByRole('link', { name: t.openFullForm })).toHaveAttribute('href', new RegExp(`/add\\?provider=${headers.userid}&contact=person-${waiting!.id}$`));
    await dialog.getByLabel(t.bookDay).fill(iso);
    await dialog.getByRole('combobox', { name: t.bookStart }).selectOption(String(21 * 60));
    await where.selectOption('phone');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t.bookSubmit }).click();

    const question = page.getByTestId('waitlist-overlap');
    await expect(question).toContainText(messages.overlapQuestion);
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    // The server's words in the message popup, which hides the page until OK.
    const said = page.getByRole('dialog', { name: 'Message' });
    await expect(said).toContainText(messages.waitlistEntryBooked);
    await said.getByRole('button', { name: 'OK' }).click();
    const done = page.getByRole('region', { name: t.earlier });
    await expect(done.getByRole('article', { name: waiting!.name }).first()).toContainText(t.status.booked);

    // Back on the calendar (no reload): the day shows both.
    await page.goBack();
    await expect(page).toHaveURL(/\/daily$/);
    await expect(summaries(page).filter({ hasText: other!.name.split(',')[0]! }).first()).toBeVisible();
    await expect(waitingOnDay).toHaveCount(before + 1);
  } finally {
    const list = await page.request.get(`/api/waitlist/list/${headers.userid}?all=1`, { headers });
    if (list.ok()) {
      const { entries } = (await list.json()) as { entries: { id: number; status: string; contact: { id: number }; appointment_id: number | null }[] };
      for (const e of entries.filter((x) => x.contact.id === waiting!.id)) {
        if (e.status === 'waiting' || e.status === 'offered') await page.request.delete(`/api/waitlist/remove/${e.id}`, { headers });
        if (e.appointment_id !== null) made.push(e.appointment_id);
      }
    }
    for (const id of new Set(made)) await page.request.delete(`/api/appointment/delete/${id}/single/delete`, { headers });
  }
});

test('given alex.client on the waitlist when dr.rivera cancels a fitting session should offer it on the portal home, and Alex accepting on the phone should show the booking on the calendar live', async ({ browser }) => {
  const staffContext = await browser.newContext();
  const clientContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const client = await clientContext.newPage();
  let booked: number | null = null;
  let headers: Record<string, string> = {};
  try {
    await signIn(staff, demoUsers.provider);
    headers = await sessionHeaders(staff);
    await clearActive(staff.request, headers, /Alex/);

    // Alex asks for an earlier appointment: weekdays, 8 AM to 6 PM, anywhere, 50 minutes.
    await signIn(client, demoUsers.portalClient);
    const ask = client.getByRole('button', { name: t.portalAsk });
    await expect(ask).toBeVisible();
    await ask.click();
    await client.getByRole('button', { name: t.join }).click();
    await expect(client.getByTestId('portal-waitlist-status')).toHaveText(messages.waitlistJoined);
    await expect(client.getByRole('button', { name: t.leave })).toBeVisible();

    // dr.rivera books another client a fitting session, then watches that day.
    const details = await formContacts(staff.request, headers);
    const other = details.details.clients.find((c) => !c.name.includes('Alex'));
    const start = freedSlotStart();
    const payload = oneOffPayload({ providerId: Number(headers.userid), contactId: other!.id, start, minutes: 50, extra: { is_phone: true } });
    const saved = await apiJson<AppointmentSaveResponse>(await staff.request.post('/api/appointment/add', { headers, data: payload }));
    if (saved.res === false) throw new Error('not booked');
    booked = saved.res.id;
    const day = new Date(start.getFullYear(), start.getMonth(), start.getDate());
    await goToDay(staff, day);
    await expect(summaries(staff).filter({ hasText: other!.name.split(',')[0]! }).first()).toBeVisible();

    // The practice cancels it: the slot is free.
    expect((await staff.request.delete(`/api/appointment/delete/${booked}/single/cancel`, { headers })).ok()).toBe(true);

    // The offer reaches Alex's home (live, or on a reload: the job runs beside the request).
    const offer = client.getByTestId('portal-waitlist').getByRole('article', { name: t.offerTitle });
    await expect(async () => {
      if (!(await offer.isVisible())) await client.reload();
      await expect(offer).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000, intervals: [1_000, 2_000, 5_000] });
    await expect(offer).toContainText(t.whereNames.phone);
    expect(await seriousViolations(client)).toEqual([]);
    await offer.getByRole('button', { name: t.accept }).click();
    await expect(client.getByTestId('waitlist-offer-outcome').first()).toHaveText(messages.waitlistOfferAccepted);

    // dr.rivera's calendar, open all along, shows Alex's new booking.
    await expect(summaries(staff).filter({ hasText: 'Alex' }).first()).toBeVisible({ timeout: 30_000 });
  } finally {
    // Leave the shared database as the other specs expect: Alex off the list, the sessions gone.
    if (headers.token) {
      const list = await staff.request.get(`/api/waitlist/list/${headers.userid}?all=1`, { headers });
      if (list.ok()) {
        const { entries } = (await list.json()) as { entries: { id: number; status: string; appointment_id: number | null }[] };
        for (const e of entries) {
          if (e.status === 'waiting' || e.status === 'offered') await staff.request.delete(`/api/waitlist/remove/${e.id}`, { headers });
          if (e.appointment_id !== null) await staff.request.delete(`/api/appointment/delete/${e.appointment_id}/single/delete`, { headers });
        }
      }
      if (booked !== null) await staff.request.delete(`/api/appointment/delete/${booked}/single/delete`, { headers });
    }
    await staffContext.close();
    await clientContext.close();
  }
});
