// The platform admin console in the browser: who gets in, and Suspend / Activate as a visitor and the owner see it.
import type { Browser } from '@playwright/test';
import { SUPPORT_TOPICS } from '../src/shared/schemas/support.ts';
import { createOpenBusiness, expect, seriousA11yViolations, signUpViaApi, test } from './fixtures.ts';
import { signInPlatformAdmin } from './platform-admin-sign-in.ts';

const NOT_TAKING_BOOKINGS = 'This business is not taking online bookings right now.';

/** A signed-in platform admin (e2e/platform-admin-sign-in.ts) in a context of its own. */
async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPlatformAdmin(page);
  return { context, page };
}

test('a signed-out visitor is told the admin panel needs authentication, an owner is refused', async ({
  page,
  browser,
}) => {
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { name: 'Access Denied - Admin panel requires authentication' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login');
  expect(await seriousA11yViolations(page)).toEqual([]);

  const context = await browser.newContext();
  const owner = await context.newPage();
  await signUpViaApi(owner);
  await owner.goto('/platform-admin');
  await expect(owner.getByRole('heading', { name: /Access Denied/ })).toBeVisible();
  await expect(owner.getByRole('tab', { name: 'Businesses' })).toHaveCount(0);
  expect(await seriousA11yViolations(owner)).toEqual([]);
  await context.close();
});

test('an admin suspends a business: its booking page says so and its owner sees why; Activate restores it', async ({
  page,
  owner,
  browser,
}) => {
  // Five axe scans (the Businesses list, the Overview and the three other tabs): more than the default minute
  // when the machine is busy.
  test.setTimeout(120_000);
  const business = await createOpenBusiness(page, owner);
  const admin = await adminPage(browser);
  const panel = admin.page;
  // The owner's navigation offers a platform admin the console, with the count of open support requests.
  const asked = await page.request.post('/api/support/requests', {
    data: {
      topic: SUPPORT_TOPICS[0],
      subject: 'Where are my reminders?',
      message: 'Are they sent by SMS too?',
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await panel.goto('/settings');
  await panel
    .getByRole('navigation', { name: 'Secondary' })
    .getByRole('link', { name: /^Platform admin \d+ open$/ })
    .click();
  await expect(panel).toHaveURL(/\/admin$/);
  await expect(panel.getByRole('heading', { name: 'Platform Admin' })).toBeVisible();
  for (const tab of ['Overview', 'Businesses', 'Revenue', 'Subscriptions', 'Settings']) {
    await expect(panel.getByRole('tab', { name: tab })).toBeVisible();
  }
  await panel.getByRole('tab', { name: 'Businesses' }).click();
  await panel.getByLabel('Search businesses').fill(business.name);
  const row = panel.getByRole('row').filter({ hasText: business.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(owner.email);
  expect(await seriousA11yViolations(panel)).toEqual([]);

  await row.getByRole('button', { name: `Suspend ${business.name}` }).click();
  await expect(panel.getByText('Business Suspended', { exact: true }).first()).toBeVisible();
  await expect(row.getByRole('button', { name: `Activate ${business.name}` })).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/book/${business.slug}`);
  await expect(visitor.getByText(NOT_TAKING_BOOKINGS)).toBeVisible();
  await expect(visitor.getByRole('heading', { name: business.name })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByTestId('suspended-banner')).toContainText('Your business is suspended');

  await row.getByRole('button', { name: `Activate ${business.name}` }).click();
  await expect(panel.getByText('Business Activated', { exact: true }).first()).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: business.name })).toBeVisible();
  await expect(visitor.getByText(NOT_TAKING_BOOKINGS)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('suspended-banner')).toHaveCount(0);

  // Both actions are in the audit log on the Overview tab.
  await panel.getByRole('tab', { name: 'Overview' }).click();
  const audit = panel.getByRole('region', { name: 'Audit log entries' });
  await expect(audit.getByRole('row').filter({ hasText: business.name })).toHaveCount(2);
  expect(await seriousA11yViolations(panel)).toEqual([]);
  // Every other tab loads its real data and passes axe too.
  const panels = {
    Revenue: 'Revenue by month',
    Subscriptions: 'Premium',
    Settings: 'Platform settings',
  };
  for (const [tab, heading] of Object.entries(panels)) {
    await panel.getByRole('tab', { name: tab }).click();
    await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
    expect(await seriousA11yViolations(panel), tab).toEqual([]);
  }
  await expect(panel.getByLabel('Free trial (days)')).toHaveValue('14');
  await visitorContext.close();
  await admin.context.close();
});
