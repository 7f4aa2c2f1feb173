/**
 * Issue 17, item 12: on a 390 × 844 phone the chrome that stays on screen
 * (header, copyright line, sections tab bar) takes at most 15 % of the
 * height, with the tab bar at the bottom, where a thumb reaches it, and the
 * copyright and 'Today' still shown.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoUsers, navigateInApp, signIn } from './support/session';

const VIEWPORT_HEIGHT = 844;
const MAX_CHROME = Math.floor(VIEWPORT_HEIGHT * 0.15);

/** The header, the footer and the sections bar: their heights, and where the bar and the header sit. */
async function measureChrome(page: Page) {
  const banner = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(banner).toBeVisible();
  await expect(footer).toBeVisible();
  await expect(sections).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Meadow`);
  await expect(footer.getByRole('link', { name: 'Today' })).toBeVisible();
  const [header, line, bar] = await Promise.all([banner.boundingBox(), footer.boundingBox(), sections.boundingBox()]);
  expect(header && line && bar).toBeTruthy();
  return { header: header!, line: line!, bar: bar! };
}

for (const user of [demoUsers.provider, demoUsers.staff]) {
  test(`given ${user}, should keep the fixed chrome within 15 % of the height on the main screens`, async ({ page }) => {
    expect(page.viewportSize()?.height).toBe(VIEWPORT_HEIGHT);
    await signIn(page, user);
    for (const path of ['/daily', '/contacts', '/chat_dashboard']) {
      await navigateInApp(page, path);
      const { header, line, bar } = await measureChrome(page);
      const total = header.height + line.height + bar.height;
      expect(total, `chrome on ${path}: ${header.height} + ${line.height} + ${bar.height}`).toBeLessThanOrEqual(MAX_CHROME);
      // Fixed: the header at the top, the copyright line and the tab bar together at the bottom edge.
      expect(header.y).toBe(0);
      expect(bar.y + bar.height).toBeCloseTo(VIEWPORT_HEIGHT, 0);
      expect(line.y + line.height).toBeCloseTo(bar.y, 0);

      // Still there after scrolling to the end of the screen.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const after = await measureChrome(page);
      expect(after.header.y).toBe(0);
      expect(after.bar.y + after.bar.height).toBeCloseTo(VIEWPORT_HEIGHT, 0);
    }
  });
}
