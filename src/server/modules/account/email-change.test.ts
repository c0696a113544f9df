import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { userBrandingPreferences, users } from '#server/db/schema/accounts.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { smtpWorker } from '#server/modules/outbox/outbox-test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { createBusinessFixture, signUp, uniqueEmail } from '#server/test/factories.ts';
import {
  EMAIL_CHANGE_CODE_SENT_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
} from '#shared/schemas/account.ts';
import {
  CODE_EXPIRED_MESSAGE,
  CODE_TOO_SOON_MESSAGE,
  NO_BUSINESS_MESSAGE,
  NO_PASSWORD_MESSAGE,
  NO_PENDING_CHANGE_MESSAGE,
  SAME_EMAIL_MESSAGE,
  TOO_MANY_TRIES_MESSAGE,
} from './email-change.ts';

// The worker runs here one round at a time, against a real SMTP server.
const { app, db } = await buildTestApp({
  env: { OUTBOX_WORKER: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
});
const { smtp, worker, close } = await smtpWorker(db);
afterAll(close);
afterEach(() => {
  vi.useRealTimers();
});

type Owner = Awaited<ReturnType<typeof signUp>>;

async function ownerWithBusiness() {
  const owner = await signUp(app);
  await createBusinessFixture(db, { userId: owner.user.id });
  return owner;
}

function post(url: string, cookie: string, payload: object) {
  return app.inject({ method: 'POST', url, payload, headers: { cookie } });
}
const ask = (owner: Owner, newEmail: string, currentPassword = owner.password) =>
  post('/api/auth/email-change', owner.cookie, { newEmail, currentPassword });
const confirm = (owner: Owner, code: string, cookie = owner.cookie) =>
  post('/api/auth/email-change/confirm', cookie, { code });
const signedIn = async (cookie: string) =>
  (await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode === 200;

/** Delivers what is due; the mails that reached `address` since `before`. */
async function deliveredTo(address: string, before = 0): Promise<ParsedMail[]> {
  while ((await worker.runOnce()) > 0) {}
  return smtp.received.slice(before).filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));
}
const codeIn = (mail: ParsedMail) =>
  /^(\d{6}) is your Bookwell confirmation code$/.exec(mail.subject ?? '')?.[1];

async function secondSession(owner: Owner) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: owner.email, password: owner.password },
  });
  expect(res.statusCode).toBe(200);
  return (res.headers['set-cookie'] as string | string[]).toString().split(';')[0]!;
}

