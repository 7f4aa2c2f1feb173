import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../domain/messages';
import { demoUsers, signIn } from './support/session';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test.describe('accessibility (axe)', () => {
  test('login page has no serious or critical violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-message')).toHaveText(messages.loginFieldsRequired);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('daily shell has no serious or critical violation', async ({ page }) => {
    await signIn(page, demoUsers.staff);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('menu', { name: 'Main menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('not-found page has no serious or critical violation', async ({ page }) => {
    await page.goto('/definitely-not-here');
    await expect(page.getByRole('heading', { name: messages.notFoundTitle })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
