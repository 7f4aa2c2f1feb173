/**
 * What a cold page load downloads (issue 16): the JS and CSS bytes, and the
 * page itself since it carries the entry CSS inline, as the
 * browser received them over the wire (encoded: br or gzip as negotiated with
 * the browser's own Accept-Encoding), summed. Shared by the budget spec
 * (tests/e2e/bundle-budget.spec.ts) and the bench (tests/bench/web-load.ts).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';

/** Budgets in KiB of transferred JS + CSS (the page with its inline CSS included). */
export const WEB_BUDGET_KIB = { login: 100, daily: 180 } as const;

export interface TransferredFile {
  path: string;
  /** 'html': the page itself, which carries the entry CSS inline (build-web.ts), so it counts too. */
  kind: 'js' | 'css' | 'html';
  /** Encoded body bytes received. */
  bytes: number;
  encoding: string;
}

export interface PageTransfer {
  page: string;
  jsBytes: number;
  cssBytes: number;
  /** The page's HTML, with the inlined entry stylesheet. */
  htmlBytes: number;
  totalBytes: number;
  files: TransferredFile[];
}

export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function kindOf(response: Response): TransferredFile['kind'] | null {
  const type = response.headers()['content-type'] ?? '';
  if (/text\/html/.test(type) && response.request().isNavigationRequest()) return 'html';
  if (/javascript|ecmascript/.test(type)) return 'js';
  if (/text\/css/.test(type)) return 'css';
  return null;
}

/**
 * Loads `path` in the page and sums what its scripts and stylesheets
 * transferred once the page is ready and the network has gone quiet.
 */
export async function measureLoad(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<PageTransfer> {
  const responses: Response[] = [];
  const onResponse = (response: Response) => {
    if (kindOf(response) && !response.fromServiceWorker()) responses.push(response);
  };
  page.on('response', onResponse);
  try {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const files: TransferredFile[] = [];
  for (const response of responses) {
    const sizes = await response.request().sizes();
    files.push({
      path: new URL(response.url()).pathname,
      kind: kindOf(response)!,
      bytes: sizes.responseBodySize,
      encoding: response.headers()['content-encoding'] ?? 'identity',
    });
  }
  const sum = (kind: TransferredFile['kind']) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.bytes, 0);
  return { page: path, jsBytes: sum('js'), cssBytes: sum('css'), htmlBytes: sum('html'), totalBytes: sum('js') + sum('css') + sum('html'), files };
}

/** The pre-rendered markup is gone: the app itself has rendered. */
export async function appRendered(page: Page): Promise<void> {
  await page.locator('[data-prerendered]').first().waitFor({ state: 'detached' });
}

export async function loginReady(page: Page): Promise<void> {
  await appRendered(page);
  await page.getByLabel('Username').waitFor();
}

export async function dailyReady(page: Page): Promise<void> {
  await page.waitForURL(/\/daily$/);
  await appRendered(page);
  // The shell's title, then the day's list: its screen's code and the day's appointments have arrived.
  await page.getByRole('heading', { level: 1, name: 'Daily' }).waitFor();
  await page.getByRole('region', { name: 'Appointments' }).waitFor();
}

export const SESSION_KEY = 'meadow.session';

/** Signs in through the login screen in a throwaway context and returns the stored session (session storage). */
export async function storedSessionFor(browser: Browser, options: BrowserContextOptions, username: string, password: string): Promise<string> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/daily$/);
    const stored = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
    if (!stored) throw new Error('no session stored after signing in');
    return stored;
  } finally {
    await context.close();
  }
}

/** A fresh context (empty HTTP cache, no service worker) whose tabs start signed in. */
export async function signedInContext(browser: Browser, options: BrowserContextOptions, stored: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key!)) sessionStorage.setItem(key!, value!);
    },
    [SESSION_KEY, stored],
  );
  return context;
}

/** Cold /login (signed out) and cold /daily (signed in), each in a fresh context. */
export async function measureColdPages(
  browser: Browser,
  options: BrowserContextOptions,
  login: { username: string; password: string },
): Promise<{ login: PageTransfer; daily: PageTransfer }> {
  const loginContext = await browser.newContext({ ...options, serviceWorkers: 'block' });
  let loginTransfer: PageTransfer;
  try {
    loginTransfer = await measureLoad(await loginContext.newPage(), '/login', loginReady);
  } finally {
    await loginContext.close();
  }
  const stored = await storedSessionFor(browser, options, login.username, login.password);
  const dailyContext = await signedInContext(browser, options, stored);
  try {
    return { login: loginTransfer, daily: await measureLoad(await dailyContext.newPage(), '/daily', dailyReady) };
  } finally {
    await dailyContext.close();
  }
}

export function describeTransfer(t: PageTransfer): string {
  const files = t.files.map((f) => `    ${f.path} ${kib(f.bytes)} KiB (${f.encoding})`).join('\n');
  return `${t.page}: ${kib(t.totalBytes)} KiB (JS ${kib(t.jsBytes)} KiB, CSS ${kib(t.cssBytes)} KiB, HTML with inline CSS ${kib(t.htmlBytes)} KiB) in ${t.files.length} files\n${files}`;
}
