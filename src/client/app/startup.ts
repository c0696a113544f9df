// Work done once when the page loads: register the service worker and consume the welcome-screen flag.

export const WELCOME_FLAG_KEY = 'showWelcome';

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Reads and clears the locally stored welcome-screen flag (spec SHELL-31). The spec does not say what it
 * does (SHELL-32), so nothing depends on it: it is returned for whoever builds onboarding, and cleared so a
 * stale value from an older version never lingers.
 */
export function consumeWelcomeFlag(storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined): boolean {
  try {
    const value = storage?.getItem(WELCOME_FLAG_KEY) ?? null;
    storage?.removeItem(WELCOME_FLAG_KEY);
    return value === 'true';
  } catch {
    return false;
  }
}
