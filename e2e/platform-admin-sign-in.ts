// The platform admin of the browser tests, signed in through the API.
import type { Page } from '@playwright/test';
import { expect, newAccount } from './fixtures.ts';

/** The platform admin's address (ADMIN_EMAILS of scripts/e2e-server.ts). */
export const PLATFORM_ADMIN_EMAIL = 'platform-admin@e2e.bookwell.test';

/** Signs `page`'s context in as the platform admin, registering the account on first use. */
export async function signInPlatformAdmin(page: Page) {
  const account = newAccount({ email: PLATFORM_ADMIN_EMAIL });
  const registered = await page.request.post('/api/auth/register', { data: account });
  if (registered.status() !== 409) {
    expect(registered.status(), await registered.text()).toBe(201);
    return;
  }
  const signedIn = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}
