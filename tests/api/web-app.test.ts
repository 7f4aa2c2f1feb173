/**
 * Serving the built web app (server/plugins/web-app.ts, issue 16): caching
 * headers, pre-compressed files sent as they are, no source maps, and the SPA
 * fallback with the pre-rendered login page. A stand-in dist/web made with
 * the build's own steps (build-web.ts), so no browser build is needed.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../build-web';
import { messages } from '../../domain/messages';
import { build, expectMessage } from './helper';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'meadow-web-app-'));
const script = `console.log(${JSON.stringify('Meadow '.repeat(400))});`;
mkdirSync(path.join(webRoot, 'assets'));
mkdirSync(path.join(webRoot, 'icons'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Meadow</title><div id="root">restoring</div>');
writeFileSync(path.join(webRoot, 'login.html'), '<!doctype html><title>Meadow</title><div id="root">login form</div>');
writeFileSync(path.join(webRoot, 'sw.js'), "self.addEventListener('fetch', () => undefined);");
writeFileSync(path.join(webRoot, 'assets', 'index-AbC123.js'), script);
writeFileSync(path.join(webRoot, 'assets', 'index-AbC123.js.map'), '{"version":3,"sources":["app/main.tsx"]}');
writeFileSync(path.join(webRoot, 'assets', 'index-AbC123.css'), `.a{color:red}${'.b{margin:0}'.repeat(200)}`);
writeFileSync(path.join(webRoot, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

beforeAll(async () => {
  expect(await precompress(webRoot)).toBe(5);
});
const t = build({}, { webRoot });
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built web app', () => {
  it('given a hashed asset, should cache it for a year as immutable', async () => {
    for (const url of ['/assets/index-AbC123.js', '/assets/index-AbC123.css']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(IMMUTABLE);
    }
  });

  it('given the pages, the service worker, the manifest or an icon, should make the browser revalidate', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/daily', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    for (const url of ['/index.html', '/sw.js', '/icons/icon-192.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('given a browser that accepts br, should send the .br file the build made, not compress per fetch', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // Byte for byte the file on disk: @fastify/compress did not touch it.
    expect(res.rawPayload.equals(readFileSync(path.join(webRoot, 'assets', 'index-AbC123.js.br')))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(script);
  });

  it('given a client that accepts only gzip, should send the .gz file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.css', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(readFileSync(path.join(webRoot, 'assets', 'index-AbC123.css.gz')))).toBe(true);
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('.a{color:red}');
  });

  it('given a client that accepts no encoding, should send the plain file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('given a source map, should answer 404 however it is asked for', async () => {
    for (const accept of ['*/*', 'application/json', 'text/html,application/xhtml+xml']) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js.map', headers: { accept } });
      expectMessage(res, 404, messages.notFound);
    }
  });

  it('given a page route, should answer the pre-rendered page: login.html for /login, index.html elsewhere', async () => {
    const html = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br' };
    const login = await t.app.inject({ method: 'GET', url: '/login?next=1', headers: html });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toContain('text/html');
    expect(login.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(login.rawPayload).toString('utf8')).toContain('login form');
    const daily = await t.app.inject({ method: 'GET', url: '/daily', headers: { accept: 'text/html' } });
    expect(daily.statusCode).toBe(200);
    expect(daily.body).toContain('restoring');
  });

  it('given an unknown file or API call, should answer the plain 404s as before', async () => {
    expectMessage(await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } }), 404, messages.notFound);
    expectMessage(await t.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } }), 404, messages.apiNotFound);
  });
});
