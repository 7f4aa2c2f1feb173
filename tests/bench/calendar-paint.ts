/**
 * `npm run bench:paint`: how fast /daily paints in Debian's Chromium on the
 * e2e phone viewport, against a real server this script starts (fresh
 * DATA_DIR, SEED_DEMO=1, built web app; `npm run build` first when dist/web
 * is missing or PAINT_BUILD=1: otherwise it measures the dist/web there is). dr.rivera gets five years of weekday history first (10,000
 * appointments, tests/bench/calendar-data.ts), so weeks hold ~38 entries.
 *
 * (a) Tap to painted: from the input event's timestamp (pointerdown /
 *     touchstart, in the page) to the first frame after the list's DOM shows
 *     the new day: a requestAnimationFrame after the mutation, then the next
 *     task (the frame has been produced by then). Taps on days of the open,
 *     cached week, and on 'Previous week' (a week not loaded yet: the fetch
 *     is part of the time).
 * (b) Frames during a swipe: a requestAnimationFrame loop records frame
 *     times while CDP touch events drag the week strip and the day list
 *     (~300 ms of touchMove, then 600 ms for the change to render); an
 *     interval over 20 ms counts as a long frame, round(interval / 16.7) - 1
 *     frames as dropped. An idle second is measured too, as the baseline of
 *     this machine.
 * Bounded: the whole script stops after PAINT_TIMEOUT_S (default 110) seconds.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { format } from 'date-fns';
import { chromium, type Browser, type CDPSession, type Locator, type Page } from 'playwright-core';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/seed/demo-logins';
import { chromiumArgs, chromiumPath } from '../chromium';
import { generatePractice } from './calendar-data';

const TAPS = Number(process.env.PAINT_TAPS ?? 20);
const SWIPES = Number(process.env.PAINT_SWIPES ?? 6);
const TIMEOUT_S = Number(process.env.PAINT_TIMEOUT_S ?? 110);
const root = path.resolve(import.meta.dirname, '../..');

let server: ChildProcess | undefined;
let browser: Browser | undefined;
let dataDir: string | undefined;

async function cleanup(): Promise<void> {
  await browser?.close().catch(() => undefined);
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

async function waitForServer(base: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server?.exitCode !== null) throw new Error(`server exited with ${server?.exitCode}`);
    try {
      if ((await fetch(`${base}/manifest.webmanifest`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not up after ${ms} ms`);
}

/** Seeds the demo practice and dr.rivera's history into DATA_DIR, in-process, before the server opens it. */
async function prepareData(dir: string): Promise<number> {
  const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  const app = await buildApp({ config: { ...loadConfig({}), dataDir: dir, logLevel: 'warn' as const, seedDemo: true }, database });
  try {
    return (await generatePractice(database, 1, 10_000)).appointments;
  } finally {
    await app.close();
  }
}

/**
 * In-page helpers: the time of the last input event, a wait for the list of
 * a day to be painted, a frame recorder. Plain JavaScript in a string: tsx
 * would wrap a serialized function in helpers the page does not have.
 */
const helpers = `(() => {
  window.__input = 0;
  window.__click = 0;
  const mark = (e) => { if (window.__input === 0) window.__input = e.timeStamp; };
  document.addEventListener('pointerdown', mark, true);
  document.addEventListener('touchstart', mark, true);
  document.addEventListener('click', (e) => { if (window.__click === 0) window.__click = e.timeStamp; }, true);
  window.__waitPainted = (expected) => new Promise((resolve, reject) => {
    const ready = () => {
      const heading = document.querySelector('[data-testid="selected-day"]')?.textContent;
      const area = document.querySelector('[data-testid="day-swipe-area"]');
      return heading === expected && area?.querySelector('ul, [data-testid="calendar-empty"]');
    };
    const observer = new MutationObserver(() => { if (ready()) done(); });
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no paint of ' + expected)); }, 10000);
    const done = () => {
      const dom = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => setTimeout(() => resolve({ input: window.__input, click: window.__click, dom, painted: performance.now() }), 0));
    };
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  window.__frames = [];
  window.__recording = false;
  window.__record = () => {
    const frames = [];
    window.__frames = frames;
    window.__recording = true;
    const loop = (t) => { frames.push(t); if (window.__recording) requestAnimationFrame(loop); };
    requestAnimationFrame(loop);
  };
})();`;