describe('changing the owner’s email address', () => {
  it('sends a code to the new address; the code makes the change, tells the old address and ends other sessions', async () => {
    const owner = await ownerWithBusiness();
    const other = await secondSession(owner);
    const newEmail = uniqueEmail('moved');
    const before = smtp.count();

    const asked = await ask(owner, `  ${newEmail.toUpperCase()} `);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: EMAIL_CHANGE_CODE_SENT_MESSAGE });
    const [codeMail, ...more] = await deliveredTo(newEmail, before);
    expect(more).toEqual([]);
    const code = codeIn(codeMail!);
    expect(code).toMatch(/^\d{6}$/);
    expect(codeMail!.text).toContain(`${code}`);
    expect(codeMail!.text).toContain('15 minutes');
    // Nothing changes before the code comes back.
    const [still] = await db.select().from(users).where(eq(users.id, owner.user.id));
    expect(still!.email).toBe(owner.email);

    const done = await confirm(owner, code!);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: EMAIL_CHANGED_MESSAGE, user: { email: newEmail } });
    expect(await signedIn(owner.cookie)).toBe(true);
    expect(await signedIn(other)).toBe(false);

    const [notice] = await deliveredTo(owner.email, before);
    expect(notice!.subject).toBe('Your Bookwell email address was changed');
    expect(notice!.text).toContain(newEmail);

    const login = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: address, password: owner.password },
      });
    expect((await login(owner.email)).statusCode).toBe(401);
    expect((await login(newEmail)).statusCode).toBe(200);
    // The code was used: it does not work again.
    expect((await confirm(owner, code!)).json()).toEqual({ message: NO_PENDING_CHANGE_MESSAGE });
  });

  it('refuses a wrong password, the current address and a malformed one, and sends nothing', async () => {
    const owner = await ownerWithBusiness();
    const wrong = await ask(owner, uniqueEmail('x'), 'not-my-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect' });
    // The current address, once verified, has nothing left to confirm.
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.user.id));
    const same = await ask(owner, owner.email.toUpperCase());
    expect({ status: same.statusCode, body: same.json() }).toEqual({
      status: 400,
      body: { message: SAME_EMAIL_MESSAGE },
    });
    const malformed = await ask(owner, 'not-an-address');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Please enter a valid email');
    // An account made through Google has no password to confirm with.
    await db.update(users).set({ password: null }).where(eq(users.id, owner.user.id));
    const google = await ask(owner, uniqueEmail('g'), 'anything');
    expect({ status: google.statusCode, body: google.json() }).toEqual({
      status: 400,
      body: { message: NO_PASSWORD_MESSAGE },
    });
    expect(await db.$count(outbox, eq(outbox.userId, owner.user.id))).toBe(0);
  });

  it("verifies the account's own unverified address with its code, keeping the address and the other sessions", async () => {
    const owner = await ownerWithBusiness();
    const other = await secondSession(owner);
    const before = smtp.count();
    expect((await ask(owner, owner.email)).json()).toEqual({ message: EMAIL_CHANGE_CODE_SENT_MESSAGE });
    const [codeMail] = await deliveredTo(owner.email, before);
    const done = await confirm(owner, codeIn(codeMail!)!);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: EMAIL_VERIFIED_MESSAGE,
      user: { email: owner.email, emailVerified: true },
    });
    expect(await signedIn(other)).toBe(true);
    // No 'was changed' notice: nothing changed.
    expect((await deliveredTo(owner.email, before)).map((mail) => mail.subject)).toHaveLength(1);
  });

  it('an address another account has gets the same answer, no message, and no code works', async () => {
    const owner = await ownerWithBusiness();
    const neighbour = await signUp(app);
    const before = smtp.count();

    const asked = await ask(owner, neighbour.email);
    expect({ status: asked.statusCode, body: asked.json() }).toEqual({
      status: 200,
      body: { message: EMAIL_CHANGE_CODE_SENT_MESSAGE },
    });
    expect(await deliveredTo(neighbour.email, before)).toEqual([]);
    expect(
      await db.$count(
        outbox,
        and(eq(outbox.recipient, neighbour.email), eq(outbox.kind, 'email_change_code')),
      ),
    ).toBe(0);
    for (const code of ['000000', '123456', '999999', '424242']) {
      expect((await confirm(owner, code)).statusCode).toBe(400);
    }
    const [row] = await db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row!.email).toBe(owner.email);
  });

  it('allows 5 tries: wrong codes count down, the fifth voids the change, even for the right code after', async () => {
    const owner = await ownerWithBusiness();
    const newEmail = uniqueEmail('tries');
    const before = smtp.count();
    await ask(owner, newEmail);
    const code = codeIn((await deliveredTo(newEmail, before))[0]!)!;
    const wrong = code === '000000' ? '111111' : '000000';

    for (const left of [4, 3, 2, 1]) {
      const res = await confirm(owner, wrong);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { message: `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` },
      });
    }
    expect((await confirm(owner, wrong)).json()).toEqual({ message: TOO_MANY_TRIES_MESSAGE });
    expect((await confirm(owner, code)).json()).toEqual({ message: NO_PENDING_CHANGE_MESSAGE });
    const [row] = await db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row!.email).toBe(owner.email);

    // A new code starts the count again, and the previous code no longer works.
    await ask(owner, newEmail);
    const next = codeIn((await deliveredTo(newEmail, before)).at(-1)!)!;
    if (next !== code) expect((await confirm(owner, code)).statusCode).toBe(400);
    expect((await confirm(owner, next)).statusCode).toBe(200);
  });

  it('gives one code a minute, whether the address before was free or taken', async () => {
    const owner = await ownerWithBusiness();
    const neighbour = await signUp(app);
    while ((await worker.runOnce()) > 0) {}
    const before = smtp.count();
    expect((await ask(owner, neighbour.email)).statusCode).toBe(200);
    const soon = await ask(owner, uniqueEmail('soon'));
    expect({ status: soon.statusCode, body: soon.json() }).toEqual({
      status: 429,
      body: { message: CODE_TOO_SOON_MESSAGE },
    });
    expect(soon.headers['retry-after']).toBe('60');
    while ((await worker.runOnce()) > 0) {}
    expect(smtp.count()).toBe(before);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const later = uniqueEmail('later');
    expect((await ask(owner, later)).statusCode).toBe(200);
    expect(await deliveredTo(later, before)).toHaveLength(1);
    expect((await ask(owner, uniqueEmail('again'))).statusCode).toBe(429);
  });

  it('a code expires after 15 minutes', async () => {
    const owner = await ownerWithBusiness();
    const newEmail = uniqueEmail('late');
    const before = smtp.count();
    await ask(owner, newEmail);
    const code = codeIn((await deliveredTo(newEmail, before))[0]!)!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1_000 });
    const res = await confirm(owner, code);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { message: CODE_EXPIRED_MESSAGE },
    });
    const [row] = await db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row!.email).toBe(owner.email);
  });

  it('goes out with the owner’s email notifications off: a security message, not a notification', async () => {
    const owner = await ownerWithBusiness();
    await db.insert(userBrandingPreferences).values({
      userId: owner.user.id,
      notificationPreferences: { email: false, sms: false, push: false, marketing: false },
    });
    const newEmail = uniqueEmail('quiet');
    const before = smtp.count();
    await ask(owner, newEmail);
    const code = codeIn((await deliveredTo(newEmail, before))[0]!)!;
    expect((await confirm(owner, code)).statusCode).toBe(200);
    expect((await deliveredTo(owner.email, before)).map((mail) => mail.subject)).toEqual([
      'Your Bookwell email address was changed',
    ]);
  });

  it('needs a business to send from, and a code that was asked for', async () => {
    const owner = await signUp(app);
    const res = await ask(owner, uniqueEmail('nobiz'));
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 409,
      body: { message: NO_BUSINESS_MESSAGE },
    });
    expect((await confirm(owner, '123456')).json()).toEqual({ message: NO_PENDING_CHANGE_MESSAGE });
    expect((await confirm(owner, '12ab')).statusCode).toBe(400);
  });
});
