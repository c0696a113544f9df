// Web push end to end against a stand-in push service on this machine: what the browser's push service receives
// is encrypted per RFC 8291 (aes128gcm) and opens only with the subscription's own keys; a device the service
// has forgotten (410) is removed; bad input is a 400 and another user's subscription a 404.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { appSettings } from '#server/db/schema/accounts.ts';
import { outbox, pushSubscriptions } from '#server/db/schema/engagement.ts';
import { buildTestApp, testEnv } from '#server/test/build-test-app.ts';
import { createBusinessViaApi, signUpOwner, signUpWithBusiness } from '#server/test/factories.ts';
import { TEST_PUSH } from './push.service.ts';
import { UNSAFE_ENDPOINT_MESSAGE } from './push-endpoint.ts';
import { createPushTransport } from './push-transport.ts';
import { loadVapidKeys } from './vapid.ts';

const { app, db } = await buildTestApp({ allowLocalPushEndpoints: true });
const production = await buildTestApp();

// The stand-in push service: records each message and answers with `answer`.
type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };
const received: Received[] = [];
let answer = 201;
const pushService = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    res.statusCode = answer;
    res.end();
  });
});
await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
const pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  answer = 201;
});

/** A browser's subscription: its own P-256 key pair and 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint: `${pushBase}/push/${randomBytes(6).toString('hex')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

/** RFC 8291 + RFC 8188, as a browser decrypts a push message with its private key and auth secret. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const sharedSecret = keys.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}

describe('GET /api/push/vapid-key', () => {
  it('gives the key pair made on first start, the same on the next start', async () => {
    const { cookie } = await signUpOwner(app);
    const res = await call('GET', '/api/push/vapid-key', cookie);
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await loadVapidKeys({ db, env: testEnv() })).publicKey).toBe(publicKey);
    const [stored] = await db.select().from(appSettings).where(eq(appSettings.key, 'vapid_keys'));
    expect(stored?.value).toMatchObject({ publicKey });
    expect((await call('GET', '/api/push/vapid-key')).statusCode).toBe(401);
  });

  it('takes VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set', async () => {
    const env = testEnv({
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'mailto:a@b.c',
    });
    expect(await loadVapidKeys({ db, env })).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
      subject: 'mailto:a@b.c',
    });
  });
});

describe('a test push through the stand-in push service', () => {
  it('arrives encrypted with aes128gcm, signed with our VAPID key, and decrypts to the message', async () => {
    const owner = await signUpWithBusiness(app);
    const device = browserKeys();
    expect((await call('POST', '/api/push/subscribe', owner.cookie, device.json)).statusCode).toBe(201);

    const res = await call('POST', '/api/push/test', owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'sent', devices: 1 });
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.path).toBe(new URL(device.json.endpoint).pathname);
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    const { publicKey } = (await call('GET', '/api/push/vapid-key', owner.cookie)).json() as {
      publicKey: string;
    };
    expect(message!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(message!.body.includes(Buffer.from(TEST_PUSH.title))).toBe(false);
    expect(JSON.parse(decrypt(message!.body, device))).toEqual(TEST_PUSH);
    // Another device's keys cannot open it.
    expect(() => decrypt(message!.body, browserKeys())).toThrow();

    const rows = await db.select().from(outbox).where(eq(outbox.userId, owner.user.id));
    expect(rows).toMatchObject([{ kind: 'test_push', channel: 'push', status: 'sent', reason: null }]);
  });

  it("arrives in the owner's app language", async () => {
    const owner = await signUpWithBusiness(app);
    const profile = { firstName: 'Jonas', lastName: 'Weber', phone: '', profileImageUrl: '', language: 'de' };
    expect((await call('PATCH', '/api/auth/profile', owner.cookie, profile)).statusCode).toBe(200);
    const device = browserKeys();
    expect((await call('POST', '/api/push/subscribe', owner.cookie, device.json)).statusCode).toBe(201);
    const before = received.length;

    expect((await call('POST', '/api/push/test', owner.cookie)).statusCode).toBe(200);
    expect(received).toHaveLength(before + 1);
    expect(JSON.parse(decrypt(received.at(-1)!.body, device))).toEqual({
      title: 'Testbenachrichtigung',
      body: 'Push-Benachrichtigungen funktionieren auf diesem Gerät.',
      url: '/settings',
    });
  });

  it('forgets a device the push service answers 410 for, and says no device is left', async () => {
    const owner = await signUpWithBusiness(app);
    const device = browserKeys();
    await call('POST', '/api/push/subscribe', owner.cookie, device.json);
    answer = 410;
    const res = await call('POST', '/api/push/test', owner.cookie);
    expect(res.statusCode).toBe(409);
    expect(received).toHaveLength(1);
    expect(await db.$count(pushSubscriptions, eq(pushSubscriptions.userId, owner.user.id))).toBe(0);
    const [row] = await db.select().from(outbox).where(eq(outbox.userId, owner.user.id));
    expect(row).toMatchObject({ status: 'skipped', reason: 'no subscribed devices' });
    // Nothing left to send to: not even a request.
    expect((await call('POST', '/api/push/test', owner.cookie)).statusCode).toBe(409);
    expect(received).toHaveLength(1);
  });

  it('records a refused test as failed with the reason', async () => {
    const owner = await signUpWithBusiness(app);
    await call('POST', '/api/push/subscribe', owner.cookie, browserKeys().json);
    answer = 403;
    const res = await call('POST', '/api/push/test', owner.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('push service answered 403');
    const [row] = await db.select().from(outbox).where(eq(outbox.userId, owner.user.id));
    expect(row).toMatchObject({ status: 'failed', reason: 'push service answered 403' });
  });

  it('takes ten tests a minute from a user, whatever another user at the same address does', async () => {
    const owner = await signUpWithBusiness(app);
    const neighbour = await signUpWithBusiness(app);
    // Without a device each test is a 409 at once: the limit counts it all the same.
    for (let i = 0; i < 10; i++)
      expect((await call('POST', '/api/push/test', owner.cookie)).statusCode).toBe(409);
    const refused = await call('POST', '/api/push/test', owner.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect((await call('POST', '/api/push/test', neighbour.cookie)).statusCode).toBe(409);
  });
});

describe('the push transport (outbox rows with channel push)', () => {
  const message = (userId: string | null) => ({
    id: '00000000-0000-7000-8000-000000000000',
    businessId: '00000000-0000-7000-8000-000000000001',
    bookingId: null,
    userId,
    kind: 'booking_created',
    channel: 'push' as const,
    recipient: null,
    payload: { title: 'New booking', body: 'Ana booked a Cut', url: '/calendar' },
    attempts: 1,
  });

  it('sends to every device of the user, retries on 5xx and 429, skips a user without devices', async () => {
    const vapid = await loadVapidKeys({ db, env: testEnv() });
    const transport = createPushTransport({ db, vapid, allowLocalEndpoints: true });
    const owner = await signUpWithBusiness(app);
    expect(await transport(message(owner.user.id))).toEqual({
      status: 'skipped',
      reason: 'no subscribed devices',
    });
    const phone = browserKeys();
    const laptop = browserKeys();
    await call('POST', '/api/push/subscribe', owner.cookie, phone.json);
    await call('POST', '/api/push/subscribe', owner.cookie, laptop.json);
    expect(await transport(message(owner.user.id))).toEqual({ status: 'sent' });
    expect(received.map((r) => r.path).sort()).toEqual(
      [phone, laptop].map((d) => new URL(d.json.endpoint).pathname).sort(),
    );
    const toPhone = received.find((r) => r.path === new URL(phone.json.endpoint).pathname)!;
    expect(JSON.parse(decrypt(toPhone.body, phone))).toEqual(message(null).payload);
    for (const status of [503, 429]) {
      answer = status;
      expect(await transport(message(owner.user.id))).toEqual({
        status: 'retry',
        reason: `push service answered ${status}`,
      });
    }
    expect(await db.$count(pushSubscriptions, eq(pushSubscriptions.userId, owner.user.id))).toBe(2);
  });

  it('retries when the push service does not answer in time', async () => {
    const vapid = await loadVapidKeys({ db, env: testEnv() });
    const owner = await signUpWithBusiness(app);
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const device = browserKeys();
    device.json.endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/push/x`;
    await call('POST', '/api/push/subscribe', owner.cookie, device.json);
    const transport = createPushTransport({ db, vapid, allowLocalEndpoints: true, timeoutMs: 200 });
    expect(await transport(message(owner.user.id))).toEqual({
      status: 'retry',
      reason: 'push service unreachable: push service timed out',
    });
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('never posts to a local address without the test build option', async () => {
    const vapid = await loadVapidKeys({ db, env: testEnv() });
    const owner = await signUpWithBusiness(app);
    await call('POST', '/api/push/subscribe', owner.cookie, browserKeys().json);
    const transport = createPushTransport({ db, vapid });
    expect(await transport(message(owner.user.id))).toEqual({
      status: 'failed',
      reason: 'push endpoint is not https',
    });
    expect(received).toHaveLength(0);
  });
});

describe('subscribing and unsubscribing', () => {
  it("refuses a user without a business with 404 'No business yet', as the test push does", async () => {
    const user = await signUpOwner(app);
    const device = browserKeys();
    for (const url of ['/api/push/subscribe', '/api/push/test']) {
      const res = await call('POST', url, user.cookie, url.endsWith('subscribe') ? device.json : undefined);
      expect({ status: res.statusCode, body: res.json() }, url).toEqual({
        status: 404,
        body: { message: 'No business yet' },
      });
    }
    expect(await db.$count(pushSubscriptions, eq(pushSubscriptions.userId, user.user.id))).toBe(0);
    await createBusinessViaApi(app, user.cookie);
    expect((await call('POST', '/api/push/subscribe', user.cookie, device.json)).statusCode).toBe(201);
    expect((await call('POST', '/api/push/test', user.cookie)).json()).toEqual({
      status: 'sent',
      devices: 1,
    });
  });

  it('keeps one row per endpoint: subscribing again updates it, another account takes it over', async () => {
    const first = await signUpWithBusiness(app);
    const second = await signUpWithBusiness(app);
    const device = browserKeys();
    await call('POST', '/api/push/subscribe', first.cookie, device.json);
    await call('POST', '/api/push/subscribe', first.cookie, device.json);
    await call('POST', '/api/push/subscribe', second.cookie, device.json);
    const rows = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.json.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(second.user.id);
  });

  it("answers 404 for another user's subscription and leaves it; removes the user's own", async () => {
    const owner = await signUpWithBusiness(app);
    const other = await signUpWithBusiness(app);
    const device = browserKeys();
    await call('POST', '/api/push/subscribe', owner.cookie, device.json);
    const body = { endpoint: device.json.endpoint };
    expect((await call('DELETE', '/api/push/unsubscribe', other.cookie, body)).statusCode).toBe(404);
    expect(
      await db.$count(
        pushSubscriptions,
        and(
          eq(pushSubscriptions.endpoint, device.json.endpoint),
          eq(pushSubscriptions.userId, owner.user.id),
        ),
      ),
    ).toBe(1);
    expect((await call('DELETE', '/api/push/unsubscribe', owner.cookie, body)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/push/unsubscribe', owner.cookie, body)).statusCode).toBe(404);
  });

  it('refuses bad bodies with 400 and a message', async () => {
    const { cookie } = await signUpOwner(app);
    const good = browserKeys().json;
    const bad: Array<[object | undefined, string]> = [
      [undefined, 'body'],
      [{ keys: good.keys }, 'endpoint'],
      [{ endpoint: 'not a url', keys: good.keys }, 'endpoint'],
      [{ endpoint: good.endpoint }, 'keys'],
      [{ endpoint: good.endpoint, keys: { ...good.keys, p256dh: 'short' } }, 'p256dh'],
      [{ endpoint: good.endpoint, keys: { ...good.keys, auth: 'A'.repeat(40) } }, 'auth'],
    ];
    for (const [payload, field] of bad) {
      const res = await call('POST', '/api/push/subscribe', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    const unsubscribe = await call('DELETE', '/api/push/unsubscribe', cookie, {});
    expect(unsubscribe.statusCode).toBe(400);
    expect(unsubscribe.json().message).toContain('endpoint');
  });
});

describe('without the test build option (as in production)', () => {
  it('accepts only https endpoints of public hosts', async () => {
    const { cookie } = await signUpWithBusiness(production.app);
    const keys = browserKeys().json.keys;
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://10.1.2.3/x',
      'https://192.168.0.10/x',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::127.0.0.1]/x',
      'https://[0:0:0:0:0:ffff:a00:1]/x',
      'https://[64:ff9b:1::808:808]/x',
      'https://[2002:c0a8:1::]/x',
      'https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/x',
    ]) {
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/push/subscribe',
        headers: { cookie },
        payload: { endpoint, keys },
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toBe(UNSAFE_ENDPOINT_MESSAGE);
    }
    const ok = await production.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      headers: { cookie },
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys },
    });
    expect(ok.statusCode).toBe(201);
  });
});
