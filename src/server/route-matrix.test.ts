// Tenant isolation over the whole route table: every route registered in the app has a case below (a new route
// without one fails the first test), and for each one another owner's session and an anonymous caller get
// nowhere near tenant A's data; public routes may expose only the fields listed with them.
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { joinedMember } from '#server/modules/team-access/team-access.test-kit.ts';
import { ROUTE_ACCESS } from '#server/platform/route-access.ts';
import { queryRows } from '#server/platform/sql.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import {
  localDateFromToday,
  seedTenant,
  signUpOwner,
  type TenantFixture,
  uniquePhone,
} from '#server/test/factories.ts';
import { caseOf, ROUTE_CASES, type RouteRequest, routeKeysOf } from '#server/test/route-cases.ts';
import { ACCESS_MESSAGES, BUSINESS_ROLES, type RoleNeeded, roleMayUse } from '#shared/access.ts';

// DEV_LOGIN=on so that the development sign-in route exists and its case is checked too.
const { app, db } = await buildTestApp({ env: { DEV_LOGIN: 'on' } });

const routeKeys = routeKeysOf(app);

/** Every row of A's, per tenant table (each table that has a business_id column), as JSON text. */
/** Tables public routes add A's rows to (joining a waitlist): rows made since `since` are left out. */
const CREATED_BY_PUBLIC = new Set(
  Object.values(ROUTE_CASES).flatMap((test) => (test.kind === 'public' ? (test.creates ?? []) : [])),
);

