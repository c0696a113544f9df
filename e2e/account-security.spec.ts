// Account security in the browser: the sign-up form shows why the server refused a password (a common one, or the
// owner's own name), and turning two-factor on asks for the current password before any secret is shown.
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { newAccount, signUpViaApi } from './fixtures.ts';

// Each test signs up and checks passwords (argon2) on a machine shared with other runs.
test.slow();

test('sign-up refuses a common password and one that is the name, saying why', async ({ page }) => {
  const account = newAccount({ firstName: 'Marigold', lastName: 'Quimby' });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Email').fill(account.email);
  const submitWith = async (password: string) => {
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Confirm password').fill(password);
    await form.getByRole('button', { name: 'Create Account' }).click();
  };

  await submitWith('password123');
  await expect(
    form.getByText('This password is one of the most common ones and easy to guess. Please choose another.'),
  ).toBeVisible();
  await submitWith('Marigold Quimby');
  await expect(
    form.getByText(
      'Your password cannot be your email address, your name or your business name. Please choose another.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  await submitWith(account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('turning two-factor on asks for the current password before showing the secret', async ({ page }) => {
  const account = await signUpViaApi(page, newAccount());
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Two-factor authentication' });
  // The first visit downloads the settings chunk, which takes a while on a busy machine.
  await expect(toggle).toBeVisible({ timeout: 60_000 });
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
  await expect(dialog.getByTestId('two-factor-secret')).toHaveCount(0);

  const password = dialog.getByLabel('Current password', { exact: true });
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // Exact: a toast's text is also in its screen-reader announcement, which joins title and description.
  await expect(page.getByText('Failed to update two-factor authentication', { exact: true })).toBeVisible();
  await expect(page.getByText('Current password is incorrect', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('two-factor-secret')).toHaveCount(0);

  await password.fill(account.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await dialog.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  await dialog
    .getByRole('textbox', { name: 'Verification code' })
    .fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
  await dialog.getByRole('button', { name: 'Verify and Turn On' }).click();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I Saved Them' }).click();
  await expect(toggle).toBeChecked();
});
