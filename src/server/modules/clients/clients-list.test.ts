import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/accounts.ts';
import { findOwnerBusiness } from '#server/platform/owner-business.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { seedAnalyticsFixture, signUpOwner } from '#server/test/factories.ts';
import { parseLocalDateTime } from '#shared/domain/local-time.ts';
import { listClients } from './clients.service.ts';
import { CRM, clientsTestKit, daysFromNow, names } from './clients.test-kit.ts';

const { app, db } = await buildTestApp();
const { ownerWithFixture, call } = clientsTestKit(app, db);

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
    // The latest completed visit (10 days ago), not the later no-show; the next one in 5 days. (The data set's
    // times are fixed when its module loads, which may be long before this test runs.)
    const spec = CRM.bookings ?? [];
    expect(Date.parse(ana.lastVisit)).toBe(new Date(spec[0]!.at).getTime());
    expect(Date.parse(ana.nextVisit)).toBe(new Date(spec[4]!.at).getTime());
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

  it('counts a client whose only upcoming booking awaits its deposit as active, with that next visit', async () => {
    const at = daysFromNow(4);
    const { cookie } = await ownerWithFixture({
      clients: [{ firstName: 'Eve', phone: '555 300 0005' }],
      bookings: [{ at, status: 'pending_payment' }],
    });
    const body = (await call('GET', '/api/clients?status=active', cookie)).json();
    expect(body.items).toMatchObject([{ firstName: 'Eve', status: 'active', nextVisit: at.toISOString() }]);
    // Held for its deposit, it is not counted among the bookings yet (decision 017).
    expect(body.items[0]).toMatchObject({ bookingsCount: 0, lastVisit: null });
    expect(body.summary).toMatchObject({ total: 1, active: 1 });
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
    const business = (await findOwnerBusiness(db, owner.user.id))!;
    const list = await listClients({
      db,
      businessId: business.id,
      timeZone: business.timezone,
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

describe('GET /api/clients.csv', () => {
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

  it('writes English headings exactly as always, and a German owner’s in German, figures unchanged', async () => {
    const { cookie, user } = await ownerWithFixture(CRM);
    const rows = async () =>
      (await call('GET', '/api/clients.csv?status=active', cookie)).body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    expect((await rows())[0]).toBe(
      'First name,Last name,Phone,Email,Date of birth,Tags,Marketing consent,Status,Bookings,Last visit,Next visit,Total spent (USD),No-shows,Client since,Notes',
    );
    await db.update(users).set({ language: 'de' }).where(eq(users.id, user.id));
    const [header, ana] = await rows();
    expect(header).toBe(
      'Vorname,Nachname,Telefon,E-Mail,Geburtsdatum,Tags,Einwilligung Marketing,Status,Buchungen,Letzter Besuch,Nächster Besuch,Gesamtumsatz (USD),Nicht erschienen,Kunde seit,Notizen',
    );
    expect(ana).toMatch(/^Ana,Lima,\(555\) 300-0001,Ana@Example\.com,,vip,nein,aktiv,4,/);
    expect(ana).toContain(',135.50,1,');
  });
});
