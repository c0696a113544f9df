// Hostile input for every route in the app's route table: malformed bodies, query strings and path ids built from
// each route's zod schema (wrong types, huge and broken unicode strings, NUL bytes, nulls, extra and __proto__ keys,
// SQL metacharacters, dates like 9999-12-31). Never a 5xx, and a refused write leaves every table as it was.
// Seeded: FUZZ_SEED=<n> replays a run; a failure prints the seed and the shrunk request.
import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { rowCounter, seedTenant, type TenantFixture } from '#server/test/factories.ts';
import { caseOf, routeKeysOf } from '#server/test/route-cases.ts';

// No background workers: the waitlist's would offer the tenant's waitlisted customer a time a valid change freed,
// writing rows between a request and its count.
const { app, db } = await buildTestApp({ env: { OUTBOX_WORKER: 'off' } });

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
// Random requests per route, on top of the examples (broken text in every field, extreme dates in every date).
const RUNS = { read: 5, write: 10, session: 3 };
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Recorded on purpose when refused: a sign-in (how repeated wrong passwords are limited) and a test push the
// push service turned down (the owner's Messages view shows why it failed).
const WRITTEN_WHEN_REFUSED = ['login_attempts', 'outbox'];

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  "'; DROP TABLE clients; --",
  "' OR '1'='1",
  '%',
  '_',
  '\\',
  '"',
  '$1',
  '9999-12-31',
  '0000-01-01',
  '9999-12-31T23:30',
  '0000-01-01T00:00',
  '-0001-01-01',
  '2026-02-30',
  '2026-13-01',
  '1969-12-31T23:59:00',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0.1e-400',
  'null',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u202eevil',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(100_000),
  '😀'.repeat(3000),
];

/** Any UTF-16 code unit, so NUL, controls and lone surrogates all come up. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));
const hostileString = fc.oneof(
  fc.constantFrom(...SPECIAL_STRINGS),
  fc.string({ unit: codeUnit, maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'),
  hostileString,
);
const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5),
    fc.integer(),
    fc.double(),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 3 }),
  ),
}));

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};
type Field = { path: string[]; text: boolean };

/** Every field a zod schema describes (nested objects and list items included), and whether it takes text. */
function fieldsOf(schema: unknown): Field[] {
  if (!(schema instanceof z.ZodType)) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const fields: Field[] = [];
  const takesText = (node: JsonSchema): boolean =>
    [node.type].flat().includes('string') || (node.anyOf ?? []).some(takesText);
  const walk = (node: JsonSchema, path: string[]) => {
    if (path.length > 0) fields.push({ path, text: takesText(node) });
    if (path.length > 4) return;
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...path, key]);
    if (node.items) walk(node.items, [...path, '0']);
    for (const option of node.anyOf ?? []) walk(option, path);
  };
  walk(json, []);
  return fields;
}

function valueAt(target: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    target,
  );
}

function setAt(target: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const container: Record<string, unknown> =
    target !== null && typeof target === 'object' ? { ...(target as Record<string, unknown>) } : {};
  container[head] = setAt(container[head], rest, value);
  return container;
}

/** JSON text with an own `__proto__` key, which JSON.stringify of an object literal cannot produce. */
function withProtoKey(json: string, value: unknown) {
  return json.startsWith('{') ? `{"__proto__":${JSON.stringify(value) ?? 'null'},${json.slice(1)}` : json;
}

type FuzzRequest = { url: string; payload?: string };

/** Percent-encodes every UTF-16 unit, a lone surrogate as the three bytes it would take (invalid UTF-8), which
 * encodeURIComponent and URLSearchParams refuse or replace, so the server meets the broken text itself. */
function percentEncode(text: string) {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    encoded +=
      char.length === 1 && unit >= 0xd800 && unit <= 0xdfff
        ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

/** Text every text field meets once, in the route's otherwise valid request (so it reaches the database). */
const BROKEN_TEXT = ['a\u0000b', 'x\ud800y'];
/** Dates every date-shaped field, query value and path id meets once. */
const EXTREME_DATES = ['9999-12-31', '0000-01-01', '9999-12-31T23:30', '0000-01-01T00:00'];
const looksLikeDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);

/**
 * Requests for one route, each its valid request with one part made hostile (a path id, the query or the body):
 * `examples` put broken text into every text field and extreme dates into every date, `arbitrary` the rest.
 */
