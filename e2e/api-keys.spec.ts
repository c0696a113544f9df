// API keys in Settings: create one, see it once (copy it while it is shown), use it, revoke it; a revoked key is
// refused at once. The API reference page it links to lists the operations a key may call.
import { expect, request, test } from '@playwright/test';
import { createOpenBusiness, newAccount, seriousA11yViolations, signUpViaApi } from './fixtures.ts';

// Signs up (argon2) on a machine shared with other runs.
test.slow();

test('an owner creates an API key, sees it once, uses it and revokes it', async ({ page, baseURL }) => {
  const account = await signUpViaApi(page, newAccount());
  await createOpenBusiness(page, account);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section).toBeVisible({ timeout: 60_000 });
  await expect(section.getByText('No API keys yet.')).toBeVisible();

  // A name is required.
  await section.getByRole('button', { name: 'Create key' }).click();
  await expect(section.getByText('Please give the key a name.')).toBeVisible();
  await section.getByLabel('Key name').fill('Zapier');
  await section.getByRole('button', { name: 'Create key' }).click();

  await expect(
    section.getByText('Copy the key “Zapier” now: for your security it will not be shown again.'),
  ).toBeVisible();
  const key = (await section.getByRole('status', { name: 'New API key Zapier' }).textContent()) ?? '';
  expect(key).toMatch(/^bw_live_[A-Za-z0-9_-]{43}$/);
  const list = section.getByRole('list', { name: 'API keys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Zapier');
  await expect(list).toContainText(key.slice(0, 12));
  await expect(list).toContainText('never used');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The key works from outside the browser (no cookie), for this business's bookings.
  const outside = await request.newContext({ baseURL });
  const auth = { authorization: `Bearer ${key}` };
  expect((await outside.get('/api/bookings', { headers: auth })).status()).toBe(200);
  expect((await outside.get('/api/auth/user', { headers: auth })).status()).toBe(403);

  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText(key)).toHaveCount(0);
  await page.reload();
  await expect(list).toContainText('last used');
  await expect(page.getByText(key)).toHaveCount(0);

  await list.getByRole('button', { name: 'Revoke Zapier' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this API key?' });
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(list.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Revoke Zapier' })).toHaveCount(0);
  expect((await outside.get('/api/bookings', { headers: auth })).status()).toBe(401);
  await outside.dispose();
});

test('the API reference page lists the operations, marking those a key may call', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookwell API reference' })).toBeVisible();
  const booking = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'POST /api/bookings', exact: true }) });
  await expect(booking).toContainText('Accepts an API key');
  await expect(page.getByRole('heading', { name: 'GET /api/api-keys', exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
