// Bookwell service worker: a versioned precache of the app shell, runtime caching of the hashed build assets,
// network-first navigations with offline fallbacks, and API traffic that is never cached.
// The build may replace VERSION (see the PWA notes); bump it by hand whenever this file's strategies change.
const VERSION = 'v1';
const SHELL_CACHE = `bookwell-shell-${VERSION}`;
const ASSET_CACHE = `bookwell-assets-${VERSION}`;
const CURRENT_CACHES = [SHELL_CACHE, ASSET_CACHE];

// The app shell itself: '/' is pre-rendered for visitors (the landing page's markup), which must never stand in
// for another route offline.
const SHELL_URL = '/index.html';
const OFFLINE_URL = '/offline.html';
const STATIC_URLS = [
  OFFLINE_URL,
  '/offline.js',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/icon.svg',
];
/** Upper bound for cached build files (a build has about 60 without source maps). */
const MAX_ASSET_ENTRIES = 300;
/** Build-file references inside a script: "assets/x-hash.js" (preload maps) and "./x-hash.js" (imports). */
const ASSET_REFERENCE = /(?:assets\/|\.\/)([\w-]+(?:\.[\w-]+)*\.(?:js|css))/g;

const isAssetPath = (pathname) => pathname.startsWith('/assets/');

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

async function precache() {
  const cache = await caches.open(SHELL_CACHE);
  await cache.addAll(STATIC_URLS.map((url) => new Request(url, { cache: 'reload' })));
  const shell = await fetch(new Request(SHELL_URL, { cache: 'reload' }));
  if (!shell.ok) throw new Error(`App shell request failed with ${shell.status}`);
  await cache.put(SHELL_URL, shell.clone());
  await cacheBuild(await shell.text());
}

/** Build files named by index.html (entry script, styles, preloads). */
function shellAssetPaths(html) {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
}

/**
 * Caches every build file reachable from the shell: the files index.html names and, following the import
 * references inside each script ("assets/x.js", "./x.js"), every lazily loaded route chunk. So any app route
 * starts offline, not only the ones visited before the worker took control.
 */
async function cacheBuild(html) {
  const cache = await caches.open(ASSET_CACHE);
  const seen = new Set();
  let level = shellAssetPaths(html);
  while (level.length > 0 && seen.size < MAX_ASSET_ENTRIES) {
    const next = [];
    await Promise.all(
      level.map(async (path) => {
        if (seen.has(path)) return;
        seen.add(path);
        const response = await cachedOrFetched(cache, path);
        if (!response || !path.endsWith('.js')) return;
        const text = await response.text();
        for (const match of text.matchAll(ASSET_REFERENCE)) next.push(`/assets/${match[1]}`);
      }),
    );
    level = next.filter((path) => !seen.has(path));
  }
  await pruneAssets(cache, seen);
}

async function cachedOrFetched(cache, path) {
  const cached = await cache.match(path);
  if (cached) return cached;
  try {
    const response = await fetch(path);
    if (!response.ok) return undefined;
    await cache.put(path, response.clone());
    return response;
  } catch {
    // A file that cannot be fetched now is fetched again when it is first needed.
    return undefined;
  }
}

/** Hashed files pile up across deploys: beyond the limit, drop the ones the current build no longer uses. */
async function pruneAssets(cache, keep) {
  const keys = await cache.keys();
  let excess = keys.length - MAX_ASSET_ENTRIES;
  for (const request of keys) {
    if (excess <= 0) break;
    if (keep.has(new URL(request.url).pathname)) continue;
    await cache.delete(request);
    excess -= 1;
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('bookwell-') && !CURRENT_CACHES.includes(name))
          .map((name) => caches.delete(name)),
      );
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || typeof data !== 'object') return;
  // A new version waits until the page asks for it, so an open tab never runs two versions at once.
  if (data.type === 'SKIP_WAITING') self.skipWaiting();
  // The page reports the assets it loaded before this worker controlled it, so they work offline too.
  if (data.type === 'CACHE_URLS' && Array.isArray(data.urls)) event.waitUntil(cacheAssets(data.urls));
});

