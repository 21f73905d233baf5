/* global self, caches */
// The app's service worker (issue 42): what makes it installable and lets alerts reach a closed app.
//
// - Pages (navigations): network first, so a deploy and a session are always current; the last copy of
//   the page is the fallback when the network fails (a phone on a bad line opens the app, not an error).
// - Hashed build assets (/assets/…): cache first; their names change with their content.
// - Never the API (/api/…), uploads or anything of another origin: answers with someone's data, and what
//   must be fresh, always go to the network untouched.
// - Push: shows the notification the server sent ({ title, body, url, tag }); a tap focuses the app or
//   opens it at that address.
//
// Served from the root with `Cache-Control: no-cache` (src/server/plugins/web-app.ts), so the browser
// checks it on every visit; a new version takes over at once and drops the caches of the old one.

const VERSION = 'v1';
const PAGES = `vocero-pages-${VERSION}`;
const ASSETS = `vocero-assets-${VERSION}`;
/** Bounds on what is kept: a few pages, and the assets of a few deploys. */
const MAX_PAGES = 20;
const MAX_ASSETS = 200;
/** The texts when a push arrives without its own (src/shared/messages/alerts.ts keeps the same words). */
const FALLBACK_TITLE = 'Vocero';
const FALLBACK_BODY = 'Hay novedades en la bandeja de entrada.';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('vocero-') && name !== PAGES && name !== ASSETS)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** Deletes the oldest entries beyond `max` (a cache lists its keys in the order they were put). */
async function trim(cache, max) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function networkFirstPage(request) {
  const cache = await caches.open(PAGES);
  // One copy per path: the query (filters, a conversation) does not make another page to keep.
  const url = new URL(request.url);
  const key = `${url.origin}${url.pathname}`;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      await cache.put(key, response.clone());
      await trim(cache, MAX_PAGES);
    }
    return response;
  } catch (error) {
    // Offline: this page as it was last seen, else any page of the app (its router draws the right screen).
    const cached = (await cache.match(key)) ?? (await cache.match(`${url.origin}/dashboard`));
    if (cached) return cached;
    const any = (await cache.keys())[0];
    if (any) return (await cache.match(any)) ?? Response.error();
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    await trim(cache, MAX_ASSETS);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) return;
  if (request.mode === 'navigate') {
    // The widget's panel is framed by other sites and has its own headers: left to the network.
    if (url.pathname.startsWith('/embed/')) return;
    event.respondWith(networkFirstPage(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(request));
  }
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : FALLBACK_TITLE;
  const options = {
    body: typeof data.body === 'string' ? data.body : FALLBACK_BODY,
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    lang: 'es-419',
    data: { url: typeof data.url === 'string' ? data.url : '/dashboard' },
  };
  if (typeof data.tag === 'string' && data.tag) {
    // A newer alert of the same conversation replaces the older one, and still rings.
    options.tag = data.tag;
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a path of this app is opened, whatever the payload said.
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/dashboard',
    self.location.origin,
  );
  const url = target.origin === self.location.origin ? target.href : `${self.location.origin}/dashboard`;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      const open = windows.find((client) => 'navigate' in client);
      if (open) {
        try {
          const moved = await open.navigate(url);
          if (moved) return moved.focus();
        } catch {
          // An uncontrolled window cannot be navigated from here: a new one opens below.
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
