import { beforeAll, describe, expect, it } from 'vitest';
import { bookingServices } from '#server/db/schema/bookings.ts';
import { findOwnerBusiness } from '#server/platform/owner-business.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { type AnalyticsFixtureSpec, seedAnalyticsFixture, signUpOwner } from '#server/test/factories.ts';
import { parseLocalDateTime } from '#shared/domain/local-time.ts';
import { getClientsReport } from './clients-report.service.ts';
import { getOverviewReport } from './overview.service.ts';
import { getPopularTimesReport } from './popular-times.service.ts';
import { getRevenueReport } from './revenue.service.ts';
import { getServicesReport } from './services-report.service.ts';

const { app, db } = await buildTestApp();
type ReportOptions = Parameters<typeof getOverviewReport>[0];
const NY = 'America/New_York';

async function ownerWithFixture(spec: Omit<AnalyticsFixtureSpec, 'userId'>) {
  const owner = await signUpOwner(app);
  const fixture = await seedAnalyticsFixture(db, { userId: owner.user.id, ...spec });
  const business = (await findOwnerBusiness(db, owner.user.id))!;
  return { ...owner, fixture, business };
}

// Monday 2026-11-30 23:45 in New York. Period 7d: 24–30 Nov; previous: 17–23 Nov.
const NOW = parseLocalDateTime('2026-11-30T23:45', NY)!;
const created = (date: string) => parseLocalDateTime(`${date}T12:00`, NY)!;

const SPEC: Omit<AnalyticsFixtureSpec, 'userId'> = {
  services: [
    { name: 'Cut', price: '40.00' },
    { name: 'Colour', price: '85.50' },
    { name: 'Beard', price: '20.00', archived: true },
    { name: 'Shave', price: '30.00' },
  ],
  staff: ['Alex', 'Sam'],
  clients: [
    { firstName: 'Ana', lastName: 'Lima', phone: '555-200-0001', createdAt: created('2026-11-25') },
    { firstName: 'Ben', lastName: 'Okafor', phone: '555-200-0002', createdAt: created('2026-11-20') },
    { firstName: 'Cleo', lastName: 'Reyes', phone: '555-200-0003', createdAt: created('2026-06-01') },
    { firstName: 'Eve', lastName: 'Stone', phone: '555-200-0004', createdAt: created('2026-11-26') },
  ],
  bookings: [
    // This period (24–30 Nov). Service 0 Cut, 1 Colour; staff 0 Alex, 1 Sam; client 0 Ana, 1 Ben, 2 Cleo, 3 Eve.
    { at: '2026-11-24T10:00', service: 0, staff: 0, client: 0, status: 'completed' }, // c1 40.00
    {
      at: '2026-11-24T11:00',
      service: 1,
      staff: 1,
      client: 1,
      status: 'completed',
      payments: [{ amount: '100.00' }],
    }, // c2 paid 100.00
    { at: '2026-11-26T09:00', service: 0, staff: 1, client: 2, status: 'confirmed' }, // c3 40.00
    { at: '2026-11-27T14:00', service: 1, staff: 0, client: 0, status: 'cancelled' }, // c4
    { at: '2026-11-28T15:30', service: 0, staff: 1, client: 1, status: 'no_show' }, // c5
    { at: '2026-11-30T23:30', service: 1, staff: 1, client: 2, status: 'confirmed', price: '80.00' }, // c6 80.00
    { at: '2026-11-29T10:15', service: 0, staff: 0, client: 3, status: 'pending' }, // c7
    // Previous period (17–23 Nov).
    { at: '2026-11-17T10:00', service: 0, staff: 0, client: 2, status: 'completed' }, // p1 40.00
    { at: '2026-11-20T12:00', service: 1, staff: 1, client: 1, status: 'completed' }, // p2 85.50
    { at: '2026-11-23T23:30', service: 0, staff: 0, client: 1, status: 'cancelled' }, // p3
    // Earlier.
    { at: '2026-11-10T10:00', service: 0, staff: 0, client: 2, status: 'completed' }, // p4 40.00
    { at: '2026-11-01T23:30', service: 0, staff: 0, client: 2, status: 'confirmed' }, // d1 40.00, 2 Nov in UTC
  ],
};