/** The environment without DATABASE_URL / REDIS_URL: the server must use the prepared PGlite directory. */
function withoutDatabase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  delete copy.REDIS_URL;
  return copy;
}

const display = (d: Date) => format(d, 'EEE, MMM d');
const fromDisplay = (s: string) => new Date(Number(s.slice(6, 10)), Number(s.slice(0, 2)) - 1, Number(s.slice(3, 5)));
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

interface Timing {
  /** Input event (pointerdown/touchstart) to painted. */
  input: number;
  /** The click the tap turned into, to painted. */
  click: number;
  /** Input event to the DOM showing the new day (React's commit), before the frame. */
  dom: number;
}

/** Milliseconds from the input event (and from its click) to the painted list, for one action that should show `expected`. */
async function timeAction(page: Page, expected: string, act: () => Promise<void>): Promise<Timing> {
  await page.evaluate((exp) => {
    const w = window as unknown as Record<string, unknown>;
    w.__input = 0;
    w.__click = 0;
    w.__pending = (w.__waitPainted as (e: string) => Promise<unknown>)(exp);
  }, expected);
  await act();
  const t = await page.evaluate(
    () => (window as unknown as { __pending: Promise<{ input: number; click: number; dom: number; painted: number }> }).__pending,
  );
  return { input: t.painted - t.input, click: t.painted - t.click, dom: t.dom - t.input };
}

async function heading(page: Page): Promise<string> {
  return (await page.getByTestId('selected-day').textContent()) ?? '';
}

/** A finger drag through CDP: touchStart, `steps` touchMoves ~16 ms apart, touchEnd. */
async function touchDrag(cdp: CDPSession, target: Locator, dx: number, steps = 18): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + Math.min(box.height / 2, 40);
  const x0 = box.x + box.width / 2 - dx / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + (dx * i) / steps, y: y + i / 4 }] });
    await new Promise((r) => setTimeout(r, 16));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

interface FrameStats {
  frames: number;
  long: number;
  dropped: number;
  maxMs: number;
}

async function recordFrames(page: Page, during: () => Promise<void>, tailMs: number): Promise<FrameStats> {
  await page.evaluate(() => (window as unknown as { __record: () => void }).__record());
  await during();
  await page.waitForTimeout(tailMs);
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __recording: boolean; __frames: number[] };
    w.__recording = false;
    return w.__frames;
  });
  const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
  return {
    frames: frames.length,
    long: gaps.filter((g) => g > 20).length,
    dropped: gaps.reduce((sum, g) => sum + Math.max(0, Math.round(g / 16.7) - 1), 0),
    maxMs: Math.round(Math.max(0, ...gaps)),
  };
}

const sum = (list: FrameStats[]): FrameStats => ({
  frames: list.reduce((s, f) => s + f.frames, 0),
  long: list.reduce((s, f) => s + f.long, 0),
  dropped: list.reduce((s, f) => s + f.dropped, 0),
  maxMs: Math.max(0, ...list.map((f) => f.maxMs)),
});

