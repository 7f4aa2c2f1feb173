/**
 * The client's record (issue 27 item 7) on a phone: the contact screen opens
 * from the appointment detail's client name, from a search result's name and
 * from the contacts list, and shows what the practice holds of the demo
 * client Alex Morgan (seed: born 04-12-1990, 14 Elm Street, Brooklyn,
 * BlueMeadow Health BM-100234, alex@meadow.example, 212-555-0101) with
 * Call, Chat, Mail, Book and Edit; axe clean. Closing a record opened from
 * another screen goes back there.
 */
import { expect, test, type Page } from '@playwright/test';
import { ageOn } from '../../domain/contacts/client-record';
import { stateCodeText } from '../../domain/contacts/state-codes';
import { contactsTexts } from '../../domain/messages';
import { formatClientName } from '../../domain/names';
import { contactsCopy } from '../../features/contacts/copy';
import { browserToday, isoDay, openDetail } from './support/appointments';
import { seriousViolations } from './support/axe';
import { openContact } from './support/contacts';
import { demoUsers, navigateInApp, signIn } from './support/session';

const ALEX = formatClientName({ firstName: 'Alex', lastName: 'Morgan', middleName: '' }, 1, 1);
const ALEX_NAME = /^(Alex.*Morgan|Morgan.*Alex)/;
const record = (page: Page) => page.getByTestId('contact-screen');

async function expectAlexRecord(page: Page) {
  const screen = record(page);
  await expect(screen.getByRole('heading', { level: 2, name: ALEX_NAME })).toBeVisible();
  const age = ageOn({ dayOfMonth: 12, month: 4, year: 1990 }, isoDay(await browserToday(page)));
  await expect(screen.getByTestId('client-birth-date')).toContainText('04-12-1990');
  await expect(screen.getByTestId('client-birth-date')).toContainText(`${age} years`);
  await expect(screen.getByTestId('client-address')).toContainText('14 Elm Street');
  await expect(screen.getByTestId('client-address')).toContainText(`Brooklyn, ${stateCodeText(32)} 11215`);
  await expect(screen.getByTestId('client-insurance')).toContainText('BlueMeadow Health');
  await expect(screen.getByTestId('client-insurance')).toContainText('BM-100234');
  await expect(screen.getByText('alex@meadow.example')).toBeVisible();
  await expect(screen.getByText('212-555-0101', { exact: true })).toBeVisible();
  await expect(screen.getByText('America/New York')).toBeVisible();
  await expect(screen.getByRole('heading', { name: contactsCopy.upcoming })).toBeVisible();
  await expect(screen.getByRole('heading', { name: contactsCopy.past })).toBeVisible();
  return screen;
}

test.describe("the client's record", () => {
  test('given the contacts list, should show all Alex holds with Call, Chat, Mail, Book and Edit, axe clean', async ({ page }) => {
    test.slow();
    await signIn(page, demoUsers.provider);
    await openContact(page, ALEX);
    const screen = await expectAlexRecord(page);

    await expect(screen.getByRole('link', { name: /^Call / }).first()).toHaveAttribute('href', 'tel:2125550101');
    await expect(screen.getByRole('link', { name: `Chat with ${ALEX}` })).toHaveAttribute('href', /^\/messenger\/\d+$/);
    await expect(screen.getByRole('link', { name: `Mail ${ALEX}` })).toHaveAttribute('href', /^\/compose-email\?to=\d+$/);
    await expect(screen.getByRole('link', { name: `Edit ${ALEX}` })).toHaveAttribute('href', /^\/add_client\?id=\d+$/);
    // An upcoming or past appointment is dated and timed, and opens its detail.
    await expect(screen.getByRole('link', { name: /^\d{2}-\d{2}-\d{4} / }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await screen.getByRole('link', { name: `Book ${ALEX}` }).click();
    await expect(page).toHaveURL(/\/add\?contact=person-\d+$/);
    await expect(page.getByTestId('chosen-contact')).toContainText(ALEX);
  });

  test("given an appointment's detail, the client's name should open the record, and closing it go back to the detail", async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await openDetail(page, ALEX);
    const detail = page.url();
    await page.getByTestId('appointment-contact-link').click();
    await expect(page).toHaveURL(/\/contacts\?contact=person-\d+$/);
    await expectAlexRecord(page);
    await record(page).getByRole('button', { name: contactsCopy.back }).click();
    await expect(page).toHaveURL(detail);
  });

  test("given search results, the client's name should open the record", async ({ page }) => {
    await signIn(page, demoUsers.provider);
    await page.getByRole('button', { name: contactsTexts.search, exact: true }).click();
    await page.getByRole('searchbox', { name: contactsTexts.searchLabel }).fill('morgan');
    const result = page.getByTestId('search-result').filter({ hasText: ALEX_NAME });
    await result.getByTestId('search-result-name').click();
    await expect(page).toHaveURL(/\/contacts\?contact=person-\d+$/);
    await expectAlexRecord(page);
  });

  test('given a portal client, the record should be out of reach', async ({ page }) => {
    await signIn(page, demoUsers.portalClient);
    await navigateInApp(page, '/contacts?contact=person-1');
    await expect(record(page)).toHaveCount(0);
  });
});
