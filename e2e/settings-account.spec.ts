// The owner's account on /settings, part two: the billing summary read from the account's own trial; the email
// change up to the code step (the code itself only reaches the new address: the browser tests have no mailbox, so
// the right code is covered by the HTTP tests in src/server/modules/account/email-change.test.ts against a real
// SMTP server); and analytics tracking off, with the app sending no usage events anywhere.
import { expect, type Page, type Request, test } from '@playwright/test';
import { EMAIL_CHANGE_CODE_SENT_MESSAGE } from '../src/shared/schemas/account.ts';
import { createOpenBusiness, newAccount, seriousA11yViolations, signUpViaApi } from './fixtures.ts';

// Each test signs up and checks passwords (argon2) on a machine shared with other runs.
test.slow();

async function openSettings(page: Page) {
  await page.goto('/settings');
  // The first visit downloads the settings chunk, which takes a while on a busy machine.
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible({ timeout: 60_000 });
}

test('the billing summary shows the account’s own trial, its end as the next billing date, and no payment UI', async ({
  page,
}) => {
  await signUpViaApi(page, newAccount());
  const me = await page.request.get('/api/auth/user');
  const { trialEndDate } = (await me.json()) as { trialEndDate: string };
  await openSettings(page);
  const ends = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(
        new Date(iso),
      ),
    trialEndDate,
  );

  const billing = page.getByRole('region', { name: 'Billing' });
  await expect(billing.getByText('Professional plan')).toBeVisible();
  await expect(billing.getByText('Free trial')).toBeVisible();
  await expect(billing.getByText('$5 per month')).toBeVisible();
  await expect(billing.getByText(`14 days left, ends ${ends}`)).toBeVisible();
  await expect(billing.getByRole('definition').last()).toHaveText(ends);
  await expect(billing.getByText(/Payments are not set up in Bookwell yet/)).toBeVisible();
  // No card form and no button that does nothing.
  await expect(billing.getByRole('button')).toHaveCount(0);
  await expect(billing.getByRole('textbox')).toHaveCount(0);
});

test('changing the email asks for the password, sends a code, counts wrong codes, and changes nothing until the code', async ({
  page,
}) => {
  const account = await signUpViaApi(page, newAccount());
  await createOpenBusiness(page, account);
  await openSettings(page);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  await profile.getByRole('button', { name: 'Change email address' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change email address' });
  const newEmail = newAccount().email;
  await dialog.getByLabel('New email address').fill(newEmail);
  await dialog.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');

  await dialog.getByLabel('Current password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(dialog.getByText(EMAIL_CHANGE_CODE_SENT_MESSAGE)).toBeVisible();
  await expect(
    dialog.getByText(`Look in the inbox of ${newEmail}. The code works for 15 minutes.`),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const code = dialog.getByLabel('6-digit code');
  // Only digits go in.
  await code.fill('12ab34');
  await expect(code).toHaveValue('1234');
  const wrong = ['000000', '000001', '000002', '000003'];
  for (const [index, guess] of wrong.entries()) {
    await code.fill(guess);
    await dialog.getByRole('button', { name: 'Change Email' }).click();
    const left = 4 - index;
    await expect(dialog.getByRole('alert')).toHaveText(
      `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    );
  }
  await code.fill('000004');
  await dialog.getByRole('button', { name: 'Change Email' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Too many wrong codes. Ask for a new code.');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Loaded again (on a busy machine the page can take longer than an expectation's wait).
  await openSettings(page);
  await expect(
    page.getByRole('region', { name: 'Profile' }).getByLabel('Email', { exact: true }),
  ).toHaveValue(account.email);
});

test('with analytics tracking off the app sends no usage events: every request stays on Bookwell’s own API and pages', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page, newAccount());
  const off = await page.request.post('/api/auth/privacy-settings', {
    data: {
      profileVisibility: 'public',
      dataSharing: false,
      marketingEmails: false,
      analyticsTracking: false,
    },
  });
  expect(off.status()).toBe(200);

  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  for (const path of ['/dashboard', '/settings', '/calendar', '/clients', '/analytics']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    // What a page sends on its own after it shows (polls, streams, lazy chunks) is watched too.
    await page.waitForTimeout(1_500);
  }

  expect(requests.length).toBeGreaterThan(5);
  const origin = new URL(baseURL!).origin;
  const elsewhere = requests
    .map((r) => r.url())
    .filter((url) => !url.startsWith(origin) && !url.startsWith('data:'));
  expect(elsewhere).toEqual([]);
  // Beacons and anything shaped like an event or tracking call.
  expect(requests.filter((r) => r.resourceType() === 'ping').map((r) => r.url())).toEqual([]);
  const tracking = requests
    .map((r) => new URL(r.url()).pathname)
    .filter((path) => /track|telemetry|beacon|collect|usage|\/events?\b/i.test(path));
  expect(tracking).toEqual([]);
});
