import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, clients, reviews } from '#server/db/schema/bookings.ts';
import { findOwnerBusiness } from '#server/modules/analytics/owner-business.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { type AnalyticsFixtureSpec, seedAnalyticsFixture, signUpOwner } from '#server/test/factories.ts';
import { parseLocalDateTime } from '#shared/domain/local-time.ts';
import { listClients } from './clients.service.ts';

const { app, db } = await buildTestApp();
const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

async function ownerWithFixture(spec: Omit<AnalyticsFixtureSpec, 'userId'> = {}) {
  const owner = await signUpOwner(app);
  const fixture = await seedAnalyticsFixture(db, { userId: owner.user.id, ...spec });
  return { ...owner, fixture };
}

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) {
  return app.inject({ method, url, headers: { cookie }, payload });
}

// Ana: visits 10 and 40 days ago (the first paid 50.00), a no-show, a cancellation and one upcoming: active.
// Ben: one visit 200 days ago: inactive. Cleo: nothing yet: inactive. Dan: only an upcoming pending booking: active.
const CRM: Omit<AnalyticsFixtureSpec, 'userId'> = {
  services: [
    { name: 'Cut', price: '40.00' },
    { name: 'Colour', price: '85.50' },
  ],
  staff: ['Alex', 'Sam'],
  clients: [
    { firstName: 'Ana', lastName: 'Lima', phone: '(555) 300-0001', email: 'Ana@Example.com', tags: ['vip'] },
    { firstName: 'Ben', lastName: 'Okafor', phone: '+44 20 7946 0958', email: 'ben@mail.test' },
    { firstName: 'Cleo', lastName: 'Reyes', phone: '555.300.0003' },
    { firstName: 'Dan', lastName: 'Brown', phone: '555 300 0004' },
  ],
  bookings: [
    {
      at: daysFromNow(-10),
      client: 0,
      service: 0,
      status: 'completed',
      payments: [{ amount: '50.00' }],
      notes: 'Likes it short',
    },
    { at: daysFromNow(-40), client: 0, service: 1, staff: 1, status: 'completed' },
    { at: daysFromNow(-20), client: 0, service: 0, status: 'no_show' },
    { at: daysFromNow(-15), client: 0, service: 0, status: 'cancelled' },
    { at: daysFromNow(5), client: 0, service: 0, status: 'confirmed' },
    { at: daysFromNow(-200), client: 1, service: 0, status: 'completed' },
    { at: daysFromNow(30), client: 3, service: 1, staff: 1, status: 'pending' },
  ],
};

const names = (body: { items: Array<{ firstName: string }> }) => body.items.map((c) => c.firstName);

