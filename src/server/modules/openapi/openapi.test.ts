// The OpenAPI document: valid OpenAPI 3.1 (@readme/openapi-parser), one operation for every route in Fastify's
// route table with its request schemas, a response schema for every route but the few named below, the bearer
// scheme on exactly the operations an API key may call; and the reference page that renders it.
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { API_KEY_ROUTES } from '#server/modules/api-keys/api-key-scope.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { routeKeysOf } from '#server/test/route-cases.ts';
import { WILDCARD_PARAMETER } from './openapi.plugin.ts';

const { app } = await buildTestApp({ env: { DEV_LOGIN: 'on' } });

type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

/**
 * Routes whose success answer has no response schema today: redirects, file downloads (CSV, ICS, the account
 * export, uploaded images), the notifications event stream and answers of no fixed shape. A route added without
 * a response schema fails the test below until it gets one (or is named here, with why).
 */
const WITHOUT_RESPONSE_SCHEMA = [
  'GET /api/auth/google',
  'GET /api/auth/google/callback',
  'GET /api/login',
  'POST /api/logout',
  'GET /api/logout',
  'GET /api/auth/logout',
  'GET /api/auth/apple',
  'GET /api/auth/export',
  'GET /uploads/*',
  'DELETE /api/team-members/:id/time-off/:timeOffId',
  'GET /api/clients.csv',
  'GET /api/analytics/overview.csv',
  'GET /api/analytics/revenue.csv',
  'GET /api/analytics/services.csv',
  'GET /api/analytics/clients.csv',
  'GET /api/bookings/:id/ics',
  'GET /ics/:file',
  'GET /api/payments/export.csv',
  'GET /api/notifications/stream',
];

/** The document's path for a Fastify route path (`:id` → `{id}`, a final `*` → `{path}`). */
const documentPath = (url: string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, `{${WILDCARD_PARAMETER}}`);

async function fetchDocument(): Promise<Document> {
  const res = await app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function operationOf(document: Document, key: string): Operation | undefined {
  const [method = '', url = ''] = key.split(' ');
  return document.paths[documentPath(url)]?.[method.toLowerCase()];
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result).toMatchObject({ valid: true });
  });

  it('lists every registered route, with the request schemas it validates', async () => {
    const document = await fetchDocument();
    const missing: string[] = [];
    for (const route of app.routeTable.filter((r) => r.method !== 'HEAD')) {
      const key = `${route.method} ${route.url}`;
      const operation = operationOf(document, key);
      if (!operation) {
        missing.push(`${key}: no operation`);
        continue;
      }
      const schema = route.schema ?? {};
      if (schema.body && !operation.requestBody?.content['application/json']?.schema)
        missing.push(`${key}: body`);
      for (const [location, where] of [
        ['params', 'path'],
        ['querystring', 'query'],
      ] as const) {
        if (schema[location] && !operation.parameters?.some((p) => p.in === where)) {
          missing.push(`${key}: ${location}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // And nothing else.
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = routeKeysOf(app).map((key) => {
      const [method, url = ''] = key.split(' ');
      return `${method} ${documentPath(url)}`;
    });
    expect(documented.sort()).toEqual(registered.sort());
  });

  it('has a response schema for every route but the named few', async () => {
    const document = await fetchDocument();
    const without = routeKeysOf(app).filter((key) => {
      const responses = Object.entries(operationOf(document, key)?.responses ?? {});
      return !responses.some(
        ([status, response]) => status === '204' || (/^2/.test(status) && response.content),
      );
    });
    expect(without.sort()).toEqual([...WITHOUT_RESPONSE_SCHEMA].sort());
  });

  it('documents the bearer scheme on exactly the operations an API key may call', async () => {
    const document = await fetchDocument();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const keyed = routeKeysOf(app).filter((key) =>
      operationOf(document, key)?.security?.some((requirement) => 'apiKey' in requirement),
    );
    expect(keyed.sort()).toEqual([...API_KEY_ROUTES].sort());
  });
});

describe('GET /api/docs', () => {
  it('is a page listing every operation, with no script', async () => {
    const res = await app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('<h1>Bookwell API reference</h1>');
    const absent = routeKeysOf(app).filter((key) => {
      const [method = '', url = ''] = key.split(' ');
      return !res.body.includes(`<code>${method} ${documentPath(url)}</code>`);
    });
    expect(absent).toEqual([]);
    expect(res.body).toContain('Accepts an API key');
  });
});
