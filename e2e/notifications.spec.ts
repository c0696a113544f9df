// Live owner notifications and web push in the browser: a public booking reaches the bell and the overlay without
// a reload; 'Mark all read' is stored; the push card subscribes this browser and sends a test through the server.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { type Business, createOpenBusiness, expect, localToday, test } from './fixtures.ts';

const FIRST_RENDER = { timeout: 30_000 };

/** A customer without an account books on the business's public page (through its API). */
async function bookAsCustomer(
  browser: Browser,
  baseURL: string | undefined,
  business: Business,
  time: string,
) {
  const customer = await browser.newContext({ baseURL });
  const res = await customer.request.post('/api/bookings', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      appointmentDate: `${localToday(business.timeZone)}T${time}:00`,
      clientData: {
        firstName: 'Jordan',
        lastName: 'Miles',
        phone: `+1 555 010 ${2000 + Number(time.slice(0, 2))}`,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await customer.close();
}

test('a public booking reaches the bell and the overlay live; Mark all read is stored', async ({
  page,
  owner,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const business = await createOpenBusiness(page, owner);
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications', FIRST_RENDER);
  // Let the overlay open its stream before the booking comes in.
  await page.waitForTimeout(1_000);

  await bookAsCustomer(browser, baseURL, business, '15:00');
  // No reload: the stream (or the 5-second fallback poll) brings the booking (and the first-booking milestone).
  await expect(bell).toHaveAccessibleName(/^Notifications, [1-9] unread$/);
  await expect(page.getByTestId('notification-badge')).toHaveText(/^[1-9]$/);
  const toasts = page.getByRole('region', { name: 'New notifications' }).getByRole('status');
  const bookingToast = toasts.filter({ hasText: 'New booking' });
  await expect(bookingToast).toBeVisible();
  await bookingToast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(bookingToast).toHaveCount(0);

  await bell.click();
  const popover = page.getByRole('dialog');
  await expect(popover.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(popover.getByText('New booking')).toBeVisible();
  await popover.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications', FIRST_RENDER);
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await bell.click();
  await expect(page.getByRole('dialog').getByText('New booking')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('(unread)')).toHaveCount(0);

  // 'View All Notifications' opens the notifications page.
  await page.getByRole('button', { name: 'View All Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible(FIRST_RENDER);
  await expect(page.getByRole('main').getByText('New booking')).toBeVisible();
  await expect(page.getByRole('main').getByText('0 unread')).toBeVisible();
});

test('the push card shows Not Set, then subscribes and sends a test push', async ({
  page,
  owner,
  context,
}) => {
  test.setTimeout(180_000);
  // The stand-in push service the server posts the encrypted test message to.
  const received: IncomingHttpHeaders[] = [];
  const pushService = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(req.headers);
      res.statusCode = 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/${randomBytes(6).toString('hex')}`;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };

  // Headless Chromium cannot reach a real push service here, so only the browser's PushManager is replaced: it
  // hands out a subscription at the stand-in. Everything of ours (card, service worker, server) runs as shipped.
  await context.addInitScript(
    ({ endpoint, keys }) => {
      let current: PushSubscription | null = null;
      const make = () =>
        ({
          endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: null },
          getKey: () => null,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async function subscribe() {
        current = make();
        return current;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return current;
      };
    },
    { endpoint, keys },
  );

  await createOpenBusiness(page, owner);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Push Notifications' });
  // Measured here: 3 s alone, over 30 s while the service worker precaches the build on a busy machine.
  await expect(card).toBeVisible({ timeout: 90_000 });
  await expect(card.getByTestId('push-permission')).toHaveText('Not Set');
  await expect(card.getByRole('button', { name: 'Send Test Notification' })).toHaveCount(0);

  await context.grantPermissions(['notifications']);
  await card.getByRole('switch', { name: 'Notifications on this device' }).click();
  await expect(page.getByText('Notifications Enabled', { exact: true })).toBeVisible();
  await expect(card.getByTestId('push-permission')).toHaveText('Enabled');
  await expect(card.getByRole('switch', { name: 'Notifications on this device' })).toBeChecked();

  await card.getByRole('button', { name: 'Send Test Notification' }).click();
  await expect(page.getByText('Test Notification Sent', { exact: true })).toBeVisible();
  expect(received).toHaveLength(1);
  expect(received[0]!['content-encoding']).toBe('aes128gcm');

  // Turning it off asks first, then removes the subscription on the server too.
  await card.getByRole('switch', { name: 'Notifications on this device' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn Off' }).click();
  await expect(page.getByText('Notifications Disabled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send Test Notification' })).toHaveCount(0);
  expect((await page.request.post('/api/push/test')).status()).toBe(409);

  await new Promise((resolve) => pushService.close(resolve));
});
