/*
 * Meadow's service worker.
 * - Offline shell: navigations go to the network first and fall back to the
 *   cached index.html; hashed build assets are cached on first use (and those
 *   index.html names are cached at install).
 * - Never caches /api or /socket.io: those answers hold health information.
 * - A `{ type: 'setVar' }` message tells every open window to reset its
 *   e-mail state and flag a reload (spec 4).
 */
const CACHE = 'meadow-shell-v1';
const SHELL_URL = '/index.html';
const PRIVATE_PREFIXES = ['/api/', '/socket.io/'];
const STATIC_PREFIXES = ['/assets/', '/icons/'];
const RESET_EMAILS = 'meadow:resetEmails';

const isPrivate = (pathname) => PRIVATE_PREFIXES.some((p) => pathname.startsWith(p));

/** The same-origin files index.html names (script, stylesheet, manifest, icons). */
function assetsOf(html) {
  const found = new Set(['/manifest.webmanifest']);
  for (const match of html.matchAll(/(?:src|href)="(\/[^"#?]+)"/g)) {
    if (!isPrivate(match[1]) && !match[1].startsWith('//')) found.add(match[1]);
  }
  return [...found];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const response = await fetch(SHELL_URL, { cache: 'no-store' });
        if (response.ok) {
          const html = await response.clone().text();
          await cache.put(SHELL_URL, response);
          // One missing file must not stop the worker from installing.
          await Promise.all(assetsOf(html).map((url) => cache.add(url).catch(() => undefined)));
        }
      } catch {
        // Offline at install: the first online navigation fills the cache.
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('meadow-') && n !== CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

async function networkFirstShell(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') || '';
    // Every app route answers with index.html (SPA fallback): keep the newest copy.
    if (response.ok && type.includes('text/html')) await cache.put(SHELL_URL, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(SHELL_URL);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isPrivate(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request));
    return;
  }
  if (STATIC_PREFIXES.some((p) => url.pathname.startsWith(p)) || url.pathname === '/manifest.webmanifest') {
    event.respondWith(cacheFirst(request));
  }
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'setVar') return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: RESET_EMAILS, reload: true });
    })(),
  );
});
