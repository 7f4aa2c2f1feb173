/**
 * The web app's build steps after Vite has written dist/web (issue 16), one
 * Vite plugin run from vite.config.ts on `vite build` of the app only:
 *
 * 1. Pre-render (app/prerender.tsx, built for Node into a temporary folder):
 *    login.html gets the login screen inside #root, index.html the loader
 *    the app shows while it checks a stored session. Both carry the theme
 *    class on <html>. The pre-rendered markup is `inert` and
 *    `aria-disabled`, so nothing can be typed into or clicked on it before
 *    the script renders the live screen over it (tests wait for it too).
 *    Skipped, with a warning, when a class it uses is styled only in a
 *    lazily loaded stylesheet: it would paint unstyled.
 * 2. The service worker's precache list and version, written into sw.js.
 * 3. `.br` and `.gz` beside every text file, so the server never compresses
 *    a static file per fetch (server/plugins/web-app.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin, PluginOption, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth sending compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt|xml)$/i;

export const SW_LIST_MARKER = 'const PRECACHE = [];';
export const SW_VERSION_MARKER = "const VERSION = 'dev';";

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else out.push(full);
  }
  return out;
}

/** 3. Brotli (quality 11) and gzip (level 9) siblings of every text file; source maps are never served, so never compressed. */
export async function precompress(outDir: string): Promise<number> {
  const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

/** Same-origin files index.html names: the entry script, its preloads, stylesheets, manifest, icons. */
export function shellFilesOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/[^"#?]*)"/g)) {
    const url = match[1]!;
    if (!url.startsWith('//') && !url.startsWith('/api/')) found.add(url);
  }
  return [...found];
}

async function manifestIcons(outDir: string): Promise<string[]> {
  const file = path.join(outDir, 'manifest.webmanifest');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(await readFile(file, 'utf8')) as { icons?: { src?: string }[] };
  return (manifest.icons ?? []).map((i) => i.src).filter((s): s is string => typeof s === 'string' && s.startsWith('/'));
}

