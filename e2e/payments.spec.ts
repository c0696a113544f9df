// Payments (issue 16): the owner takes the payment of today's visit from its details (the balance due to start
// with, plus a tip), sees the balance settled, and finds it in today's takings on /payments.
// The page has an honest empty state, no serious axe violation, and no sideways scroll at 360 px.
import {
  bookToday,
  createOpenBusiness,
  expect,
  localToday,
  seriousA11yViolations,
  test,
} from './fixtures.ts';

const FIRST_RENDER = { timeout: 30_000 };

test("a payment taken from the booking details shows in today's takings", async ({ page, owner }) => {
  test.setTimeout(120_000);
  const business = await createOpenBusiness(page, owner);
  const client = `Dana Pay-${Date.now().toString(36)}`;
  await bookToday(page, business, { time: '11:00', firstName: client, phone: '(555) 301-6611' });

  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible(FIRST_RENDER);
  await expect(page.getByText('Nothing taken yet today.')).toBeVisible();
  await expect(page.getByText('No payments in this selection')).toBeVisible();

  await page.goto(`/calendar?date=${localToday(business.timeZone)}`);
  await page.getByRole('button', { name: new RegExp(client) }).click(FIRST_RENDER);
  const dialog = page.getByRole('dialog', { name: client });
  await expect(dialog.getByTestId('balance-due')).toHaveText('$45.00');
  await dialog.getByRole('button', { name: 'Take payment' }).click();

  // 'Take payment' opens with the balance due filled in.
  const form = dialog.getByRole('form', { name: 'Take payment' });
  await expect(form.getByLabel('Amount (USD)')).toHaveValue('45.00');
  await form.getByLabel('Tip (USD)').fill('5');
  await form.getByLabel('Note').fill('Paid at the desk');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('balance-paid')).toHaveText('$45.00');
  await expect(dialog.getByTestId('balance-due')).toHaveText('$0.00');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/payments');
  await expect(page.getByTestId('takings-total')).toHaveText('$50.00', FIRST_RENDER);
  await expect(page.getByTestId('takings-cash')).toHaveText('$50.00');
  const list = page.getByRole('list', { name: 'Payments and refunds, newest first' });
  await expect(list.getByRole('listitem').filter({ hasText: client })).toContainText('Paid at the desk');
  await expect(page.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
    'href',
    new RegExp(`^/api/payments/export\\.csv\\?from=${localToday(business.timeZone)}&to=`),
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A partial refund with its reason: a negative entry, today's total follows.
  await list.getByRole('button', { name: /^Refund this payment/ }).click();
  const refund = page.getByRole('form', { name: 'Refund' });
  await refund.getByLabel(/^Amount/).fill('10');
  await refund.getByLabel('Reason').fill('Short on time');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(page.getByTestId('takings-total')).toHaveText('$40.00');

  // The dashboard's revenue counts what was paid less the refund, not the $45.00 price.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Monthly Revenue' })).toContainText('$35.00', FIRST_RENDER);
  await page.goto('/payments');
  await expect(page.getByTestId('takings-total')).toHaveText('$40.00', FIRST_RENDER);

  // Today's visits open the same details: the refund shows in the balance.
  await page.getByRole('button', { name: `Take payment for ${client}` }).click();
  const again = page.getByRole('dialog', { name: client });
  await expect(again.getByTestId('balance-paid')).toHaveText('$35.00');
  await expect(again.getByTestId('balance-due')).toHaveText('$10.00');
  await page.keyboard.press('Escape');

  // The daily close: $40.00 of cash recorded, $38.00 counted.
  const close = page.getByRole('form', { name: 'Daily close' });
  await close.getByLabel('Cash counted (USD)').fill('38');
  await close.getByRole('button', { name: 'Close the day' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'recorded $40.00' })).toContainText('$2.00 short');

  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(page.getByTestId('takings-total')).toHaveText('$40.00', FIRST_RENDER);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