describe('period reports over a fixture worked out by hand', () => {
  let options: ReportOptions;
  beforeAll(async () => {
    const { business } = await ownerWithFixture(SPEC);
    options = { db, business, period: '7d', now: NOW };
  });

  it('overview: totals, previous period, growth and daily buckets', async () => {
    const report = await getOverviewReport(options);
    expect(report.range).toEqual({
      from: '2026-11-24',
      to: '2026-11-30',
      previousFrom: '2026-11-17',
      previousTo: '2026-11-23',
    });
    expect(report.bucket).toBe('day');
    // Revenue: c1 40 + c2 100 + c3 40 + c6 80 = 260; before: p1 40 + p2 85.50 = 125.50; +107.17 %.
    expect(report.revenue).toEqual({ value: 260, previous: 125.5, growth: 107.2 });
    // Bookings (not cancelled): c1 c2 c3 c5 c6 c7 = 6; before: p1 p2 = 2.
    expect(report.bookings).toEqual({ value: 6, previous: 2, growth: 200 });
    // First visits: Ana (c1; Eve's pending booking is no visit); before: Ben (p2). As on the Clients tab.
    expect(report.newClients).toEqual({ value: 1, previous: 1, growth: 0 });
    // 260 / 4 revenue bookings = 65; 125.50 / 2 = 62.75; +3.59 %.
    expect(report.avgBookingValue).toEqual({ value: 65, previous: 62.75, growth: 3.6 });
    // 1 of 7 cancelled (14.3 %) against 1 of 3 (33.3 %).
    expect(report.cancellationRate).toEqual({ value: 14.3, previous: 33.3, growth: -57.1 });
    expect(report.noShowRate).toEqual({ value: 14.3, previous: 0, growth: null });
    expect(report.series).toEqual([
      { date: '2026-11-24', revenue: 140, bookings: 2 },
      { date: '2026-11-25', revenue: 0, bookings: 0 },
      { date: '2026-11-26', revenue: 40, bookings: 1 },
      { date: '2026-11-27', revenue: 0, bookings: 0 },
      { date: '2026-11-28', revenue: 0, bookings: 1 },
      { date: '2026-11-29', revenue: 0, bookings: 1 },
      { date: '2026-11-30', revenue: 80, bookings: 1 },
    ]);
  });

  it('overview 90d: Monday weeks, the first clipped to the period, local days across the DST change', async () => {
    const report = await getOverviewReport({ ...options, period: '90d' });
    expect(report.bucket).toBe('week');
    expect(report.range.from).toBe('2026-09-02'); // a Wednesday
    expect(report.series).toHaveLength(14);
    expect(report.series[0]).toEqual({ date: '2026-09-02', revenue: 0, bookings: 0 });
    expect(report.series[1]?.date).toBe('2026-09-07');
    const week = (date: string) => report.series.find((point) => point.date === date);
    // Sunday 1 Nov 23:30 (2 Nov in UTC) belongs to the week of Monday 26 Oct.
    expect(week('2026-10-26')).toEqual({ date: '2026-10-26', revenue: 40, bookings: 1 });
    expect(week('2026-11-02')).toEqual({ date: '2026-11-02', revenue: 0, bookings: 0 });
    expect(week('2026-11-09')).toEqual({ date: '2026-11-09', revenue: 40, bookings: 1 });
    expect(week('2026-11-16')).toEqual({ date: '2026-11-16', revenue: 125.5, bookings: 2 });
    expect(week('2026-11-23')).toEqual({ date: '2026-11-23', revenue: 180, bookings: 5 });
    expect(week('2026-11-30')).toEqual({ date: '2026-11-30', revenue: 80, bookings: 1 });
    expect(report.revenue).toEqual({ value: 465.5, previous: 0, growth: null });
  });

  it('revenue: by service, by staff member, by weekday, and the month and quarter goals', async () => {
    const report = await getRevenueReport(options);
    expect(report.total).toEqual({ value: 260, previous: 125.5, growth: 107.2 });
    expect(report.byService.map(({ id: _id, ...row }) => row)).toEqual([
      // Bookings as every tab counts them (not cancelled): Colour c2 c6, Cut c1 c3 c5 c7.
      { name: 'Colour', revenue: 180, bookings: 2, share: 69.2 },
      { name: 'Cut', revenue: 80, bookings: 4, share: 30.8 },
    ]);
    expect(report.byStaff.map(({ id: _id, ...row }) => row)).toEqual([
      { name: 'Sam', revenue: 220, bookings: 4, share: 84.6 },
      { name: 'Alex', revenue: 40, bookings: 2, share: 15.4 },
    ]);
    expect(report.byDayOfWeek).toEqual([
      { dayOfWeek: 1, label: 'Monday', revenue: 80, bookings: 1 },
      { dayOfWeek: 2, label: 'Tuesday', revenue: 140, bookings: 2 },
      { dayOfWeek: 3, label: 'Wednesday', revenue: 0, bookings: 0 },
      { dayOfWeek: 4, label: 'Thursday', revenue: 40, bookings: 1 },
      { dayOfWeek: 5, label: 'Friday', revenue: 0, bookings: 0 },
      { dayOfWeek: 6, label: 'Saturday', revenue: 0, bookings: 1 },
      { dayOfWeek: 7, label: 'Sunday', revenue: 0, bookings: 1 },
    ]);
    // November: 260 + 125.50 + p4 40 + d1 40 = 465.50 → 15 % of 3000; Q4 the same → 5 % of 9000.
    expect(report.goals).toEqual({
      monthly: { target: 3000, value: 465.5, progress: 15, from: '2026-11-01', to: '2026-11-30' },
      quarterly: { target: 9000, value: 465.5, progress: 5, from: '2026-10-01', to: '2026-12-31' },
    });
  });

  it('services: each service with bookings, revenue, average price and rates; unused archived ones left out', async () => {
    const report = await getServicesReport(options);
    expect(report.services.map(({ serviceId: _id, ...row }) => row)).toEqual([
      {
        name: 'Colour',
        archived: false,
        bookings: 2, // c2, c6 (c4 cancelled)
        totalBookings: 3,
        revenue: 180,
        averagePrice: 90,
        cancellationRate: 33.3,
        noShowRate: 0,
        classes: null,
      },
      {
        name: 'Cut',
        archived: false,
        bookings: 4, // c1, c3, c5, c7
        totalBookings: 4,
        revenue: 80,
        averagePrice: 40,
        cancellationRate: 0,
        noShowRate: 25,
        classes: null,
      },
      {
        name: 'Shave',
        archived: false,
        bookings: 0,
        totalBookings: 0,
        revenue: 0,
        averagePrice: null,
        cancellationRate: null,
        noShowRate: null,
        classes: null,
      },
    ]);
  });

  it('clients: new and returning, retention against the previous period, top clients', async () => {
    const report = await getClientsReport(options);
    // Visits now: Ana (c1), Ben (c2), Cleo (c3, c6); Eve only has a pending booking. Ana is new.
    expect(report.activeClients).toEqual({ value: 3, previous: 2, growth: 50 });
    // Before: Ben (p2, first visit ever) is new, Cleo (p1; p4 earlier) returning.
    expect(report.newClients).toEqual({ value: 1, previous: 1, growth: 0 });
    expect(report.returningClients).toEqual({ value: 2, previous: 1, growth: 100 });
    // Ben and Cleo visited before; both came back.
    expect(report.retention).toEqual({ rate: 100, retained: 2, base: 2 });
    expect(report.topClients.map(({ clientId: _id, ...row }) => row)).toEqual([
      { name: 'Cleo Reyes', visits: 2, revenue: 120 },
      { name: 'Ben Okafor', visits: 1, revenue: 100 },
      { name: 'Ana Lima', visits: 1, revenue: 40 },
    ]);
  });

  it('popular times: non-cancelled bookings by local weekday and hour', async () => {
    const report = await getPopularTimesReport(options);
    expect(report.total).toBe(6);
    expect(report.max).toBe(1);
    const cells = report.matrix.flatMap((hours, day) =>
      hours.flatMap((n, hour) => (n ? [`${day}:${hour}=${n}`] : [])),
    );
    // Mon 23:30 (c6), Tue 10 and 11, Thu 9, Sat 15:30 (no-show), Sun 10:15 (pending).
    expect(cells).toEqual(['0:23=1', '1:10=1', '1:11=1', '3:9=1', '5:15=1', '6:10=1']);
    expect(report.byDay.map((d) => d.bookings)).toEqual([1, 2, 0, 1, 0, 1, 1]);
    expect(report.byHour.filter((h) => h.bookings).map((h) => [h.hour, h.bookings])).toEqual([
      [9, 1],
      [10, 2],
      [11, 1],
      [15, 1],
      [23, 1],
    ]);
  });
});