describe('GET /api/clients', () => {
  it('lists clients with their figures and the summary cards', async () => {
    const { cookie, fixture } = await ownerWithFixture(CRM);
    await ownerWithFixture({ clients: [{ firstName: 'Zed', phone: '555-999-0000' }] });
    const res = await call('GET', '/api/clients', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(['Ana', 'Ben', 'Cleo', 'Dan']);
    expect(body.matched).toBe(4);
    expect(body.items[0]).toEqual({
      id: fixture.clientIds[0],
      firstName: 'Ana',
      lastName: 'Lima',
      phone: '(555) 300-0001',
      email: 'Ana@Example.com',
      dateOfBirth: null,
      tags: ['vip'],
      notes: null,
      marketingConsent: false,
      createdAt: expect.any(String),
      bookingsCount: 4, // the cancellation is not counted
      lastVisit: expect.any(String),
      nextVisit: expect.any(String),
      totalSpent: '135.50', // 50.00 paid + 85.50
      noShows: 1,
      status: 'active',
    });
    const [ana, ben, cleo, dan] = body.items;
    // The latest completed visit (10 days ago), not the later no-show; the next one in 5 days.
    expect(Math.abs(Date.parse(ana.lastVisit) - daysFromNow(-10).getTime())).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(ana.nextVisit) - daysFromNow(5).getTime())).toBeLessThan(60_000);
    expect(ben).toMatchObject({
      bookingsCount: 1,
      totalSpent: '40.00',
      noShows: 0,
      status: 'inactive',
      nextVisit: null,
    });
    expect(cleo).toMatchObject({
      bookingsCount: 0,
      totalSpent: '0.00',
      lastVisit: null,
      nextVisit: null,
      status: 'inactive',
    });
    expect(dan).toMatchObject({ bookingsCount: 1, lastVisit: null, status: 'active' });
    // Average completed booking: (50.00 + 85.50 + 40.00) / 3 = 58.50.
    expect(body.summary).toEqual({ total: 4, active: 2, newThisMonth: 4, averageSpend: '58.50' });
  });

  it.each([
    ['ana', ['Ana']],
    ['LIMA', ['Ana']],
    ['lima ana', ['Ana']],
    ['example.COM', ['Ana']],
    ['300-0003', ['Cleo']], // typed differently from the stored '555.300.0003'
    ['(555) 3000004', ['Dan']],
    ['7946', ['Ben']],
    ['+44 20', ['Ben']],
    ['555', ['Ana', 'Cleo', 'Dan']],
    ['%', []],
    ['nobody', []],
  ])('searches name, phone (also by digits) and email: %s', async (search, expected) => {
    const { cookie } = await ownerWithFixture(CRM);
    const res = await call('GET', `/api/clients?search=${encodeURIComponent(search)}`, cookie);
    expect(names(res.json())).toEqual(expected);
  });

  it('filters by status and sorts by spend and recency', async () => {
    const { cookie } = await ownerWithFixture(CRM);
    expect(names((await call('GET', '/api/clients?status=active', cookie)).json())).toEqual(['Ana', 'Dan']);
    const inactive = (await call('GET', '/api/clients?status=inactive', cookie)).json();
    expect(names(inactive)).toEqual(['Ben', 'Cleo']);
    expect(inactive.summary.total).toBe(4); // the cards do not follow the filter
    expect(names((await call('GET', '/api/clients?sort=spend', cookie)).json())).toEqual([
      'Ana',
      'Ben',
      'Cleo',
      'Dan',
    ]);
    expect(names((await call('GET', '/api/clients?sort=recent', cookie)).json()).slice(0, 2)).toEqual([
      'Ana',
      'Ben',
    ]);
    const page = (await call('GET', '/api/clients?limit=2&offset=1', cookie)).json();
    expect([names(page), page.matched]).toEqual([['Ben', 'Cleo'], 4]);
    expect((await call('GET', '/api/clients?status=gone', cookie)).statusCode).toBe(400);
  });

  it('counts new clients in the local calendar month of the business', async () => {
    const owner = await signUpOwner(app);
    const ny = (value: string) => parseLocalDateTime(value, 'America/New_York')!;
    await seedAnalyticsFixture(db, {
      userId: owner.user.id,
      clients: [
        { firstName: 'In', phone: '555-1', createdAt: ny('2026-11-01T00:10') },
        { firstName: 'Also in', phone: '555-2', createdAt: ny('2026-11-30T23:50') }, // 1 Dec in UTC
        { firstName: 'Out', phone: '555-3', createdAt: ny('2026-10-31T23:50') }, // 1 Nov in UTC
      ],
    });
    const business = (await findOwnerBusiness({ db, userId: owner.user.id }))!;
    const list = await listClients({
      db,
      businessId: business.id,
      timeZone: business.timeZone,
      query: { status: 'all', sort: 'name', limit: 500, offset: 0 },
      now: ny('2026-11-15T12:00'),
    });
    expect(list.summary).toEqual({ total: 3, active: 0, newThisMonth: 2, averageSpend: '0.00' });
  });

  it('is empty for a new business (no sample data) and 404 without a business', async () => {
    const { cookie } = await ownerWithFixture({ clients: [] });
    expect((await call('GET', '/api/clients', cookie)).json()).toEqual({
      items: [],
      matched: 0,
      summary: { total: 0, active: 0, newThisMonth: 0, averageSpend: '0.00' },
    });
    const { cookie: noBusiness } = await signUpOwner(app);
    expect((await call('GET', '/api/clients', noBusiness)).json()).toEqual({ message: 'No business yet' });
  });
});

