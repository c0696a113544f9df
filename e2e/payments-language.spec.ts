// The owner's Payments page in the app's language (issue 28, docs/decisions/041): in the pseudo-locale no English is
// left on the page (today's takings and visits, the list, the daily close and a past close), in the refund and
// payment forms, nor in a visit's payment section in its booking's details.
import pseudo from '../src/client/lib/app-i18n/locales/payments/en-XA.ts';
import { businessWithBooking, latinLeft, ownersData } from './app-language.ts';
import { expect, localToday, test } from './fixtures.ts';

test('the pseudo-locale leaves no hard-coded English on the Payments page and in a visit’s payment section', async ({
  page,
  owner,
}) => {
  const business = await businessWithBooking(page, owner);
  const [visit] = (await (await page.request.get('/api/bookings/today')).json()) as Array<{ id: string }>;
  const paid = await page.request.post('/api/payments', {
    data: { bookingId: visit?.id, method: 'card', amount: '40.00', tip: '5.00', discount: '5.00' },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const closed = await page.request.post('/api/payments/close', {
    data: { date: localToday(business.timeZone), countedCash: '12.50' },
  });
  expect(closed.status(), await closed.text()).toBe(201);
  // The currency's code names the amounts' fields ('Amount (USD)') in every language, like the business's data.
  const data = [...(await ownersData(page, owner, business)), 'Lena Vogel', 'USD'];

  await page.goto('/payments?lang=en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  const list = page.getByRole('list', { name: pseudo['list.label'] });
  await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('takings-total')).toBeVisible();
  await expect(page.getByRole('region', { name: pseudo['close.past'] })).toBeVisible();
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);

  // The refund form and the form for a payment without a booking.
  await list.getByRole('button', { name: pseudo['refund.open'] }).click();
  await page.getByRole('button', { name: pseudo['payment.record'] }).click();
  await expect(page.getByRole('form', { name: pseudo['refund.form'] })).toBeVisible();
  await expect(page.getByRole('form', { name: pseudo['payment.take'] })).toBeVisible();
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);

  // Today's visit opens its booking's details: the balance, its payment and the payment form.
  await page
    .getByRole('list', { name: pseudo['visits.title'] })
    .getByRole('button', { name: pseudo['payment.take'] })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Lena Vogel' });
  await dialog.getByRole('button', { name: pseudo['payment.take'] }).click();
  await expect(dialog.getByRole('form', { name: pseudo['payment.take'] })).toBeVisible();
  await expect(dialog.getByRole('list', { name: pseudo['balance.payments'] })).toBeVisible();
  expect(await latinLeft(dialog, data)).toEqual([]);
});
