// Web push in the browser: the push card subscribes this browser and sends a test through the server.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { createOpenBusiness, expect, test } from './fixtures.ts';

// Chromium's headless shell answers every notification permission 'denied' before anyone is asked: the card's
// 'Not Set' needs the full browser.
test.use({ launchOptions: chromiumLaunchOptions({ full: true }) });

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
