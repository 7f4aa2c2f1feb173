/**
 * The web app's first load (issue 16), standalone
 * (`node --import tsx tests/bench/web-load.ts`) or as part of `npm run bench`:
 *
 * 1-2. Builds the web app (or uses BENCH_WEB_DIR) and serves it in-process on
 *    PGlite with the demo seed (tests/bench/web-server.ts).
 * 3. In Debian's Chromium (phone viewport): the JS + CSS a cold /login and a
 *    cold signed-in /daily transfer (tests/bench/web-transfer.ts), against
 *    the budgets the e2e spec enforces.
 * 4. When the npm `lighthouse` package is installed: Lighthouse mobile on
 *    /login, and on /daily and /weekly signed in (tests/bench/lighthouse.ts,
 *    which also runs alone). BENCH_LIGHTHOUSE=0 skips it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/seed/demo-logins';
import { chromiumArgs, chromiumPath } from '../chromium';
import { lighthouseRuns, printLighthouse, type LighthouseRow } from './lighthouse';
import { describeTransfer, kib, measureColdPages, storedSessionFor, WEB_BUDGET_KIB, type PageTransfer } from './web-transfer';
import { phoneOptions, withWebServer } from './web-server';

const PROVIDER = 'dr.rivera';

export interface WebLoadRow {
  page: string;
  'JS KiB': number;
  'CSS KiB': number;
  'HTML KiB': number;
  'total KiB': number;
  'budget KiB': number;
  within: boolean;
  files: number;
}

function row(transfer: PageTransfer, budget: number): WebLoadRow {
  return {
    page: transfer.page,
    'JS KiB': kib(transfer.jsBytes),
    'CSS KiB': kib(transfer.cssBytes),
    'HTML KiB': kib(transfer.htmlBytes),
    'total KiB': kib(transfer.totalBytes),
    'budget KiB': budget,
    within: transfer.totalBytes <= budget * 1024,
    files: transfer.files.length,
  };
}

export async function benchWebLoad(): Promise<{ transfer: WebLoadRow[]; lighthouse: LighthouseRow[] }> {
  return withWebServer(async (base) => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    let transfer: WebLoadRow[];
    let stored: string;
    try {
      const options = phoneOptions(base);
      const { login, daily } = await measureColdPages(browser, options, { username: PROVIDER, password: DEMO_PASSWORD });
      console.info(`${describeTransfer(login)}\n${describeTransfer(daily)}`);
      transfer = [row(login, WEB_BUDGET_KIB.login), row(daily, WEB_BUDGET_KIB.daily)];
      stored = await storedSessionFor(browser, options, PROVIDER, DEMO_PASSWORD);
    } finally {
      await browser.close();
    }
    console.info('Web first load: JS + CSS transferred by a cold page (br/gzip as received):');
    console.table(transfer);
    const lighthouse = process.env.BENCH_LIGHTHOUSE === '0' ? [] : await lighthouseRuns(base, stored);
    printLighthouse(lighthouse);
    return { transfer, lighthouse };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchWebLoad().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
