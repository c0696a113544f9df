// Work done once when the page loads: consume the welcome-screen flag.

export const WELCOME_FLAG_KEY = 'showWelcome';

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
