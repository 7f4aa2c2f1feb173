/**
 * Compose and mail search (issue 12): a provider writes to a portal client
 * with a bold word and a PDF made here; the client opens it, downloads the
 * file and replies; the reply reaches the provider. A saved draft survives
 * a reload; leaving compose with unsaved text asks first (header Back,
 * browser Back, an in-app link). The search panel finds the mail by subject
 * and wants a filter. Every subject carries Date.now(): other specs share
 * the seeded database, so only our own mail is asserted.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailSearchTexts, mailTexts, messages, removeLabel } from '../../domain/messages';
import { mailComposeTexts } from '../../features/mail/copy';
import { sessionHeaders } from './support/appointments';
import { seriousViolations } from './support/axe';
import { dismissNotice } from './support/notices';
import { demoUsers, navigateInApp, signIn } from './support/session';

const RIVERA = 'Maria Rivera';
const ALEX = 'Alex Morgan';
const FILE_NAME = 'care-plan.pdf';

/** A one-page PDF, enough for a viewer to open. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function userPage(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

/** The global popup says `text`; OK closes it (it is modal: nothing else can be pressed meanwhile). */
async function acknowledge(page: Page, text: string): Promise<void> {
  const popup = page.getByTestId('message-popup').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
}

const body = (page: Page) => page.getByRole('textbox', { name: mailComposeTexts.message });
const subjectField = (page: Page) => page.getByRole('textbox', { name: mailComposeTexts.subject });
const row = (page: Page, subject: string) => page.getByTestId('mail-list').getByRole('link').filter({ hasText: subject });

/** The number on the Sections bar's Mail badge (0 when it shows none). */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByRole('navigation', { name: 'Sections' }).getByTestId('mail-badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.locator('[aria-hidden="true"]').textContent()) ?? '0');
}

async function openInbox(page: Page): Promise<void> {
  await navigateInApp(page, '/emails/inbox');
  await expect(page.getByTestId('mail-list')).toBeVisible();
}

async function addRecipient(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: mailComposeTexts.to }).fill(name.split(' ')[0]!);
  await page.getByRole('option', { name }).click();
  await expect(page.getByTestId('compose-recipients')).toContainText(name);
}

