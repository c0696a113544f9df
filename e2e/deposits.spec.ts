// Deposits through Stripe (decision 017) in the browser: the owner asks for a deposit in the service dialog, and
// a customer booking that service on the public page is sent to Stripe Checkout, and coming back without paying
// frees the held time at once — here a stand-in for Stripe's
// API served by this spec on E2E_PORT + 20000 (scripts/e2e-server.ts points STRIPE_API_URL at it).
import { createServer, type Server } from 'node:http';
import { chooseOption, createOpenBusiness, expect, seriousA11yViolations, test } from './fixtures.ts';

const STAND_IN_PORT = Number(process.env.E2E_PORT ?? 4321) + 20_000;
const standIn = `http://127.0.0.1:${STAND_IN_PORT}`;
const asked: Record<string, string>[] = [];
let server: Server;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        asked.push(Object.fromEntries(new URLSearchParams(body)));
        const id = `cs_test_e2e_${asked.length}`;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id, url: `${standIn}/pay/${id}` }));
        return;
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(request.url ?? '');
      if (request.method === 'POST' && expire) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: expire[1], status: 'expired', payment_status: 'unpaid' }));
        return;
      }
      if (request.method === 'GET' && request.url?.startsWith('/pay/')) {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<!doctype html><title>Stand-in Checkout</title><h1>Stand-in Stripe Checkout</h1>');
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error":{"message":"not here"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(STAND_IN_PORT, '127.0.0.1', resolve));
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a deposit set in the service dialog sends the customer to Stripe Checkout', async ({ page, owner }) => {
  const business = await createOpenBusiness(page, owner, { serviceName: 'Colour Treatment' });

  await page.goto('/services');
  await page.getByRole('button', { name: 'Edit Colour Treatment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Service' });
  await chooseOption(dialog.getByRole('combobox', { name: 'Deposit' }), 'Percentage deposit');
  await dialog.getByLabel('Deposit percentage').fill('20');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  // The customer's side, in a fresh context (no owner session).
  const customer = await page.context().browser()!.newContext();
  const booking = await customer.newPage();
  await booking.goto(`/book/${business.slug}`);
  const service = booking.getByRole('group', { name: 'Service' });
  // 20 % of 45.00.
  await expect(service).toContainText('$9.00 deposit paid online when you book');
  await service.getByRole('radio').first().check();
  const day = booking.getByRole('group', { name: 'Date' }).getByRole('radio').first();
  const date = await day.getAttribute('value');
  await day.check();
  const time = booking.getByRole('group', { name: /^Time/ }).getByRole('radio', { disabled: false }).last();
  const chosen = await time.getAttribute('value');
  await time.check();
  const summary = booking.getByRole('heading', { name: 'Booking summary' }).locator('..');
  await expect(summary).toContainText('Due now, paid online');
  await expect(summary).toContainText('$9.00');
  expect(await seriousA11yViolations(booking)).toEqual([]);
  await booking.getByLabel('Full name').fill('Robin Vale');
  await booking.getByLabel('Phone number').fill('(555) 301-9921');
  await booking.getByRole('button', { name: 'Book Appointment' }).click();

  await expect(booking).toHaveURL(new RegExp(`^${standIn}/pay/cs_test_e2e_\\d+$`), { timeout: 20_000 });
  await expect(booking.getByRole('heading', { name: 'Stand-in Stripe Checkout' })).toBeVisible();
  const session = asked.at(-1)!;
  expect(session['line_items[0][price_data][unit_amount]']).toBe('900');
  expect(session.success_url).toContain(`/book/${business.slug}?payment=success`);

  // Back from Stripe: the page says how it went, once.
  await booking.goto(session.success_url!);
  await expect(booking.getByText('Payment received', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(booking).toHaveURL(new RegExp(`/book/${business.slug}$`));
  // Back without paying: the held time is let go at once and can be chosen again.
  const slotOf = async () => {
    await booking.getByRole('group', { name: 'Service' }).getByRole('radio').first().check();
    await booking.locator(`input[name="date"][value="${date}"]`).check();
    return booking.locator(`input[name="time"][value="${chosen}"]`);
  };
  await expect(await slotOf()).toBeDisabled();
  await booking.goto(session.cancel_url!);
  await expect(booking.getByText('Payment not completed', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(
    booking.getByText('Your booking is not confirmed, and the time you chose is free again.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(booking).toHaveURL(new RegExp(`/book/${business.slug}$`));
  await expect(await slotOf()).toBeEnabled();
  await customer.close();
});