function requestsFor(key: string, schema: FastifySchema | undefined, tenant: TenantFixture) {
  const [method = 'GET', pattern = '/'] = key.split(' ');
  const withBody = MUTATING.has(method) && method !== 'DELETE';
  const base = caseOf(key).request(tenant);
  const basePayload = withBody ? JSON.stringify(base.payload ?? {}) : undefined;
  const [basePath = '/', baseQuery = ''] = base.url.split('?');
  const pathSegments = basePath.split('/');
  const paramIndexes = pattern
    .split('/')
    .flatMap((segment, index) => (segment.startsWith(':') || segment === '*' ? [index] : []));
  const baseQueryPairs = [...new URLSearchParams(baseQuery)];
  const queryKeys = [
    ...new Set([
      ...baseQueryPairs.map(([name]) => name),
      ...fieldsOf(schema?.querystring).map((f) => f.path[0]!),
    ]),
  ];
  const schemaFields = fieldsOf(schema?.body);
  // A field of the valid request the schema does not describe (a route without a body schema) is fuzzed too.
  const bodyFields = [
    ...schemaFields,
    ...Object.keys(base.payload ?? {})
      .filter((name) => !schemaFields.some((field) => field.path.join('.') === name))
      .map((name) => ({ path: [name], text: true })),
  ];

  const withParam = (index: number, text: string): FuzzRequest => {
    const segments = [...pathSegments];
    segments[index] = percentEncode(text);
    return { url: `${segments.join('/')}${baseQuery ? `?${baseQuery}` : ''}`, payload: basePayload };
  };
  const withQuery = (values: Record<string, string | string[]>): FuzzRequest => {
    const pairs = [
      ...baseQueryPairs.filter(([name]) => !(name in values)),
      ...Object.entries(values).flatMap(([name, value]) => [value].flat().map((item) => [name, item])),
    ];
    const query = pairs.map(([name = '', item = '']) => `${percentEncode(name)}=${percentEncode(item)}`);
    return { url: `${basePath}?${query.join('&')}`, payload: basePayload };
  };
  const withField = (path: readonly string[], value: unknown): FuzzRequest => ({
    url: base.url,
    payload: JSON.stringify(setAt(base.payload ?? {}, path, value)),
  });

  const examples: FuzzRequest[] = [
    ...paramIndexes.flatMap((index) => [
      ...BROKEN_TEXT.map((text) => withParam(index, text)),
      ...(looksLikeDate(pathSegments[index]) ? EXTREME_DATES.map((date) => withParam(index, date)) : []),
    ]),
    ...queryKeys.flatMap((name) => [
      ...BROKEN_TEXT.map((text) => withQuery({ [name]: text })),
      ...(looksLikeDate(new URLSearchParams(baseQuery).get(name)) || /date|from|to/i.test(name)
        ? EXTREME_DATES.map((date) => withQuery({ [name]: date }))
        : []),
    ]),
    ...(withBody
      ? bodyFields.flatMap(({ path, text }) => [
          ...(text ? BROKEN_TEXT.map((broken) => withField(path, broken)) : []),
          ...(looksLikeDate(valueAt(base.payload, path))
            ? EXTREME_DATES.map((date) => withField(path, date))
            : []),
        ])
      : []),
  ];

  const hostilePath = fc
    .tuple(fc.constantFrom(...(paramIndexes.length ? paramIndexes : [-1])), hostileString)
    .map(([index, text]) => (index < 0 ? { url: base.url, payload: basePayload } : withParam(index, text)));
  const hostileQuery = fc
    .dictionary(
      fc.oneof(fc.constantFrom(...(queryKeys.length ? queryKeys : ['q'])), hostileKey),
      fc.oneof(hostileString, fc.array(hostileString, { maxLength: 3 })),
      { minKeys: 1, maxKeys: 3 },
    )
    .map(withQuery);
  const hostileField = fc
    .tuple(fc.constantFrom(...(bodyFields.length ? bodyFields : [{ path: ['field'] }])), hostileValue)
    .map(([field, value]) => withField(field.path, value));
  const hostileBody = hostileValue.map(
    (value): FuzzRequest => ({ url: base.url, payload: JSON.stringify(value) ?? 'null' }),
  );
  const extraKeys = fc.tuple(fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 }), hostileValue).map(
    ([extra, proto]): FuzzRequest => ({
      url: base.url,
      payload: withProtoKey(JSON.stringify({ ...base.payload, ...extra }), proto),
    }),
  );

  const arbitrary: fc.Arbitrary<FuzzRequest> = withBody
    ? fc.oneof(hostilePath, hostileQuery, hostileField, hostileField, hostileBody, extraKeys)
    : fc.oneof(hostilePath, hostileQuery);
  return { arbitrary, examples };
}

let tenant: TenantFixture;
let rowCounts: () => Promise<Record<string, number>>;
let sent = 0;
beforeAll(async () => {
  tenant = await seedTenant(app, db, 'Fuzzed');
  rowCounts = await rowCounter(db, WRITTEN_WHEN_REFUSED);
});

describe('hostile input on every route', () => {
  it.each(routeKeysOf(app))('%s: never a 5xx, never a partial write', async (key) => {
    const [method = 'GET'] = key.split(' ');
    const route = app.routeTable.find((r) => `${r.method} ${r.url}` === key);
    // Session routes run signed out, so signing out cannot end the owner's session for the other routes.
    const cookie = caseOf(key).kind === 'session' ? undefined : tenant.cookie;
    const writes = MUTATING.has(method);
    let counts = writes ? await rowCounts() : {};
    const requests = requestsFor(key, route?.schema, tenant);
    await fc.assert(
      fc.asyncProperty(requests.arbitrary, async (request) => {
        const res = await app.inject({
          method: method as 'GET',
          url: request.url,
          payload: request.payload,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(request.payload ? { 'content-type': 'application/json' } : {}),
          },
          // A new address per request, so the per-address rate limits do not turn the run into 429s.
          remoteAddress: `10.9.${Math.floor(++sent / 250) % 250}.${(sent % 250) + 1}`,
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (!writes) return;
        const after = await rowCounts();
        if (res.statusCode >= 400)
          expect(after, `refused with ${res.statusCode} ${res.body}`).toEqual(counts);
        counts = after;
      }),
      {
        seed: SEED,
        numRuns: cookie === undefined ? RUNS.session : writes ? RUNS.write : RUNS.read,
        examples: requests.examples.map((request) => [request]),
      },
    );
  });
});
