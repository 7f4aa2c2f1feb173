/**
 * End-to-end tests: the real server (built web app + API + Socket.IO + a
 * fresh demo database) driven by Debian's Chromium on a phone-sized viewport.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { INSTALL_CHOICE_KEY, NOTIFICATION_CHOICE_KEY } from './domain/install/prompts';
import { chromiumArgs, chromiumPath } from './tests/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3107);
/** Set E2E_BASE_URL to test a server that is already running (e.g. while debugging). */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${PORT}`;
/*
 * A fresh database per run, inside the ignored test-results folder so that
 * nothing piles up in the temp dir. The config is evaluated again in each
 * worker, so only the main process (which sets the variable) wipes it.
 */
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.resolve('test-results', 'e2e-db');
  rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
const dataDir = process.env.E2E_DATA_DIR;

const webServer: PlaywrightTestConfig['webServer'] = {
  // As production runs: the web app and the compiled server (dist/server/main.js), plain node.
  command: 'npm run build && node dist/server/main.js',
  // A static file: the SPA fallback answers only requests that accept HTML.
  url: `${baseURL}/manifest.webmanifest`,
  // Building and seeding a new PGlite database take a while on two cores.
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
  env: {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    // Several specs sign in with wrong passwords; the lockout has its own API tests.
    LOGIN_MAX_FAILURES: '100',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    RATE_LIMIT_MAX: '100000',
    // TEST ONLY: busy-time feeds served by the specs from 127.0.0.1 (tests/e2e/busy-time.spec.ts); never set in production.
    BUSY_FEED_ALLOW_HOSTS: '127.0.0.1',
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'en-US',
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Specs that test the worker allow it; elsewhere its cache must not hide changes.
    serviceWorkers: 'block',
    /*
     * Both home-screen and notification prompts answered 'dont_ask', so that they
     * do not cover the screens other specs test; install-prompts.spec.ts starts
     * without them. Applies to browser.newContext() in tests too.
     */
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: INSTALL_CHOICE_KEY, value: 'dont_ask' },
            { name: NOTIFICATION_CHOICE_KEY, value: 'dont_ask' },
          ],
        },
      ],
    },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'phone-chromium', use: { browserName: 'chromium' } }],
  webServer: external ? undefined : webServer,
});
