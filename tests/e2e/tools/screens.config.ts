/**
 * The screen gallery (screens.gallery.ts) on the e2e suite's server and
 * phone, apart from the suite: `SCREENS_DIR=<folder> npx playwright test -c tests/e2e/tools/screens.config.ts`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import suite from '../../../playwright.config';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const server = Array.isArray(suite.webServer) ? suite.webServer[0] : suite.webServer;

export default defineConfig({
  ...suite,
  testDir: '.',
  testMatch: '**/*.gallery.ts',
  outputDir: `${root}/test-results/screens-run`,
  // The suite's server command runs from the project root.
  webServer: server ? { ...server, cwd: root } : undefined,
});
