/*
 * Meadow's service worker.
 * - Precache (issue 16): the build (build-web.ts) writes the shell's files
 *   into PRECACHE (index.html, login.html, the entry script and stylesheet,
 *   the manifest, the icons) and VERSION; all are cached at install, so a
 *   second visit paints from the cache. A new VERSION is a new cache; the
 *   old one goes on activate.
 * - Navigations go to the network first (a deploy is seen at once) and fall
 *   back to the cached page when offline or when the network is slower than
 *   NAVIGATION_TIMEOUT_MS: /login to login.html (the pre-rendered login
 *   screen), other routes to index.html. Hashed build assets are served from
 *   the cache, and cached on first use when not precached.
 * - Never caches /api or /socket.io: those answers hold health information.
 * - A `{ type: 'setVar' }` message tells every open window to reset its
 *   e-mail state and flag a reload (spec 4).
 * - Web Push (issue 14): the payload names only the kind of event
 *   ({ kind, title, body, url } from domain/contract/push.ts pushPayloadFor);
 *   a click focuses an open Meadow window (or opens one) at its url, and a
 *   mail click also resets e-mails, as setVar does.
 */
/** Filled in by the build; empty in development, where the worker is not registered. */
const PRECACHE = [];
const VERSION = 'dev';
const CACHE = `meadow-shell-${VERSION}`;
const SHELL_URL = '/index.html';
const LOGIN_URL = '/login.html';
const LOGIN_PATH = '/login';
const NAVIGATION_TIMEOUT_MS = 3000;
const PRIVATE_PREFIXES = ['/api/', '/socket.io/'];
const STATIC_PREFIXES = ['/assets/', '/icons/'];
const RESET_EMAILS = 'meadow:resetEmails';
const PUSH_KINDS = ['chat', 'mail', 'appointment', 'appointmentConfirmed', 'appointmentCancelled'];
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
        // The pages revalidate (they are no-cache anyway); hashed files may come from the HTTP cache.
        const page = (url) => url.endsWith('.html');
        const cacheOne = (url) =>
          cache.add(new Request(url, { cache: page(url) ? 'no-cache' : 'default' })).catch(() => undefined);
        if (PRECACHE.length > 0) {
          // One missing file must not stop the worker from installing.
          await Promise.all(PRECACHE.filter((url) => !isPrivate(url)).map(cacheOne));
        } else {
          // An unbuilt worker: what index.html names.
          const response = await fetch(SHELL_URL, { cache: 'no-store' });
          if (response.ok) {
            const html = await response.clone().text();
            await cache.put(SHELL_URL, response);
            await Promise.all(assetsOf(html).map(cacheOne));
          }
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

/** The cached page a route's navigation falls back to: login.html for /login, index.html elsewhere. */
const pageKeyOf = (pathname) => (pathname === LOGIN_PATH || pathname === `${LOGIN_PATH}/` ? LOGIN_URL : SHELL_URL);

async function cachedPage(cache, key) {
  return (await cache.match(key)) || (await cache.match(key === LOGIN_URL ? SHELL_URL : LOGIN_URL));
}

async function networkFirstShell(request, event) {
  const cache = await caches.open(CACHE);
  const key = pageKeyOf(new URL(request.url).pathname);
  const fromNetwork = fetch(request).then(async (response) => {
    const type = response.headers.get('content-type') || '';
    // Every app route answers with one of the two pages (SPA fallback): keep the newest copy.
    if (response.ok && type.includes('text/html')) await cache.put(key, response.clone());
    return response;
  });
  // The network's answer still refreshes the cache when the cached page was shown first.
  event.waitUntil(fromNetwork.catch(() => undefined));
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(resolve, NAVIGATION_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([fromNetwork, slow]);
    if (first) return first;
    return (await cachedPage(cache, key)) || (await fromNetwork);
  } catch (error) {
    const cached = await cachedPage(cache, key);
    if (cached) return cached;
    throw error;
  } finally {
    clearTimeout(timer);
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
    event.respondWith(networkFirstShell(request, event));
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
