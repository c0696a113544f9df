// POST /api/bookings over HTTP: the public page and the owner's quick booking, every refusal, races, idempotency.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingEvents, bookings, clients } from '#server/db/schema/bookings.ts';
import { timeOff } from '#server/db/schema/businesses.ts';
import { notifications } from '#server/db/schema/engagement.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import {
  createBusinessFixture,
  everyDayHours,
  insertBookingFixture,
  localDateFromToday,
  nextWeekday,
  signUp,
} from '#server/test/factories.ts';
import { localDateOf, localTimeOf, parseLocalDateTime } from '#shared/domain/local-time.ts';

const { app, db } = await buildTestApp();
const NY = 'America/New_York';
const TAKEN = 'Sorry, that time was just booked. Please choose another time.';
const at = (local: string, timeZone = NY) => parseLocalDateTime(local, timeZone)!;
const clientData = {
  firstName: 'Maya',
  lastName: 'Lopez',
  phone: '(555) 123-4567',
  email: 'maya@example.com',
};

async function shop(options: Partial<Parameters<typeof createBusinessFixture>[1]> = {}) {
  const owner = await signUp(app);
  const fixture = await createBusinessFixture(db, {
    userId: owner.user.id,
    businessHours: everyDayHours(),
    ...options,
  });
  return { owner, ...fixture };
}

function book(payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/bookings', payload, headers });
}

/** The next half hour at least 5 minutes from now, as a local date-time in `timeZone`. */
function soonLocal(timeZone: string) {
  const step = 30 * 60_000;
  const start = new Date(Math.ceil((Date.now() + 5 * 60_000) / step) * step);
  return `${localDateOf(start, timeZone)}T${localTimeOf(start, timeZone)}:00`;
}

