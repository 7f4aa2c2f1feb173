/**
 * The error popup (spec 2 "Popups"): a save that ends in a failure only the
 * practice can help with (here the connection drops: the browser really
 * goes offline, nothing of the server is mocked) raises it instead of the
 * message popup; Escape does not close it; its CLOSE link closes it and
 * opens chat.
 */
import { expect, test } from '@playwright/test';
import { contactsTexts as t, messages } from '../../domain/messages';
import { paths } from '../../domain/routes';
import { addPhoneLabel, contactsCopy } from '../../features/contacts/copy';
import { newPerson, openContact, storedPhones, uniqueName } from './support/contacts';
import { demoUsers, signIn } from './support/session';

test.describe('error popup', () => {
  test('given the connection lost while saving a new phone, should raise the error popup, whose CLOSE opens chat', async ({ page, context }) => {
    await signIn(page, demoUsers.provider);
    const name = await newPerson(page, uniqueName('Lark'));
    const screen = await openContact(page, name);
    await screen.getByRole('button', { name: addPhoneLabel(t.addPhone, name) }).click();
    await screen.getByRole('textbox', { name: contactsCopy.newPhone }).fill('6465550799');
    await screen.getByRole('button', { name: t.save }).click();
    await context.setOffline(true);
    await page.getByTestId('save-choice-popup').getByRole('button', { name: messages.clickToConfirm }).click();

    const popup = page.getByTestId('error-popup');
    await expect(popup).toContainText(messages.serverError);
    await expect(page.getByTestId('message-popup')).toHaveCount(0);
    // Closed via CLOSE only (spec 2).
    await page.keyboard.press('Escape');
    await expect(popup).toBeVisible();

    await context.setOffline(false);
    const close = popup.getByRole('link', { name: 'CLOSE' });
    await expect(close).toHaveAttribute('href', paths.chatDashboard);
    await close.click();
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(/\/chat_dashboard$/);
    expect(await storedPhones(page, name)).toEqual(['2125550701']);
  });
});
