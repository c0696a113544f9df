import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { seedAnalyticsFixture, signUpOwner } from '#server/test/factories.ts';

const { app, db } = await buildTestApp();

describe('GET /api/businesses/me counters', () => {
  it('derives monthlyRevenue and totalBookings from the bookings, as the dashboard counts them', async () => {
    const owner = await signUpOwner(app);
    const now = Date.now();
    await seedAnalyticsFixture(db, {
      userId: owner.user.id,
      services: [{ name: 'Cut', price: '40.00' }],
      bookings: [
        { at: new Date(now - 60_000), status: 'completed', payments: [{ amount: '45.50' }] },
        { at: new Date(now - 120_000), status: 'cancelled' },
        { at: new Date(now - 200 * 86_400_000), status: 'completed' },
        { at: new Date(now - 180_000), status: 'no_show' },
      ],
    });
    const headers = { cookie: owner.cookie };
    const business = (await app.inject({ url: '/api/businesses/me', headers })).json();
    const dashboard = (await app.inject({ url: '/api/analytics/dashboard', headers })).json();
    // This month: the paid 45.50 (the no-show earns nothing); every booking but the cancelled one.
    expect(business).toMatchObject({ monthlyRevenue: '45.50', totalBookings: 3 });
    expect(Number(business.monthlyRevenue)).toBe(dashboard.monthlyRevenue);

    const renamed = await app.inject({
      method: 'PATCH',
      url: '/api/businesses/me',
      headers,
      payload: { name: 'Renamed' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', monthlyRevenue: '45.50', totalBookings: 3 });
  });
});
