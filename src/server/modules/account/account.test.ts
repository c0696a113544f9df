import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '#server/db/schema/accounts.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { accountEmailContent } from '#server/modules/outbox/account-messages.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { createBusinessFixture, sessionCookieFrom, signUp } from '#server/test/factories.ts';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PRIVACY_SETTINGS } from '#shared/schemas/account.ts';

const { app, db } = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', DEV_LOGIN: 'on' } });

afterEach(() => {
  vi.useRealTimers();
});

type Owner = Awaited<ReturnType<typeof signUp>>;

function post(url: string, cookie: string | undefined, payload?: object) {
  return app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
}
const me = (cookie: string) => app.inject({ url: '/api/auth/user', headers: { cookie } });

/** The name=value pairs an answer set (cleared ones left out), as a Cookie header. */
function cookiesOf(res: { headers: Record<string, unknown> }) {
  const setCookie = res.headers['set-cookie'] as string | string[] | undefined;
  const pairs = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map(
    (c) => c.split(';')[0]!,
  );
  return pairs.filter((c) => !c.endsWith('=')).join('; ');
}

async function login(email: string, password: string) {
  const res = await post('/api/auth/login', undefined, { email, password });
  return { res, cookies: cookiesOf(res) };
}

/** A second signed-in device of the same owner. */
async function secondSession(owner: Owner) {
  const { res, cookies } = await login(owner.email, owner.password);
  expect(res.statusCode).toBe(200);
  return cookies;
}

const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

