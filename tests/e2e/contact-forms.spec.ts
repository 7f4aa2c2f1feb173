/**
 * The contact forms of spec 2 (/add_client, /add_person, /add_event,
 * /add_group) against the real seeded server, as dr.rivera on a phone.
 * Contacts cannot be deleted through the API, so every record gets a
 * unique name (Date.now()) and the checks look only at those records.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ContactListItem } from '../../domain/contract/contacts-list';
import { contactsTexts as t, messages } from '../../domain/messages';
import { formatClientName } from '../../domain/names';
import { apiJson, sessionHeaders } from './support/appointments';
import { demoUsers, navigateInApp, signIn } from './support/session';

const ALEX = formatClientName({ firstName: 'Alex', lastName: 'Morgan' }, 1, 1);

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** The contacts of the signed-in user's selected provider, read through the API. */
async function contactsList(page: Page): Promise<ContactListItem[]> {
  const stored = await page.evaluate(() => sessionStorage.getItem('meadow.session'));
  const providerId = (JSON.parse(stored ?? 'null') as { profile: { selectedProviderId: number } }).profile.selectedProviderId;
  const answer = await page.request.get(`/api/contacts/list/${providerId}`, { headers: await sessionHeaders(page) });
  return (await apiJson<{ contacts: ContactListItem[] }>(answer)).contacts;
}

async function openForm(page: Page, path: string, heading: string): Promise<void> {
  await navigateInApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('form', { name: heading })).toBeVisible();
}

const save = (page: Page) => page.getByRole('banner').getByRole('button', { name: t.save }).click();
const popup = (page: Page) => page.getByTestId('message-popup');

/** Expects the global message and closes it. */
async function expectMessage(page: Page, text: string): Promise<void> {
  await expect(popup(page)).toContainText(text);
  await popup(page).getByRole('button', { name: 'OK' }).click();
  await expect(popup(page)).toHaveCount(0);
}

const digits = (phone: string) => phone.replace(/\D/g, '');

