// Client sign-in by code and by one-time link (issue 14): the same answer for clients and strangers, codes that
// expire, lock after five wrong tries and work once, the per-destination and per-address limits, the code really
// delivered by email, and client and owner sessions kept apart.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { clientAuthCodes, clientSessions, clients } from '#server/db/schema/bookings.ts';
import { purgeExpiredAuthRows } from '#server/modules/auth/cleanup.ts';
import { bookingTestKit, NY } from '#server/modules/bookings/booking-test-kit.ts';
import { createEmailTransport } from '#server/modules/outbox/email-transport.ts';
import { startSmtpServer } from '#server/modules/outbox/outbox-test-kit.ts';
import { createSmsTransport } from '#server/modules/outbox/sms-transport.ts';
import { createOutboxWorker } from '#server/modules/outbox/worker.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday } from '#server/test/factories.ts';
import { normalizePhone } from '#shared/domain/phone.ts';
import { CLIENT_CODE_SENT_MESSAGE } from '#shared/schemas/client-portal.ts';
import { CLIENT_SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';
import { CLIENT_COOKIE, clientAuthTestKit } from './client-auth-test-kit.ts';
import { LINK_NOT_VALID_MESSAGE, MAX_CODES_PER_HOUR, WRONG_CODE_MESSAGE } from './client-codes.ts';

// The worker is run by the test that delivers a code; the per-address limit is the lowest allowed (20).
const { app, db } = await buildTestApp({ env: { OUTBOX_WORKER: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '20' } });
const { shop } = bookingTestKit(app, db);
const { call, codesTo, settle, requestCode, clientCookieOf, signInByEmail } = clientAuthTestKit(app, db);

/** A business with one client who has an email address and a phone number. */
async function shopWithClient() {
  const fixture = await shop();
  const tag = randomBytes(4).toString('hex');
  const email = `client-${tag}@example.com`;
  const phone = `+1 202 555 ${String(1000 + (parseInt(tag, 16) % 9000))}`;
  const [client] = await db
    .insert(clients)
    .values({
      businessId: fixture.business.id,
      firstName: 'Rosa',
      lastName: 'Diaz',
      phone,
      phoneNormalized: normalizePhone(phone)!,
      email,
    })
    .returning();
  return { ...fixture, slug: fixture.business.slug, client: client!, email, phone };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('POST /api/client-auth/start', () => {
  it('sends a 6-digit code and a one-time link by email to a client of the business (any letter case)', async () => {
    const { slug, email } = await shopWithClient();
    const sent = await requestCode(slug, { email: email.toUpperCase() }, email);
    expect(sent.code).toMatch(/^\d{6}$/);
    expect(sent.link).toMatch(new RegExp(`^http://localhost(:\\d+)?/client/${slug}\\?signin=[\\w-]{43}$`));
    expect(sent.minutes).toBe(15);
    // Stored hashed only.
    const [row] = await db.select().from(clientAuthCodes).where(eq(clientAuthCodes.destination, email));
    expect(JSON.stringify(row)).not.toContain(sent.code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(15 * 60_000, -4);
  });

  it('sends the code by text message to a client found by phone, however the number is written', async () => {
    const { slug, phone } = await shopWithClient();
    const e164 = normalizePhone(phone)!;
    const sent = await requestCode(
      slug,
      { phone: e164.replace('+1', '(').replace(/^(\(\d{3})/, '$1) ') },
      e164,
    );
    expect(sent.code).toMatch(/^\d{6}$/);
  });

  it('answers a stranger, a client and an unknown business alike: same status, body and time', async () => {
    const { slug, email } = await shopWithClient();
    const ask = async (payload: object) => {
      const started = performance.now();
      const res = await call('POST', '/api/client-auth/start', { payload });
      return { status: res.statusCode, body: res.json(), ms: performance.now() - started };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    const pause = () => new Promise((resolve) => setTimeout(resolve, 40));
    for (let i = 0; i < 10; i++) {
      // Each measured alone: a send still running from the request before is not this request's time.
      await pause();
      const a = await ask({ businessSlug: slug, email });
      await pause();
      const b = await ask({ businessSlug: slug, email: `stranger-${i}@example.com` });
      const c = await ask({ businessSlug: 'no-such-business-here', email });
      for (const answer of [a, b, c]) {
        expect(answer.status).toBe(202);
        expect(answer.body).toEqual({ message: CLIENT_CODE_SENT_MESSAGE });
      }
      known.push(a.ms);
      unknown.push(b.ms);
    }
    // Within noise: the client's lookup and send happen after the answer, for clients and strangers alike.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(25, median(unknown)));
    await settle();
    expect(await codesTo(email)).toBe(MAX_CODES_PER_HOUR);
    expect(await codesTo('stranger-0@example.com')).toBe(0);
  });

  it(`sends at most ${MAX_CODES_PER_HOUR} codes to one destination an hour, still answering 202`, async () => {
    const { slug, email } = await shopWithClient();
    for (let i = 0; i < MAX_CODES_PER_HOUR; i++) await requestCode(slug, { email }, email);
    const res = await call('POST', '/api/client-auth/start', { payload: { businessSlug: slug, email } });
    expect(res.statusCode).toBe(202);
    await settle();
    expect(await codesTo(email)).toBe(MAX_CODES_PER_HOUR);
  });

  it('refuses a body with neither or both destinations with 400', async () => {
    const { slug, email } = await shopWithClient();
    for (const payload of [{ businessSlug: slug }, { businessSlug: slug, email, phone: '+12025550100' }]) {
      const res = await call('POST', '/api/client-auth/start', { payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Enter your email address or your phone number');
    }
  });

  it('limits one address to the sign-in limit per minute with 429 and Retry-After', async () => {
    const ip = '10.99.1.1';
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 21; i++) {
      last = await call('POST', '/api/client-auth/start', {
        payload: { businessSlug: 'no-such-business-here', email: 'x@example.com' },
        ip,
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/client-auth/verify', () => {
  it('signs the client in with an HttpOnly, SameSite=Lax, 30-day cookie; the code works once', async () => {
    const { slug, email, client } = await shopWithClient();
    const { code } = await requestCode(slug, { email }, email);
    const res = await call('POST', '/api/client-auth/verify', {
      payload: { businessSlug: slug, email, code },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: client.id, firstName: 'Rosa', business: { slug } });
    const header = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${CLIENT_COOKIE}=`))!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    const expires = new Date(/Expires=([^;]+)/.exec(header)![1]!).getTime();
    expect(Math.abs(expires - Date.now() - 30 * 86_400_000)).toBeLessThan(60_000);
    const me = await call('GET', '/api/client/me', { cookie: clientCookieOf(res) });
    expect(me.json()).toMatchObject({ id: client.id, email });

    const again = await call('POST', '/api/client-auth/verify', {
      payload: { businessSlug: slug, email, code },
    });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 400,
      body: { message: WRONG_CODE_MESSAGE },
    });
  });

  it('refuses an expired code with the same message', async () => {
    const { slug, email } = await shopWithClient();
    const { code } = await requestCode(slug, { email }, email);
    await db
      .update(clientAuthCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientAuthCodes.destination, email));
    const res = await call('POST', '/api/client-auth/verify', {
      payload: { businessSlug: slug, email, code },
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { message: WRONG_CODE_MESSAGE },
    });
  });

  it('voids the code after 5 wrong tries: the right one then fails too, and so does its link', async () => {
    const { slug, email } = await shopWithClient();
    const { code, link } = await requestCode(slug, { email }, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/api/client-auth/verify', {
        payload: { businessSlug: slug, email, code: wrong },
      });
      expect(res.json()).toEqual({ message: WRONG_CODE_MESSAGE });
    }
    const right = await call('POST', '/api/client-auth/verify', {
      payload: { businessSlug: slug, email, code },
    });
    expect(right.statusCode).toBe(400);
    const token = new URL(link).searchParams.get('signin')!;
    expect((await call('POST', '/api/client-auth/link', { payload: { token } })).statusCode).toBe(400);
  });

  it("never signs in with a code for another business's client or another destination", async () => {
    const one = await shopWithClient();
    const other = await shopWithClient();
    const { code } = await requestCode(one.slug, { email: one.email }, one.email);
    for (const payload of [
      { businessSlug: other.slug, email: one.email, code },
      { businessSlug: one.slug, email: other.email, code },
      { businessSlug: 'no-such-business-here', email: one.email, code },
    ]) {
      const res = await call('POST', '/api/client-auth/verify', { payload });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { message: WRONG_CODE_MESSAGE },
      });
    }
  });
});

describe("a booking typed with a known client's email", () => {
  it('does not take their sign-in: the code opens the client the business already had', async () => {
    const fixture = await shopWithClient();
    const booked = await call('POST', '/api/bookings', {
      payload: {
        businessSlug: fixture.slug,
        serviceId: fixture.services[0]!.id,
        appointmentDate: `${localDateFromToday(4, NY)}T11:00:00`,
        clientData: { firstName: 'Eve', phone: '+1 202 555 0777', email: fixture.email },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const cookie = await signInByEmail(fixture.slug, fixture.email);
    const me = await call('GET', '/api/client/me', { cookie });
    expect(me.json()).toMatchObject({ id: fixture.client.id, firstName: 'Rosa' });
  });
});

describe('POST /api/client-auth/link and logout', () => {
  it('signs in with the link once only; signing out ends the session', async () => {
    const { slug, email, client } = await shopWithClient();
    const { link } = await requestCode(slug, { email }, email);
    const token = new URL(link).searchParams.get('signin')!;
    const first = await call('POST', '/api/client-auth/link', { payload: { token } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: client.id, business: { slug } });
    const cookie = clientCookieOf(first);
    const second = await call('POST', '/api/client-auth/link', { payload: { token } });
    expect({ status: second.statusCode, body: second.json() }).toEqual({
      status: 400,
      body: { message: LINK_NOT_VALID_MESSAGE },
    });

    // The page-readable hint comes and goes with the session.
    const hint = (res: { headers: Record<string, unknown> }) =>
      ([] as string[])
        .concat((res.headers['set-cookie'] as string | string[] | undefined) ?? [])
        .find((c) => c.startsWith(`${CLIENT_SIGNED_IN_HINT_COOKIE}=`));
    expect(hint(first)).toMatch(/^bookwell_client_signed_in=1;/);
    expect(hint(first)).not.toMatch(/HttpOnly/i);

    expect((await call('GET', '/api/client/me', { cookie })).statusCode).toBe(200);
    const out = await call('POST', '/api/client-auth/logout', { cookie });
    expect(out.statusCode).toBe(200);
    expect(hint(out)).toMatch(/^bookwell_client_signed_in=;/);
    const stale = await call('GET', '/api/client/me', {
      cookie: `${cookie}; ${CLIENT_SIGNED_IN_HINT_COOKIE}=1`,
    });
    expect(stale.json()).toEqual({ message: 'Please sign in' });
    expect(hint(stale)).toMatch(/^bookwell_client_signed_in=;/);
  });

  it('does not sign in an erased client', async () => {
    const { slug, email, client, owner } = await shopWithClient();
    const { link } = await requestCode(slug, { email }, email);
    const erase = await call('DELETE', `/api/clients/${client.id}`, { cookie: owner.cookie });
    expect(erase.statusCode, erase.body).toBeLessThan(300);
    const token = new URL(link).searchParams.get('signin')!;
    expect((await call('POST', '/api/client-auth/link', { payload: { token } })).statusCode).toBe(400);
  });
});

describe('clean-up', () => {
  it('deletes codes a day old once expired, and expired client sessions; keeps what still counts', async () => {
    const { slug, email, client } = await shopWithClient();
    await requestCode(slug, { email }, email);
    await requestCode(slug, { email }, email);
    const cookie = await signInByEmail(slug, email);
    const day = 86_400_000;
    const [old] = await db
      .select()
      .from(clientAuthCodes)
      .where(eq(clientAuthCodes.destination, email))
      .limit(1);
    await db
      .update(clientAuthCodes)
      .set({ createdAt: new Date(Date.now() - 2 * day), expiresAt: new Date(Date.now() - 2 * day + 900_000) })
      .where(eq(clientAuthCodes.id, old!.id));
    await purgeExpiredAuthRows(db);
    const left = await db.select().from(clientAuthCodes).where(eq(clientAuthCodes.destination, email));
    expect(left.map((r) => r.id)).not.toContain(old!.id);
    expect(left).toHaveLength(2);
    expect((await call('GET', '/api/client/me', { cookie })).statusCode).toBe(200);
    await db
      .update(clientSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientSessions.clientId, client.id));
    await purgeExpiredAuthRows(db);
    expect(await db.select().from(clientSessions).where(eq(clientSessions.clientId, client.id))).toEqual([]);
  });
});

describe('owner and client sessions', () => {
  it("an owner's session is never a client's, and a client's never an owner's", async () => {
    const { slug, email, owner } = await shopWithClient();
    const clientCookie = await signInByEmail(slug, email);
    expect((await call('GET', '/api/client/me', { cookie: owner.cookie })).statusCode).toBe(401);
    expect((await call('GET', '/api/client/bookings', { cookie: owner.cookie })).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', { cookie: clientCookie })).statusCode).toBe(401);
    expect((await call('GET', '/api/bookings', { cookie: clientCookie })).statusCode).toBe(401);
    // The owner's token in the client's cookie (and the reverse) signs nobody in.
    const ownerToken = owner.cookie.split('=')[1]!;
    const clientToken = clientCookie.split('=')[1]!;
    const ownerName = owner.cookie.split('=')[0]!;
    expect(
      (await call('GET', '/api/client/me', { cookie: `${CLIENT_COOKIE}=${ownerToken}` })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/auth/user', { cookie: `${ownerName}=${clientToken}` })).statusCode).toBe(
      401,
    );
    // Signing the client out leaves the owner signed in.
    await call('POST', '/api/client-auth/logout', { cookie: `${clientCookie}; ${owner.cookie}` });
    expect((await call('GET', '/api/auth/user', { cookie: owner.cookie })).statusCode).toBe(200);
  });
});

const smtp = await startSmtpServer();
const email = createEmailTransport({ smtpUrl: smtp.url, from: 'bookings@bookwell.test' });
afterAll(async () => {
  email.close();
  await smtp.close();
});
const worker = createOutboxWorker({
  db,
  transports: {
    email,
    sms: createSmsTransport({ apiUrl: 'https://api.twilio.com' }),
    push: async () => ({ status: 'skipped', reason: 'no push transport' }),
  },
});

describe('the confirmation email', () => {
  it("carries the booking's manage link, which opens that booking (twice too) and signs nobody in", async () => {
    const fixture = await shop();
    const tag = randomBytes(4).toString('hex');
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        businessSlug: fixture.business.slug,
        serviceId: fixture.services[0]!.id,
        appointmentDate: `${localDateFromToday(4, NY)}T11:00:00`,
        clientData: {
          firstName: 'Lena',
          lastName: 'Park',
          phone: '(555) 610-2233',
          email: `lena-${tag}@example.com`,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    while ((await worker.runOnce()) > 0) {}
    const mail = smtp.received.find(
      (m) =>
        m.subject?.startsWith('Your booking is confirmed') &&
        m.text?.includes(`Lena`) &&
        (m.to && 'text' in m.to ? m.to.text : '') === `lena-${tag}@example.com`,
    );
    const link = /See, move or cancel your booking: (\S+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toMatch(new RegExp(`/client/${fixture.business.slug}/manage/m1\\.[\\w-]{44}$`));
    expect(mail?.html).toContain('See, move or cancel your booking</a>');
    const token = link!.split('/').at(-1)!;
    for (let i = 0; i < 2; i++) {
      const opened = await call('GET', `/api/manage/${token}`);
      expect(opened.json()).toMatchObject({ client: { firstName: 'Lena' }, status: 'confirmed' });
    }
    const signIn = await call('POST', '/api/client-auth/link', { payload: { token } });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.headers['set-cookie']).toBeUndefined();
  });
});

describe('the code message', () => {
  it('is delivered by email with the code and the link, in the business name', async () => {
    const fixture = await shopWithClient();
    const sent = await requestCode(fixture.slug, { email: fixture.email }, fixture.email);
    while ((await worker.runOnce()) > 0) {}
    const mail = smtp.received.find((m) => m.subject?.includes(sent.code));
    expect(mail?.subject).toBe(`Your sign-in code: ${sent.code} (${fixture.business.name})`);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(fixture.email);
    expect(mail?.text).toContain(sent.link);
    expect(mail?.html).toContain(sent.link.replace(/&/g, '&amp;'));
    // With no SMS provider the text message is skipped, and the owner's Messages view shows its code (only then).
    const phone = normalizePhone(fixture.phone)!;
    const bySms = await requestCode(fixture.slug, { phone }, phone);
    while ((await worker.runOnce()) > 0) {}
    const messages = await call('GET', '/api/messages', { cookie: fixture.owner.cookie });
    expect(
      messages
        .json()
        .items.map((m: { channel: string; status: string; detail: string | null }) => [
          m.channel,
          m.status,
          m.detail,
        ]),
    ).toEqual([
      ['sms', 'skipped', `Sign-in code ${bySms.code}`],
      ['email', 'sent', null],
    ]);
  });
});
