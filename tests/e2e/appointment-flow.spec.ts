/**
 * Issue #4's required flow, through the screens only: book a weekly series
 * on /add, edit one occurrence ('Save for this appointment only'), edit
 * 'Save For Future' from a later one, cancel and un-cancel one occurrence,
 * then delete the series — checking the daily calendar after each step.
 *
 * The series is dr.rivera's with Marcus Bell at 07:00, two weeks ahead, so
 * it never meets the seed's appointments or the other specs' days; the test
 * deletes everything it booked.
 */
import { expect, test, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { appointmentFormTexts as t, messages } from '../../domain/messages';
import { formatClientName } from '../../domain/names';
import {
  browserToday,
  detailAction,
  detailTitle,
  goToDay,
  openDetail,
  summaries,
} from './support/appointments';
import { shownRange } from './support/clock';
import { demoUsers, signIn } from './support/session';

const MARCUS = formatClientName({ firstName: 'Marcus', lastName: 'Bell' }, 1, 1);
const ORIGINAL = shownRange('07:00–07:45');
const SINGLE = shownRange('08:00–08:45');
const FUTURE = shownRange('06:00–06:45');
const ALL_TIMES = [ORIGINAL, SINGLE, FUTURE];

/** Marcus Bell's summaries of the series on the selected day. */
const ours = (page: Page) =>
  summaries(page)
    .filter({ hasText: MARCUS })
    .filter({ hasText: new RegExp(ALL_TIMES.join('|')) });

/** What the daily view shows of the series on `day`: its time, struck-through flag, or nothing. */
async function expectDay(page: Page, day: Date, expected: { time: string; cancelled?: boolean } | null): Promise<void> {
  await goToDay(page, day);
  if (expected === null) {
    // Wait for the day's list (or 'Nothing to show') before asserting absence.
    await expect(page.getByTestId('calendar-empty').or(summaries(page).first())).toBeVisible();
    await expect(ours(page)).toHaveCount(0);
    return;
  }
  const item = ours(page);
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(expected.time);
  await expect(item.locator('s')).toHaveCount(expected.cancelled ? 1 : 0);
}

/** Sets a TimePicker24 (hours and minutes selects in a group named `label`). */
async function setTime(page: Page, label: string, hour: number, minute: number): Promise<void> {
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByRole('combobox', { name: 'Hours' }).selectOption(String(hour));
  await group.getByRole('combobox', { name: 'Minutes' }).selectOption(String(minute));
}

/** Opens the series' occurrence on `day` (at `time`) in the detail screen. */
async function openOccurrence(page: Page, day: Date, time: string): Promise<void> {
  await goToDay(page, day);
  await openDetail(page, time);
  await expect(detailTitle(page)).toHaveText(MARCUS);
}

/** Edit, change the times, Save, answer the Save-choice popup; the app returns to /daily. */
async function editTimes(
  page: Page,
  start: [number, number],
  end: [number, number],
  choice: string,
): Promise<void> {
  await page.getByRole('group', { name: messages.detailActions }).getByRole('button', { name: messages.detailEdit }).click();
  await expect(page.getByRole('group', { name: t.startTime, exact: true })).toBeVisible({ timeout: 15_000 });
  // While editing the end keeps its distance from the start (spec 4, issue 17): the start first, then the end.
  await setTime(page, t.startTime, ...start);
  await setTime(page, t.endTime, ...end);
  await page.getByRole('button', { name: messages.detailSave, exact: true }).click();
  const popup = page.getByTestId('save-choice-popup');
  await expect(popup.getByRole('heading', { name: messages.saveChoiceQuestion })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes('/api/appointment/edit') && r.request().method() === 'PUT');
  await popup.getByRole('button', { name: choice }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page).toHaveURL(/\/daily$/);
}

test('should book, edit (single and future), cancel, un-cancel and delete a weekly series through the screens', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, demoUsers.provider);
  const start = addDays(await browserToday(page), 14);
  const week = (n: number) => addDays(start, 7 * n);

  // 1. Book: /add from the day, Marcus Bell 07:00-07:45, weekly.
  await goToDay(page, start);
  await page.getByRole('link', { name: t.addAppointment }).click();
  await expect(page).toHaveURL(/\/add$/);
  const contact = page.getByRole('combobox', { name: t.contact });
  await expect(contact).toBeVisible({ timeout: 15_000 });
  await contact.fill('Bell');
  await page.getByRole('option', { name: new RegExp(MARCUS) }).click();
  await expect(page.getByLabel(t.date, { exact: true }).and(page.locator('input'))).toHaveValue(format(start, 'yyyy-MM-dd'));
  await setTime(page, t.startTime, 7, 0);
  await setTime(page, t.endTime, 7, 45);
  await page.getByRole('combobox', { name: t.repeat, exact: true }).selectOption({ label: 'Weekly' });
  const booked = page.waitForResponse((r) => r.url().includes('/api/appointment/add') && r.request().method() === 'POST');
  await page.getByRole('button', { name: t.save, exact: true }).click();
  expect((await booked).ok()).toBe(true);
  await expect(page).toHaveURL(/\/daily$/);
  await expectDay(page, addDays(start, -7), null);
  for (const n of [0, 1, 2, 3]) await expectDay(page, week(n), { time: ORIGINAL });

  // The detail says it repeats weekly.
  await openOccurrence(page, start, ORIGINAL);
  await expect(page.getByTestId('appointment-repeat')).toContainText('Every week on');
  await page.getByRole('button', { name: 'Back', exact: true }).click();

  // 2. Edit one occurrence (week 1) only.
  await openOccurrence(page, week(1), ORIGINAL);
  await editTimes(page, [8, 0], [8, 45], messages.saveSingle);
  await expectDay(page, week(1), { time: SINGLE });
  await expectDay(page, week(0), { time: ORIGINAL });
  await expectDay(page, week(2), { time: ORIGINAL });

  // 3. Edit 'future' from week 2: weeks 0 and 1 keep theirs, 2 onwards change.
  await openOccurrence(page, week(2), ORIGINAL);
  await editTimes(page, [6, 0], [6, 45], messages.saveFuture);
  await expectDay(page, week(0), { time: ORIGINAL });
  await expectDay(page, week(1), { time: SINGLE });
  await expectDay(page, week(2), { time: FUTURE });
  await expectDay(page, week(3), { time: FUTURE });

  // 4. Cancel one occurrence (week 3), then un-cancel it.
  await openOccurrence(page, week(3), FUTURE);
  await detailAction(page, messages.detailCancel, messages.scopeSingle);
  await expect(detailTitle(page).locator('s')).toHaveText(MARCUS);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectDay(page, week(3), { time: FUTURE, cancelled: true });
  await expectDay(page, week(4), { time: FUTURE });
  await expectDay(page, week(2), { time: FUTURE });

  await openOccurrence(page, week(3), FUTURE);
  await detailAction(page, messages.detailUncancel, messages.scopeSingle);
  await expect(detailTitle(page).locator('s')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectDay(page, week(3), { time: FUTURE });

  // 5. Delete 'This and following' from week 2: weeks 0 and 1 stay.
  await openOccurrence(page, week(2), FUTURE);
  await detailAction(page, messages.detailDelete, messages.scopeFuture);
  await expect(page).toHaveURL(/\/daily$/);
  await expectDay(page, week(2), null);
  await expectDay(page, week(3), null);
  await expectDay(page, week(1), { time: SINGLE });
  await expectDay(page, week(0), { time: ORIGINAL });

  // 6. Delete 'All in the series' from the first: nothing of it is left.
  await openOccurrence(page, week(0), ORIGINAL);
  await detailAction(page, messages.detailDelete, messages.scopeAll);
  await expect(page).toHaveURL(/\/daily$/);
  for (const n of [0, 1, 2, 3, 4]) await expectDay(page, week(n), null);
});
