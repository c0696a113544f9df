// /client/{slug} rendered on the server (docs/decisions/016), through app.inject with the client dashboard's
// server entry loaded from its source: the signed-out page is the same for everyone and may be shared for a short
// while; a page with a client session in it is that browser's own.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '#server/db/schema/businesses.ts';
import { bookingTestKit, clientData } from '#server/modules/bookings/booking-test-kit.ts';
import { clientAuthTestKit } from '#server/modules/client-auth/client-auth-test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { builtClient } from '#server/test/built-client.ts';
import { everyDayHours, localDateFromToday, signUpWithBusiness } from '#server/test/factories.ts';
import { CLIENT_SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';

const { app, db } = await buildTestApp({
  clientDir: builtClient(),
  env: { OUTBOX_WORKER: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
});
const owner = await signUpWithBusiness(app, { name: 'Fade Factory' });
const slug = owner.business.slug;
const HINT = `${CLIENT_SIGNED_IN_HINT_COOKIE}=1`;

/** The JSON the page embeds for hydration: each [queryKey, data] its first render reads. */
function embeddedQueries(html: string): Map<string, unknown> {
  const match = /<script type="application\/json" id="client-page-data">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no embedded client page data');
  const { queries } = JSON.parse(match[1]) as { queries: Array<[unknown[], unknown]> };
  return new Map(queries.map(([key, data]) => [String(key[0]), data]));
}

const SIGN_IN_HEADING = /<h2[^>]*>Sign in to manage your bookings<\/h2>/;

/** A client of a new business (by a booking), signed in by a code: the business and the Cookie header. */
async function signedInClient() {
  const { shop, book } = bookingTestKit(app, db);
  const { signInByEmail } = clientAuthTestKit(app, db);
  const fixture = await shop({
    businessHours: everyDayHours('00:00', '24:00'),
    bookingRules: { slotStepMinutes: 30, minNoticeMinutes: 0, bookingWindowDays: 30, bufferMinutes: 0 },
  });
  const booked = await book({
    businessSlug: fixture.business.slug,
    serviceId: fixture.services[0]!.id,
    appointmentDate: `${localDateFromToday(3, fixture.business.timezone)}T10:00:00`,
    clientData,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const cookie = await signInByEmail(fixture.business.slug, clientData.email);
  return { business: fixture.business, cookie: `${cookie}; ${HINT}` };
}

describe('the client dashboard signed out', () => {
  it('arrives with the business and the sign-in by code in the markup, and the data for hydration', async () => {
    const res = await app.inject({ url: `/client/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Fade Factory · My bookings</title>');
    expect(res.body).toMatch(/<h1[^>]*>Fade Factory<\/h1>/);
    expect(res.body).toMatch(SIGN_IN_HEADING);
    expect(res.body).toContain('Send me a code');
    const queries = embeddedQueries(res.body);
    expect(queries.get(`/api/businesses/${slug}`)).toMatchObject({ name: 'Fade Factory', slug });
    expect(queries.get(`/api/businesses/${slug}/client-customization`)).toMatchObject({
      businessName: 'Fade Factory',
    });
    expect(queries.get(`/api/businesses/${slug}/reviews?page=1`)).toMatchObject({ count: 0 });
    // Nobody is signed in: the page asks nothing more.
    expect(queries.get('/api/client/me')).toBeNull();
    // The owner's colours from the first paint.
    expect(res.body).toMatch(/<html lang="en" style="--background:#[0-9a-f]{6};/);
  });

  it('is the same page for every visitor: shared for a short while, revalidated, varying with the cookies', async () => {
    const res = await app.inject({ url: `/client/${slug}` });
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: `/client/${slug}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const renamed = await app.inject({
      method: 'PATCH',
      url: '/api/businesses/me',
      headers: { cookie: owner.cookie },
      payload: { name: 'Fade Factory Two' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const changed = await app.inject({ url: `/client/${slug}`, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toMatch(/<h1[^>]*>Fade Factory Two<\/h1>/);
  });

  it('escapes a business name that tries to end the script or the page', async () => {
    const hostile = await signUpWithBusiness(app, { name: '</script><script>alert(1)</script>' });
    const res = await app.inject({ url: `/client/${hostile.business.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(embeddedQueries(res.body).get(`/api/businesses/${hostile.business.slug}`)).toMatchObject({
      name: '</script><script>alert(1)</script>',
    });
  });

  it('renders each section path, and is compressed with a validator of its own per coding', async () => {
    for (const section of ['bookings', 'profile', 'reviews']) {
      const res = await app.inject({ url: `/client/${slug}/${section}` });
      expect(res.statusCode, section).toBe(200);
      expect(res.body).toMatch(SIGN_IN_HEADING);
    }
    const br = await app.inject({ url: `/client/${slug}`, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toMatch(/-br"$/);
  });

  it('is a real 404 page for an unknown slug or a closed business (a suspended one stays up: issue 17), without any script', async () => {
    const other = await signUpWithBusiness(app, { name: 'Closed Shop' });
    await db.update(businesses).set({ status: 'inactive' }).where(eq(businesses.id, other.business.id));
    for (const path of [
      '/client/no-such-business',
      `/client/${other.business.slug}`,
      '/client/nope/profile',
    ]) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Business not found</title>');
      expect(res.body).toContain('<h1 class="text-2xl font-bold tracking-tight">Business not found</h1>');
      expect(res.body).not.toContain('<script');
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never answers a malformed or oversized slug with a server error', async () => {
    for (const path of [`/client/${'x'.repeat(300)}`, '/client/%E0%A4%A', '/client/%00', '/client/a%2Fb']) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBeLessThan(500);
    }
  });
});

describe('views of the client dashboard from one address', () => {
  // Issue 25: one address flooding the page took the database's time from every other visitor.
  it('are limited to BOOKING_RATE_LIMIT_PER_MINUTE a minute on each path, and another address is still served', async () => {
    const limited = await buildTestApp({
      clientDir: builtClient(),
      env: { BOOKING_RATE_LIMIT_PER_MINUTE: '2' },
    });
    const shop = await signUpWithBusiness(limited.app, { name: 'Busy Corner' });
    for (const path of [`/client/${shop.business.slug}`, `/client/${shop.business.slug}/bookings`]) {
      const view = (remoteAddress: string) => limited.app.inject({ url: path, remoteAddress });
      expect([(await view('192.0.2.40')).statusCode, (await view('192.0.2.40')).statusCode], path).toEqual([
        200, 200,
      ]);
      const refused = await view('192.0.2.40');
      expect(refused.statusCode, path).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await view('192.0.2.41')).statusCode, path).toBe(200);
    }
  });
});

describe('the client dashboard with a session', () => {
  it("shows the signed-in client's dashboard at once, private to their browser", async () => {
    const { business, cookie } = await signedInClient();
    const res = await app.inject({ url: `/client/${business.slug}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/Hi, (?:<!-- -->)?Maya/);
    expect(res.body).not.toMatch(SIGN_IN_HEADING);
    expect(embeddedQueries(res.body).get('/api/client/me')).toMatchObject({
      firstName: 'Maya',
      business: { slug: business.slug },
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    // The same visitor revalidates their own copy.
    const again = await app.inject({
      url: `/client/${business.slug}`,
      headers: { cookie, 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // Without the cookies, the same address is the signed-out page, with no trace of the client.
    const anonymous = await app.inject({ url: `/client/${business.slug}` });
    expect(anonymous.body).toMatch(SIGN_IN_HEADING);
    expect(anonymous.body).not.toContain('Maya');
    expect(anonymous.headers.etag).not.toBe(res.headers.etag);
  });

  it("is signed out on another business's dashboard, and embeds nothing of the client there", async () => {
    const { cookie } = await signedInClient();
    const res = await app.inject({ url: `/client/${slug}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(SIGN_IN_HEADING);
    expect(res.body).not.toContain('Maya');
    expect(embeddedQueries(res.body).get('/api/client/me')).toBeNull();
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('clears the signed-in hint of a session that is gone, and the page is signed out', async () => {
    const res = await app.inject({
      url: `/client/${slug}`,
      headers: { cookie: `bookwell_client=not-a-session; ${HINT}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(SIGN_IN_HEADING);
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${CLIENT_SIGNED_IN_HINT_COOKIE}=;`));
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('keeps a manage link out of shared caches and shows no sign-in form while the link signs in', async () => {
    const res = await app.inject({ url: `/client/${slug}?signin=some-token` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).not.toMatch(SIGN_IN_HEADING);
    expect(res.body).toContain('role="status"');
  });
});
