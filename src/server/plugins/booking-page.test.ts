// /book/{slug} rendered on the server (docs/decisions/008), through app.inject with the booking page's server
// entry loaded from its source, and the validators of the page and of the public business and services reads.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '#server/db/schema/bookings.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { builtClient } from '#server/test/built-client.ts';
import { createServiceViaApi, signUpWithBusiness } from '#server/test/factories.ts';

const { app, db } = await buildTestApp({ clientDir: builtClient() });
const owner = await signUpWithBusiness(app, { name: 'Fade Factory' });
const slug = owner.business.slug;
await createServiceViaApi(app, owner.cookie, { name: 'Skin Fade', price: '28.00', duration: 45 });

/** The JSON the page embeds for hydration. */
function embeddedData(html: string) {
  const match = /<script type="application\/json" id="booking-data">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no embedded booking data');
  return JSON.parse(match[1]) as {
    slug: string;
    queries: Array<[unknown[], unknown]>;
    freeDays?: { today: string; dates: string[] };
  };
}

const renameBusiness = (name: string) =>
  app.inject({
    method: 'PATCH',
    url: '/api/businesses/me',
    headers: { cookie: owner.cookie },
    payload: { name },
  });

describe('the booking page', () => {
  it('arrives with the business, its services and its next free days in the markup', async () => {
    const res = await app.inject({ url: `/book/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Book with Fade Factory</title>');
    expect(res.body).toMatch(/<h1[^>]*>Fade Factory<\/h1>/);
    expect(res.body).toContain('Skin Fade');
    expect(res.body).toContain('$28.00');
    // Step 2's preview: the first three days with a free time (new businesses open on weekdays).
    expect(res.body).toMatch(
      /Next free days: (Today|\w{3}, \w{3} \d{1,2}) · (\w{3}, \w{3} \d{1,2}) · (\w{3}, \w{3} \d{1,2})</,
    );
    expect(embeddedData(res.body).freeDays?.dates).toHaveLength(3);
    // The owner's colours from the first paint.
    expect(res.body).toMatch(/<html lang="en" dir="ltr" style="--background:#ffffff;/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('embeds for hydration what the public reads answer, under the keys the page uses', async () => {
    const html = (await app.inject({ url: `/book/${slug}` })).body;
    const data = embeddedData(html);
    expect(data.slug).toBe(slug);
    const byUrl = new Map(data.queries.map(([key, value]) => [key[0], value]));
    const base = `/api/businesses/${slug}`;
    for (const path of ['', '/services', '/team-members', '/client-customization', '/reviews?page=1']) {
      expect(byUrl.get(`${base}${path}`), path).toEqual((await app.inject({ url: `${base}${path}` })).json());
    }
    expect(byUrl.get(`${base}/reviews?page=1`)).toMatchObject({ reviews: [], average: null, count: 0 });
  });

  it('escapes a business name that tries to end the script or the page', async () => {
    const name = '</script><script>alert(1)</script> & \u2028 Co';
    expect((await renameBusiness(name)).statusCode).toBe(200);
    const html = (await app.inject({ url: `/book/${slug}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the entry's and the data's own
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
    const business = embeddedData(html).queries.find(([key]) => key[0] === `/api/businesses/${slug}`);
    expect(business?.[1]).toMatchObject({ name });
    expect((await renameBusiness('Fade Factory')).statusCode).toBe(200);
  });

  it('sends a long page whole, with no script the CSP would block (no boundary sent apart)', async () => {
    const long = await signUpWithBusiness(app, { name: 'Long Menu Studio' });
    for (let i = 1; i <= 30; i++) {
      await createServiceViaApi(app, long.cookie, {
        name: `Treatment number ${i}`,
        description:
          'A long description of what this treatment includes, how long it lasts and who it suits.',
      });
    }
    const html = (await app.inject({ url: `/book/${long.business.slug}` })).body;
    expect(html.length).toBeGreaterThan(20_000);
    expect(html).toContain('Treatment number 30');
    expect(html.match(/<script/g)).toHaveLength(2); // the entry's and the data's own
    expect(html).not.toContain('<template');
  });

  it('answers 304 to a visitor who holds the current version, and a new version once the owner changes it', async () => {
    const first = await app.inject({ url: `/book/${slug}` });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');

    const again = await app.inject({ url: `/book/${slug}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await createServiceViaApi(app, owner.cookie, { name: 'Beard Trim', price: '15.00', duration: 15 });
    const changed = await app.inject({ url: `/book/${slug}`, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Beard Trim');
  });

  it('is compressed for a browser that accepts it, each coding with its own validator', async () => {
    const plain = await app.inject({ url: `/book/${slug}` });
    const br = await app.inject({
      url: `/book/${slug}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const gz = await app.inject({ url: `/book/${slug}`, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const again = await app.inject({
      url: `/book/${slug}`,
      headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': br.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shows the visible reviews with their average, and is a new version as soon as one is hidden', async () => {
    const [first, second] = await db
      .insert(reviews)
      .values([
        { businessId: owner.business.id, clientName: 'Maria S.', rating: 5, comment: 'Sharpest fade around' },
        { businessId: owner.business.id, clientName: 'Tom B.', rating: 4, comment: 'Quick and friendly' },
      ])
      .returning({ id: reviews.id });
    const page = await app.inject({ url: `/book/${slug}` });
    expect(page.body).toMatch(/<strong[^>]*>4\.5<\/strong>/);
    expect(page.body).toContain('2 reviews');
    expect(page.body).toContain('Sharpest fade around');
    expect(page.body).toContain('Tom B.');

    const hidden = await app.inject({
      method: 'POST',
      url: `/api/reviews/${second!.id}/hide`,
      headers: { cookie: owner.cookie },
    });
    expect(hidden.statusCode).toBe(200);
    const changed = await app.inject({
      url: `/book/${slug}`,
      headers: { 'if-none-match': page.headers.etag as string },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toMatch(/<strong[^>]*>5\.0<\/strong>/);
    expect(changed.body).toContain('1 review');
    expect(changed.body).not.toContain('Quick and friendly');
    await db.delete(reviews).where(inArray(reviews.id, [first!.id, second!.id]));
  });

  it('keeps every part inline however long the page (nothing left for an inline script the CSP blocks)', async () => {
    const rows = await db
      .insert(reviews)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          businessId: owner.business.id,
          clientName: `Reviewer ${i}`,
          rating: 5,
          comment: `A long and happy review. ${'Great cut, friendly staff, easy booking. '.repeat(40)}`,
        })),
      )
      .returning({ id: reviews.id });
    const html = (await app.inject({ url: `/book/${slug}` })).body;
    expect(html.length).toBeGreaterThan(30_000);
    expect(html).not.toContain('<template');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the entry's and the data's own
    await db.delete(reviews).where(
      inArray(
        reviews.id,
        rows.map((r) => r.id),
      ),
    );
  });

  it('is private to the browser when its answer sets a cookie (here the signed-in hint)', async () => {
    const res = await app.inject({ url: `/book/${slug}`, headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeDefined();
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it("is in the visitor's language: the address's, the remembered one, the browser's, else the business's", async () => {
    const page = (headers: Record<string, string> = {}, query = '') =>
      app.inject({ url: `/book/${slug}${query}`, headers });
    const german = await page({ 'accept-language': 'it-IT, de;q=0.8, en;q=0.5' });
    expect(german.body).toMatch(/<html lang="de" dir="ltr"/);
    expect(german.body).toContain('<title>Termin bei Fade Factory buchen</title>');
    expect(german.body).toMatch(/28,00\s\$/); // Intl puts a no-break space before the symbol
    expect(german.headers.vary).toMatch(/accept-language/i);
    expect(german.headers.vary).toMatch(/cookie/i);
    expect(embeddedData(german.body)).toMatchObject({ locale: 'de' });

    const arabic = await page({ 'accept-language': 'de', cookie: 'bookwell-lang=ar' });
    expect(arabic.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(arabic.body).toContain('اختر الخدمة');
    expect(arabic.headers.etag).not.toBe(german.headers.etag);
    expect((await page({ cookie: 'bookwell-lang=ar' }, '?lang=pt-BR')).body).toMatch(/<html lang="pt-BR"/);
    expect((await page({}, '?lang=xx')).body).toMatch(/<html lang="en"/);

    // Every language's address, for search engines.
    for (const locale of ['en', 'es', 'fr', 'de', 'pt-BR', 'ar']) {
      expect(german.body).toContain(
        `<link rel="alternate" hreflang="${locale}" href="http://localhost:80/book/${slug}?lang=${locale}" />`,
      );
    }
    expect(german.body).toContain(`hreflang="x-default" href="http://localhost:80/book/${slug}"`);

    // The business's language, for a browser that asks for none we speak.
    const setLanguage = (language: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/businesses/me',
        headers: { cookie: owner.cookie },
        payload: { language },
      });
    expect((await setLanguage('klingon')).statusCode).toBe(400);
    expect((await setLanguage('fr')).json()).toMatchObject({ language: 'fr' });
    const french = await page({ 'accept-language': 'it-IT, ja' });
    expect(french.body).toMatch(/<html lang="fr" dir="ltr"/);
    expect(french.body).toContain('Choisissez une prestation');
    expect((await page({ 'accept-language': 'en-GB' })).body).toMatch(/<html lang="en"/);
    expect((await setLanguage('en')).statusCode).toBe(200);
  });

  it('is a real 404 page for an unknown slug, without any script', async () => {
    const res = await app.inject({ url: '/book/no-such-business' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Business not found');
    expect(res.body).toContain('<title>Business not found</title>');
    expect(res.body).not.toContain('<script');
    expect(res.headers.etag).toBeUndefined();
  });

  it('never answers a malformed or oversized slug with a server error', async () => {
    for (const path of [`/book/${'x'.repeat(300)}`, '/book/%E0%A4%A', '/book/%00', '/book/a%2Fb']) {
      expect((await app.inject({ url: path })).statusCode, path).toBeLessThan(500);
    }
  });

  it('is a 404 for a business not open to the public (pending), by its slug and by an old one', async () => {
    const other = await signUpWithBusiness(app, { name: 'Soon Suspended' });
    const old = other.business.slug;
    const renamed = await app.inject({
      method: 'PATCH',
      url: '/api/businesses/me',
      headers: { cookie: other.cookie },
      payload: { slug: `${old}-new` },
    });
    expect(renamed.statusCode).toBe(200);
    // An old slug renders the page as the API answers it: the business under its new slug (decision 002).
    const byOldSlug = await app.inject({ url: `/book/${old}` });
    expect(byOldSlug.statusCode).toBe(200);
    expect(byOldSlug.body).toMatch(/<h1[^>]*>Soon Suspended<\/h1>/);

    await db.update(businesses).set({ status: 'pending' }).where(eq(businesses.id, other.business.id));
    for (const path of [`/book/${old}`, `/book/${old}-new`]) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('Business not found');
    }
  });
});

describe('views of the booking page from one address', () => {
  // Issue 25: one address flooding the page took the database's time from every other visitor.
  it('are limited to BOOKING_RATE_LIMIT_PER_MINUTE a minute, and another address is still served', async () => {
    const limited = await buildTestApp({
      clientDir: builtClient(),
      env: { BOOKING_RATE_LIMIT_PER_MINUTE: '3' },
    });
    const shop = await signUpWithBusiness(limited.app, { name: 'Busy Corner' });
    const view = (remoteAddress: string) =>
      limited.app.inject({ url: `/book/${shop.business.slug}`, remoteAddress });
    const served = [await view('192.0.2.30'), await view('192.0.2.30'), await view('192.0.2.30')];
    expect(served.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    // The count is one visitor's: it stays out of a page a shared cache may keep.
    expect(served[0]!.headers['x-ratelimit-remaining']).toBeUndefined();
    const refused = await view('192.0.2.30');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.json().message).toBe(`Too many requests. Please try again in ${retryAfter} seconds.`);
    const elsewhere = await view('192.0.2.31');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toMatch(/<h1[^>]*>Busy Corner<\/h1>/);
  });
});

describe('the public business and services reads', () => {
  for (const path of ['', '/services']) {
    it(`GET /api/businesses/{slug}${path} carries a validator that changes with the owner's data`, async () => {
      const url = `/api/businesses/${slug}${path}`;
      const first = await app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);

      const same = await app.inject({ url, headers: { 'if-none-match': `W/${etag}, "other"` } });
      expect(same.statusCode).toBe(304);
      expect(same.body).toBe('');

      const change =
        path === ''
          ? await renameBusiness('Fade Factory Two')
          : await createServiceViaApi(app, owner.cookie, { name: `Line Up ${Date.now()}` });
      expect(change).toBeTruthy();
      const changed = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  }

  it('leaves a 404 uncached', async () => {
    const res = await app.inject({ url: '/api/businesses/no-such-business' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});
