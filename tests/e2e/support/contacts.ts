/** Helpers of the contact specs: a fresh person through the API, the server's view of its phones, its contact screen. */
import { expect, type Page } from '@playwright/test';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import { contactsTexts as t } from '../../../domain/messages';
import { apiJson, sessionHeaders } from './appointments';
import { navigateInApp } from './session';

async function selectedProviderId(page: Page): Promise<number> {
  const stored = await page.evaluate(() => sessionStorage.getItem('meadow.session'));
  return (JSON.parse(stored ?? 'null') as { profile: { selectedProviderId: number } }).profile.selectedProviderId;
}

/** A last name no other run or test has: letters only, as names take them. */
export const uniqueName = (stem: string): string => `${stem}${Date.now().toString(36).replace(/\d/g, '')}`;

/** A new other person of the signed-in provider with one cell number; answers its list name ('last, first'). */
export async function newPerson(page: Page, lastName: string): Promise<string> {
  const answer = await page.request.post('/api/others/add', {
    headers: await sessionHeaders(page),
    data: { firstName: 'Phoebe', lastName, phone: ['212-555-0701'], phoneType: [1], providerID: await selectedProviderId(page) },
  });
  await apiJson(answer);
  return `${lastName}, Phoebe`;
}

/** The contact's numbers as the server has them now. */
export async function storedPhones(page: Page, name: string): Promise<string[]> {
  const answer = await page.request.get(`/api/contacts/list/${await selectedProviderId(page)}`, { headers: await sessionHeaders(page) });
  const { contacts } = await apiJson<{ contacts: ContactListItem[] }>(answer);
  return contacts.find((c) => c.name === name)?.phones.map((p) => p.phone) ?? [];
}

/** Opens the contact screen of `name` from /contacts. */
export async function openContact(page: Page, name: string) {
  await navigateInApp(page, '/contacts');
  await page.getByRole('searchbox', { name: t.searchContacts, exact: true }).fill(name.split(',')[0]!);
  await page.getByRole('list', { name: t.contactsTitle }).getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const screen = page.getByTestId('contact-screen');
  await expect(screen.getByRole('heading', { name })).toBeVisible();
  return screen;
}
