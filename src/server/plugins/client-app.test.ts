import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { LOCALE_COOKIE, type PageLocale } from '#shared/i18n/locales.ts';
import { SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';

const SHELL = '<!doctype html><title>Bookwell</title><div id="root"></div>';
const ASSET = 'console.log("app");';
const LANDING =
  '<!doctype html><title>Bookwell</title><div id="root"><h2>Let clients book instantly</h2></div>';
/** The landing page in another language, as the build's pre-render writes it (app/prerender.tsx, decision 042; its
 * hreflang alternates are checked by e2e/landing-languages.spec.ts): the server only picks the file. */
const landingIn = (locale: PageLocale, headline: string) =>
  `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><title>Bookwell</title></head><body><div id="root"><h2>${headline}</h2></div></body></html>`;
const PRICING = '<!doctype html><title>Pricing</title><div id="root"><h1>Simple pricing.</h1></div>';
const PRICING_ES = '<!doctype html><html lang="es"><div id="root"><h1>Precios sencillos.</h1></div></html>';
const HEADLINES = { es: 'Que tus clientes reserven al instante', ar: 'دع عملاءك يحجزون فورًا' } as const;

/** A built client as vite.config.ts writes it, with '/' pre-rendered in `year` (and /pricing in English and Spanish). */
function clientDirBuiltIn(year: number, pricing = false) {
  const dir = mkdtempSync(join(tmpdir(), 'bookwell-client-'));
  mkdirSync(join(dir, 'prerendered'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index.js"}}');
  writeFileSync(join(dir, 'index.html'), SHELL);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), ASSET);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(dir, 'prerendered', 'index.html'), LANDING);
  for (const [locale, headline] of Object.entries(HEADLINES)) {
    writeFileSync(
      join(dir, 'prerendered', `index.${locale}.html`),
      landingIn(locale as PageLocale, headline),
    );
  }
  const landing = { es: 'index.es.html', ar: 'index.ar.html' };
  const pages: Record<string, string> = { '/': 'index.html' };
  const translated: Record<string, Record<string, string>> = {};
  if (pricing) {
    pages['/pricing'] = 'pricing.html';
    translated['/pricing'] = { es: 'pricing.es.html' };
    writeFileSync(join(dir, 'prerendered', 'pricing.html'), PRICING);
    writeFileSync(join(dir, 'prerendered', 'pricing.es.html'), PRICING_ES);
  }
  writeFileSync(join(dir, 'prerendered', 'pages.json'), JSON.stringify({ year, pages, landing, translated }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const thisYear = new Date().getFullYear();
const { app } = await buildTestApp({ clientDir: clientDirBuiltIn(thisYear) });
const stale = await buildTestApp({ clientDir: clientDirBuiltIn(thisYear - 1) });

describe('the pre-rendered landing page', () => {
  it('is what a visitor without a session gets at /, before any script runs', async () => {
    const res = await app.inject({ url: '/?utm_source=ad' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Let clients book instantly');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("speaks the visitor's language (decision 042): Accept-Language, then the remembered choice, then ?lang=", async () => {
    const spanish = await app.inject({ url: '/', headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('<html lang="es" dir="ltr">');
    expect(spanish.body).toContain(HEADLINES.es);
    expect(spanish.headers.vary).toMatch(/accept-language/i);
    expect(spanish.headers.vary).toMatch(/cookie/i);

    const arabic = await app.inject({ url: '/?lang=ar', headers: { 'accept-language': 'es' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain(HEADLINES.ar);

    const remembered = await app.inject({
      url: '/',
      headers: { 'accept-language': 'es', cookie: `${LOCALE_COOKIE}=ar` },
    });
    expect(remembered.body).toContain(HEADLINES.ar);
  });

  it('stays the English document without Accept-Language, or for a language it does not speak', async () => {
    for (const headers of [{}, { 'accept-language': 'it-IT, ja;q=0.8' }, { 'accept-language': 'en-GB' }]) {
      const res = await app.inject({ url: '/', headers });
      expect(res.body, JSON.stringify(headers)).toBe(LANDING);
    }
  });

  it('is not sent to a signed-in owner, whose / is the dashboard: they get the app shell', async () => {
    for (const cookie of [`${SIGNED_IN_HINT_COOKIE}=1`, 'bookwell_session=some-token']) {
      const res = await app.inject({ url: '/', headers: { cookie } });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toBe(SHELL);
    }
  });

  it('is never the shell of another route, and the shell has an address of its own for the service worker', async () => {
    for (const url of ['/dashboard', '/pricing', '/index.html']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });

  it("gives way to the shell when it was built in an earlier year (its footer's year would be wrong)", async () => {
    const res = await stale.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });
});

describe('build files under a dot-directory', () => {
  it('are not served: /.vite/manifest.json is a 404, however it is spelled', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/.vite/',
      '/assets/../.vite/manifest.json',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('assets/index.js');
    }
  });
});

describe('built files', () => {
  it('are sent as they are, or pre-compressed when the browser accepts it, for GET and HEAD', async () => {
    const plain = await app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(ASSET);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const head = await app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

const priced = await buildTestApp({ clientDir: clientDirBuiltIn(thisYear, true) });

describe('the pre-rendered pricing page (decision 042)', () => {
  it("is the document in the visitor's language, English otherwise, and varies by language", async () => {
    const spanish = await priced.app.inject({ url: '/pricing', headers: { 'accept-language': 'es' } });
    expect(spanish.body).toBe(PRICING_ES);
    expect(spanish.headers.vary).toMatch(/accept-language/i);
    const byAddress = await priced.app.inject({ url: '/pricing?lang=es' });
    expect(byAddress.body).toBe(PRICING_ES);
    for (const headers of [{}, { 'accept-language': 'ar' }]) {
      const res = await priced.app.inject({ url: '/pricing', headers });
      expect(res.body, JSON.stringify(headers)).toBe(PRICING);
    }
  });
});