describe('a visit of several services (decision 037)', () => {
  it('counts under each of its services with its share of what was paid, and once for its member', async () => {
    const { business, fixture } = await ownerWithFixture({
      services: [
        { name: 'Cut', price: '40.00' },
        { name: 'Beard trim', price: '20.00' },
      ],
      staff: ['Alex'],
      clients: [{ firstName: 'Ana', lastName: 'Lima', phone: '555-200-0101' }],
      // Cut + Beard trim at 60.00, paid 66.00 (a tip); and a cut alone.
      bookings: [
        {
          at: '2026-11-25T10:00',
          service: 0,
          status: 'completed',
          price: '60.00',
          durationMinutes: 45,
          payments: [{ amount: '66.00' }],
        },
        { at: '2026-11-26T10:00', service: 0, status: 'completed' },
      ],
    });
    const [visitId] = fixture.bookingIds as [string];
    const [cut, beard] = fixture.serviceIds as [string, string];
    await db.insert(bookingServices).values([
      {
        bookingId: visitId,
        businessId: business.id,
        position: 0,
        serviceId: cut,
        durationMinutes: 30,
        price: '40.00',
      },
      {
        bookingId: visitId,
        businessId: business.id,
        position: 1,
        serviceId: beard,
        durationMinutes: 15,
        price: '20.00',
      },
    ]);
    const options = { db, business, period: '7d' as const, now: NOW };

    const services = await getServicesReport(options);
    expect(
      services.services.map(({ name, bookings, revenue, averagePrice }) => ({
        name,
        bookings,
        revenue,
        averagePrice,
      })),
    ).toEqual([
      { name: 'Cut', bookings: 2, revenue: 84, averagePrice: 42 },
      { name: 'Beard trim', bookings: 1, revenue: 22, averagePrice: 22 },
    ]);
    const revenue = await getRevenueReport(options);
    expect(revenue.total.value).toBe(106);
    expect(revenue.byService.map(({ name, revenue: r, bookings }) => [name, r, bookings])).toEqual([
      ['Cut', 84, 2],
      ['Beard trim', 22, 1],
    ]);
    expect(revenue.byStaff.map(({ name, revenue: r, bookings }) => [name, r, bookings])).toEqual([
      ['Alex', 106, 2],
    ]);
  });
});

