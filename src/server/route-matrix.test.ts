// Tenant isolation over the whole route table: every route registered in the app has a case below (a new route
// without one fails the first test), and for each one another owner's session and an anonymous caller get
// nowhere near tenant A's data; public routes may expose only the fields listed with them.
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/modules/analytics/sql.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import {
  localDateFromToday,
  seedTenant,
  signUpOwner,
  type TenantFixture,
  uniquePhone,
} from '#server/test/factories.ts';
import { ROUTE_CASES, type RouteRequest, routeKeysOf } from '#server/test/route-cases.ts';

// DEV_LOGIN=on so that the development sign-in route exists and its case is checked too.
const { app, db } = await buildTestApp({ env: { DEV_LOGIN: 'on' } });

const routeKeys = routeKeysOf(app);

/** Every row of A's, per tenant table (each table that has a business_id column), as JSON text. */
async function tenantRows(businessId: string) {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'business_id' order by table_name`,
  );
  const snapshot: Record<string, string> = {};
  for (const { table_name } of tables) {
    const rows = await queryRows(
      db,
      sql`select * from ${sql.identifier(table_name)} where business_id = ${businessId} order by 1`,
    );
    snapshot[table_name] = JSON.stringify(rows);
  }
  return snapshot;
}

function inject(method: string, request: RouteRequest, cookie?: string) {
  return app.inject({
    method: method as InjectOptions['method'],
    ...request,
    headers: cookie ? { cookie } : {},
  });
}

function leaked(body: string, strings: readonly string[]) {
  return strings.filter((s) => body.includes(s));
}

/** The keys a public answer shows: of the object, or of every item when it is a list. */
function exposedKeys(json: unknown): string[] {
  const items = Array.isArray(json) ? json : [json];
  return [...new Set(items.flatMap((item) => (item && typeof item === 'object' ? Object.keys(item) : [])))];
}

let a: TenantFixture;
let b: TenantFixture;
/** Session routes (sign-out among them) run as a third owner, so B stays signed in. */
let c: string;
beforeAll(async () => {
  a = await seedTenant(app, db, 'Alpha');
  b = await seedTenant(app, db, 'Bravo');
  c = (await signUpOwner(app)).cookie;
});

describe('the route table', () => {
  it('has a tenant-isolation case for every route, and no case for a route that is gone', () => {
    const missing = routeKeys.filter((key) => !(key in ROUTE_CASES));
    const stale = Object.keys(ROUTE_CASES).filter((key) => !routeKeys.includes(key));
    expect(missing, `routes without a case in src/server/test/route-cases.ts: ${missing.join(', ')}`).toEqual(
      [],
    );
    expect(stale, `cases for routes that no longer exist: ${stale.join(', ')}`).toEqual([]);
  });
});

describe("another owner's session against tenant A", () => {
  it("never reaches A's rows, never sees A's data, and changes nothing of A's", async () => {
    const before = await tenantRows(a.business.id);
    const failures: string[] = [];
    for (const [key, test] of Object.entries(ROUTE_CASES)) {
      const [method = 'GET'] = key.split(' ');
      const res = await inject(method, test.request(a), test.kind === 'session' ? c : b.cookie);
      const leaks = leaked(res.body, test.kind === 'public' ? a.secrets : [...a.secrets, ...a.publicStrings]);
      if (leaks.length > 0) failures.push(`${key}: answer shows A's ${leaks.join(', ')}`);
      if (res.statusCode >= 500) failures.push(`${key}: ${res.statusCode} ${res.body}`);
      if (test.kind === 'owner-id' && !(test.foreign ?? [404]).includes(res.statusCode)) {
        failures.push(
          `${key}: ${res.statusCode} instead of ${(test.foreign ?? [404]).join('/')} (${res.body})`,
        );
      }
      if (test.kind === 'owner-own' && res.statusCode >= 300 && !test.foreign?.includes(res.statusCode)) {
        failures.push(`${key}: B's own request failed with ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tenantRows(a.business.id)).toEqual(before);
  });
});

describe('an anonymous caller', () => {
  it('gets 401 from every owner route and nothing of A', async () => {
    const failures: string[] = [];
    for (const [key, test] of Object.entries(ROUTE_CASES)) {
      const [method = 'GET'] = key.split(' ');
      const res = await inject(method, test.request(a));
      const leaks = leaked(res.body, test.kind === 'public' ? a.secrets : [...a.secrets, ...a.publicStrings]);
      if (leaks.length > 0) failures.push(`${key}: answer shows A's ${leaks.join(', ')}`);
      if (res.statusCode >= 500) failures.push(`${key}: ${res.statusCode} ${res.body}`);
      const anonymousBooking = key === 'POST /api/bookings';
      if (
        (test.kind === 'owner-id' || test.kind === 'owner-own') &&
        !anonymousBooking &&
        res.statusCode !== 401
      ) {
        failures.push(`${key}: ${res.statusCode} instead of 401`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('sees only the listed fields of a public answer, and none of the owner account', async () => {
    const failures: string[] = [];
    for (const [key, test] of Object.entries(ROUTE_CASES)) {
      if (test.kind !== 'public') continue;
      const res = await inject(key.split(' ')[0]!, test.request(a));
      if (test.fields === 'not-json') continue;
      expect(res.statusCode, key).toBe(200);
      const extra = exposedKeys(res.json()).filter((field) => !test.fields.includes(field));
      if (extra.length > 0) failures.push(`${key} exposes ${extra.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it("books on A's public page without learning anything A's owner stored about the client", async () => {
    const res = await inject('POST', {
      url: '/api/bookings',
      payload: {
        businessSlug: a.business.slug,
        serviceId: a.serviceId,
        appointmentDate: `${localDateFromToday(5, 'America/New_York')}T12:00`,
        clientData: { firstName: 'Walk', lastName: 'Up', phone: uniquePhone() },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(leaked(res.body, a.secrets)).toEqual([]);
  });
});