/** Sets two-factor up and on for the owner; returns the base32 secret and the backup codes. */
async function enableTwoFactor(owner: Owner) {
  const currentPassword = owner.password;
  const setup = await post('/api/auth/two-factor/setup', owner.cookie, { currentPassword });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const res = await post('/api/auth/two-factor', owner.cookie, {
    enabled: true,
    code: codeAt(secret, Date.now()),
    currentPassword,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { secret, backupCodes: res.json().backupCodes as string[] };
}

/** Later codes need a later time step: each step's code is accepted once. */
function moveClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

describe('POST /api/auth/change-password', () => {
  const change = (cookie: string, body: object) => post('/api/auth/change-password', cookie, body);

  it('refuses a wrong current password with 401 and a message, and changes nothing', async () => {
    const owner = await signUp(app);
    const res = await change(owner.cookie, {
      currentPassword: 'not-my-password',
      newPassword: 'a much better one',
      confirmPassword: 'a much better one',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Current password is incorrect');
    expect((await login(owner.email, owner.password)).res.statusCode).toBe(200);
  });

  it.each([
    [
      'short',
      { newPassword: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters long.',
    ],
    [
      'long',
      { newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'Password must be at most 128 characters long.',
    ],
    [
      'mismatched',
      { newPassword: 'long enough 1', confirmPassword: 'long enough 2' },
      'New password and confirm password must match.',
    ],
    [
      'common (any case)',
      { newPassword: 'PassWord123', confirmPassword: 'PassWord123' },
      'This password is one of the most common ones and easy to guess. Please choose another.',
    ],
    [
      'unchanged',
      { newPassword: 'secret123', confirmPassword: 'secret123' },
      'New password must be different from the current password.',
    ],
  ])('refuses a %s new password with 400 and says why', async (_name, body, message) => {
    const owner = await signUp(app);
    const res = await change(owner.cookie, { currentPassword: owner.password, ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("refuses the account's email, its name or its business's name (any case) with 400 and says why", async () => {
    const owner = await signUp(app, { firstName: 'Grace', lastName: 'Hopper' });
    await createBusinessFixture(db, { userId: owner.user.id, slug: 'cobol-cuts' });
    for (const newPassword of [owner.email.toUpperCase(), 'GraceHopper', 'grace hopper', 'shop cobol-cuts']) {
      const res = await change(owner.cookie, {
        currentPassword: owner.password,
        newPassword,
        confirmPassword: newPassword,
      });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().message).toBe(
        'Your password cannot be your email address, your name or your business name. Please choose another.',
      );
    }
    expect((await login(owner.email, owner.password)).res.statusCode).toBe(200);
  });

  it('changes it, keeps this session, ends every other one; the old password no longer signs in', async () => {
    const owner = await signUp(app);
    const other = await secondSession(owner);
    const res = await change(owner.cookie, {
      currentPassword: owner.password,
      newPassword: 'correct horse battery',
      confirmPassword: 'correct horse battery',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(owner.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(owner.email, owner.password)).res.statusCode).toBe(401);
    expect((await login(owner.email, 'correct horse battery')).res.statusCode).toBe(200);
  });
});

describe('two-factor authentication', () => {
  it('turns on only with a correct code, answers the server state, and gives ten backup codes once', async () => {
    const owner = await signUp(app);
    const currentPassword = owner.password;
    const setup = await post('/api/auth/two-factor/setup', owner.cookie, { currentPassword });
    const { secret, otpauthUrl, qrCodeSvg } = setup.json();
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrCodeSvg).toContain('<svg');
    const wrong = await post('/api/auth/two-factor', owner.cookie, {
      enabled: true,
      code: '000000',
      currentPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid verification code');
    expect((await me(owner.cookie)).json().twoFactorEnabled).toBe(false);

    const right = await post('/api/auth/two-factor', owner.cookie, {
      enabled: true,
      code: codeAt(secret, Date.now()),
      currentPassword,
    });
    expect(right.statusCode).toBe(200);
    const body = right.json();
    expect(body.twoFactorEnabled).toBe(true);
    expect(body.backupCodes).toHaveLength(10);
    expect(new Set(body.backupCodes).size).toBe(10);
    expect((await me(owner.cookie)).json().twoFactorEnabled).toBe(true);
    expect((await me(owner.cookie)).body).not.toContain(secret);
  });

  it('sets up and turns on only with the current password: a session alone cannot enrol an authenticator', async () => {
    const owner = await signUp(app);
    const setUp = (payload: object) => post('/api/auth/two-factor/setup', owner.cookie, payload);
    const missing = await setUp({});
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: 400,
      body: { message: 'Please enter your current password' },
    });
    const wrong = await setUp({ currentPassword: 'not-my-password' });
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({
      status: 401,
      body: { message: 'Current password is incorrect' },
    });
    const [row] = await db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row!.twoFactorSecret).toBeNull();

    // Set up by the owner, it still cannot be turned on without the password.
    const { secret } = (await setUp({ currentPassword: owner.password })).json() as { secret: string };
    const code = codeAt(secret, Date.now());
    for (const currentPassword of [undefined, 'not-my-password']) {
      const res = await post('/api/auth/two-factor', owner.cookie, { enabled: true, code, currentPassword });
      expect([400, 401], res.body).toContain(res.statusCode);
    }
    expect((await me(owner.cookie)).json().twoFactorEnabled).toBe(false);
    const on = await post('/api/auth/two-factor', owner.cookie, {
      enabled: true,
      code,
      currentPassword: owner.password,
    });
    expect(on.json().twoFactorEnabled).toBe(true);
  });

  it("emails the account's address when two-factor is turned on and off", async () => {
    const owner = await signUp(app);
    const { business } = await createBusinessFixture(db, { userId: owner.user.id });
    const { secret } = await enableTwoFactor(owner);
    moveClock(30_000);
    const off = await post('/api/auth/two-factor', owner.cookie, {
      enabled: false,
      code: codeAt(secret, Date.now()),
    });
    expect(off.statusCode, off.body).toBe(200);
    const rows = await db
      .select()
      .from(outbox)
      .where(eq(outbox.businessId, business.id))
      .orderBy(outbox.createdAt);
    expect(rows).toMatchObject([
      { kind: 'two_factor_enabled', channel: 'email', recipient: owner.email, userId: owner.user.id },
      { kind: 'two_factor_disabled', channel: 'email', recipient: owner.email, userId: owner.user.id },
    ]);
    expect(accountEmailContent(rows[0]!.kind, rows[0]!.payload)?.subject).toBe(
      'Two-factor authentication was turned on for your Bookwell account',
    );
    expect(accountEmailContent(rows[1]!.kind, rows[1]!.payload)?.text).toContain(
      'If you did not do this, change your password',
    );
  });

  it('stores the secret sealed and the backup codes hashed', async () => {
    const owner = await signUp(app);
    const { secret, backupCodes } = await enableTwoFactor(owner);
    const [row] = await db.select().from(users).where(eq(users.id, owner.user.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(secret);
    for (const code of backupCodes) expect(stored).not.toContain(code);
    expect(row!.twoFactorBackupCodes).toHaveLength(10);
  });

  it('enabling and disabling each end the other sessions and keep this one', async () => {
    const owner = await signUp(app);
    const first = await secondSession(owner);
    const { secret } = await enableTwoFactor(owner);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(owner.cookie)).statusCode).toBe(200);

    // A second device signs in with both factors, then this one turns two-factor off.
    moveClock(30_000);
    const second = await signInWithCode(owner, codeAt(secret, Date.now()));
    expect((await me(second)).statusCode).toBe(200);
    moveClock(60_000);
    const wrong = await post('/api/auth/two-factor', owner.cookie, { enabled: false, code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect((await me(owner.cookie)).json().twoFactorEnabled).toBe(true);
    const off = await post('/api/auth/two-factor', owner.cookie, {
      enabled: false,
      code: codeAt(secret, Date.now()),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ twoFactorEnabled: false });
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(owner.cookie)).json().twoFactorEnabled).toBe(false);
    // Off again: the password alone signs in.
    expect((await login(owner.email, owner.password)).res.json().user.email).toBe(owner.email);
  });

  it('can be turned off with a backup code', async () => {
    const owner = await signUp(app);
    const { backupCodes } = await enableTwoFactor(owner);
    const off = await post('/api/auth/two-factor', owner.cookie, {
      enabled: false,
      code: backupCodes[3]!.toUpperCase(),
    });
    expect(off.json()).toEqual({ twoFactorEnabled: false });
  });
});

async function signInWithCode(owner: Owner, code: string) {
  const first = await login(owner.email, owner.password);
  expect(first.res.json()).toEqual({ twoFactorRequired: true });
  const second = await post('/api/auth/login/two-factor', first.cookies, { code });
  expect(second.statusCode, second.body).toBe(200);
  const cookie = cookiesOf(second);
  expect(cookie).toContain('bookwell_session=');
  return cookie;
}

describe('signing in with two-factor on', () => {
  it('gives no session for the password alone and the same error for a wrong password either way', async () => {
    const owner = await signUp(app);
    const plain = await signUp(app);
    await enableTwoFactor(owner);
    const first = await login(owner.email, owner.password);
    expect(first.res.statusCode).toBe(200);
    expect(first.res.json()).toEqual({ twoFactorRequired: true });
    expect(first.cookies).not.toContain('bookwell_session=');
    const [withTwoFactor, without] = await Promise.all([
      login(owner.email, 'wrong-password'),
      login(plain.email, 'wrong-password'),
    ]);
    expect(withTwoFactor.res.statusCode).toBe(401);
    expect(withTwoFactor.res.body).toBe(without.res.body);
  });

  it('needs both factors: a code without the pending state, or a wrong code, gives no session', async () => {
    const owner = await signUp(app);
    const { secret } = await enableTwoFactor(owner);
    moveClock(30_000);
    const alone = await post('/api/auth/login/two-factor', undefined, { code: codeAt(secret, Date.now()) });
    expect(alone.statusCode).toBe(401);
    expect(alone.headers['set-cookie'] ?? '').not.toContain('bookwell_session=');
    const cookie = await signInWithCode(owner, codeAt(secret, Date.now()));
    expect((await me(cookie)).json().email).toBe(owner.email);
  });

  it('accepts a backup code once; replaying it fails', async () => {
    const owner = await signUp(app);
    const { backupCodes } = await enableTwoFactor(owner);
    expect((await me(await signInWithCode(owner, backupCodes[0]!))).statusCode).toBe(200);
    const again = await login(owner.email, owner.password);
    const replay = await post('/api/auth/login/two-factor', again.cookies, { code: backupCodes[0]! });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Invalid verification code');
    expect(
      (await post('/api/auth/login/two-factor', again.cookies, { code: backupCodes[1]! })).statusCode,
    ).toBe(200);
  });

  it('does not accept one authenticator code twice', async () => {
    const owner = await signUp(app);
    const { secret } = await enableTwoFactor(owner);
    moveClock(30_000);
    const code = codeAt(secret, Date.now());
    await signInWithCode(owner, code);
    const again = await login(owner.email, owner.password);
    expect((await post('/api/auth/login/two-factor', again.cookies, { code })).statusCode).toBe(401);
  });

  it('voids the pending state after 5 wrong codes, even for a right sixth', async () => {
    const owner = await signUp(app);
    const { secret } = await enableTwoFactor(owner);
    moveClock(30_000);
    const pending = await login(owner.email, owner.password);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push(
        (await post('/api/auth/login/two-factor', pending.cookies, { code: '000000' })).json().message,
      );
    }
    expect(messages.slice(0, 4)).toEqual(Array(4).fill('Invalid verification code'));
    expect(messages[4]).toBe('Too many wrong codes. Please enter your email and password again.');
    const right = await post('/api/auth/login/two-factor', pending.cookies, {
      code: codeAt(secret, Date.now()),
    });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(
      'Your sign-in has expired. Please enter your email and password again.',
    );
    // The wrong codes count as failed sign-ins of this email from this address.
    expect((await login(owner.email, owner.password)).res.statusCode).toBe(429);
  });

  it('locks two-factor sign-in for the account after 10 wrong codes from any addresses, even for a right code', async () => {
    const owner = await signUp(app);
    const { secret } = await enableTwoFactor(owner);
    moveClock(30_000);
    // Each address signs in with the right password; its pending state then takes codes.
    const from = (remoteAddress: string) => ({
      pending: async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: owner.email, password: owner.password },
          remoteAddress,
        });
        expect(res.json()).toEqual({ twoFactorRequired: true });
        return cookiesOf(res);
      },
      code: (cookie: string, code: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login/two-factor',
          payload: { code },
          headers: { cookie },
          remoteAddress,
        }),
    });
    for (const address of ['198.51.100.41', '198.51.100.42']) {
      const attacker = from(address);
      const pending = await attacker.pending();
      for (let i = 0; i < 5; i++) expect((await attacker.code(pending, '000000')).statusCode).toBe(401);
    }
    const owners = from('198.51.100.43');
    const refused = await owners.code(await owners.pending(), codeAt(secret, Date.now()));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many wrong verification codes for this account. Please wait 15 minutes and try again.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(refused.headers['set-cookie'] ?? '').not.toContain('bookwell_session=');

    // Once the window has passed, the right code signs in.
    moveClock(15 * 60_000);
    const later = await owners.code(await owners.pending(), codeAt(secret, Date.now()));
    expect(later.statusCode, later.body).toBe(200);
  });

  it('expires the pending state after 5 minutes', async () => {
    const owner = await signUp(app);
    const { secret } = await enableTwoFactor(owner);
    const pending = await login(owner.email, owner.password);
    moveClock(5 * 60_000 + 1000);
    const late = await post('/api/auth/login/two-factor', pending.cookies, {
      code: codeAt(secret, Date.now()),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Your sign-in has expired. Please enter your email and password again.');
  });

  it('development sign-in gives no session to an owner with two-factor on', async () => {
    const owner = await signUp(app, { email: 'owner@demo.bookwell.app' });
    await enableTwoFactor(owner);
    const res = await post('/api/auth/dev-login', undefined);
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie'] ?? '').not.toContain('bookwell_session=');
  });
});

describe('sessions', () => {
  it('lists the owner’s sessions with device, place and this one marked; signs one out; another’s is 404', async () => {
    const owner = await signUp(app);
    const phone = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: '203.0.113.77',
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      },
    });
    const phoneCookie = sessionCookieFrom(phone.headers['set-cookie']);
    const list = await app.inject({ url: '/api/auth/sessions', headers: { cookie: owner.cookie } });
    const items = list.json() as Array<{ id: string; device: string; place: string; current: boolean }>;
    expect(items).toHaveLength(2);
    expect(items[0]!.current).toBe(true);
    expect(items[1]).toMatchObject({
      current: false,
      device: 'Safari on iPhone',
      place: 'Network 203.0.113.x',
    });

    const stranger = await signUp(app);
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${items[1]!.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await me(phoneCookie)).statusCode).toBe(200);

    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${items[1]!.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await me(phoneCookie)).statusCode).toBe(401);
    expect((await me(owner.cookie)).statusCode).toBe(200);
    const self = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${items[0]!.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(self.statusCode).toBe(400);
    expect((await me(owner.cookie)).statusCode).toBe(200);
  });

  it('signs out everywhere else', async () => {
    const owner = await signUp(app);
    const others = [await secondSession(owner), await secondSession(owner)];
    const res = await post('/api/auth/sessions/sign-out-others', owner.cookie);
    expect(res.statusCode).toBe(200);
    for (const cookie of others) expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(owner.cookie)).statusCode).toBe(200);
    const rows = await db.select().from(sessions).where(eq(sessions.userId, owner.user.id));
    expect(rows).toHaveLength(1);
  });
});

