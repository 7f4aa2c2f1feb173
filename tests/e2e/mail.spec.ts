/**
 * The mail client (issue 12): dr.rivera's inbox, the unread seed mail and
 * its badge, favourite, moving to the 'Billing' folder and back, Trash and
 * restore, custom folders, signatures (offered in compose; none for a
 * portal client); a delegate with e-mail permission reaching the inbox;
 * axe on the mailboxes, list and detail screens. Other specs share
 * the seeded database (and may have sent dr.rivera mail), so counts are
 * asserted relative to what the page showed, and every change is undone.
 */
import { expect, test, type Page } from '@playwright/test';
import { mailTexts as t, messages } from '../../domain/messages';
import {
  deleteFolderLabel,
  deleteSignatureLabel,
  editSignatureLabel,
  mailComposeTexts,
  mailFavouriteLabel,
  renameFolderLabel,
} from '../../features/mail/copy';
import { seriousViolations } from './support/axe';
import { demoUsers, signIn } from './support/session';

const QUESTION = 'Question about my next session';
const FORMS = 'Forms for Alex';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const badge = (page: Page) => sections(page).getByTestId('mail-badge');
const mailList = (page: Page) => page.getByRole('list', { name: t.inbox });
const row = (page: Page, subject: string) => page.getByRole('listitem').filter({ hasText: subject });
const actions = (page: Page) => page.getByRole('group', { name: t.mailActions });

/** The badge's number (0 when it shows none). */
async function badgeCount(page: Page): Promise<number> {
  if ((await badge(page).count()) === 0) return 0;
  return Number((await badge(page).locator('[aria-hidden="true"]').textContent()) ?? '0');
}

async function openInbox(page: Page): Promise<void> {
  await sections(page).getByRole('link', { name: t.mail }).click();
  await expect(page).toHaveURL(/\/emails\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: t.inbox })).toBeVisible();
  await expect(mailList(page)).toBeVisible();
}

async function openMail(page: Page, subject: string): Promise<void> {
  await row(page, subject).getByRole('link').click();
  await expect(page.getByTestId('mail-subject')).toHaveText(subject);
}

/** Waits for the global popup with `text` and closes it. */
async function acknowledge(page: Page, text: string): Promise<void> {
  const popup = page.getByTestId('message-popup');
  await expect(popup).toContainText(text);
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
}

async function moveTo(page: Page, target: string): Promise<void> {
  await actions(page).getByRole('button', { name: t.moveToFolder }).click();
  const dialog = page.getByTestId('move-dialog');
  await dialog.getByRole('radio', { name: target }).check();
  await dialog.getByRole('button', { name: t.move, exact: true }).click();
  await acknowledge(page, messages.mailMoved);
}

async function openMailboxes(page: Page): Promise<void> {
  await page.getByRole('link', { name: t.mailboxesTitle }).click();
  await expect(page).toHaveURL(/\/emails\/mailboxes$/);
  await expect(page.getByRole('navigation', { name: t.mailFolders })).toBeVisible();
}