async function tenantRows(businessId: string, since: Date) {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'business_id' order by table_name`,
  );
  const snapshot: Record<string, string> = {};
  for (const { table_name } of tables) {
    const rows = await queryRows(
      db,
      sql`select * from ${sql.identifier(table_name)} where business_id = ${businessId}
        ${CREATED_BY_PUBLIC.has(table_name) ? sql`and created_at < ${since.toISOString()}` : sql``} order by 1`,
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

/** The tokens of every manage link (/client/{slug}/manage/{token}) and sign-in link (?signin={token}) in `body`. */
function linkTokens(body: string): string[] {
  return [...body.matchAll(/\/manage\/([\w.-]+)|[?&]signin=([\w.-]+)/g)].map((m) => m[1] ?? m[2]!);
}

/**
 * A link an answer hands out proves nothing about who asked for it: it never opens a client session, and what it
 * opens shows none of `secrets`. Returns the manage links' answers.
 */
async function expectLinksOpenNoAccount(body: string, secrets: readonly string[]) {
  const opened = [];
  for (const token of linkTokens(body)) {
    const signIn = await inject('POST', { url: '/api/client-auth/link', payload: { token } });
    expect(signIn.statusCode, signIn.body).toBe(400);
    expect(signIn.headers['set-cookie'], 'a link opened a client session').toBeUndefined();
    const page = await inject('GET', { url: `/api/manage/${token}` });
    expect(leaked(page.body, secrets)).toEqual([]);
    opened.push(page);
  }
  return opened;
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

// One test per route (each with its own time limit, each failure naming its route), then one that A's rows are as
// they were: the routes run in order, so B's writes all come before that last check.
describe("another owner's session against tenant A", () => {
  let before: Record<string, string>;
  let since: Date;
  beforeAll(async () => {
    since = new Date();
    before = await tenantRows(a.business.id, since);
  });

  it.each(routeKeys)("%s: never reaches A's rows, never shows A's data", async (key) => {
    const test = caseOf(key);
    const [method = 'GET'] = key.split(' ');
    const res = await inject(method, test.request(a), test.kind === 'session' ? c : b.cookie);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(leaked(res.body, test.kind === 'public' ? a.secrets : [...a.secrets, ...a.publicStrings])).toEqual(
      [],
    );
    if (test.kind === 'owner-id') expect(test.foreign ?? [404], res.body).toContain(res.statusCode);
    if (test.kind === 'owner-own' && res.statusCode >= 300)
      expect(test.foreign ?? [], res.body).toContain(res.statusCode);
    // An owner's session is never a client's.
    if (test.kind === 'client') expect(res.statusCode, res.body).toBe(401);
    // Nor a platform admin's.
    if (test.kind === 'admin') expect(res.statusCode, res.body).toBe(403);
    if (test.kind === 'link') expect(res.statusCode, res.body).toBe(404);
  });

  it("changed nothing of A's", async () => {
    expect(await tenantRows(a.business.id, since)).toEqual(before);
  });
});

// The role matrix (issue 27): every route that needs a role in a business, called by A's staff member and A's
// manager, and by the staff member and manager of another business. First what must be refused (nothing of A's
// changes), then what each role may do (never refused for its role). On a tenant of its own: the allowed calls
// change and delete its rows.
describe('the role matrix', () => {
  const roleKeys = routeKeys.filter((key) => {
    const access = ROUTE_ACCESS[key];
    return access !== undefined && (BUSINESS_ROLES as readonly string[]).includes(access);
  });
  const needed = (key: string) => ROUTE_ACCESS[key] as RoleNeeded;
  let staff: string;
  let manager: string;
  let otherStaff: string;
  let otherManager: string;
  let before: Record<string, string>;
  let since: Date;
  let a: TenantFixture;
  beforeAll(async () => {
    a = await seedTenant(app, db, 'Delta');
    staff = (await joinedMember(app, db, a.cookie, { role: 'staff' })).cookie;
    manager = (await joinedMember(app, db, a.cookie, { role: 'manager' })).cookie;
    otherStaff = (await joinedMember(app, db, b.cookie, { role: 'staff' })).cookie;
    otherManager = (await joinedMember(app, db, b.cookie, { role: 'manager' })).cookie;
    since = new Date();
    before = await tenantRows(a.business.id, since);
  });

  const expectForbidden = (res: { statusCode: number; body: string }) =>
    expect({ status: res.statusCode, body: res.body }).toEqual({
      status: 403,
      body: JSON.stringify({ message: ACCESS_MESSAGES.forbidden }),
    });

  it.each(roleKeys)('%s: refused below its role; not theirs is 404', async (key) => {
    const test = caseOf(key);
    const method = key.split(' ')[0]!;
    const request = test.request(a);
    const asStaff = await inject(method, request, staff);
    if (needed(key) !== 'staff') expectForbidden(asStaff);
    // A staff member's own routes, on another member's booking, client, time off or calendar.
    else if (test.kind === 'owner-id') expect(asStaff.statusCode, asStaff.body).toBe(404);
    if (needed(key) === 'owner') expectForbidden(await inject(method, request, manager));
    for (const cookie of [otherStaff, otherManager]) {
      const res = await inject(method, request, cookie);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(leaked(res.body, [...a.secrets, ...a.publicStrings])).toEqual([]);
      const refused = !roleMayUse(cookie === otherStaff ? 'staff' : 'manager', needed(key));
      if (refused) expectForbidden(res);
      else if (test.kind === 'owner-id') expect(test.foreign ?? [404], res.body).toContain(res.statusCode);
    }
  });

  it("changed nothing of A's", async () => {
    expect(await tenantRows(a.business.id, since)).toEqual(before);
  });

  it.each(roleKeys)('%s: answered for the roles it allows', async (key) => {
    const test = caseOf(key);
    const method = key.split(' ')[0]!;
    const callers = [...(needed(key) === 'staff' && test.kind === 'owner-own' ? [staff] : [])];
    if (needed(key) !== 'owner') callers.push(manager);
    for (const cookie of callers) {
      const res = await inject(method, test.request(a), cookie);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect([401, 403], res.body).not.toContain(res.statusCode);
      expect(res.body).not.toContain('No business yet');
    }
  });
});

describe('an owner who has not created a business yet', () => {
  // What an account has before its business: its notifications (none yet) and its uploads (none can be added);
  // creating the business is left out (it would give this owner a business for the routes after it).
  // The owner's own account and devices, which exist before any business does.
  const WITHOUT_BUSINESS = new Set([
    'GET /api/notifications',
    'GET /api/upload/images',
    'PATCH /api/auth/profile',
    'POST /api/auth/change-password',
    'POST /api/auth/two-factor/setup',
    'POST /api/auth/two-factor',
    'GET /api/auth/privacy-settings',
    'POST /api/auth/privacy-settings',
    'GET /api/auth/notification-preferences',
    'PUT /api/auth/notification-preferences',
    'GET /api/auth/sessions',
    'DELETE /api/auth/sessions/:id',
    'POST /api/auth/sessions/sign-out-others',
    'GET /api/auth/export',
    'DELETE /api/auth/delete-account',
    'GET /api/push/vapid-key',
    'DELETE /api/push/unsubscribe',
    'GET /api/auth/billing',
    'POST /api/auth/email-change',
    'POST /api/auth/email-change/confirm',
    'POST /api/support/requests',
    'GET /api/support/requests',
    'GET /api/memberships',
    'PUT /api/memberships/current',
    'POST /api/invitations/accept',
  ]);
  const ownerKeys = routeKeys.filter((key) => {
    const { kind } = caseOf(key);
    return (kind === 'owner-id' || kind === 'owner-own') && key !== 'POST /api/businesses';
  });
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signUpOwner(app)).cookie;
  });

  it.each(ownerKeys)("%s: 404 'No business yet'", async (key) => {
    const res = await inject(key.split(' ')[0]!, caseOf(key).request(b), cookie);
    if (WITHOUT_BUSINESS.has(key)) {
      // Answered on its own terms (a wrong current password is a 401 of its own), never for want of a business.
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.body).not.toContain('No business yet');
    } else
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { message: 'No business yet' },
      });
  });
});

describe('an anonymous caller', () => {
  it.each(routeKeys)('%s: 401 from an owner route, nothing of A', async (key) => {
    const test = caseOf(key);
    const res = await inject(key.split(' ')[0]!, test.request(a));
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(leaked(res.body, test.kind === 'public' ? a.secrets : [...a.secrets, ...a.publicStrings])).toEqual(
      [],
    );
    // An anonymous booking is the public booking page's; it is checked on its own below.
    const owner = test.kind === 'owner-id' || test.kind === 'owner-own';
    if ((owner && key !== 'POST /api/bookings') || test.kind === 'client' || test.kind === 'admin')
      expect(res.statusCode).toBe(401);
    if (test.kind === 'link') expect(res.statusCode, res.body).toBe(404);
    await expectLinksOpenNoAccount(res.body, a.secrets);
  });

  it('sees only the listed fields of a public answer, and none of the owner account', async () => {
    const failures: string[] = [];
    for (const [key, test] of Object.entries(ROUTE_CASES)) {
      if (test.kind !== 'public') continue;
      const res = await inject(key.split(' ')[0]!, test.request(a));
      if (test.fields === 'not-json') continue;
      expect(res.statusCode, key).toBeOneOf([200, 201]);
      const extra = exposedKeys(res.json()).filter((field) => !test.fields.includes(field));
      if (extra.length > 0) failures.push(`${key} exposes ${extra.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  /** An anonymous booking on A's public page at noon, `days` from today. */
  const bookOnA = (days: number, clientData: Record<string, string>) =>
    inject('POST', {
      url: '/api/bookings',
      payload: {
        businessSlug: a.business.slug,
        serviceId: a.serviceId,
        appointmentDate: `${localDateFromToday(days, 'America/New_York')}T12:00`,
        clientData,
      },
    });

  it("books on A's public page without learning anything A's owner stored about the client", async () => {
    const res = await bookOnA(5, { firstName: 'Walk', lastName: 'Up', phone: uniquePhone() });
    expect(res.statusCode).toBe(201);
    expect(leaked(res.body, a.secrets)).toEqual([]);
  });

  it("books with the phone of one of A's clients without learning or changing what A's owner stored", async () => {
    const res = await bookOnA(6, {
      firstName: 'Mallory',
      lastName: 'Guess',
      phone: a.clientPhone,
      email: 'm@example.com',
    });
    expect(res.statusCode).toBe(201);
    const phones = [a.clientPhone, a.clientPhone.replace(/[^\d+]/g, '')];
    expect(
      leaked(
        res.body,
        a.secrets.filter((s) => !phones.includes(s)),
      ),
    ).toEqual([]);
    const stored = await inject('GET', { url: `/api/clients/${a.clientId}` }, a.cookie);
    expect(stored.json()).toMatchObject({ firstName: 'AlphaClient', email: 'alpha-client@example.com' });
  });

  // The takeover of issue 25: a booking with a known client's phone (any format) or email got a link that signed
  // its holder in as that client (their email, date of birth and bookings; cancel them; change their email).
  const victimPhone = () => a.clientPhone.replace(/[^\d+]/g, '');
  const variants: Array<[string, () => Record<string, string>]> = [
    ['their phone in E.164', () => ({ phone: victimPhone() })],
    [
      'their phone as typed nationally',
      () => ({ phone: victimPhone().replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3') }),
    ],
    [
      'their phone with dots',
      () => ({ phone: victimPhone().replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '$1.$2.$3') }),
    ],
    ['their email', () => ({ phone: uniquePhone(), email: 'alpha-client@example.com' })],
  ];
  it.each(variants)(
    "books with %s: the link manages that booking alone and opens nothing of the client's",
    async (_name, contact) => {
      const typed = contact();
      const res = await bookOnA(7 + variants.findIndex(([name]) => name === _name), {
        firstName: 'Eve',
        ...typed,
      });
      expect(res.statusCode, res.body).toBe(201);
      const booked = res.json<{ id: string; manageUrl: string }>();
      const notTyped = a.secrets.filter((s) => !Object.values(typed).includes(s) && s !== victimPhone());
      expect(leaked(res.body, notTyped)).toEqual([]);
      expect(linkTokens(res.body)).toHaveLength(1);
      const [page] = await expectLinksOpenNoAccount(res.body, notTyped);
      expect(page!.json()).toMatchObject({ id: booked.id, client: { firstName: 'Eve' } });
      // No session was opened: the client's own routes still answer 401.
      expect((await inject('GET', { url: '/api/client/me' })).statusCode).toBe(401);
      const token = linkTokens(res.body)[0]!;
      const cancelled = await inject('POST', { url: `/api/manage/${token}/cancel` });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ id: booked.id, status: 'cancelled' });
      // The client's own booking and record are as the owner keeps them.
      const theirs = await inject('GET', { url: `/api/bookings/${a.bookingId}` }, a.cookie);
      expect(theirs.json()).toMatchObject({ status: 'confirmed' });
      const stored = await inject('GET', { url: `/api/clients/${a.clientId}` }, a.cookie);
      expect(stored.json()).toMatchObject({
        firstName: 'AlphaClient',
        lastName: 'AlphaSurname',
        email: 'alpha-client@example.com',
      });
      // What was typed is on the booking itself, for the owner.
      const detail = await inject('GET', { url: `/api/bookings/${booked.id}` }, a.cookie);
      const created = detail.json<{ history: Array<{ action: string; details: { typed?: object } }> }>()
        .history[0]!;
      expect(created).toMatchObject({
        action: 'created',
        details: { typed: { firstName: 'Eve', ...typed } },
      });
    },
  );
});
