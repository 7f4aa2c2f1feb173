/**
 * 'Add Phone' for an existing other person (spec 2 "Phone editor", 7
 * others/add_phone) on the contact screen, where the save is confirmed with
 * the save-choice popup's 'Click to confirm' (spec 2, on /contacts), and on
 * the phone screen, where it saves at once: the mask, 'incorrect phone',
 * the live list and the limit of four. Each test makes its own person.
 */
import { expect, test, type Page } from '@playwright/test';
import { contactsTexts as t, messages } from '../../domain/messages';
import { addPhoneLabel, callLabel, contactsCopy } from '../../features/contacts/copy';
import { seriousViolations } from './support/axe';
import { newPerson, openContact, storedPhones, uniqueName as unique } from './support/contacts';
import { demoUsers, signIn } from './support/session';

/** Opens Add Phone, types `digits` and picks `type`; answers the form. */
async function fillNewPhone(page: Page, name: string, digits: string, type: string) {
  await page.getByRole('button', { name: addPhoneLabel(t.addPhone, name) }).click();
  const form = page.getByRole('form', { name: addPhoneLabel(t.addPhone, name) });
  const field = form.getByRole('textbox', { name: contactsCopy.newPhone });
  await expect(field).toBeFocused();
  await field.pressSequentially(digits);
  await form.getByRole('combobox', { name: t.phoneType }).selectOption({ label: type });
  return { form, field };
}

async function acknowledge(page: Page, text: string) {
  const popup = page.getByTestId('message-popup').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
}

test.describe('add phone', () => {
  test("given a person on /contacts, when a number is added, should mask it, refuse a bad one with 'incorrect phone', ask 'Click to confirm', show it at once and stop at four", async ({ page }) => {
    await signIn(page, demoUsers.provider);
    const name = await newPerson(page, unique('Quill'));
    const screen = await openContact(page, name);

    // A leading zero is not taken; nine digits are not a phone.
    const { form, field } = await fillNewPhone(page, name, '0646555070', t.phoneTypeNames[3]);
    await expect(field).toHaveValue('646-555-070');
    await form.getByRole('button', { name: t.save }).click();
    await acknowledge(page, messages.incorrectPhone);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('save-choice-popup')).toHaveCount(0);
    expect(await storedPhones(page, name)).toEqual(['2125550701']);

    await field.press('End');
    await field.pressSequentially('2');
    await expect(field).toHaveValue('646-555-0702');
    await form.getByRole('button', { name: t.save }).click();
    // On /contacts the save-choice popup only asks for a confirmation; Back to editing saves nothing.
    const confirm = page.getByTestId('save-choice-popup');
    await expect(confirm.getByRole('heading', { name: messages.clickToConfirm })).toBeVisible();
    await confirm.getByRole('button', { name: messages.backToEditing }).click();
    await expect(confirm).toHaveCount(0);
    expect(await storedPhones(page, name)).toEqual(['2125550701']);
    await form.getByRole('button', { name: t.save }).click();
    await confirm.getByRole('button', { name: messages.clickToConfirm }).click();

    await expect(screen.getByText('646-555-0702')).toBeVisible();
    await expect(screen.getByRole('link', { name: callLabel(name, t.phoneTypeNames[3]) })).toHaveAttribute('href', 'tel:6465550702');
    await expect(page.getByRole('button', { name: addPhoneLabel(t.addPhone, name) })).toBeFocused();
    expect(await storedPhones(page, name)).toEqual(['2125550701', '6465550702']);

    for (const digits of ['6465550703', '6465550704']) {
      const next = await fillNewPhone(page, name, digits, t.phoneTypeNames[2]);
      await next.form.getByRole('button', { name: t.save }).click();
      await confirm.getByRole('button', { name: messages.clickToConfirm }).click();
      await expect(next.form).toHaveCount(0);
    }
    // Four numbers: no fifth.
    await expect(screen.getByText('646-555-0704')).toBeVisible();
    await expect(page.getByRole('button', { name: addPhoneLabel(t.addPhone, name) })).toHaveCount(0);
    expect(await storedPhones(page, name)).toHaveLength(4);
  });

  test('given a person on the phone screen, when a number is added, should save it without asking and list it at once', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    // First in the A–Z order, so the virtual list has it on screen.
    const name = await newPerson(page, unique('Aab'));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: t.phoneTitle }).click();
    await expect(page).toHaveURL(/\/phone$/);
    const numbers = page.getByRole('list', { name: `${t.choosePhone}: ${name}` });
    await expect(numbers.getByRole('listitem')).toHaveCount(1);

    const { form } = await fillNewPhone(page, name, '3125550705', t.phoneTypeNames[1]);
    await form.getByRole('button', { name: t.save }).click();
    await expect(page.getByTestId('save-choice-popup')).toHaveCount(0);
    await expect(numbers.getByRole('listitem')).toHaveCount(2);
    await expect(numbers).toContainText('312-555-0705');
    expect(await storedPhones(page, name)).toEqual(['2125550701', '3125550705']);
  });

  test('given the Add Phone form open on the contact screen, should have no serious or critical axe violation', async ({ page }) => {
    test.slow();
    await signIn(page, demoUsers.provider);
    const name = await newPerson(page, unique('Finch'));
    await openContact(page, name);
    await page.getByRole('button', { name: addPhoneLabel(t.addPhone, name) }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
