/** The web build's own steps (build-web.ts, issue 16), on a stand-in dist/web. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { asInert, classesStyledLazily, injectPrecache, inlineStylesheets, precompress, shellFilesOf } from '../../build-web';

const SW = "const PRECACHE = [];\nconst VERSION = 'dev';\nconst CACHE = `meadow-shell-${VERSION}`;\n";
const INDEX =
  '<!doctype html><html lang="en"><head><link rel="manifest" href="/manifest.webmanifest" />' +
  '<link rel="icon" href="/icons/meadow.svg" /><script type="module" crossorigin src="/assets/index-A1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-B2.css"></head><body><div id="root"></div></body></html>';

let dir = '';
function webDir(): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'meadow-build-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'icons'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'login.html'), INDEX);
  writeFileSync(path.join(dir, 'sw.js'), SW);
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ icons: [{ src: '/icons/icon-192.png' }] }));
  writeFileSync(path.join(dir, 'assets', 'index-A1.js'), 'console.log("a");'.repeat(50));
  writeFileSync(path.join(dir, 'assets', 'index-A1.js.map'), '{}');
  writeFileSync(path.join(dir, 'assets', 'index-B2.css'), '.x{color:red}');
  writeFileSync(path.join(dir, 'icons', 'meadow.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50]));
  return dir;
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the web build', () => {
  it('given the built files, should write .br and .gz beside each text file, and none for maps or images', async () => {
    const out = webDir();
    expect(await precompress(out)).toBe(7);
    const js = readFileSync(path.join(out, 'assets', 'index-A1.js'));
    expect(brotliDecompressSync(readFileSync(path.join(out, 'assets', 'index-A1.js.br'))).equals(js)).toBe(true);
    expect(gunzipSync(readFileSync(path.join(out, 'assets', 'index-A1.js.gz'))).equals(js)).toBe(true);
    expect(() => readFileSync(path.join(out, 'assets', 'index-A1.js.map.br'))).toThrow();
    expect(() => readFileSync(path.join(out, 'icons', 'icon-192.png.gz'))).toThrow();
  });

  it("given index.html, should list the shell's files for the service worker and version them", async () => {
    const out = webDir();
    expect(shellFilesOf(INDEX)).toEqual(['/manifest.webmanifest', '/icons/meadow.svg', '/assets/index-A1.js', '/assets/index-B2.css']);
    const list = await injectPrecache(out, ['/index.html', '/login.html']);
    expect(list).toEqual([
      '/assets/index-A1.js',
      '/assets/index-B2.css',
      '/icons/icon-192.png',
      '/icons/meadow.svg',
      '/index.html',
      '/login.html',
      '/manifest.webmanifest',
    ]);
    const sw = readFileSync(path.join(out, 'sw.js'), 'utf8');
    expect(sw).toContain(`const PRECACHE = ${JSON.stringify(list)};`);
    expect(sw).toMatch(/const VERSION = '[0-9a-f]{12}';/);
    expect(sw).not.toContain("'/api");
  });

  it('given a service worker without the markers, should fail the build rather than ship an empty precache', async () => {
    const out = webDir();
    writeFileSync(path.join(out, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await expect(injectPrecache(out, ['/index.html'])).rejects.toThrow(/PRECACHE/);
  });

  it('given pre-rendered markup, should mark its first element inert until the app renders over it', () => {
    expect(asInert('<div class="a"><input/></div><section></section>')).toBe(
      '<div inert="" aria-disabled="true" data-prerendered="" class="a"><input/></div><section></section>',
    );
    expect(asInert('<!--$--><main>x</main>')).toBe('<!--$--><main inert="" aria-disabled="true" data-prerendered="">x</main>');
  });

  it('given a class styled only in a lazily loaded stylesheet, should name it', () => {
    const markup = '<div class="entry lazy unstyled"><span class="entry-2"></span></div>';
    expect(classesStyledLazily(markup, '.entry{color:red}.entry-2{margin:0}', '.entry{color:red}.entry-2{margin:0}.lazy:hover{x:y}')).toEqual(['lazy']);
  });

  it('given a page linking the entry stylesheet, should carry it inline in the head instead, so no request blocks the first paint', () => {
    const page = inlineStylesheets(INDEX, '.x{color:red}\n');
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toContain('<style>.x{color:red}</style>\n  </head>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
    expect(shellFilesOf(page)).toEqual(['/manifest.webmanifest', '/icons/meadow.svg', '/assets/index-A1.js']);
  });

  it('given CSS that could close the style element, should refuse to inline it', () => {
    expect(() => inlineStylesheets(INDEX, '.x::after{content:"</style><script>"}')).toThrow(/<\/style/);
  });
});
