// Registers /sw.js, hands it the build assets this page loaded before it took control (so they work
// offline), and applies a waiting update on request (spec part 1 §2, part 2 §2; issue 6 'Installable PWA').

export const SERVICE_WORKER_URL = '/sw.js';

type UpdateListener = (registration: ServiceWorkerRegistration) => void;
const updateListeners = new Set<UpdateListener>();
const watched = new WeakSet<ServiceWorkerRegistration>();

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Same-origin build assets already fetched by this page. */
function loadedAssetUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, window.location.href);
      return url.origin === window.location.origin && url.pathname.startsWith('/assets/');
    });
}

/**
 * Once a worker is active, tells it which build assets this page already loaded, so a page first opened
 * before the worker took control still starts offline next time.
 */
export async function syncLoadedAssets(): Promise<void> {
  if (!supported() || import.meta.env.DEV) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: 'CACHE_URLS', urls: loadedAssetUrls() });
}

function notifyUpdate(registration: ServiceWorkerRegistration) {
  for (const listener of updateListeners) listener(registration);
}

/** Watches a registration for a new version that finished installing while an older one controls the page. */
function watchForUpdates(registration: ServiceWorkerRegistration) {
  if (watched.has(registration)) return;
  watched.add(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) notifyUpdate(registration);
    });
  });
}

/**
 * Registers the service worker once the page has loaded. Safe to call more than once. Does nothing in
 * browsers without service workers and in the Vite dev server (which has no /assets/ build).
 */
export function registerServiceWorker(): void {
  if (!supported() || import.meta.env.DEV) return;
  const register = async () => {
    try {
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
      watchForUpdates(registration);
      if (registration.waiting && navigator.serviceWorker.controller) notifyUpdate(registration);
      await syncLoadedAssets();
    } catch (error) {
      console.error('Service worker registration failed', error);
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Calls `listener` whenever a new version is waiting (including one already waiting); returns an unsubscribe. */
export function onServiceWorkerUpdate(listener: UpdateListener): () => void {
  updateListeners.add(listener);
  if (supported()) {
    void navigator.serviceWorker.getRegistration().then((registration) => {
      if (!registration) return;
      // Also covers a worker registered by other start-up code.
      watchForUpdates(registration);
      if (registration.waiting && navigator.serviceWorker.controller) listener(registration);
    });
  }
  return () => {
    updateListeners.delete(listener);
  };
}

/** Activates the waiting version, then reloads once it controls the page. */
export function applyServiceWorkerUpdate(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