describe('GET /api/clients/{id}', () => {
  it('returns the client with their booking history, newest first', async () => {
    const { cookie, fixture } = await ownerWithFixture(CRM);
    const res = await call('GET', `/api/clients/${fixture.clientIds[0]}`, cookie);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ firstName: 'Ana', totalSpent: '135.50', status: 'active' });
    expect(detail.bookings.map((b: { status: string }) => b.status)).toEqual([
      'confirmed',
      'completed',
      'cancelled',
      'no_show',
      'completed',
    ]);
    expect(detail.bookings[1]).toEqual({
      id: fixture.bookingIds[0],
      appointmentDate: expect.any(String),
      durationMinutes: 30,
      status: 'completed',
      price: '40.00',
      amount: '50.00',
      notes: 'Likes it short',
      service: { id: fixture.serviceIds[0], name: 'Cut' },
      staff: { id: fixture.staffIds[0], name: 'Alex' },
    });
    expect(detail.bookings[4]).toMatchObject({
      service: { name: 'Colour' },
      staff: { name: 'Sam' },
      price: '85.50',
    });
  });
});

describe('POST and PATCH /api/clients', () => {
  it('creates a client, normalising the phone, and refuses a duplicate number however it is typed', async () => {
    const { cookie } = await ownerWithFixture({ clients: [] });
    const res = await call('POST', '/api/clients', cookie, {
      firstName: ' Maya ',
      lastName: 'Lopez',
      phone: '(555) 123-4567',
      email: 'MAYA@example.com',
      dateOfBirth: '1990-04-12',
      notes: 'Allergic to latex',
      tags: ['vip', 'vip', 'colour'],
      marketingConsent: true,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      firstName: 'Maya',
      lastName: 'Lopez',
      phone: '(555) 123-4567',
      email: 'maya@example.com',
      dateOfBirth: '1990-04-12',
      notes: 'Allergic to latex',
      tags: ['vip', 'colour'],
      marketingConsent: true,
      bookingsCount: 0,
      totalSpent: '0.00',
      status: 'inactive',
    });
    const [row] = await db.select().from(clients).where(eq(clients.id, created.id));
    expect(row?.phoneNormalized).toBe('5551234567');

    const duplicate = await call('POST', '/api/clients', cookie, {
      firstName: 'Other',
      phone: '555.123.4567',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: 'A client with this phone number already exists',
      existingClientId: created.id,
    });
    // Another business may have a client with the same number.
    const other = await ownerWithFixture({ clients: [] });
    expect(
      (await call('POST', '/api/clients', other.cookie, { firstName: 'Maya', phone: '5551234567' }))
        .statusCode,
    ).toBe(201);
  });

  it.each([
    [{ firstName: 'A', phone: 'call me' }, 'Please enter a valid phone number'],
    [{ firstName: 'A', phone: '12345' }, 'Please enter a valid phone number'],
    [{ firstName: 'A' }, 'Phone number is required'],
    [{ firstName: '  ', phone: '5551234567' }, 'First name is required'],
    [{ firstName: 'A', phone: '5551234567', email: 'nope' }, 'Please enter a valid email'],
    [{ firstName: 'A', phone: '5551234567', dateOfBirth: '1990-02-30' }, 'valid date of birth'],
    [{ firstName: 'A', phone: '5551234567', dateOfBirth: '2999-01-01' }, 'valid date of birth'],
    [
      { firstName: 'A', phone: '5551234567', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      'At most 20 tags',
    ],
    [{ firstName: 'A', phone: '5551234567', password: 'x' }, 'password'],
  ])('refuses %j with 400', async (payload, message) => {
    const { cookie } = await ownerWithFixture({ clients: [] });
    const res = await call('POST', '/api/clients', cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('edits fields, clears email with an empty string, and refuses another client’s number', async () => {
    const { cookie, fixture } = await ownerWithFixture(CRM);
    const [ana, ben] = fixture.clientIds as [string, string];
    const res = await call('PATCH', `/api/clients/${ana}`, cookie, {
      notes: 'Prefers mornings',
      email: '',
      tags: ['regular'],
      phone: '555-300-9999',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ana',
      notes: 'Prefers mornings',
      email: null,
      tags: ['regular'],
      phone: '555-300-9999',
      totalSpent: '135.50',
    });
    // Keeping one's own number is not a conflict.
    expect((await call('PATCH', `/api/clients/${ana}`, cookie, { phone: '(555) 300-9999' })).statusCode).toBe(
      200,
    );
    const taken = await call('PATCH', `/api/clients/${ana}`, cookie, { phone: '+44 (20) 7946-0958' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'A client with this phone number already exists',
      existingClientId: ben,
    });
    expect((await call('PATCH', `/api/clients/${ana}`, cookie, {})).json().message).toContain(
      'Nothing to update',
    );
  });
});

describe('DELETE /api/clients/{id} erases personal data and keeps the books', () => {
  it('anonymises the client, keeps their bookings and revenue, and frees the number', async () => {
    const { cookie, fixture } = await ownerWithFixture(CRM);
    const ana = fixture.clientIds[0]!;
    await db.insert(reviews).values({
      businessId: fixture.businessId,
      bookingId: fixture.bookingIds[0],
      clientName: 'Ana Lima',
      rating: 5,
    });
    const revenueBefore = (await call('GET', '/api/analytics/revenue?period=90d', cookie)).json().total.value;

    const res = await call('DELETE', `/api/clients/${ana}`, cookie);
    expect(res.statusCode).toBe(204);
    const [row] = await db.select().from(clients).where(eq(clients.id, ana));
    expect(row).toMatchObject({
      firstName: 'Deleted',
      lastName: 'client',
      email: null,
      notes: null,
      dateOfBirth: null,
      tags: [],
      marketingConsent: false,
    });
    expect(row?.phone).not.toContain('555');
    expect(row?.erasedAt).toBeInstanceOf(Date);
    const kept = await db.select().from(bookings).where(eq(bookings.clientId, ana));
    expect(kept).toHaveLength(5);
    expect(kept.every((b) => b.notes === null)).toBe(true);
    const [review] = await db.select().from(reviews).where(eq(reviews.bookingId, fixture.bookingIds[0]!));
    expect(review?.clientName).toBe('Deleted client');

    const list = (await call('GET', '/api/clients', cookie)).json();
    expect(names(list)).toEqual(['Ben', 'Cleo', 'Dan']);
    expect(list.summary.total).toBe(3);
    expect(list.summary.averageSpend).toBe('58.50'); // the books still hold Ana's visits
    expect((await call('GET', `/api/clients/${ana}`, cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/clients/${ana}`, cookie, { notes: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/clients/${ana}`, cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/analytics/revenue?period=90d', cookie)).json().total.value).toBe(
      revenueBefore,
    );
    expect((await call('GET', '/api/analytics/dashboard', cookie)).json().totalClients).toBe(3);
    const again = await call('POST', '/api/clients', cookie, { firstName: 'New Ana', phone: '555-300-0001' });
    expect(again.statusCode).toBe(201);
  });
});

describe('tenant isolation and CSV', () => {
  it("answers 404 for another owner's client on every endpoint and leaves it untouched", async () => {
    const mine = await ownerWithFixture(CRM);
    const theirs = await ownerWithFixture({ clients: [{ firstName: 'Theirs', phone: '555-777-0000' }] });
    const id = theirs.fixture.clientIds[0]!;
    expect((await call('GET', `/api/clients/${id}`, mine.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/clients/${id}`, mine.cookie, { notes: 'hacked' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/clients/${id}`, mine.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/clients/not-a-uuid', mine.cookie)).statusCode).toBe(404);
    const [row] = await db.select().from(clients).where(eq(clients.id, id));
    expect(row).toMatchObject({ firstName: 'Theirs', notes: null, erasedAt: null });
    expect(names((await call('GET', '/api/clients?search=theirs', mine.cookie)).json())).toEqual([]);
    expect((await app.inject({ url: '/api/clients' })).statusCode).toBe(401);
  });

  it('exports the filtered list as CSV', async () => {
    const { cookie } = await ownerWithFixture(CRM);
    const res = await call('GET', '/api/clients.csv?status=active', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('First name,Last name,Phone,Email');
    expect(lines[1]).toMatch(/^Ana,Lima,\(555\) 300-0001,Ana@Example\.com,,vip,no,active,4,/);
    expect(lines[1]).toContain(',135.50,1,');
    expect(lines[2]).toMatch(/^Dan,Brown,/);
  });
});
