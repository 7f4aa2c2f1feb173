import { expect, test } from '@playwright/test';
import { demoUsers, signIn } from './support/session';

test.describe('realtime', () => {
  test('given a signed-in user, should open one Socket.IO connection', async ({ page }) => {
    const sockets: string[] = [];
    page.on('websocket', (ws) => {
      if (ws.url().includes('/socket.io/')) sockets.push(ws.url());
    });
    const upgraded = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
    await signIn(page, demoUsers.provider);
    const ws = await upgraded;
    expect(ws.isClosed()).toBe(false);
    // Provider switches and navigation must not open more sockets.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    expect(sockets).toHaveLength(1);
  });

  test('given no session, should open no socket', async ({ page }) => {
    let opened = false;
    page.on('websocket', (ws) => {
      if (ws.url().includes('/socket.io/')) opened = true;
    });
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    await page.waitForTimeout(500);
    expect(opened).toBe(false);
  });
});