describe('privacy settings and notification preferences', () => {
  it('start at the spec defaults, persist, and refuse bad values', async () => {
    const owner = await signUp(app);
    const get = (url: string) => app.inject({ url, headers: { cookie: owner.cookie } });
    expect((await get('/api/auth/privacy-settings')).json()).toEqual(DEFAULT_PRIVACY_SETTINGS);
    expect((await get('/api/auth/notification-preferences')).json()).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );

    const privacy = {
      profileVisibility: 'contacts',
      dataSharing: true,
      marketingEmails: false,
      analyticsTracking: false,
    };
    expect((await post('/api/auth/privacy-settings', owner.cookie, privacy)).json()).toEqual(privacy);
    expect((await get('/api/auth/privacy-settings')).json()).toEqual(privacy);
    const bad = await post('/api/auth/privacy-settings', owner.cookie, {
      ...privacy,
      profileVisibility: 'everyone',
    });
    expect(bad.statusCode).toBe(400);

    const prefs = { email: false, sms: true, push: false, marketing: true };
    const put = await app.inject({
      method: 'PUT',
      url: '/api/auth/notification-preferences',
      headers: { cookie: owner.cookie },
      payload: prefs,
    });
    expect(put.json()).toEqual(prefs);
    expect((await get('/api/auth/notification-preferences')).json()).toEqual(prefs);
    const badPrefs = await app.inject({
      method: 'PUT',
      url: '/api/auth/notification-preferences',
      headers: { cookie: owner.cookie },
      payload: { ...prefs, sms: 'yes' },
    });
    expect(badPrefs.statusCode).toBe(400);
  });
});

describe('PATCH /api/auth/profile', () => {
  it('saves names, the phone in E.164 and an uploaded photo; refuses a bad phone', async () => {
    const owner = await signUp(app);
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: { cookie: owner.cookie }, payload });
    const photo = `/uploads/${'a'.repeat(32)}.png`;
    const res = await patch({
      firstName: ' Ana ',
      lastName: 'Silva',
      phone: '(202) 555-0143',
      profileImageUrl: photo,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      firstName: 'Ana',
      lastName: 'Silva',
      phone: '+12025550143',
      profileImageUrl: photo,
    });
    const bad = await patch({ firstName: 'Ana', lastName: 'Silva', phone: 'call me', profileImageUrl: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Please enter a valid phone number');
    const cleared = await patch({ firstName: 'Ana', lastName: 'Silva', phone: '', profileImageUrl: '' });
    expect(cleared.json().user).toMatchObject({ phone: null, profileImageUrl: null });
  });
});
