import { expect, type Page } from '@playwright/test';

/** Demo logins of the seed (server/seed), all with the same password. */
export const DEMO_PASSWORD = 'Meadow-demo-1';
export const demoUsers = {
  provider: 'dr.rivera',
  otherProvider: 'dr.chen',
  staff: 'sam.staff',
  delegate: 'dana.delegate',
  portalClient: 'alex.client',
  portalOther: 'jo.other',
} as const;

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens /login, signs in and waits until the app has left the login page. */
export async function signIn(page: Page, username: string, expectedPath: RegExp = /\/daily$/): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await fillLogin(page, username, DEMO_PASSWORD);
  await expect(page).toHaveURL(expectedPath);
}

/** Navigates inside the single-page app (no reload), as a link would; wouter listens to pushState. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}