function quantiles(timings: Timing[]) {
  const q = (list: number[], p: number) => {
    const s = [...list].sort((a, b) => a - b);
    return Math.round(s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]! * 10) / 10;
  };
  const input = timings.map((t) => t.input);
  const click = timings.map((t) => t.click);
  const dom = timings.map((t) => t.dom);
  return {
    n: timings.length,
    'painted median ms': q(input, 0.5),
    'p95 ms': q(input, 0.95),
    'max ms': q(input, 1),
    'click→painted median': q(click, 0.5),
    'input→DOM median': q(dom, 0.5),
    'input→DOM p95': q(dom, 0.95),
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  if (process.env.PAINT_BUILD || !existsSync(path.join(root, 'dist/web/index.html'))) {
    console.info('npm run build');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', timeout: 100_000 });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'meadow-paint-'));
  const history = await prepareData(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...withoutDatabase(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
    },
  });
  await waitForServer(base, 60_000);
  console.info(`server up with ${history} appointments of history for dr.rivera after ${Date.now() - started} ms`);

  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'en-US',
    timezoneId: 'America/New_York',
    serviceWorkers: 'block',
  });
  await context.addInitScript(helpers);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto('/login');
  await page.getByLabel('Username').fill('dr.rivera');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/daily$/);
  await page.getByTestId('day-swipe-area').locator('ul, [data-testid="calendar-empty"]').first().waitFor();
  const cdp = await context.newCDPSession(page);

  // (a) Taps on days of the open (cached) week, round the week.
  const strip = page.getByRole('grid').first();
  const dayButtons = strip.getByRole('button');
  const cached: Timing[] = [];
  for (let i = 0; i < TAPS; i += 1) {
    const selected = fromDisplay(await heading(page));
    const index = (selected.getDay() + 1 + (i % 3)) % 7; // never the selected day itself
    const target = addDays(selected, index - selected.getDay());
    cached.push(await timeAction(page, display(target), () => dayButtons.nth(index).tap()));
  }
  // Taps on 'Previous week': a week not loaded yet, each time.
  const previousWeek = page.getByRole('button', { name: 'Previous week' });
  const uncached: Timing[] = [];
  for (let i = 0; i < TAPS; i += 1) {
    const target = addDays(fromDisplay(await heading(page)), -7);
    uncached.push(await timeAction(page, display(target), () => previousWeek.tap()));
  }
  const listSize = await page.getByTestId('appointment-summary').count();

  // (b) Frames: idle baseline, then swipes of the week strip and of the day list, alternating direction.
  const idle = await recordFrames(page, () => page.waitForTimeout(1000), 0);
  const weekSwipes: FrameStats[] = [];
  const daySwipes: FrameStats[] = [];
  const dayArea = page.getByTestId('day-swipe-area');
  for (let i = 0; i < SWIPES; i += 1) {
    const dx = i % 2 === 0 ? -160 : 160;
    const before = await heading(page);
    weekSwipes.push(await recordFrames(page, () => touchDrag(cdp, strip, dx), 600));
    if ((await heading(page)) === before) console.warn('week-strip swipe did not change the day');
  }
  for (let i = 0; i < SWIPES; i += 1) {
    const dx = i % 2 === 0 ? -160 : 160;
    const before = await heading(page);
    daySwipes.push(await recordFrames(page, () => touchDrag(cdp, dayArea, dx), 600));
    if ((await heading(page)) === before) console.warn('day-list swipe did not change the day');
  }

  console.info(`\ncalendar paint, Chromium ${browser.version()}, 390x844 @2x touch, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.info(`(${listSize} entries on the last day shown; ${Math.round((Date.now() - started) / 1000)} s in all)`);
  console.table({
    'tap a day of the cached week': quantiles(cached),
    "tap 'Previous week' (uncached week, fetch)": quantiles(uncached),
  });
  const frameRow = (f: FrameStats, n: number) => ({
    runs: n,
    'frames rendered': f.frames,
    'long frames (>20 ms)': f.long,
    'frames dropped (est.)': f.dropped,
    'worst gap ms': f.maxMs,
  });
  console.table({
    'idle 1 s (baseline)': frameRow(idle, 1),
    [`week-strip swipe (+600 ms)`]: frameRow(sum(weekSwipes), weekSwipes.length),
    [`day-list swipe (+600 ms)`]: frameRow(sum(daySwipes), daySwipes.length),
  });
}

const guard = setTimeout(() => {
  console.error(`calendar-paint: over ${TIMEOUT_S} s, stopping`);
  void cleanup().finally(() => process.exit(1));
}, TIMEOUT_S * 1000);

main()
  .then(async () => {
    clearTimeout(guard);
    await cleanup();
  })
  .catch(async (err: unknown) => {
    console.error(err);
    clearTimeout(guard);
    await cleanup();
    process.exit(1);
  });
