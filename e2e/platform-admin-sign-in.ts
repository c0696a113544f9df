// The platform admin of the browser tests, signed in through the API: scripts/e2e-server.ts makes the account,
// with its address verified, as ADMIN_EMAILS asks.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The platform admin's address (ADMIN_EMAILS of scripts/e2e-server.ts). */
export const PLATFORM_ADMIN_EMAIL = 'platform-admin@e2e.bookwell.test';

/** Signs `page`'s context in as the platform admin. */
export async function signInPlatformAdmin(page: Page) {
  const signedIn = await page.request.post('/api/auth/login', {
    data: { email: PLATFORM_ADMIN_EMAIL, password: 'correct-horse-42' },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}
