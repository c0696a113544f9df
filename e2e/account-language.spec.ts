// The owner's account on Settings in the app's language (issue 28, docs/decisions/041): in the pseudo-locale no
// English is left in the account's sections (security and privacy, signed-in devices, API keys with a new key,
// billing, the danger zone) nor in their dialogs: password, two-factor's two steps, privacy, email change, delete
// account and a key's revocation. The rest of the page (profile, business sections) is another area's.
import type { Locator, Page } from '@playwright/test';
import pseudo from '../src/client/lib/app-i18n/locales/account/en-XA.ts';
import appPseudo from '../src/client/lib/app-i18n/locales/en-XA.ts';
import { latinLeft, ownersData } from './app-language.ts';
import { createOpenBusiness, expect, test } from './fixtures.ts';

/** Opens a dialog with `open` and checks it has no English left; returns it, open. */
async function checkDialog(page: Page, open: Locator, name: string, data: string[]) {
  await open.click();
  const dialog = page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
  await expect(dialog).toBeVisible();
  expect(await latinLeft(dialog, data)).toEqual([]);
  return dialog;
}

test('the pseudo-locale leaves no hard-coded English in the account’s sections of Settings and their dialogs', async ({
  page,
  owner,
}) => {
  const business = await createOpenBusiness(page, owner);
  // The browser's and system's names, the plan's name and the API keys' own text stay as they are.
  const data = [...(await ownersData(page, owner, business)), 'Chrome', 'Windows', 'Professional', 'Zapier'];

  await page.goto('/settings?lang=en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  const sections = ['security', 'sessions', 'api-keys', 'billing', 'account'].map((id) =>
    page.locator(`#${id}`),
  );
  await expect(page.getByRole('list', { name: pseudo['sessions.list'] }).getByRole('listitem')).toHaveCount(
    1,
    {
      timeout: 30_000,
    },
  );
  await expect(page.locator('#billing dl')).toBeVisible();

  // A new key: shown once, then listed with its dates.
  const keys = page.locator('#api-keys');
  await keys.getByLabel(pseudo['apiKeys.name']).fill('Zapier');
  await keys.getByRole('button', { name: pseudo['apiKeys.create'] }).click();
  const key = await keys.getByRole('status', { name: /Zapier/ }).textContent();
  await expect(keys.getByRole('list', { name: pseudo['apiKeys.title'] }).getByRole('listitem')).toHaveCount(
    1,
  );
  const prefix = (await keys.locator('.font-mono').last().textContent()) ?? '';
  const withKeys = [...data, key ?? '', prefix.replace('…', '')];
  for (const section of sections) expect(await latinLeft(section, withKeys)).toEqual([]);

  const security = page.locator('#security');
  const check = (open: Locator, name: string) => checkDialog(page, open, name, data);
  let dialog = await check(
    security.getByRole('button', { name: pseudo['password.action'] }),
    pseudo['password.title'],
  );
  // The shared schema's message at its field, through the app catalog's validation.* messages.
  await dialog.getByRole('button', { name: pseudo['password.action'] }).click();
  await expect(dialog.getByText(appPseudo['validation.currentPasswordRequired'])).toBeVisible();
  expect(await latinLeft(dialog, data)).toEqual([]);
  await page.keyboard.press('Escape');

  // Two-factor's second step: the QR code, its key and the code form.
  dialog = await check(security.getByRole('switch'), pseudo['twoFactor.onTitle']);
  await dialog.getByLabel(pseudo['field.currentPassword']).fill(owner.password);
  await dialog.getByRole('button', { name: pseudo['twoFactor.continue'] }).click();
  const secret = (await dialog.getByTestId('two-factor-secret').textContent()) ?? '';
  await expect(dialog.getByRole('form', { name: pseudo['twoFactor.codeForm'] })).toBeVisible();
  expect(await latinLeft(dialog, [...data, secret])).toEqual([]);
  await page.keyboard.press('Escape');

  dialog = await check(
    security.getByRole('button', { name: pseudo['security.privacyAction'] }),
    pseudo['privacy.title'],
  );
  await expect(dialog.getByRole('form', { name: pseudo['privacy.title'] })).toBeVisible();
  expect(await latinLeft(dialog, data)).toEqual([]);
  await page.keyboard.press('Escape');

  // The email change dialog opens from the profile (another area's section).
  for (const [open, name] of [
    [
      page.locator('#account').getByRole('button', { name: pseudo['delete.action'] }),
      pseudo['delete.action'],
    ],
    [keys.getByRole('button', { name: new RegExp(pseudo['apiKeys.revoke']) }), pseudo['apiKeys.revokeTitle']],
    [
      page.locator('#profile').getByRole('button', { name: appPseudo['profile.changeEmail'] }),
      pseudo['email.title'],
    ],
  ] as const) {
    await check(open, name);
    await page.keyboard.press('Escape');
  }
});
