// Owner schedule settings over HTTP: business hours, booking rules, staff weekly availability and time off.
import { describe, expect, it } from 'vitest';
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
import { DEFAULT_BOOKING_RULES, DEFAULT_BUSINESS_HOURS } from '#shared/domain/slots.ts';

const { app, db } = await buildTestApp();
const NY = 'America/New_York';

async function owner(options: Partial<Parameters<typeof createBusinessFixture>[1]> = {}) {
  const account = await signUp(app);
  const fixture = await createBusinessFixture(db, { userId: account.user.id, ...options });
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { cookie: account.cookie } });
  return { ...account, ...fixture, call };
}

describe('business hours', () => {
  it('defaults to Mon–Fri 09:00–17:00, Sat 10:00–16:00, Sunday closed', async () => {
    const { call } = await owner();
    const res = await call('GET', '/api/business-hours');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hours: DEFAULT_BUSINESS_HOURS });
  });

  it('saves hours with breaks, fills missing days as closed, and the public slots follow', async () => {
    const { call, business, services } = await owner();
    const monday = {
      dayOfWeek: 1,
      isOpen: true,
      openTime: '08:00',
      closeTime: '12:00',
      breaks: [{ start: '10:00', end: '10:30' }],
    };
    const res = await call('PUT', '/api/business-hours', { hours: [monday] });
    expect(res.statusCode).toBe(200);
    expect(res.json().hours).toHaveLength(7);
    expect(res.json().hours[1]).toEqual(monday);
    expect(res.json().hours[2]).toMatchObject({ dayOfWeek: 2, isOpen: false });
    expect((await call('GET', '/api/business-hours')).json()).toEqual(res.json());

    const date = nextWeekday(1, NY);
    const slots = await app.inject({
      url: `/api/businesses/${business.slug}/availability?serviceId=${services[0]!.id}&from=${date}`,
    });
    const open = slots
      .json()
      .dates[0].slots.filter((s: { available: boolean }) => s.available)
      .map((s: { time: string }) => s.time);
    expect(open).toEqual(['08:00', '08:30', '09:00', '09:30', '10:30', '11:00', '11:30']);
  });

  it.each([
    [
      { dayOfWeek: 1, isOpen: true, openTime: '17:00', closeTime: '09:00', breaks: [] },
      'Monday: closing must be after opening',
    ],
    [
      {
        dayOfWeek: 2,
        isOpen: true,
        openTime: '09:00',
        closeTime: '17:00',
        breaks: [{ start: '16:30', end: '18:00' }],
      },
      'Tuesday: breaks must lie within opening hours and not overlap',
    ],
    [
      { dayOfWeek: 7, isOpen: true, openTime: '09:00', closeTime: '17:00', breaks: [] },
      'Day of week must be at most 6',
    ],
    [
      { dayOfWeek: 1, isOpen: true, openTime: '9am', closeTime: '17:00', breaks: [] },
      'Please use a time such as 09:00',
    ],
  ])('refuses %j with 400', async (day, message) => {
    const { call } = await owner();
    const res = await call('PUT', '/api/business-hours', { hours: [day] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a weekday listed twice', async () => {
    const { call } = await owner();
    const day = { dayOfWeek: 1, isOpen: false, openTime: '09:00', closeTime: '17:00', breaks: [] };
    const res = await call('PUT', '/api/business-hours', { hours: [day, day] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Each weekday may appear once');
  });

  it('needs a signed-in owner with a business', async () => {
    expect((await app.inject({ url: '/api/business-hours' })).statusCode).toBe(401);
    const { cookie } = await signUp(app);
    const res = await app.inject({ url: '/api/business-hours', headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No business yet' });
  });
});

describe('booking rules', () => {
  it('defaults to step 30, notice 60, window 30 days, buffer 0, cut-off 24 hours, waitlist on with a 15-minute hold, no client repeats, visits not shared, and saves changes', async () => {
    const { call } = await owner();
    const waitlist = { waitlistEnabled: true, waitlistHoldMinutes: 15 };
    expect((await call('GET', '/api/booking-rules')).json()).toEqual({
      ...DEFAULT_BOOKING_RULES,
      cancellationCutoffHours: 24,
      ...waitlist,
      clientsMayRepeat: false,
      shareVisits: false,
    });
    // A form that does not send the cut-off, the waitlist's settings or the client repeats keeps them.
    const rules = { slotStepMinutes: 15, minNoticeMinutes: 120, bookingWindowDays: 60, bufferMinutes: 10 };
    const res = await call('PUT', '/api/booking-rules', rules);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...rules,
      cancellationCutoffHours: 24,
      ...waitlist,
      clientsMayRepeat: false,
      shareVisits: false,
    });
    const noCutoff = await call('PUT', '/api/booking-rules', {
      ...rules,
      cancellationCutoffHours: 0,
      waitlistEnabled: false,
      waitlistHoldMinutes: 30,
      clientsMayRepeat: true,
      shareVisits: true,
    });
    const changed = {
      ...rules,
      cancellationCutoffHours: 0,
      waitlistEnabled: false,
      waitlistHoldMinutes: 30,
      clientsMayRepeat: true,
      shareVisits: true,
    };
    expect(noCutoff.json()).toEqual(changed);
    expect((await call('GET', '/api/booking-rules')).json()).toEqual(changed);
  });

  it.each([
    [{ slotStepMinutes: 0 }, 'Slot step must be between 5 and 240 minutes'],
    [{ minNoticeMinutes: -1 }, 'Minimum notice must be between 0 and 10080 minutes'],
    [{ bookingWindowDays: 400 }, 'Booking window must be between 1 and 365 days'],
    [{ bufferMinutes: 1.5 }, 'Buffer must be a whole number'],
    [{ cancellationCutoffHours: 169 }, 'Cancellation cut-off must be between 0 and 168 hours'],
    [{ cancellationCutoffHours: -1 }, 'Cancellation cut-off must be between 0 and 168 hours'],
    [{ cancellationCutoffHours: '24' }, 'Cancellation cut-off'],
  ])('refuses %j with 400', async (change, message) => {
    const { call } = await owner();
    const res = await call('PUT', '/api/booking-rules', { ...DEFAULT_BOOKING_RULES, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('staff weekly availability', () => {
  it('follows the business hours until set, stores its own week with breaks, and can be reset', async () => {
    const { call, staff } = await owner({ businessHours: everyDayHours() });
    const url = `/api/team-members/${staff[0]!.id}/availability`;
    const initial = (await call('GET', url)).json();
    expect(initial).toEqual({
      teamMemberId: staff[0]!.id,
      followsBusinessHours: true,
      hours: everyDayHours(),
    });

    const hours = everyDayHours('10:00', '18:00').map((day) =>
      day.dayOfWeek === 3
        ? { ...day, breaks: [{ start: '12:00', end: '13:00' }] }
        : day.dayOfWeek === 0
          ? { ...day, isOpen: false }
          : day,
    );
    const saved = await call('PUT', url, { hours });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ teamMemberId: staff[0]!.id, followsBusinessHours: false, hours });
    expect((await call('GET', url)).json()).toEqual(saved.json());

    const reset = await call('PUT', url, { hours: null });
    expect(reset.json()).toEqual(initial);
  });

  it('limits public slots to the member’s own hours', async () => {
    const { call, staff, business, services } = await owner({ businessHours: everyDayHours() });
    await call('PUT', `/api/team-members/${staff[0]!.id}/availability`, {
      hours: everyDayHours('13:00', '15:00'),
    });
    const date = localDateFromToday(3, NY);
    const res = await app.inject({
      url: `/api/businesses/${business.slug}/availability?serviceId=${services[0]!.id}&from=${date}`,
    });
    const open = res
      .json()
      .dates[0].slots.filter((s: { available: boolean }) => s.available)
      .map((s: { time: string }) => s.time);
    expect(open).toEqual(['13:00', '13:30', '14:00', '14:30']);
  });

  it("answers 404 for another owner's team member", async () => {
    const mine = await owner();
    const theirs = await owner();
    const url = `/api/team-members/${theirs.staff[0]!.id}/availability`;
    for (const res of [await mine.call('GET', url), await mine.call('PUT', url, { hours: null })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Team member not found' });
    }
    expect((await mine.call('GET', '/api/team-members/nope/availability')).statusCode).toBe(404);
  });
});

describe('time off', () => {
  it('creates approved time off from local dates, lists it, counts clashing bookings and deletes it', async () => {
    const { call, staff, business, services } = await owner({ businessHours: everyDayHours() });
    const date = localDateFromToday(6, NY);
    await insertBookingFixture(db, {
      businessId: business.id,
      serviceId: services[0]!.id,
      teamMemberId: staff[0]!.id,
      start: parseLocalDateTime(`${date}T10:00`, NY)!,
    });
    const url = `/api/team-members/${staff[0]!.id}/time-off`;
    const created = await call('POST', url, { startDate: date, endDate: date, reason: 'Dentist' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      teamMemberId: staff[0]!.id,
      startDate: parseLocalDateTime(`${date}T00:00`, NY)!.toISOString(),
      endDate: parseLocalDateTime(`${localDateFromToday(7, NY)}T00:00`, NY)!.toISOString(),
      reason: 'Dentist',
      isApproved: true,
      conflictingBookings: 1,
    });
    const partial = await call('POST', url, { startDate: `${date}T09:00`, endDate: `${date}T11:30` });
    expect(partial.statusCode).toBe(201);
    const list = (await call('GET', url)).json();
    expect(list.map((t: { id: string }) => t.id)).toEqual([created.json().id, partial.json().id]);

    const slots = await app.inject({
      url: `/api/businesses/${business.slug}/availability?serviceId=${services[0]!.id}&from=${date}`,
    });
    expect(slots.json().dates[0].slots.some((s: { available: boolean }) => s.available)).toBe(false);

    const removed = await call('DELETE', `${url}/${created.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('DELETE', `${url}/${created.json().id}`)).statusCode).toBe(404);
    expect((await call('GET', url)).json()).toHaveLength(1);
  });

  it.each([
    [{ startDate: '2026-12-10', endDate: '2026-12-09' }, 'The end of the time off must be after its start.'],
    [{ startDate: '2027-03-14T02:30', endDate: '2027-03-14T05:00' }, 'does not exist in America/New_York'],
    [{ startDate: '2026-02-30', endDate: '2026-03-01' }, 'Please use a real calendar date.'],
    [{ startDate: 'tomorrow', endDate: '2026-03-01' }, 'Please use a date (YYYY-MM-DD)'],
  ])('refuses %j with 400', async (payload, message) => {
    const { call, staff } = await owner();
    const res = await call('POST', `/api/team-members/${staff[0]!.id}/time-off`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("keeps other owners' staff and time off out of reach", async () => {
    const mine = await owner();
    const theirs = await owner();
    const url = `/api/team-members/${theirs.staff[0]!.id}/time-off`;
    const created = await theirs.call('POST', url, { startDate: '2026-12-24', endDate: '2026-12-26' });
    expect(created.statusCode).toBe(201);
    expect((await mine.call('GET', url)).statusCode).toBe(404);
    expect(
      (await mine.call('POST', url, { startDate: '2026-12-24', endDate: '2026-12-26' })).statusCode,
    ).toBe(404);
    expect((await mine.call('DELETE', `${url}/${created.json().id}`)).statusCode).toBe(404);
    const ownUrl = `/api/team-members/${mine.staff[0]!.id}/time-off/${created.json().id}`;
    expect((await mine.call('DELETE', ownUrl)).statusCode).toBe(404);
    expect((await theirs.call('GET', url)).json()).toHaveLength(1);
  });
});