test.describe('contact forms', () => {
  // Each test walks a whole form with several rule checks on a two-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('given the client form, should stop the save with the message of each broken rule', async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await openForm(page, '/add_client', t.addClientTitle);
    expect(await seriousViolations(page)).toEqual([]);
    await save(page);
    await expectMessage(page, messages.firstNameRequired);
    await page.getByLabel(t.firstName).fill('Casey');
    await page.getByLabel(t.lastName).fill('Rowe');
    await save(page);
    await expectMessage(page, messages.incorrectDateOfBirth);
    await page.getByLabel(t.birthDate).fill(`${new Date().getFullYear() + 1}-01-01`);
    await save(page);
    await expectMessage(page, messages.dateOfBirthInFuture);
    await page.getByLabel(t.birthDate).fill('1988-05-20');
    await page.getByLabel(t.zip).fill('12ab');
    await save(page);
    await expectMessage(page, messages.incorrectZipCode);
    await page.getByLabel(t.zip).fill('11215-1234');
    await page.getByLabel(t.email, { exact: true }).fill('casey@example');
    await save(page);
    await expectMessage(page, messages.incorrectEmail);
    await page.getByLabel(t.email, { exact: true }).fill('');
    await page.getByLabel(t.insuranceCompany).selectOption({ index: 1 });
    await save(page);
    await expectMessage(page, messages.incorrectInsuranceId);
    // Spec 9: four phones at most; 'Add Phone' goes away at four and comes back after a delete.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: t.addPhone }).click();
    await expect(page.getByLabel(`${t.phones} 4`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.addPhone })).toHaveCount(0);
    await page.getByRole('button', { name: `${t.deletePhone} 4` }).click();
    await expect(page.getByRole('button', { name: t.addPhone })).toBeVisible();
    // Nothing was sent: the form is still open with what was typed.
    await expect(page).toHaveURL(/\/add_client$/);
    await expect(page.getByLabel(t.firstName)).toHaveValue('Casey');
  });

  test('given a new client, should add them with two phones and an e-mail, then edit the name', async ({ page }) => {
    const stamp = Date.now();
    const first = `Casey${stamp}`;
    const last = `Rowe${stamp}`;
    await signIn(page, demoUsers.provider);
    await openForm(page, '/add_client', t.addClientTitle);
    await page.getByLabel(t.firstName).fill(first);
    await page.getByLabel(t.lastName).fill(last);
    await page.getByLabel(t.birthDate).fill('1988-05-20');
    await page.getByLabel(t.phones, { exact: true }).pressSequentially('2125550171');
    await expect(page.getByLabel(t.phones, { exact: true })).toHaveValue('212-555-0171');
    await page.getByRole('button', { name: t.addPhone }).click();
    await page.getByLabel(`${t.phones} 2`, { exact: true }).pressSequentially('6465550172');
    await expect(page.getByLabel(`${t.phones} 2`, { exact: true })).toHaveValue('646-555-0172');
    await page.getByLabel(`${t.phoneType} 2`).selectOption('2');
    await page.getByLabel(t.email, { exact: true }).fill(`casey${stamp}@example.com`);
    await page.getByLabel(t.zip).fill('11215-1234');
    await page.getByLabel(t.insuranceCompany).selectOption({ index: 1 });
    await page.getByLabel(t.insuranceId).fill('ZX-42');

    await save(page);
    await expectMessage(page, messages.clientAdded);
    await expect(page).toHaveURL(/\/daily$/);

    const added = (await contactsList(page)).find((c) => c.type === 'person' && c.first_name === first);
    expect(added, 'the new client is in contacts/list').toBeDefined();
    expect(added?.last_name).toBe(last);
    expect(added?.phones.map((p) => [digits(p.phone), p.type])).toEqual([
      ['2125550171', 1],
      ['6465550172', 2],
    ]);
    expect(added?.email).toEqual([`casey${stamp}@example.com`]);

    // Edit: the form opens filled; a new first name is saved.
    await openForm(page, `/add_client?id=${added?.id}`, t.editClientTitle);
    await expect(page.getByLabel(t.firstName)).toHaveValue(first);
    await expect(page.getByLabel(`${t.phones} 2`, { exact: true })).toHaveValue('646-555-0172');
    await expect(page.getByLabel(t.insuranceId)).toHaveValue('ZX-42');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(t.firstName).fill(`${first}x`);
    await save(page);
    await expectMessage(page, messages.clientSaved);
    await expect(page).toHaveURL(/\/daily$/);
    const edited = (await contactsList(page)).find((c) => c.type === 'person' && c.id === added?.id);
    expect(edited?.first_name).toBe(`${first}x`);
    expect(edited?.phones).toHaveLength(2);
  });

  test("given an e-mail another contact of the practice has, when adding a client, should show 'Email already exist' and keep the form", async ({ page }) => {
    const last = `Twin${Date.now()}`;
    await signIn(page, demoUsers.provider);
    await openForm(page, '/add_client', t.addClientTitle);
    await page.getByLabel(t.firstName).fill('Priya');
    await page.getByLabel(t.lastName).fill(last);
    await page.getByLabel(t.birthDate).fill('1985-09-30');
    // The seed's Priya Shah has it, in lower case.
    await page.getByLabel(t.email, { exact: true }).fill(' PRIYA@example.com ');
    await save(page);
    await expectMessage(page, messages.emailAlreadyExists);
    await expect(page).toHaveURL(/\/add_client$/);
    await expect(page.getByLabel(t.lastName)).toHaveValue(last);
    expect((await contactsList(page)).filter((c) => c.last_name === last)).toEqual([]);
  });

  test('given a new person, should ask for the names, confirm in a popup, save, and open them for editing', async ({ page }) => {
    const stamp = Date.now();
    const last = `Quill${stamp}`;
    await signIn(page, demoUsers.provider);
    await openForm(page, '/add_person', t.addPersonTitle);
    expect(await seriousViolations(page)).toEqual([]);

    await save(page);
    await expectMessage(page, messages.firstNameRequired);
    await page.getByLabel(t.firstName).fill('Morgan');
    await save(page);
    await expectMessage(page, messages.lastNameRequired);
    await page.getByLabel(t.lastName).fill(last);
    await page.getByLabel(t.phones, { exact: true }).pressSequentially('7185550173');
    await page.getByLabel(t.phoneType).selectOption('3');

    // No keeps the form as it was.
    await save(page);
    const confirm = page.getByRole('alertdialog', { name: t.confirmSaveQuestion });
    await expect(confirm).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: t.no }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByLabel(t.lastName)).toHaveValue(last);

    await save(page);
    await page.getByRole('alertdialog', { name: t.confirmSaveQuestion }).getByRole('button', { name: t.yes }).click();
    await expectMessage(page, messages.personSaved);
    await expect(page).toHaveURL(/\/daily$/);

    const person = (await contactsList(page)).find((c) => c.type === 'other_event' && c.last_name === last);
    expect(person, 'the new person is in contacts/list').toBeDefined();
    expect(person?.phones.map((p) => [digits(p.phone), p.type])).toEqual([['7185550173', 3]]);

    await openForm(page, `/add_person?id=${person?.id}`, t.editPersonTitle);
    await expect(page.getByLabel(t.lastName)).toHaveValue(last);
    await expect(page.getByLabel(t.phones, { exact: true })).toHaveValue('718-555-0173');
  });

  test('given a new event, should need a name, then add it', async ({ page }) => {
    const name = `Workshop ${Date.now()}`;
    await signIn(page, demoUsers.provider);
    await openForm(page, '/add_event', t.addEventTitle);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.addEvent }).click();
    await expectMessage(page, messages.nameRequired);
    await page.getByLabel(t.eventName).fill(name);
    await page.getByRole('button', { name: t.addEvent }).click();
    await expectMessage(page, messages.eventAdded);
    await expect(page).toHaveURL(/\/daily$/);
    expect((await contactsList(page)).some((c) => c.type === 'event_appointment' && c.name === name)).toBe(true);
  });

  test('given a new group, should need a member, then add it with a client', async ({ page }) => {
    const name = `Circle ${Date.now()}`;
    await signIn(page, demoUsers.provider);
    await openForm(page, '/add_group', t.addGroupTitle);
    await page.getByLabel(t.groupName).fill(name);
    await page.getByRole('switch', { name: t.videoGroup }).click();
    await save(page);
    await expectMessage(page, messages.noGroupMember);

    await page.getByRole('button', { name: t.groupClients, exact: true }).click();
    await page.getByRole('checkbox', { name: ALEX }).check();
    for (const section of [t.groupOthers, t.groupSubscribers, t.groupUsers]) {
      await expect(page.getByRole('button', { name: section, exact: true })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await save(page);
    await expectMessage(page, messages.groupAdded);
    await expect(page).toHaveURL(/\/daily$/);
    const group = (await contactsList(page)).find((c) => c.type === 'group_appointment' && c.name === name);
    expect(group?.is_video).toBe(true);
  });
});