describe('a business with nothing yet gets zeros, nulls and empty lists — no invented numbers', () => {
  let options: ReportOptions;
  let cookie: string;
  beforeAll(async () => {
    const owner = await ownerWithFixture({ services: [], staff: [], clients: [] });
    cookie = owner.cookie;
    options = { db, business: owner.business, period: '30d', now: NOW };
  });

  it('in every report', async () => {
    const zero = { value: 0, previous: 0, growth: null };
    const none = { value: null, previous: null, growth: null };
    const overview = await getOverviewReport(options);
    expect(overview).toMatchObject({
      revenue: zero,
      bookings: zero,
      newClients: zero,
      avgBookingValue: none,
      cancellationRate: none,
      noShowRate: none,
    });
    expect(overview.series).toHaveLength(30);
    expect(overview.series.every((p) => p.revenue === 0 && p.bookings === 0)).toBe(true);
    const revenue = await getRevenueReport(options);
    expect(revenue).toMatchObject({ total: zero, byService: [], byStaff: [] });
    expect(revenue.byDayOfWeek.every((d) => d.revenue === 0 && d.bookings === 0)).toBe(true);
    expect(revenue.goals.monthly).toMatchObject({ value: 0, progress: 0, target: 3000 });
    expect((await getServicesReport(options)).services).toEqual([]);
    expect(await getClientsReport(options)).toMatchObject({
      activeClients: zero,
      newClients: zero,
      returningClients: zero,
      retention: { rate: null, retained: 0, base: 0 },
      topClients: [],
    });
    expect(await getPopularTimesReport(options)).toMatchObject({ total: 0, max: 0 });
  });

  it('over HTTP too, for each period', async () => {
    for (const period of ['7d', '30d', '90d', '1y']) {
      const res = await app.inject({ url: `/api/analytics/overview?period=${period}`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ period, revenue: { value: 0 }, bookings: { value: 0 } });
    }
  });
});
