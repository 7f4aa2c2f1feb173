/**
 * The built web app served by the server in-process on PGlite (a temp folder,
 * the demo seed) on 127.0.0.1, for the browser benches (web-load.ts,
 * lighthouse.ts). The web app is built into a temp folder (`vite build`,
 * MEADOW_WEB_DIR), or BENCH_WEB_DIR is used when it holds a build already.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INSTALL_CHOICE_KEY, NOTIFICATION_CHOICE_KEY } from '../../domain/install/prompts';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { benchConfig } from './bench-helpers';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The phone the e2e tests use (playwright.config.ts). */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

function buildWeb(outDir: string): void {
  console.info(`web bench: building the web app into ${outDir}…`);
  execFileSync(process.execPath, [path.join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: projectRoot,
    env: { ...process.env, MEADOW_WEB_DIR: outDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Runs `use` against the served web app (its base URL), then stops the server and removes the temp folder. */
export async function withWebServer<T>(use: (base: string) => Promise<T>): Promise<T> {
  const given = process.env.BENCH_WEB_DIR;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'meadow-web-bench-'));
  const webRoot = given && existsSync(path.join(given, 'index.html')) ? path.resolve(given) : path.join(tmp, 'web');
  try {
    if (webRoot !== given) buildWeb(webRoot);
    const database = await openDatabase({ pgliteDir: path.join(tmp, 'pglite') });
    const config = benchConfig({ dataDir: tmp, outboxDir: path.join(tmp, 'outbox'), jobsEnabled: false });
    const app = await buildApp({ config, database, webRoot });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      return await use(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Phone context options as in the e2e tests: both home-screen and notification prompts answered, or they would stand in for the screens. */
export function phoneOptions(base: string) {
  const answered = [INSTALL_CHOICE_KEY, NOTIFICATION_CHOICE_KEY].map((name) => ({ name, value: 'dont_ask' }));
  return { ...phone, baseURL: base, storageState: { cookies: [], origins: [{ origin: base, localStorage: answered }] } };
}