async function cacheAssets(urls) {
  const cache = await caches.open(ASSET_CACHE);
  await Promise.all(
    urls.map(async (raw) => {
      try {
        const url = new URL(raw, self.location.origin);
        if (url.origin === self.location.origin && isAssetPath(url.pathname))
          await cachedOrFetched(cache, url.pathname);
      } catch {
        // An unparsable address is ignored.
      }
    }),
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname.startsWith('/api/')) {
    // Event streams stay with the browser: a worker in the middle would keep them open for nothing.
    if (request.headers.get('accept') === 'text/event-stream') return;
    // Never cached: API answers carry private data. Offline, callers get a JSON error they can show.
    event.respondWith(fetch(request).catch(() => offlineApiResponse()));
    return;
  }
  if (request.method !== 'GET') return;

  if (request.mode === 'navigate') {
    event.respondWith(handleNavigation(event));
  } else if (isAssetPath(url.pathname)) {
    event.respondWith(cacheFirst(request, url.pathname));
  } else if (STATIC_URLS.includes(url.pathname)) {
    event.respondWith(staleWhileRevalidate(event, url.pathname));
  }
});

function offlineApiResponse() {
  return new Response(JSON.stringify({ message: 'You are offline' }), {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

/** Network first; client routes are served by the same index.html, so the latest one is kept as the shell. */
async function handleNavigation(event) {
  try {
    const preloaded = await event.preloadResponse;
    const response = preloaded || (await fetch(event.request));
    if (isShellResponse(response)) event.waitUntil(refreshShell(response.clone()));
    return response;
  } catch {
    const cache = await caches.open(SHELL_CACHE);
    const fallback = (await cache.match(SHELL_URL)) || (await cache.match(OFFLINE_URL));
    return (
      fallback || new Response('You are offline', { status: 503, headers: { 'Content-Type': 'text/plain' } })
    );
  }
}

/**
 * Keeps the newest index.html as the offline shell; a new build's files are cached in the background. A
 * pre-rendered page (its #root already holds markup) is not the shell.
 */
async function refreshShell(response) {
  const html = await response.clone().text();
  if (!html.includes('<div id="root"></div>')) return;
  await (await caches.open(SHELL_CACHE)).put(SHELL_URL, response);
  const [entry] = shellAssetPaths(html);
  if (entry && !(await caches.match(entry))) await cacheBuild(html);
}

function isShellResponse(response) {
  if (!response.ok || response.redirected || response.type !== 'basic') return false;
  const path = new URL(response.url).pathname;
  const isFile = /\.[a-z0-9]+$/i.test(path);
  return !isFile && (response.headers.get('content-type') || '').includes('text/html');
}

/** Build assets have content hashes in their names, so a cached copy is always the right one. */
async function cacheFirst(request, key) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(key);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(key, response.clone());
  return response;
}

async function staleWhileRevalidate(event, key) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(key);
  const refresh = fetch(event.request)
    .then(async (response) => {
      if (response.ok) await cache.put(key, response.clone());
      return response;
    })
    .catch(() => undefined);
  if (cached) {
    event.waitUntil(refresh);
    return cached;
  }
  return (await refresh) || Response.error();
}

// Web push: the server sends {title, body, url} (src/server/modules/push/push-transport.ts).
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Bookwell';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: sameOriginPath(message.url) },
    }),
  );
});

/** Only a path on this site is opened from a notification; anything else opens the dashboard. */
function sameOriginPath(raw) {
  try {
    const url = new URL(typeof raw === 'string' ? raw : '/dashboard', self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/dashboard';
  } catch {
    return '/dashboard';
  }
}

// A click focuses a tab of the app already open (taking it to the notification's page), or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.url || '/dashboard';
  event.waitUntil(
    (async () => {
      const target = new URL(path, self.location.origin).href;
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const exact = tabs.find((tab) => tab.url === target);
      if (exact) return exact.focus();
      const tab = tabs.find((t) => new URL(t.url).origin === self.location.origin);
      if (tab) {
        const focused = await tab.focus();
        return 'navigate' in focused ? focused.navigate(target) : focused;
      }
      return self.clients.openWindow(target);
    })(),
  );
});
