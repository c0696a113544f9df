import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { SIGNED_IN_HINT_COOKIE } from '#shared/signed-in-hint.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'bookwell-client-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Bookwell</title>');
writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const { app } = await buildTestApp({ clientDir });
const production = await buildTestApp({ env: { NODE_ENV: 'production' } });

describe('security headers on pages', () => {
  it('serves the app shell with a CSP that allows only our own scripts and no framing', async () => {
    const res = await app.inject({ url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets only our own pages frame a booking page', async () => {
    const res = await app.inject({ url: '/book/demo' });
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('gives a session begun before the signed-in hint existed its hint on the next page load', async () => {
    const res = await app.inject({ url: '/dashboard', headers: { cookie: 'bookwell_session=some-token' } });
    expect(res.statusCode).toBe(200);
    expect([res.headers['set-cookie']].flat().join('\n')).toMatch(
      new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`, 'm'),
    );
    const visitor = await app.inject({ url: '/dashboard' });
    expect(visitor.headers['set-cookie']).toBeUndefined();
  });

  it('serves hashed assets as immutable with nosniff and without the page-only headers', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe('security headers in production', () => {
  it('adds HSTS to every response', async () => {
    const res = await production.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
