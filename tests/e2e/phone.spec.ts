/**
 * /phone, the phone screen: clients and persons with their numbers; choosing
 * one remembers it (marked afterwards); favourites mode filters. The chosen
 * number stays dr.rivera's (there is no call to forget it); the favourite is undone.
 */
import { expect, test, type Page } from '@playwright/test';
import { contactsTexts } from '../../domain/messages';
import { callLabel } from '../../features/contacts/copy';
import { seriousViolations } from './support/axe';
import { demoUsers, signIn } from './support/session';

async function openPhone(page: Page) {
  await signIn(page, demoUsers.provider);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: contactsTexts.phoneTitle }).click();
  await expect(page).toHaveURL(/\/phone$/);
  const list = page.getByRole('list', { name: contactsTexts.phoneTitle });
  await expect(list.getByTestId('phone-entry').first()).toBeVisible();
  return list;
}

test.describe('phone screen', () => {
  test('given a number chosen, should dial it and mark it as the remembered one', async ({ page }) => {
    const list = await openPhone(page);
    const numbers = list.getByRole('list', { name: /Adler/ });
    // Each number has its call button, named with the contact and the number's type ('Call Adler, Ruth work').
    const number = numbers
      .getByRole('listitem')
      .filter({ hasText: '212-555-0302' })
      .getByRole('link', { name: callLabel('Adler, Ruth', contactsTexts.phoneTypeNames[3]) });
    await expect(number).toHaveAttribute('href', 'tel:2125550302');
    await expect(number.locator('svg')).toBeVisible();
    // A tel: link hands over to the phone's dialler, which a test browser lacks: keep the click, drop the hand-over.
    await page.evaluate(() =>
      document.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault();
      }),
    );
    await number.click();
    await expect(number).toHaveAttribute('aria-current', 'true');
    await page.reload();
    await expect(list.getByRole('list', { name: /Adler/ }).getByRole('link', { name: /^Call .*Adler/ })).toHaveAttribute('aria-current', 'true');
  });

  test('should have no serious or critical axe violation', async ({ page }) => {
    // axe over a full screen takes long on a busy two-core machine.
    test.slow();
    await openPhone(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('given favourites mode, should show favourites only; then undo the favourite', async ({ page }) => {
    const list = await openPhone(page);
    const star = list.getByRole('button', { name: new RegExp(`^${contactsTexts.favourite}: .*Baker`) });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    const mode = page.getByRole('button', { name: contactsTexts.favouritesMode });
    try {
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await mode.click();
      await expect(mode).toHaveAttribute('aria-pressed', 'true');
      await expect(star).toBeVisible();
      await expect(list.getByRole('list', { name: /Adler/ })).toHaveCount(0);
      await mode.click();
      await expect(list.getByRole('list', { name: /Baker/ })).toBeVisible();
    } finally {
      if ((await mode.getAttribute('aria-pressed')) === 'true') await mode.click();
      if ((await star.getAttribute('aria-pressed')) === 'true') await star.click();
    }
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  });
});