/** 2. The precache list and a version that changes whenever a listed file does. */
export async function injectPrecache(outDir: string, pages: string[]): Promise<string[]> {
  const swFile = path.join(outDir, 'sw.js');
  const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const list = [...new Set([...pages, '/manifest.webmanifest', ...shellFilesOf(indexHtml), ...(await manifestIcons(outDir))])]
    .filter((url) => existsSync(path.join(outDir, url)))
    .sort();
  const hash = createHash('sha256');
  for (const url of list) hash.update(url).update(await readFile(path.join(outDir, url)));
  const version = hash.digest('hex').slice(0, 12);
  const sw = await readFile(swFile, 'utf8');
  if (!sw.includes(SW_LIST_MARKER) || !sw.includes(SW_VERSION_MARKER)) {
    throw new Error(`sw.js must contain "${SW_LIST_MARKER}" and "${SW_VERSION_MARKER}" for the build to fill in`);
  }
  await writeFile(
    swFile,
    sw.replace(SW_LIST_MARKER, `const PRECACHE = ${JSON.stringify(list)};`).replace(SW_VERSION_MARKER, `const VERSION = '${version}';`),
  );
  return list;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Marks the first element of the pre-rendered markup as not yet live. */
export function asInert(markup: string): string {
  return markup.replace(/^(\s*(?:<!--[^>]*-->\s*)*)<([a-zA-Z][\w-]*)/, '$1<$2 inert="" aria-disabled="true" data-prerendered=""');
}

export function classesOf(markup: string): Set<string> {
  const out = new Set<string>();
  for (const match of markup.matchAll(/\sclass="([^"]*)"/g)) for (const c of match[1]!.split(/\s+/)) if (c) out.add(c);
  return out;
}

const classIn = (css: string, name: string) => new RegExp(`\\.${name.replace(/[^\w-]/g, (ch) => `\\${ch}`)}(?![\\w-])`).test(css);

/**
 * Classes of the markup that some stylesheet of the build styles but the
 * stylesheets index.html links do not: the page would paint unstyled there.
 */
export function classesStyledLazily(markup: string, linkedCss: string, allCss: string): string[] {
  return [...classesOf(markup)].filter((c) => !classIn(linkedCss, c) && classIn(allCss, c));
}

interface PrerenderModule {
  themeClass: string;
  pageTitles: Record<'login' | 'restoring', string | null>;
  prerenderPage(page: 'login' | 'restoring'): Promise<string>;
}

/** Session and local storage for the Node render: the app's atoms read them when their modules load. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

async function loadPrerenderer(config: ResolvedConfig, plugins: PluginOption[]): Promise<{ mod: PrerenderModule; cleanup: () => Promise<void> }> {
  const { build } = await import('vite');
  // Inside the project, so the bundle's bare imports (react, jotai…) resolve to node_modules.
  const outDir = path.join(config.root, 'node_modules', '.meadow-prerender', String(process.pid));
  await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    mode: config.mode,
    plugins,
    publicDir: false,
    build: {
      ssr: path.join(config.root, 'app/prerender.tsx'),
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      rollupOptions: { output: { format: 'esm', entryFileNames: 'prerender.mjs' } },
    },
  });
  const globals = globalThis as { sessionStorage?: Storage; localStorage?: Storage };
  const hadSession = 'sessionStorage' in globals;
  const hadLocal = 'localStorage' in globals;
  if (!hadSession) globals.sessionStorage = memoryStorage();
  if (!hadLocal) globals.localStorage = memoryStorage();
  const mod = (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as PrerenderModule;
  return {
    mod,
    cleanup: async () => {
      if (!hadSession) delete globals.sessionStorage;
      if (!hadLocal) delete globals.localStorage;
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1])
    .filter((href): href is string => typeof href === 'string' && href.startsWith('/'));
}

/**
 * The entry stylesheet (about 2 KiB compressed) goes into the page itself:
 * as a <link> it was the one render-blocking request between the HTML and
 * the first paint, a whole round trip on a phone network. The CSP allows
 * inline styles (style-src 'unsafe-inline'); `</style` cannot occur in CSS
 * that vanilla-extract writes, and is refused rather than escaped.
 */
export function inlineStylesheets(html: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error('the entry CSS holds "</style": it cannot be inlined');
  const links = [...html.matchAll(/[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/g)].filter((m) => /\bhref="\//.test(m[0]));
  if (links.length === 0) return html;
  const withoutLinks = links.reduce((page, m) => page.replace(m[0], ''), html);
  return withoutLinks.replace('</head>', `    <style>${css.trim()}</style>\n  </head>`);
}

/** 1. login.html and index.html with the first render in #root. Returns the pages written. */
export async function prerenderPages(config: ResolvedConfig, outDir: string, plugins: PluginOption[]): Promise<string[]> {
  const indexFile = path.join(outDir, 'index.html');
  const template = await readFile(indexFile, 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html needs an empty <div id="root"></div> to pre-render into');
  const linkedCss = (await Promise.all(linkedStylesheets(template).map((href) => readFile(path.join(outDir, href), 'utf8')))).join('\n');
  const allCss = (
    await Promise.all((await filesUnder(outDir)).filter((f) => f.endsWith('.css')).map((f) => readFile(f, 'utf8')))
  ).join('\n');

  const { mod, cleanup } = await loadPrerenderer(config, plugins);
  const written: string[] = [];
  try {
    const withTheme = template.replace(/<html([^>]*)>/, `<html$1 class="${mod.themeClass}">`);
    const pages = [
      { page: 'login' as const, file: 'login.html' },
      { page: 'restoring' as const, file: 'index.html' },
    ];
    for (const { page, file } of pages) {
      const markup = await mod.prerenderPage(page);
      if (/<script\b/i.test(markup)) throw new Error(`the pre-rendered ${page} page holds a <script>: the CSP would refuse it`);
      const lazy = classesStyledLazily(markup, linkedCss, allCss);
      if (lazy.length > 0) {
        config.logger.warn(
          `\n[meadow] ${file}: not pre-rendered: ${lazy.length} class(es) styled only in a lazily loaded stylesheet ` +
            `(${lazy.slice(0, 5).join(' ')}); keep what the ${page} page renders first in the entry chunk.`,
        );
        if (file === 'login.html') await writeFile(path.join(outDir, file), withTheme);
        else await writeFile(indexFile, withTheme);
      } else {
        const title = mod.pageTitles[page];
        const titled = title ? withTheme.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`) : withTheme;
        const filled = titled.replace('<div id="root"></div>', `<div id="root">${asInert(markup)}</div>`);
        await writeFile(path.join(outDir, file), inlineStylesheets(filled, linkedCss));
      }
      written.push(`/${file}`);
    }
  } finally {
    await cleanup();
  }
  return written;
}

export interface WebBuildOptions {
  /** The plugins the pre-render's Node build needs (React, vanilla-extract): fresh instances. */
  prerenderPlugins: () => PluginOption[];
}

/** Runs on `vite build` of the web app (not the SSR build it starts, not Storybook's build). */
export function meadowWebBuild(options: WebBuildOptions): Plugin {
  let config: ResolvedConfig;
  let enabled = false;
  return {
    name: 'meadow-web-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
      const input = resolved.build.rollupOptions.input;
      enabled = !resolved.build.ssr && (input === undefined || (typeof input === 'string' && input.endsWith('index.html')));
      if (enabled && !existsSync(path.join(resolved.root, 'index.html'))) enabled = false;
    },
    async closeBundle() {
      if (!enabled) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      if (!existsSync(path.join(outDir, 'index.html'))) return;
      const started = Date.now();
      const pages = await prerenderPages(config, outDir, options.prerenderPlugins());
      const precached = await injectPrecache(outDir, pages);
      const compressed = await precompress(outDir);
      const size = async (f: string) => (await stat(path.join(outDir, f))).size;
      config.logger.info(
        `[meadow] pre-rendered ${pages.join(', ')} (index.html ${await size('index.html')} B), ` +
          `${precached.length} files in the service worker's precache, ${compressed} files pre-compressed (br, gz) in ${Date.now() - started} ms`,
      );
    },
  };
}
