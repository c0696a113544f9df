// Integrations: the owner connects and disconnects an integration (the card and the list remember it), and
// connects Slack to a webhook receiver on this machine (the e2e server allows private targets), sends a test event
// and sees it delivered, signed, in the delivery log.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOpenBusiness, expect, seriousA11yViolations, test } from './fixtures.ts';

// Each test runs axe on the 30-card page more than once: about a minute on a loaded 2-core CI machine.
test.slow();

test('the owner connects and disconnects an integration', async ({ page, owner }) => {
  await createOpenBusiness(page, owner);
  // The list held back a moment: the page shows its 6-card skeleton meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/integrations', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('integration-skeleton')).toHaveCount(6);
  release();
  await expect(page.getByText(/30\+ integrations/)).toBeVisible();
  const card = page.getByTestId('integration-mailchimp');
  await expect(card).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Search and category chips; nothing found offers Clear Filters.
  await page.getByRole('searchbox', { name: 'Search integrations' }).fill('zzz-nothing');
  await expect(page.getByRole('heading', { name: 'No integrations found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.getByRole('button', { name: 'Reviews', exact: true }).click();
  await expect(page.getByTestId('integration-yelp')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'All', exact: true }).click();

  await expect(
    page.getByTestId('integration-whatsapp').getByRole('button', { name: 'Coming Soon' }),
  ).toBeDisabled();

  // Stripe connects at once and says plainly that this server has no Stripe keys (deposits off).
  const stripe = page.getByTestId('integration-stripe');
  await stripe.getByRole('button', { name: 'Connect Stripe' }).click();
  // The browser tests' server has Stripe configured (a stand-in, scripts/e2e-server.ts).
  await expect(
    stripe.getByText('Connected — set a deposit or prepayment per service in Services.'),
  ).toBeVisible();
  await stripe.getByRole('button', { name: 'Disconnect Stripe' }).click();
  await expect(stripe.getByRole('button', { name: 'Connect Stripe' })).toBeVisible();

  await page.getByRole('button', { name: 'Request Integration' }).click();
  const request = page.getByRole('dialog', { name: 'Request Integration' });
  await request.getByLabel('Integration name').fill('Vagaro');
  await request.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Thank you for your request!').first()).toBeVisible();
  await expect(request).toBeHidden();

  await card.getByRole('button', { name: 'Connect Mailchimp' }).click();
  await expect(page.getByText('Mailchimp is now connected.').first()).toBeVisible();
  await expect(card.getByText('Connected — we will sync when this integration is available')).toBeVisible();
  await page.reload();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });

  await card.getByRole('button', { name: 'Disconnect Mailchimp' }).click();
  await expect(page.getByText('Mailchimp has been disconnected.').first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Connect Mailchimp' })).toBeVisible();
  const list = (await (await page.request.get('/api/integrations')).json()) as Array<{
    integrationId: string;
    isConnected: boolean;
  }>;
  expect(list.find((r) => r.integrationId === 'mailchimp')).toEqual({
    integrationId: 'mailchimp',
    isConnected: false,
  });
});

test('connecting Google Calendar shows the calendar subscription address and its steps', async ({
  page,
  owner,
}) => {
  await createOpenBusiness(page, owner);
  await page.goto('/integrations');
  const card = page.getByTestId('integration-googlecalendar');
  await card.getByRole('button', { name: 'Connect Google Calendar' }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: 'Connect Google Calendar' });
  await dialog.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = dialog.getByRole('status', { name: 'Calendar subscription address' });
  await expect(address).toHaveText(/\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(dialog.getByText("Next to 'Other calendars', click + and choose 'From URL'.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Connect Google Calendar' }).click();
  const connected = page.getByRole('dialog', { name: 'Google Calendar' });
  const shown =
    (await connected.getByRole('status', { name: 'Calendar subscription address' }).textContent()) ?? '';
  expect(await seriousA11yViolations(page)).toEqual([]);
  // The same address as Settings → Calendar feeds: one feed, not a copy.
  const feeds = (await (await page.request.get('/api/calendar-feeds')).json()) as {
    business: { path: string };
  };
  expect(shown.endsWith(feeds.business.path)).toBe(true);
  const feed = await page.request.get(shown);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await connected.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
});

test('the owner connects Slack to a webhook and sees a signed test event in the delivery log', async ({
  page,
  owner,
}) => {
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/slack`;
    await createOpenBusiness(page, owner);
    await page.goto('/integrations');
    const card = page.getByTestId('integration-slack');
    await card.getByRole('button', { name: 'Connect Slack' }).click({ timeout: 60_000 });
    const dialog = page.getByRole('dialog', { name: 'Connect Slack' });
    await dialog.getByLabel('Webhook URL').fill(hookUrl);
    await dialog.getByRole('button', { name: 'Connect Slack' }).click();

    const manage = page.getByRole('dialog', { name: 'Slack' });
    await expect(manage.getByText(hookUrl)).toBeVisible();
    const secret = (await manage.getByRole('status', { name: 'Signing secret' }).textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expect(manage.getByText('No deliveries yet.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await manage.getByRole('button', { name: 'Send test event' }).click();
    const row = manage.getByTestId('webhook-delivery').first();
    await expect(row).toContainText('test', { timeout: 20_000 });
    await expect(row).toContainText('200');

    expect(received).toHaveLength(1);
    const [hit] = received;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hit!.headers['x-bookwell-signature'])) ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${hit!.body}`).digest('hex'));
    expect(JSON.parse(hit!.body)).toMatchObject({ event: 'test' });

    await manage.getByRole('button', { name: 'Close' }).click();
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