describe('POST /api/bookings (public page)', () => {
  it('books a free time: 201 with service, staff, client and ISO times, plus history and a notification', async () => {
    const { business, services, staff } = await shop();
    const date = localDateFromToday(3, NY);
    const res = await book({
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      appointmentDate: `${date}T10:00:00`,
      clientData,
      notes: 'First visit',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      businessId: business.id,
      appointmentDate: at(`${date}T10:00`).toISOString(),
      dateTime: at(`${date}T10:00`).toISOString(),
      endsAt: at(`${date}T10:30`).toISOString(),
      status: 'confirmed',
      notes: 'First visit',
      source: 'online',
      service: { id: services[0]!.id, name: services[0]!.name, price: '35.00', duration: 30 },
      teamMember: { id: staff[0]!.id, name: staff[0]!.name },
      client: { firstName: 'Maya', lastName: 'Lopez', phone: '(555) 123-4567', email: 'maya@example.com' },
      clientName: 'Maya Lopez',
    });
    const events = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, body.id));
    expect(events).toMatchObject([{ action: 'created', toStatus: 'confirmed', actorUserId: null }]);
    const [notification] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.businessId, business.id));
    expect(notification).toMatchObject({ type: 'booking', title: 'New booking' });
    expect(notification!.message).toMatch(
      /^Maya Lopez booked Service 1 on \w{3}, \w{3} \d{1,2} at 10:00 AM$/,
    );
  });

  it('finds the client by normalised phone and refreshes their name and email', async () => {
    const { business, services } = await shop();
    const date = localDateFromToday(3, NY);
    const base = { businessSlug: business.slug, serviceId: services[0]!.id };
    const first = await book({ ...base, appointmentDate: `${date}T10:00:00`, clientData });
    const second = await book({
      ...base,
      appointmentDate: `${date}T11:00:00`,
      clientData: { firstName: 'Maya', lastName: 'Lopez-Reyes', phone: '555.123.4567' },
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().client.id).toBe(first.json().client.id);
    expect(second.json().client).toMatchObject({ lastName: 'Lopez-Reyes', email: 'maya@example.com' });
    const rows = await db.select().from(clients).where(eq(clients.businessId, business.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown business or service with 404', async () => {
    const { business, services } = await shop({ services: [{}, { isActive: false }] });
    const other = await shop();
    const appointmentDate = `${localDateFromToday(3, NY)}T10:00:00`;
    const cases = [
      [{ businessSlug: 'no-such-shop', serviceId: services[0]!.id }, 'Business not found'],
      [{ businessSlug: business.slug, serviceId: services[1]!.id }, 'Service not found'],
      [{ businessSlug: business.slug, serviceId: other.services[0]!.id }, 'Service not found'],
      [{ businessSlug: business.slug, serviceId: 'abc' }, 'Service not found'],
    ] as const;
    for (const [target, message] of cases) {
      const res = await book({ ...target, appointmentDate, clientData });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message });
    }
    const member = await book({
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      teamMemberId: other.staff[0]!.id,
      appointmentDate,
      clientData,
    });
    expect(member.statusCode).toBe(404);
    expect(member.json()).toEqual({ message: 'Team member not found' });
  });

  it.each([
    ['2026-12-01 10:00', 'Please choose a valid date and time.'],
    ['2026-02-30T10:00:00', 'Please choose a valid date and time.'],
    ['2026-12-01T24:00:00', 'Please choose a valid date and time.'],
    ['2026-12-01T10:00:00Z', 'Please choose a valid date and time.'],
  ])('refuses the malformed date %s with 400', async (appointmentDate, message) => {
    const { business, services } = await shop();
    const res = await book({
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      appointmentDate,
      clientData,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a local time skipped by daylight saving (New York, 2027-03-14T02:30:00) with 400', async () => {
    const { business, services } = await shop({ businessHours: everyDayHours('00:00', '24:00') });
    const res = await book({
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      appointmentDate: '2027-03-14T02:30:00',
      clientData,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'That time does not exist in America/New_York (the clocks change that night). Please choose another time.',
    );
  });

  it.each([
    ['12345', 'Please enter a valid phone number'],
    ['call me', 'Please enter a valid phone number'],
    ['', 'Phone number is required'],
  ])('refuses the phone %j with 400', async (phone, message) => {
    const { business, services } = await shop();
    const res = await book({
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      appointmentDate: `${localDateFromToday(3, NY)}T10:00:00`,
      clientData: { ...clientData, phone },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses times that are not offered with 422 and a message a customer understands', async () => {
    const { business, services, staff } = await shop({
      businessHours: null,
      services: [{}, { duration: 60 }],
    });
    const allDay = await shop({ timezone: 'UTC', businessHours: everyDayHours('00:00', '24:00') });
    const tuesday = nextWeekday(2, NY);
    await db.insert(timeOff).values({
      businessId: business.id,
      teamMemberId: staff[0]!.id,
      startDate: at(`${tuesday}T14:00`),
      endDate: at(`${tuesday}T15:00`),
      isApproved: true,
    });
    const cases: Array<[string, string, string, string?]> = [
      [
        business.slug,
        `${localDateFromToday(-1, NY)}T10:00:00`,
        'That time has already passed. Please choose another time.',
      ],
      [allDay.business.slug, soonLocal('UTC'), 'Please choose a time at least 1 hour from now.'],
      [business.slug, `${localDateFromToday(31, NY)}T10:00:00`, 'Bookings can be made up to 30 days ahead.'],
      [business.slug, `${nextWeekday(0, NY)}T12:00:00`, 'We are closed at that time.'],
      [business.slug, `${tuesday}T08:30:00`, 'We are closed at that time.'],
      [business.slug, `${tuesday}T10:15:00`, 'Please choose one of the times offered.'],
      [
        business.slug,
        `${tuesday}T16:30:00`,
        'That appointment would run past closing time. Please choose an earlier time.',
        services[1]!.id,
      ],
      [business.slug, `${tuesday}T14:00:00`, 'That time is no longer available. Please choose another time.'],
    ];
    for (const [slug, appointmentDate, message, serviceId] of cases) {
      const target = slug === business.slug ? services[0]!.id : allDay.services[0]!.id;
      const res = await book({
        businessSlug: slug,
        serviceId: serviceId ?? target,
        appointmentDate,
        clientData,
      });
      expect([appointmentDate, res.statusCode, res.json().message]).toEqual([appointmentDate, 422, message]);
    }
    expect(await db.select().from(bookings).where(eq(bookings.businessId, business.id))).toEqual([]);
  });

  it('refuses a chosen member who does not offer the service, or when nobody does, with 422', async () => {
    const { business, services, staff } = await shop({
      services: [{}, {}],
      staff: [{ serviceIndexes: [0] }, { serviceIndexes: [0] }],
    });
    const appointmentDate = `${localDateFromToday(3, NY)}T10:00:00`;
    const chosen = await book({
      businessSlug: business.slug,
      serviceId: services[1]!.id,
      teamMemberId: staff[0]!.id,
      appointmentDate,
      clientData,
    });
    expect(chosen.statusCode).toBe(422);
    expect(chosen.json()).toEqual({ message: 'That team member does not offer this service.' });
    const nobody = await book({
      businessSlug: business.slug,
      serviceId: services[1]!.id,
      appointmentDate,
      clientData,
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json()).toEqual({ message: 'No team member offers this service yet.' });
  });

  it('refuses a taken slot with 409', async () => {
    const { business, services, staff } = await shop();
    const date = localDateFromToday(3, NY);
    await insertBookingFixture(db, {
      businessId: business.id,
      serviceId: services[0]!.id,
      teamMemberId: staff[0]!.id,
      start: at(`${date}T10:00`),
      minutes: 60,
    });
    const res = await book({
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      appointmentDate: `${date}T10:30:00`,
      clientData,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: TAKEN });
  });

  it('gives exactly one of 50 simultaneous requests for one slot the booking; the rest get 409', async () => {
    const { business, services } = await shop();
    const appointmentDate = `${localDateFromToday(5, NY)}T11:00:00`;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book({
          businessSlug: business.slug,
          serviceId: services[0]!.id,
          appointmentDate,
          clientData: { firstName: `Racer${i}`, lastName: 'X', phone: `555-010-${String(1000 + i)}` },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of responses.filter((x) => x.statusCode === 409))
      expect(r.json()).toEqual({ message: TAKEN });
    const rows = await db.select().from(bookings).where(eq(bookings.businessId, business.id));
    expect(rows).toHaveLength(1);
  });

  it('with two staff and no choice, 10 simultaneous requests give each member one booking', async () => {
    const { business, services, staff } = await shop({ staff: [{}, {}] });
    const appointmentDate = `${localDateFromToday(5, NY)}T11:00:00`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book({
          businessSlug: business.slug,
          serviceId: services[0]!.id,
          appointmentDate,
          clientData: { firstName: `Pair${i}`, lastName: 'X', phone: `555-020-${String(1000 + i)}` },
        }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(2);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(8);
    expect(created.map((r) => r.json().teamMember.id).sort()).toEqual(staff.map((m) => m.id).sort());
  });

  it('assigns the least busy free member of that day when none is chosen', async () => {
    const { business, services, staff } = await shop({
      staff: [{ name: 'Ana' }, { name: 'Ben' }, { name: 'Cy' }],
    });
    const date = localDateFromToday(4, NY);
    const fill = (member: number, time: string) =>
      insertBookingFixture(db, {
        businessId: business.id,
        serviceId: services[0]!.id,
        teamMemberId: staff[member]!.id,
        start: at(`${date}T${time}`),
      });
    await fill(0, '09:00');
    await fill(0, '09:30');
    await fill(1, '09:00');
    await fill(2, '10:00');
    await fill(2, '13:00');
    // Ben (1 booking) beats Ana and Cy (2 each).
    const first = await book({
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      appointmentDate: `${date}T15:00:00`,
      clientData,
    });
    expect(first.json().teamMember.name).toBe('Ben');
    // Now all have 2: the tie goes to the first in display order who is free at 10:00 (Ana; Cy is busy).
    const second = await book({
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      appointmentDate: `${date}T10:00:00`,
      clientData: { ...clientData, phone: '555-999-0000' },
    });
    expect(second.json().teamMember.name).toBe('Ana');
  });
});

describe('Idempotency-Key', () => {
  it('returns the first booking for a retried submit and creates one row', async () => {
    const { business, services } = await shop();
    const payload = {
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      appointmentDate: `${localDateFromToday(3, NY)}T13:00:00`,
      clientData,
    };
    const headers = { 'idempotency-key': 'submit-7f3a' };
    const first = await book(payload, headers);
    const retry = await book(payload, headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    const doubleClick = await Promise.all(
      [1, 2, 3].map(() =>
        book(
          { ...payload, appointmentDate: payload.appointmentDate.replace('13:00', '14:00') },
          { 'idempotency-key': 'dbl' },
        ),
      ),
    );
    expect(new Set(doubleClick.map((r) => r.json().id)).size).toBe(1);
    expect(doubleClick.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const rows = await db.select().from(bookings).where(eq(bookings.businessId, business.id));
    expect(rows).toHaveLength(2);
  });

  it('never hands a booking to a request with someone else’s details, and limits the key length', async () => {
    const { business, services } = await shop();
    const payload = {
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      appointmentDate: `${localDateFromToday(3, NY)}T13:00:00`,
      clientData,
    };
    await book(payload, { 'idempotency-key': 'k1' });
    const stranger = await book(
      { ...payload, clientData: { ...clientData, phone: '555 777 8888' } },
      { 'idempotency-key': 'k1' },
    );
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().message).toBe('This Idempotency-Key was already used for a different booking.');
    const long = await book(payload, { 'idempotency-key': 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
  });
});

describe('quick booking by the signed-in owner', () => {
  it('books outside opening hours on the 09:00–17:30 grid, with or without the slug, as source owner', async () => {
    const { owner, business, services } = await shop({ businessHours: everyDayHours('12:00', '14:00') });
    const date = localDateFromToday(3, NY);
    const payload = { serviceId: services[0]!.id, clientData };
    const customer = await book({
      ...payload,
      businessSlug: business.slug,
      appointmentDate: `${date}T09:00:00`,
    });
    expect(customer.statusCode).toBe(422);
    const cookie = { cookie: owner.cookie };
    const early = await book(
      { ...payload, businessSlug: business.slug, appointmentDate: `${date}T09:00:00` },
      cookie,
    );
    expect(early.statusCode).toBe(201);
    expect(early.json().source).toBe('owner');
    const late = await book({ ...payload, appointmentDate: `${date}T17:30:00` }, cookie);
    expect(late.statusCode).toBe(201);
    const [event] = await db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, late.json().id), eq(bookingEvents.action, 'created')));
    expect(event?.actorUserId).toBe(owner.user.id);
    expect(await db.select().from(notifications).where(eq(notifications.businessId, business.id))).toEqual(
      [],
    );

    const outside = await book({ ...payload, appointmentDate: `${date}T18:00:00` }, cookie);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe('Please choose a time on the half hour between 09:00 and 17:30.');
    const past = await book(
      { ...payload, appointmentDate: `${localDateFromToday(-1, NY)}T10:00:00` },
      cookie,
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe('That time has already passed. Please choose another time.');
    const over = await book({ ...payload, appointmentDate: `${date}T09:00:00` }, cookie);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: TAKEN });
  });

  it('needs no minimum notice, and may use any time the business is open', async () => {
    const { owner, business, services } = await shop({
      timezone: 'UTC',
      businessHours: everyDayHours('00:00', '24:00'),
    });
    const appointmentDate = soonLocal('UTC');
    const payload = { businessSlug: business.slug, serviceId: services[0]!.id, appointmentDate, clientData };
    expect((await book(payload)).statusCode).toBe(422);
    const res = await book(payload, { cookie: owner.cookie });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a signed-in user without a business and an anonymous request without a slug', async () => {
    const { services } = await shop();
    const { cookie } = await signUp(app);
    const payload = {
      serviceId: services[0]!.id,
      appointmentDate: `${localDateFromToday(3, NY)}T10:00:00`,
      clientData,
    };
    const noBusiness = await book(payload, { cookie });
    expect(noBusiness.statusCode).toBe(404);
    expect(noBusiness.json()).toEqual({ message: 'Business not found' });
    const anonymous = await book(payload);
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toEqual({ message: 'Business information not available. Please try again.' });
  });
});