test.describe('mail', () => {
  test('given dr.rivera, should open the unread seed mail (badge goes down), favourite it, move it to Billing and back', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, demoUsers.provider);
    await expect(badge(page)).toBeVisible();
    const before = await badgeCount(page);
    expect(before).toBeGreaterThan(0);
    await openInbox(page);
    await expect(row(page, QUESTION)).toContainText(t.unreadLabel);

    await openMail(page, QUESTION);
    await expect(page).toHaveURL(/\/emails\/inbox\/\d+$/);
    await expect(page.getByTestId('mail-body')).toContainText('every other week');
    await expect.poll(() => badgeCount(page)).toBe(before - 1);

    const star = page.getByRole('button', { name: mailFavouriteLabel(QUESTION) });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    // To Billing: it leaves the inbox and shows in the folder.
    await moveTo(page, 'Billing');
    await expect(page).toHaveURL(/\/emails\/inbox$/);
    await expect(row(page, FORMS)).toBeVisible();
    await expect(row(page, QUESTION)).toHaveCount(0);
    await openMailboxes(page);
    await page.getByRole('link', { name: /^Billing/ }).click();
    await expect(page).toHaveURL(/\/folder\/custom\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(row(page, 'Insurance receipt')).toBeVisible();

    // And back to the inbox, undoing the star and the read on the way.
    await openMail(page, QUESTION);
    await moveTo(page, t.inbox);
    await expect(page).toHaveURL(/\/folder\/custom\/\d+$/);
    await expect(row(page, QUESTION)).toHaveCount(0);
    await openInbox(page);
    await openMail(page, QUESTION);
    await page.getByRole('button', { name: mailFavouriteLabel(QUESTION) }).click();
    await expect(page.getByRole('button', { name: mailFavouriteLabel(QUESTION) })).toHaveAttribute('aria-pressed', 'false');
    await actions(page).getByRole('button', { name: t.markUnread }).click();
    await expect(page).toHaveURL(/\/emails\/inbox$/);
    await expect(row(page, QUESTION)).toContainText(t.unreadLabel);
    await expect.poll(() => badgeCount(page)).toBe(before);
  });

  test('given a mail, should move it to Trash and restore it; only Trash deletes for good', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await openInbox(page);
    await openMail(page, FORMS);
    await expect(actions(page).getByRole('button', { name: t.deleteForGood })).toHaveCount(0);
    await actions(page).getByRole('button', { name: t.moveToTrash }).click();
    await acknowledge(page, messages.mailTrashed);
    await expect(page).toHaveURL(/\/emails\/inbox$/);
    await expect(row(page, FORMS)).toHaveCount(0);

    await page.goto('/emails/trash');
    await expect(page.getByRole('heading', { level: 1, name: t.trash })).toBeVisible();
    await openMail(page, FORMS);
    await expect(actions(page).getByRole('button', { name: t.deleteForGood })).toBeVisible();
    await actions(page).getByRole('button', { name: t.restore }).click();
    await acknowledge(page, messages.mailMoved);
    await expect(page).toHaveURL(/\/emails\/trash$/);
    await expect(row(page, FORMS)).toHaveCount(0);

    // Back in the inbox, with its attachment; left unread as the seed had it.
    await page.goto('/emails/inbox');
    await openMail(page, FORMS);
    await expect(page.getByRole('button', { name: /consent-forms\.pdf/ })).toBeVisible();
    await actions(page).getByRole('button', { name: t.markUnread }).click();
    await expect(row(page, FORMS)).toContainText(t.unreadLabel);
  });

  test('given the mailboxes, should create, rename and delete a custom folder', async ({ page }) => {
    const name = `Intake ${Date.now() % 100_000}`;
    const renamed = `${name} done`;
    await signIn(page, demoUsers.provider);
    await page.goto('/emails/mailboxes');
    await expect(page.getByRole('heading', { level: 1, name: t.mailboxesTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Billing/ })).toBeVisible();

    await page.getByRole('button', { name: t.newFolder }).click();
    const dialog = page.getByTestId('folder-dialog');
    await dialog.getByRole('button', { name: t.createFolder }).click();
    await expect(dialog.getByRole('alert')).toHaveText(messages.folderNameRequired);
    await dialog.getByLabel(t.folderName).fill(name);
    await dialog.getByRole('button', { name: t.createFolder }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

    await page.getByRole('button', { name: renameFolderLabel(name) }).click();
    await dialog.getByLabel(t.folderName).fill(renamed);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('link', { name: renamed, exact: true })).toBeVisible();
    await page.getByRole('link', { name: renamed, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByTestId('mail-empty').getByRole('heading', { name: t.noMail, exact: true })).toBeVisible();

    await page.goto('/emails/mailboxes');
    await page.getByRole('button', { name: deleteFolderLabel(renamed) }).click();
    await page.getByTestId('delete-folder-popup').getByRole('button', { name: t.deleteFolder }).click();
    await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
  });

  test('given the mailboxes, should create, rename, insert in compose and delete a signature; a portal client has none', async ({ page, browser }) => {
    const signatures = page.getByTestId('signatures');
    const signatureRow = (name: string) => signatures.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    await signIn(page, demoUsers.provider);
    await page.goto('/emails/mailboxes');
    await expect(page.getByRole('heading', { level: 2, name: t.signatures })).toBeVisible();

    await signatures.getByRole('button', { name: t.newSignature }).click();
    const dialog = page.getByTestId('signature-dialog');
    await expect(dialog.getByRole('heading', { name: t.newSignature })).toBeVisible();
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByRole('alert')).toHaveText(messages.signatureNameRequired);
    await dialog.getByLabel(t.signatureName).fill('Evening');
    const editor = dialog.getByRole('textbox', { name: t.signatureBody, exact: true });
    await editor.click();
    await page.keyboard.type('See you ');
    await dialog.getByRole('button', { name: mailComposeTexts.bold }).click();
    await page.keyboard.type('tonight');
    await expect(editor.locator('b, strong')).toHaveText('tonight');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(signatureRow('Evening')).toBeVisible();

    await page.getByRole('button', { name: editSignatureLabel('Evening') }).click();
    await expect(dialog.getByRole('heading', { name: t.editSignature })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: t.signatureBody, exact: true }).locator('b, strong')).toHaveText('tonight');
    await dialog.getByLabel(t.signatureName).fill('Evening hours');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(signatureRow('Evening hours')).toBeVisible();
    await expect(signatureRow('Evening')).toHaveCount(0);

    // Compose reads the signatures when it opens: the new one is offered and goes in with its bold word.
    await openInbox(page);
    await page.getByRole('link', { name: t.compose }).click();
    await expect(page.getByTestId('compose-form')).toBeVisible();
    await page.getByRole('button', { name: mailComposeTexts.insertSignature }).click();
    await page.getByRole('menuitem', { name: 'Evening hours' }).click();
    const body = page.getByRole('textbox', { name: mailComposeTexts.message });
    await expect(body).toContainText('See you tonight');
    await expect(body.locator('b, strong')).toHaveText('tonight');
    await sections(page).getByRole('link', { name: t.mail }).click();
    await page.getByTestId('compose-leave-popup').getByRole('button', { name: mailComposeTexts.discard }).click();
    await expect(page).toHaveURL(/\/emails\/inbox$/);

    await page.goto('/emails/mailboxes');
    await page.getByRole('button', { name: deleteSignatureLabel('Evening hours') }).click();
    await page.getByTestId('delete-signature-popup').getByRole('button', { name: t.deleteSignature }).click();
    await expect(signatureRow('Evening hours')).toHaveCount(0);
    await expect(signatureRow('Practice')).toBeVisible();

    const alex = await (await browser.newContext()).newPage();
    await signIn(alex, demoUsers.portalClient);
    await alex.goto('/emails/mailboxes');
    await expect(alex.getByRole('navigation', { name: t.mailFolders })).toBeVisible();
    await expect(alex.getByRole('heading', { name: t.signatures })).toHaveCount(0);
    await expect(alex.getByTestId('signatures')).toHaveCount(0);
    await alex.context().close();
  });

  test('given dana.delegate with e-mail permission for dr.rivera, should reach the inbox', async ({ page }) => {
    await signIn(page, demoUsers.delegate);
    await openInbox(page);
    await expect(row(page, FORMS)).toBeVisible();
    await expect(page.getByText(messages.emailPermissionDenied)).toHaveCount(0);
  });

  test('mailboxes, list and detail screens have no serious or critical axe violation', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await page.goto('/emails/mailboxes');
    await expect(page.getByRole('link', { name: /^Billing/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/emails/sent');
    await expect(page.getByRole('list', { name: t.sent }).getByRole('listitem').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('list', { name: t.sent }).getByRole('listitem').first().getByRole('link').click();
    await expect(page.getByTestId('mail-detail')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
