// Public availability and taken-times reads over HTTP, on the same engine the booking endpoint uses.
import { describe, expect, it } from 'vitest';
import { timeOff } from '#server/db/schema/businesses.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import {
  createBusinessFixture,
  everyDayHours,
  insertBookingFixture,
  localDateFromToday,
  nextWeekday,
  signUp,
} from '#server/test/factories.ts';
import { parseLocalDateTime } from '#shared/domain/local-time.ts';

const { app, db } = await buildTestApp();
const NY = 'America/New_York';
const at = (local: string, timeZone = NY) => parseLocalDateTime(local, timeZone)!;

async function shop(options: Partial<Parameters<typeof createBusinessFixture>[1]> = {}) {
  const owner = await signUp(app);
  const fixture = await createBusinessFixture(db, {
    userId: owner.user.id,
    businessHours: everyDayHours(),
    ...options,
  });
  return { owner, ...fixture };
}

function availability(slug: string, query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return app.inject({ url: `/api/businesses/${slug}/availability?${qs}` });
}

describe('GET /api/businesses/{slug}/availability', () => {
  it('lists every slot of the day with local time, ISO instant and availability, and nothing else', async () => {
    const { business, services } = await shop();
    const date = localDateFromToday(3, NY);
    const res = await availability(business.slug, { serviceId: services[0]!.id, from: date });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['dates', 'timezone']);
    expect(body.timezone).toBe(NY);
    expect(body.dates).toHaveLength(1);
    const [day] = body.dates;
    expect(day.date).toBe(date);
    expect(day.slots[0]).toEqual({
      time: '09:00',
      startsAt: at(`${date}T09:00`).toISOString(),
      available: true,
    });
    expect(day.slots.map((s: { time: string }) => s.time).at(-1)).toBe('16:30');
    expect(day.slots).toHaveLength(16);
    for (const slot of day.slots) expect(Object.keys(slot).sort()).toEqual(['available', 'startsAt', 'time']);
  });

  it('marks a booked slot unavailable and leaves the rest open', async () => {
    const { business, services, staff } = await shop();
    const date = localDateFromToday(4, NY);
    await insertBookingFixture(db, {
      businessId: business.id,
      serviceId: services[0]!.id,
      teamMemberId: staff[0]!.id,
      start: at(`${date}T10:00`),
    });
    const res = await availability(business.slug, { serviceId: services[0]!.id, from: date });
    const slots = res.json().dates[0].slots as Array<{ time: string; available: boolean }>;
    expect(slots.find((s) => s.time === '10:00')?.available).toBe(false);
    expect(slots.find((s) => s.time === '09:30')?.available).toBe(true);
    expect(slots.find((s) => s.time === '10:30')?.available).toBe(true);
  });

  it('keeps a slot open while another staff member is free, and honours a chosen member', async () => {
    const { business, services, staff } = await shop({ staff: [{ name: 'Ana' }, { name: 'Ben' }] });
    const date = localDateFromToday(4, NY);
    await insertBookingFixture(db, {
      businessId: business.id,
      serviceId: services[0]!.id,
      teamMemberId: staff[0]!.id,
      start: at(`${date}T10:00`),
    });
    const slotAt = async (query: Record<string, string>) =>
      (await availability(business.slug, { serviceId: services[0]!.id, from: date, ...query }))
        .json()
        .dates[0].slots.find((s: { time: string }) => s.time === '10:00').available;
    expect(await slotAt({})).toBe(true);
    expect(await slotAt({ teamMemberId: staff[0]!.id })).toBe(false);
    expect(await slotAt({ teamMemberId: staff[1]!.id })).toBe(true);
  });

  it('follows time off, days and the minimum notice', async () => {
    const { business, services, staff } = await shop();
    const date = localDateFromToday(5, NY);
    await db.insert(timeOff).values({
      businessId: business.id,
      teamMemberId: staff[0]!.id,
      startDate: at(`${date}T12:00`),
      endDate: at(`${date}T14:00`),
      isApproved: true,
    });
    const res = await availability(business.slug, { serviceId: services[0]!.id, from: date, days: 3 });
    const { dates } = res.json();
    expect(dates.map((d: { date: string }) => d.date)).toEqual([
      date,
      localDateFromToday(6, NY),
      localDateFromToday(7, NY),
    ]);
    const open = dates[0].slots
      .filter((s: { available: boolean }) => s.available)
      .map((s: { time: string }) => s.time);
    expect(open).not.toContain('12:00');
    expect(open).not.toContain('13:30');
    expect(open).toContain('11:30');
    expect(open).toContain('14:00');
    const yesterday = await availability(business.slug, {
      serviceId: services[0]!.id,
      from: localDateFromToday(-1, NY),
    });
    expect(yesterday.json().dates[0].slots.every((s: { available: boolean }) => !s.available)).toBe(true);
  });

  it('is empty on a closed day', async () => {
    const { business, services } = await shop({ businessHours: null });
    const sunday = nextWeekday(0, NY);
    const res = await availability(business.slug, { serviceId: services[0]!.id, from: sunday });
    expect(res.json().dates).toEqual([{ date: sunday, slots: [] }]);
  });

  it('refuses unknown or inactive businesses and services with 404, and bad queries with 400', async () => {
    const { business, services } = await shop({ services: [{}, { isActive: false }] });
    const inactive = await shop({ isActive: false });
    const pending = await shop({ status: 'pending' });
    const serviceId = services[0]!.id;
    for (const slug of ['no-such-shop', inactive.business.slug, pending.business.slug]) {
      const res = await availability(slug, { serviceId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Business not found' });
    }
    for (const id of [services[1]!.id, inactive.services[0]!.id, 'not-a-uuid']) {
      const res = await availability(business.slug, { serviceId: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Service not found' });
    }
    const member = await availability(business.slug, { serviceId, teamMemberId: inactive.staff[0]!.id });
    expect(member.statusCode).toBe(404);
    expect((await availability(business.slug, { serviceId, days: 32 })).statusCode).toBe(400);
    expect((await availability(business.slug, { serviceId, days: 0 })).statusCode).toBe(400);
    expect((await availability(business.slug, { serviceId, from: '2026-02-30' })).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/businesses/${business.slug}/availability` })).statusCode).toBe(400);
  });

  it('never offers a time that does not exist (New York, spring forward 2027-03-14)', async () => {
    const { business, services } = await shop({ businessHours: everyDayHours('00:00', '24:00') });
    const res = await availability(business.slug, { serviceId: services[0]!.id, from: '2027-03-14' });
    const times = res.json().dates[0].slots.map((s: { time: string }) => s.time);
    expect(times).toContain('01:30');
    expect(times).not.toContain('02:00');
    expect(times).not.toContain('02:30');
    expect(times).toContain('03:00');
  });
});

describe('GET /api/businesses/{businessId}/bookings/{date}', () => {
  it('returns the taken times of the date with no client data at all', async () => {
    const { business, services, staff } = await shop();
    const date = localDateFromToday(3, NY);
    for (const [time, status] of [
      ['10:00', 'confirmed'],
      ['11:00', 'pending'],
      ['12:00', 'cancelled'],
    ] as const) {
      await insertBookingFixture(db, {
        businessId: business.id,
        serviceId: services[0]!.id,
        teamMemberId: staff[0]!.id,
        start: at(`${date}T${time}`),
        status,
        firstName: 'Secretive',
      });
    }
    await insertBookingFixture(db, {
      businessId: business.id,
      serviceId: services[0]!.id,
      teamMemberId: staff[0]!.id,
      start: at(`${localDateFromToday(4, NY)}T10:00`),
    });
    for (const key of [business.id, business.slug]) {
      const res = await app.inject({ url: `/api/businesses/${key}/bookings/${date}` });
      expect(res.statusCode).toBe(200);
      const items = res.json();
      expect(items).toEqual([
        { appointmentDate: at(`${date}T10:00`).toISOString(), endsAt: at(`${date}T10:30`).toISOString() },
        { appointmentDate: at(`${date}T11:00`).toISOString(), endsAt: at(`${date}T11:30`).toISOString() },
      ]);
      for (const item of items) expect(Object.keys(item).sort()).toEqual(['appointmentDate', 'endsAt']);
      expect(res.body).not.toContain('Secretive');
      expect(res.body).not.toContain('555');
    }
  });

  it('with several staff, lists only the times when every one of them is booked', async () => {
    const { business, services, staff } = await shop({ staff: [{}, {}] });
    const date = localDateFromToday(3, NY);
    const book = (member: number, time: string, minutes = 30) =>
      insertBookingFixture(db, {
        businessId: business.id,
        serviceId: services[0]!.id,
        teamMemberId: staff[member]!.id,
        start: at(`${date}T${time}`),
        minutes,
      });
    await book(0, '10:00', 60);
    await book(1, '10:30');
    await book(1, '14:00');
    const res = await app.inject({ url: `/api/businesses/${business.id}/bookings/${date}` });
    expect(res.json()).toEqual([
      { appointmentDate: at(`${date}T10:30`).toISOString(), endsAt: at(`${date}T11:00`).toISOString() },
    ]);
  });

  it('answers 404 for an unknown business and 400 for a bad date', async () => {
    const { business } = await shop();
    const unknown = await app.inject({
      url: '/api/businesses/0191d3c4-0000-7000-8000-000000000000/bookings/2026-12-01',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Business not found' });
    const bad = await app.inject({ url: `/api/businesses/${business.id}/bookings/2026-13-01` });
    expect(bad.statusCode).toBe(400);
  });
});
