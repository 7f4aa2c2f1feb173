/**
 * Attendance (issue 26, item 4) on a phone: dr.rivera marks today's Alex
 * Morgan appointment Attended with a reason on its detail, sees the muted
 * badge on the daily calendar's card and the history with its counts on
 * Alex's contact screen, then clears the mark (badge and history gone).
 * The e2e database is shared by the specs: the mark is cleared at the end
 * in any case.
 */
import { expect, test, type Page } from '@playwright/test';
import { contactsTexts, messages } from '../../domain/messages';
import { formatClientName } from '../../domain/names';
import { back, openDetail, sessionHeaders, summary } from './support/appointments';
import { seriousViolations } from './support/axe';
import { demoUsers, navigateInApp, signIn } from './support/session';

const ALEX = formatClientName({ firstName: 'Alex', lastName: 'Morgan', middleName: '' }, 1, 1);
const REASON = 'Arrived ten minutes early';

const panel = (page: Page) => page.getByTestId('attendance-panel');

async function saveAttendance(page: Page, button: string): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().includes('/api/appointment/attendance/') && r.request().method() === 'PUT');
  await panel(page).getByRole('button', { name: button }).click();
  expect((await saved).ok()).toBe(true);
}

async function openAlexContact(page: Page) {
  await navigateInApp(page, '/contacts');
  await page.getByRole('searchbox', { name: contactsTexts.searchContacts, exact: true }).fill('Morgan');
  await page.getByRole('list', { name: contactsTexts.contactsTitle }).getByRole('button', { name: /^(Alex.*Morgan|Morgan.*Alex)/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('attendance-section')).toBeVisible();
  return dialog;
}

test("given today's Alex Morgan appointment, staff should mark it Attended, see the badge on the calendar and the history on the contact screen, and clear it", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, demoUsers.provider);
  await openDetail(page, ALEX);
  const id = Number(/\/appointment_detail\/(\d+)$/.exec(page.url())?.[1]);
  try {
    // Not marked yet: Save waits for a choice, and Clear is not offered.
    await expect(panel(page).getByRole('heading', { name: messages.attendance })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: messages.attendanceSave })).toBeDisabled();
    await expect(panel(page).getByRole('button', { name: messages.attendanceClear })).toHaveCount(0);

    // Keyboard: the radios are one Tab stop; Space picks the focused one.
    await panel(page).getByRole('radio', { name: messages.attendanceAttended }).focus();
    await page.keyboard.press('Space');
    await expect(panel(page).getByRole('radio', { name: messages.attendanceAttended })).toBeChecked();
    await panel(page).getByRole('textbox', { name: messages.attendanceReason }).fill(REASON);
    await saveAttendance(page, messages.attendanceSave);
    await expect(page.getByTestId('detail-status')).toHaveText(messages.attendanceSaved);
    await expect(page.getByTestId('appointment-attendance')).toContainText(messages.attendanceAttended);
    await expect(page.getByTestId('appointment-attendance')).toContainText(REASON);
    // Cancel and Un-cancel are untouched: the appointment is not cancelled.
    await expect(page.getByTestId('cancelled-badge')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await back(page);
    await expect(summary(page, ALEX).getByTestId('attendance-badge')).toHaveText(messages.attendanceAttended);

    const dialog = await openAlexContact(page);
    const counts = dialog.getByTestId('attendance-counts');
    await expect(counts.getByRole('definition').first()).toHaveText('1');
    await expect(counts).toContainText(`${messages.attendanceNoShow}0`);
    const history = dialog.getByTestId('attendance-history');
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText(messages.attendanceAttended);
    await expect(history).toContainText(REASON);
    expect(await seriousViolations(page)).toEqual([]);

    // The history's entry opens the detail, where the mark is cleared.
    await history.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/appointment_detail/${id}$`));
    await saveAttendance(page, messages.attendanceClear);
    await expect(page.getByTestId('detail-status')).toHaveText(messages.attendanceCleared);
    await expect(page.getByTestId('appointment-attendance')).toHaveCount(0);
    await expect(panel(page).getByRole('radio', { checked: true })).toHaveCount(0);

    const again = await openAlexContact(page);
    await expect(again.getByText(messages.attendanceNoHistory)).toBeVisible();
  } finally {
    // Whatever happened above, the shared database keeps no mark.
    await page.request.put(`/api/appointment/attendance/${id}`, { headers: await sessionHeaders(page), data: { attendance: null } }).catch(() => undefined);
  }
});
