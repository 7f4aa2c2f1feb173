/*
 * Meadow's service worker.
 * - Offline shell: navigations go to the network first and fall back to the
 *   cached index.html; hashed build assets are cached on first use (and those
 *   index.html names are cached at install).
 * - Never caches /api or /socket.io: those answers hold health information.
 * - A `{ type: 'setVar' }` message tells every open window to reset its
 *   e-mail state and flag a reload (spec 4).
 * - Web Push (issue 14): the payload names only the kind of event
 *   ({ kind, title, body, url } from domain/contract/push.ts pushPayloadFor);
 *   a click focuses an open Meadow window (or opens one) at its url, and a
 *   mail click also resets e-mails, as setVar does.
 */
const CACHE = 'meadow-shell-v1';
const SHELL_URL = '/index.html';
const PRIVATE_PREFIXES = ['/api/', '/socket.io/'];
const STATIC_PREFIXES = ['/assets/', '/icons/'];
const RESET_EMAILS = 'meadow:resetEmails';
const PUSH_KINDS = ['chat', 'mail', 'appointment'];
const PUSH_ICON = '/icons/icon-192.png';
/** Shown when a payload cannot be read: a push must always show something (userVisibleOnly). */
const PUSH_FALLBACK = { kind: 'meadow', title: 'Meadow', body: 'Open Meadow to see it.', url: '/' };

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

/** The pushed payload, checked field by field; anything odd falls back to a neutral notice. */
function pushPayloadOf(data) {
  let parsed = null;
  try {
    parsed = data ? data.json() : null;
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object') return PUSH_FALLBACK;
  const kind = PUSH_KINDS.includes(parsed.kind) ? parsed.kind : PUSH_FALLBACK.kind;
  const text = (value, fallback) => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : fallback);
  // Only a path of this origin: a payload never sends a click elsewhere.
  const url = typeof parsed.url === 'string' && /^\/(?!\/)/.test(parsed.url) ? parsed.url : PUSH_FALLBACK.url;
  return { kind, title: text(parsed.title, PUSH_FALLBACK.title), body: text(parsed.body, PUSH_FALLBACK.body), url };
}

self.addEventListener('push', (event) => {
  const payload = pushPayloadOf(event.data);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      // One notification per kind: a newer one replaces the older.
      tag: payload.kind,
      data: { url: payload.url, kind: payload.kind },
      icon: PUSH_ICON,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const path = typeof data.url === 'string' && /^\/(?!\/)/.test(data.url) ? data.url : '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      let client = null;
      if (open) {
        client = await open.focus().catch(() => open);
        if (client && 'navigate' in client) client = (await client.navigate(target).catch(() => null)) || client;
      } else {
        client = await self.clients.openWindow(target);
      }
      // As setVar: the inbox is read afresh when a mail notification is opened.
      if (data.kind === 'mail' && client) client.postMessage({ type: RESET_EMAILS, reload: true });
    })(),
  );
});
