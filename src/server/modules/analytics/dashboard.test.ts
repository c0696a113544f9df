import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { type AnalyticsFixtureSpec, seedAnalyticsFixture, signUpOwner } from '#server/test/factories.ts';
import { parseLocalDateTime } from '#shared/domain/local-time.ts';
import { getDashboardSummary } from './dashboard.service.ts';
import { monthRange, weekRange } from './periods.ts';

const { app, db } = await buildTestApp();
const NY = 'America/New_York';
const local = (value: string) => parseLocalDateTime(value, NY)!;

async function ownerWithFixture(spec: Omit<AnalyticsFixtureSpec, 'userId'>) {
  const owner = await signUpOwner(app);
  const fixture = await seedAnalyticsFixture(db, { userId: owner.user.id, ...spec });
  return { ...owner, fixture, businessId: fixture.businessId };
}

// "Now" is Monday 2026-11-30 23:45 in New York, already 2026-12-01 04:45 in UTC.
const NOW = local('2026-11-30T23:45');
const SERVICES = [
  { name: 'Cut', price: '40.00' },
  { name: 'Colour', price: '85.50' },
  { name: 'Beard', price: '20.00' },
];
const CLIENTS = [
  { firstName: 'Ana', lastName: 'Lima', phone: '555-100-0001' },
  { firstName: 'Ben', lastName: 'Okafor', phone: '555-100-0002' },
  { firstName: 'Cleo', lastName: 'Reyes', phone: '555-100-0003' },
];
const BOOKINGS: AnalyticsFixtureSpec['bookings'] = [
  // November (local): counted in the month.
  { at: '2026-11-30T23:30', service: 0, status: 'completed' }, // 40.00 — December in UTC, November here
  { at: '2026-11-01T00:30', service: 1, status: 'completed', payments: [{ amount: '100.00' }] }, // paid 100.00
  { at: '2026-11-18T10:00', service: 0, status: 'confirmed', price: '35.00' }, // price snapshot 35.00
  {
    at: '2026-11-20T10:00',
    service: 2,
    status: 'completed',
    // Two succeeded payments add up (25.00); a refunded one does not count.
    payments: [{ amount: '10.00' }, { amount: '15.00' }, { amount: '50.00', status: 'refunded' }],
  },
  { at: '2026-11-29T12:00', service: 0, status: 'completed' }, // 40.00, the Sunday before this week
  // November but not revenue.
  { at: '2026-11-15T10:00', service: 2, status: 'cancelled' },
  { at: '2026-11-16T10:00', service: 0, status: 'no_show' },
  { at: '2026-11-17T10:00', service: 1, status: 'pending' },
  // October in New York although November 1 in UTC: not this month.
  { at: '2026-10-31T22:00', service: 0, status: 'completed' },
  // December: this week, not this month.
  { at: '2026-12-01T00:30', service: 1, status: 'confirmed' },
  { at: '2026-12-06T23:30', service: 0, status: 'confirmed' },
  { at: '2026-12-02T10:00', service: 2, status: 'cancelled' }, // this week but cancelled
  { at: '2026-12-07T00:30', service: 0, status: 'confirmed' }, // next Monday
];

