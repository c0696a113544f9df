// One definition of each figure across the tabs, checked on one data set through the HTTP endpoints.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { seedAnalyticsFixture, signUpOwner } from '#server/test/factories.ts';

const { app, db } = await buildTestApp();
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function report(cookie: string, name: string) {
  const res = await app.inject({ url: `/api/analytics/${name}?period=30d`, headers: { cookie } });
  expect(res.statusCode, name).toBe(200);
  return res.json();
}

describe('figures that mean the same on every tab', () => {
  it('counts new clients (first visit in the period) and bookings per service alike everywhere', async () => {
    const owner = await signUpOwner(app);
    await seedAnalyticsFixture(db, {
      userId: owner.user.id,
      services: [
        { name: 'Cut', price: '40.00' },
        { name: 'Colour', price: '80.00' },
      ],
      // Every client record was added within the period; only some of them are new clients of it.
      clients: [
        { firstName: 'Ana', phone: '555-300-0001', createdAt: daysAgo(20) },
        { firstName: 'Ben', phone: '555-300-0002', createdAt: daysAgo(20) },
        { firstName: 'Cleo', phone: '555-300-0003', createdAt: daysAgo(20) },
        { firstName: 'Dan', phone: '555-300-0004', createdAt: daysAgo(5) },
        { firstName: 'Eve', phone: '555-300-0005', createdAt: daysAgo(2) },
      ],
      bookings: [
        // Ana: first visit in the period: new.
        { at: daysAgo(10), client: 0, service: 0, status: 'completed' },
        // Ben: visited 100 days ago, so returning.
        { at: daysAgo(100), client: 1, service: 0, status: 'completed' },
        { at: daysAgo(8), client: 1, service: 1, status: 'confirmed' },
        // Cleo: only a no-show and a cancellation: no visit.
        { at: daysAgo(7), client: 2, service: 1, status: 'no_show' },
        { at: daysAgo(6), client: 2, service: 1, status: 'cancelled' },
        // Dan: pending, not yet a visit. Eve: nothing.
        { at: daysAgo(1), client: 3, service: 1, status: 'pending' },
      ],
    });
    const [overview, clients, revenue, services] = await Promise.all(
      ['overview', 'clients', 'revenue', 'services'].map((name) => report(owner.cookie, name)),
    );
    expect(overview.newClients.value).toBe(1);
    expect(clients.newClients.value).toBe(1);
    expect(clients.activeClients.value).toBe(2);

    // Bookings: everything but cancelled, on every tab.
    expect(overview.bookings.value).toBe(4);
    const servicesById = new Map(
      services.services.map((s: { serviceId: string; bookings: number }) => [s.serviceId, s.bookings]),
    );
    expect(services.services.map((s: { name: string; bookings: number }) => [s.name, s.bookings])).toEqual(
      expect.arrayContaining([
        ['Cut', 1],
        ['Colour', 3],
      ]),
    );
    for (const row of revenue.byService) expect(row.bookings, row.name).toBe(servicesById.get(row.id));
    const byService = Object.fromEntries(
      revenue.byService.map((s: { name: string; revenue: number }) => [s.name, s.revenue]),
    );
    expect(byService).toEqual({ Cut: 40, Colour: 80 });
    const weekdayBookings = revenue.byDayOfWeek.reduce(
      (sum: number, d: { bookings: number }) => sum + d.bookings,
      0,
    );
    expect(weekdayBookings).toBe(overview.bookings.value);
    const staffBookings = revenue.byStaff.reduce(
      (sum: number, s: { bookings: number }) => sum + s.bookings,
      0,
    );
    expect(staffBookings).toBe(overview.bookings.value);
  });
});
