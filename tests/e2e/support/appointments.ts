/**
 * Helpers of the appointment specs (appointment-detail, appointment-flow):
 * the browser's today, moving the daily view to a day, opening a summary,
 * the detail screen's parts, and direct API calls with the page's session.
 */
import { expect, type APIResponse, type Page } from '@playwright/test';
import { differenceInCalendarDays, format } from 'date-fns';
import { messages } from '../../../domain/messages';

/** Today as the browser (New York, like the seed) sees it. */
export async function browserToday(page: Page): Promise<Date> {
  const parts = await page.evaluate(() => {
    const d = new Date();
    return [d.getFullYear(), d.getMonth(), d.getDate()] as const;
  });
  return new Date(parts[0], parts[1], parts[2]);
}

/** The day heading of the daily and monthly views in the browser's en-US: 'Tue, Nov 24'. */
export const displayDay = (date: Date) => format(date, 'EEE, MMM d');
export const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');
/** The detail screen's beautified date. */
export const beautified = (date: Date) => format(date, 'EEEE, MMMM d, yyyy');

export const summaries = (page: Page) => page.getByTestId('appointment-summary');
export const selectedDay = (page: Page) => page.getByTestId('selected-day');

/** On /daily: moves the selected day to `target` with the Previous/Next day buttons. */
export async function goToDay(page: Page, target: Date): Promise<void> {
  await expect(selectedDay(page)).toBeVisible();
  // The heading carries the day it shows as 'YYYY-MM-DD'.
  const shown = await selectedDay(page).getAttribute('data-day');
  const [yyyy, mm, dd] = (shown ?? '').split('-').map(Number) as [number, number, number];
  const steps = differenceInCalendarDays(target, new Date(yyyy, mm - 1, dd));
  const button = page.getByRole('button', { name: steps < 0 ? messages.previousDay : messages.nextDay });
  for (let i = 0; i < Math.abs(steps); i++) await button.click();
  await expect(selectedDay(page)).toHaveText(displayDay(target));
}

/** The day's summary whose text holds `text`. */
export const summary = (page: Page, text: string) => summaries(page).filter({ hasText: text });

/** Opens the detail of the day's summary holding `text` and waits for it to load. */
export async function openDetail(page: Page, text: string): Promise<void> {
  await summary(page, text).getByRole('link').click();
  await expect(page).toHaveURL(/\/appointment_detail\/\d+$/);
  await expect(detailTitle(page)).toBeVisible();
}

export const detailTitle = (page: Page) => page.getByTestId('appointment-title');
export const actionPopup = (page: Page) => page.getByTestId('action-popup');

/** The header's back button. */
export async function back(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Back', exact: true }).click();
}

/** Runs Cancel, Un-cancel or Delete on the open detail and answers its popup. */
export async function detailAction(
  page: Page,
  button: string,
  choice: string,
): Promise<void> {
  await page.getByRole('group', { name: messages.detailActions }).getByRole('button', { name: button, exact: true }).click();
  const popup = actionPopup(page);
  await expect(popup).toBeVisible();
  const done = page.waitForResponse((r) => r.url().includes('/api/appointment/delete/') && r.request().method() === 'DELETE');
  await popup.getByRole('button', { name: choice, exact: true }).click();
  expect((await done).ok()).toBe(true);
  await expect(popup).toBeHidden();
}

/** The page's session headers, for calls a test makes itself. */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const stored = await page.evaluate(() => sessionStorage.getItem('meadow.session'));
  const session = JSON.parse(stored ?? 'null') as { userId: number; token: string } | null;
  if (!session) throw new Error('not signed in');
  return { token: session.token, userid: String(session.userId) };
}

export async function apiJson<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export const daysBetween = differenceInCalendarDays;