describe('getDashboardSummary (figures worked out by hand)', () => {
  it('sums the local month and counts the local Monday week of the business', async () => {
    const { businessId } = await ownerWithFixture({
      services: SERVICES,
      clients: CLIENTS,
      bookings: BOOKINGS,
      reviews: [5, 4, 4],
    });
    const summary = await getDashboardSummary({ db, businessId, now: NOW });
    expect(summary).toEqual({
      // 40.00 + 100.00 + 35.00 + 25.00 + 40.00
      monthlyRevenue: 240,
      monthlyRevenueTarget: 3000,
      monthlyRevenueProgress: 8, // 240 / 3000 = 8 %
      // Mon 30 Nov – Sun 6 Dec: 23:30 on the 30th, 00:30 on the 1st, 23:30 on the 6th.
      weekBookings: 3,
      weeklyBookings: 3,
      weeklyBookingTarget: 20,
      weeklyBookingProgress: 15,
      totalClients: 3,
      clientGrowthTarget: 100,
      clientProgress: 3,
      avgRating: 4.3, // (5 + 4 + 4) / 3 = 4.33…
      totalReviews: 3,
      satisfactionProgress: 86, // 4.3 / 5
      currency: 'USD',
      timeZone: NY,
      month: { from: '2026-11-01', to: '2026-11-30' },
      week: { from: '2026-11-30', to: '2026-12-06' },
    });
  });

  it('caps progress at 100 and reaches 100 exactly at the target, never before', async () => {
    const { businessId } = await ownerWithFixture({
      targets: { monthlyRevenue: 200, weeklyBookings: 3, clientGrowth: 4 },
      services: SERVICES,
      clients: CLIENTS,
      bookings: BOOKINGS,
      reviews: [5, 5],
    });
    const summary = await getDashboardSummary({ db, businessId, now: NOW });
    expect(summary.monthlyRevenueProgress).toBe(100); // 240 of 200
    expect(summary.weeklyBookingProgress).toBe(100); // 3 of 3
    expect(summary.clientProgress).toBe(75); // 3 of 4
    expect(summary.avgRating).toBe(5);
    expect(summary.satisfactionProgress).toBe(100);

    const almost = await ownerWithFixture({
      targets: { monthlyRevenue: 40.01 },
      bookings: [{ at: '2026-11-10T10:00', status: 'completed' }],
    });
    expect(
      (await getDashboardSummary({ db, businessId: almost.businessId, now: NOW })).monthlyRevenueProgress,
    ).toBe(99);
  });

  it('rounds the average rating half away from zero to one decimal', async () => {
    const cases: Array<[number[], number, number]> = [
      [[5, 4, 4], 4.3, 86],
      [[4, 5], 4.5, 90],
      [[1, 2, 2, 2], 1.8, 36], // 1.75
      [[3], 3, 60],
    ];
    for (const [ratings, avg, progress] of cases) {
      const { businessId } = await ownerWithFixture({ reviews: ratings });
      const summary = await getDashboardSummary({ db, businessId, now: NOW });
      expect([summary.avgRating, summary.satisfactionProgress, summary.totalReviews]).toEqual([
        avg,
        progress,
        ratings.length,
      ]);
    }
  });

  it('takes the week across the autumn DST change (a 169-hour week) and the spring one (167 hours)', async () => {
    const { businessId } = await ownerWithFixture({
      bookings: [
        { at: '2026-10-25T23:30' }, // Sunday before: out
        { at: '2026-10-26T00:30' }, // Monday: in
        { at: '2026-11-01T01:30', status: 'completed' }, // ambiguous hour, first occurrence (EDT): in
        { at: '2026-11-01T23:30' }, // 2026-11-02T04:30Z: in (a UTC-length week would lose it)
        { at: '2026-11-02T00:30' }, // next Monday: out
        { at: '2026-03-08T23:30' }, // Sunday after spring forward: in its week
        { at: '2026-03-09T00:30' }, // Monday: out (a 168-hour week would take it)
      ],
    });
    const autumn = await getDashboardSummary({ db, businessId, now: local('2026-10-28T12:00') });
    expect(autumn.week).toEqual({ from: '2026-10-26', to: '2026-11-01' });
    expect(autumn.weekBookings).toBe(3);
    // October revenue: the 25th and the 26th (confirmed, 40.00 each); the 1 November ones are November.
    expect(autumn.monthlyRevenue).toBe(80);
    const spring = await getDashboardSummary({ db, businessId, now: local('2026-03-05T12:00') });
    expect(spring.week).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(spring.weekBookings).toBe(1);
  });

  it('gives zeros and a null rating for a business with nothing yet', async () => {
    const { businessId } = await ownerWithFixture({ clients: [] });
    const summary = await getDashboardSummary({ db, businessId, now: NOW });
    expect(summary).toMatchObject({
      monthlyRevenue: 0,
      monthlyRevenueProgress: 0,
      weekBookings: 0,
      weeklyBookings: 0,
      weeklyBookingProgress: 0,
      totalClients: 0,
      clientProgress: 0,
      avgRating: null,
      totalReviews: 0,
      satisfactionProgress: 0,
    });
  });
});