test.describe('mail compose', () => {
  test('given a provider and a portal client, should send a formatted mail with a file, download it, reply, and deliver the reply', async ({ browser }) => {
    test.setTimeout(90_000);
    const subject = `Care plan ${Date.now()}`;
    const rivera = await userPage(browser, demoUsers.provider);
    // The client is signed in (on the calendar) before the mail is sent: their badge must rise live.
    const alex = await (await browser.newContext()).newPage();
    const counted = alex.waitForResponse((r) => r.url().includes('/api/portalemail/getInboxUnreadMailCount/'));
    await signIn(alex, demoUsers.portalClient);
    await counted;
    const alexBefore = await badgeCount(alex);

    await openInbox(rivera);
    await rivera.getByRole('link', { name: mailTexts.compose }).click();
    await expect(rivera).toHaveURL(/\/compose-email$/);
    await expect(rivera.getByTestId('compose-form')).toBeVisible();
    expect(await seriousViolations(rivera)).toEqual([]);

    await addRecipient(rivera, ALEX);
    await subjectField(rivera).fill(subject);
    await body(rivera).click();
    await rivera.keyboard.type('Please read ');
    await rivera.getByRole('button', { name: mailComposeTexts.bold }).click();
    await rivera.keyboard.type('carefully');
    await rivera.getByRole('button', { name: mailComposeTexts.bold }).click();
    await rivera.keyboard.type(' before Monday.');
    await expect(body(rivera).locator('b, strong')).toHaveText('carefully');
    await rivera.getByTestId('compose-file-input').setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF });
    await expect(rivera.getByTestId('compose-attachments')).toContainText(FILE_NAME);

    await rivera.getByRole('button', { name: mailComposeTexts.send }).click();
    await dismissNotice(rivera, messages.mailSent);
    // Back where compose was opened from.
    await expect(rivera).toHaveURL(/\/emails\/inbox$/);

    // The client hears of it live: the notice, and the badge one higher without a reload.
    await dismissNotice(alex, messages.newMail);
    await expect.poll(() => badgeCount(alex)).toBe(alexBefore + 1);

    // The client opens it, sees the bold word, downloads the file and replies.
    await openInbox(alex);
    await row(alex, subject).click();
    await expect(alex.getByTestId('mail-subject')).toHaveText(subject);
    await expect(alex.getByTestId('mail-body').locator('b, strong')).toHaveText('carefully');
    const download = alex.waitForEvent('download');
    await alex.getByRole('button', { name: `Download ${FILE_NAME}` }).click();
    expect((await download).suggestedFilename()).toBe(FILE_NAME);

    await alex.getByRole('link', { name: mailTexts.reply, exact: true }).click();
    await expect(alex).toHaveURL(/\/compose-email\?mode=reply&id=\d+/);
    await expect(subjectField(alex)).toHaveValue(`Re: ${subject}`);
    await expect(alex.getByTestId('compose-recipients')).toContainText(RIVERA);
    await expect(body(alex)).toContainText(`${RIVERA} wrote:`);
    await body(alex).click();
    await alex.keyboard.press('Control+Home');
    await alex.keyboard.type(`Thanks, will do ${subject}.`);
    await alex.getByRole('button', { name: mailComposeTexts.send }).click();
    await dismissNotice(alex, messages.mailSent);

    // The reply reaches the provider (live notice, and the inbox read afresh).
    await dismissNotice(rivera, messages.newMail);
    await navigateInApp(rivera, '/emails/sent');
    await openInbox(rivera);
    await expect(row(rivera, `Re: ${subject}`)).toBeVisible();
    await row(rivera, `Re: ${subject}`).click();
    await expect(rivera.getByTestId('mail-body')).toContainText(`Thanks, will do ${subject}.`);
    await expect(rivera.getByTestId('mail-body').locator('blockquote')).toContainText('carefully');

    // The search finds both by subject; with no filter ticked it asks for one.
    await openInbox(rivera);
    await rivera.getByRole('button', { name: mailTexts.searchMail }).click();
    const panel = rivera.getByTestId('mail-search-panel');
    await expect(panel.getByRole('searchbox', { name: mailSearchTexts.label })).toHaveAttribute('placeholder', mailSearchTexts.placeholder);
    await expect(panel.getByRole('checkbox', { name: mailSearchTexts.all })).toBeChecked();
    await panel.getByRole('searchbox', { name: mailSearchTexts.label }).fill(subject);
    await panel.getByRole('searchbox', { name: mailSearchTexts.label }).press('Enter');
    const results = panel.getByTestId('mail-search-results');
    await expect(results.getByRole('region', { name: mailSearchTexts.sent, exact: true })).toContainText(subject);
    await expect(results.getByRole('region', { name: mailSearchTexts.inbox, exact: true })).toContainText(`Re: ${subject}`);
    expect(await seriousViolations(rivera)).toEqual([]);

    await panel.getByText(mailSearchTexts.all, { exact: true }).click();
    await expect(panel.getByRole('checkbox', { name: mailSearchTexts.all })).not.toBeChecked();
    await panel.getByRole('button', { name: mailSearchTexts.go }).click();
    await acknowledge(rivera, messages.searchFilterRequired);

    // A result opens the mail.
    await panel.getByText(mailSearchTexts.subject, { exact: true }).click();
    await panel.getByRole('button', { name: mailSearchTexts.go }).click();
    await results.getByRole('region', { name: mailSearchTexts.inbox, exact: true }).getByRole('link').filter({ hasText: `Re: ${subject}` }).click();
    await expect(rivera).toHaveURL(/\/emails\/inbox\/\d+$/);
    await expect(rivera.getByTestId('mail-subject')).toHaveText(`Re: ${subject}`);

    await alex.context().close();
    await rivera.context().close();
  });

  test('given a saved draft, should reopen it after a reload, and ask before unsaved text is lost', async ({ page }) => {
    const subject = `Draft ${Date.now()}`;
    await signIn(page, demoUsers.provider);
    await openInbox(page);
    await page.getByRole('link', { name: mailTexts.compose }).click();
    await expect(page.getByTestId('compose-form')).toBeVisible();

    await subjectField(page).fill(subject);
    await body(page).click();
    await page.keyboard.type('Notes for the group session');
    await expect(page.getByTestId('compose-save-state')).toHaveText(mailComposeTexts.unsaved);
    await page.getByRole('button', { name: mailComposeTexts.saveDraft }).click();
    await acknowledge(page, messages.draftSaved);
    await expect(page).toHaveURL(/\/compose-email\?mode=draft&id=\d+$/);
    await expect(page.getByTestId('compose-save-state')).toHaveText(mailComposeTexts.saved);

    await page.reload();
    await expect(subjectField(page)).toHaveValue(subject);
    await expect(body(page)).toHaveText('Notes for the group session');

    // Unsaved again: the header's Back asks; Keep editing stays.
    await body(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and the handout');
    const leave = page.getByTestId('compose-leave-popup');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(leave).toBeVisible();
    await expect(leave).toContainText(mailComposeTexts.leaveTitle);
    await leave.getByRole('button', { name: mailComposeTexts.keepEditing }).click();
    await expect(leave).toHaveCount(0);
    await expect(page).toHaveURL(/\/compose-email\?mode=draft/);

    // The browser's Back asks too.
    await page.evaluate(() => window.history.back());
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: mailComposeTexts.keepEditing }).click();
    await expect(body(page)).toContainText('and the handout');

    // So does an in-app link; Discard leaves without saving.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Calendar' }).click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: mailComposeTexts.discard }).click();
    await expect(page).toHaveURL(/\/daily$/);

    // The draft kept what was saved, not the discarded words.
    await navigateInApp(page, '/emails/draft');
    await page.getByTestId('mail-list').getByRole('link').filter({ hasText: subject }).click();
    await expect(subjectField(page)).toHaveValue(subject);
    await expect(body(page)).toHaveText('Notes for the group session');
  });
  test('given a saved draft with a file, when the file is removed after reopening, should delete it on the server', async ({ page }) => {
    const subject = `Draft with a file ${Date.now()}`;
    await signIn(page, demoUsers.provider);
    await openInbox(page);
    await page.getByRole('link', { name: mailTexts.compose }).click();
    await subjectField(page).fill(subject);
    await page.getByTestId('compose-file-input').setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: mailComposeTexts.saveDraft }).click();
    await acknowledge(page, messages.draftSaved);
    await expect(page).toHaveURL(/\/compose-email\?mode=draft&id=\d+$/);

    // Reopened, the draft keeps the stored file; removing it deletes it there and then.
    await page.reload();
    const chips = page.getByTestId('compose-attachments');
    await expect(chips).toContainText(FILE_NAME);
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/portalemail/deleteFile/'));
    await chips.getByRole('button', { name: removeLabel(FILE_NAME) }).click();
    const answer = await deleted;
    expect(answer.status()).toBe(200);
    await expect(page.getByTestId('compose-attachments')).toHaveCount(0);
    // Nothing is left to save: the removal is already the draft's.
    await expect(page.getByTestId('compose-save-state')).toHaveText(mailComposeTexts.saved);

    const fileId = /deleteFile\/(\d+)/.exec(answer.url())![1];
    const download = await page.request.get(`/api/portalemail/attachment/${fileId}`, { headers: await sessionHeaders(page) });
    expect(download.status()).toBe(404);
    await page.reload();
    await expect(subjectField(page)).toHaveValue(subject);
    await expect(page.getByTestId('compose-attachments')).toHaveCount(0);
  });
});