describe('GET /api/analytics/dashboard', () => {
  it('answers 401 signed out and 404 "No business yet" before a business exists', async () => {
    expect((await app.inject({ url: '/api/analytics/dashboard' })).statusCode).toBe(401);
    const { cookie } = await signUpOwner(app);
    const res = await app.inject({ url: '/api/analytics/dashboard', headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No business yet' });
  });

  it("returns the owner's own figures for the current month and week, and nobody else's", async () => {
    const now = new Date();
    const monthStart = monthRange({ now, timeZone: NY }).start;
    const weekStart = weekRange({ now, timeZone: NY }).start;
    const mine = await ownerWithFixture({
      bookings: [
        { at: new Date(monthStart.getTime() + 3_600_000), status: 'confirmed', price: '12.34' },
        { at: new Date(weekStart.getTime() + 7_200_000), status: 'pending', staff: 0 },
      ],
      reviews: [4],
    });
    await ownerWithFixture({
      bookings: [{ at: new Date(monthStart.getTime() + 3_600_000), status: 'completed', price: '999.00' }],
      reviews: [1, 1],
    });
    const res = await app.inject({ url: '/api/analytics/dashboard', headers: { cookie: mine.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The pending booking is never revenue; the other owner's booking is not ours.
    expect(body.monthlyRevenue).toBe(12.34);
    expect(body.weekBookings).toBeGreaterThanOrEqual(1);
    expect(body.weeklyBookings).toBe(body.weekBookings);
    expect(body).toMatchObject({ totalClients: 1, avgRating: 4, totalReviews: 1, satisfactionProgress: 80 });
  });
});

describe('targets', () => {
  it('reads defaults, stores partial updates, and feeds them to the dashboard', async () => {
    const { cookie } = await ownerWithFixture({});
    const get = () => app.inject({ url: '/api/analytics/targets', headers: { cookie } });
    expect((await get()).json()).toEqual({
      monthlyRevenue: 3000,
      weeklyBookings: 20,
      clientGrowth: 100,
      quarterlyRevenue: 9000,
    });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/analytics/targets',
      headers: { cookie },
      payload: { monthlyRevenue: 4500.5, weeklyBookings: 30 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      monthlyRevenue: 4500.5,
      weeklyBookings: 30,
      clientGrowth: 100,
      quarterlyRevenue: 9000,
    });
    await app.inject({
      method: 'PUT',
      url: '/api/analytics/targets',
      headers: { cookie },
      payload: { quarterlyRevenue: 12000 },
    });
    expect((await get()).json()).toEqual({
      monthlyRevenue: 4500.5,
      weeklyBookings: 30,
      clientGrowth: 100,
      quarterlyRevenue: 12000,
    });
    const dashboard = (await app.inject({ url: '/api/analytics/dashboard', headers: { cookie } })).json();
    expect(dashboard).toMatchObject({
      monthlyRevenueTarget: 4500.5,
      weeklyBookingTarget: 30,
      clientGrowthTarget: 100,
    });
  });

  it.each([
    [{ monthlyRevenue: 0 }, 'Monthly revenue target must be greater than 0'],
    [{ weeklyBookings: -3 }, 'Weekly bookings target must be greater than 0'],
    [{ weeklyBookings: 2.5 }, 'Weekly bookings target must be a whole number'],
    [{ monthlyRevenue: 10.555 }, 'Monthly revenue target can have at most 2 decimals'],
    [{ clientGrowth: '100' }, 'Client growth target must be a number'],
    [{}, 'Please set at least one target'],
    [{ yearlyRevenue: 5 }, 'yearlyRevenue'],
  ])('refuses %j with 400', async (payload, message) => {
    const { cookie } = await ownerWithFixture({});
    const res = await app.inject({
      method: 'PUT',
      url: '/api/analytics/targets',
      headers: { cookie },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
