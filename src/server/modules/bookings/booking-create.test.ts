// POST /api/bookings from the public page over HTTP: the booking it makes and every refusal.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingEvents, bookings, clients } from '#server/db/schema/bookings.ts';
import { timeOff } from '#server/db/schema/businesses.ts';
import { notifications } from '#server/db/schema/engagement.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import {
  everyDayHours,
  insertBookingFixture,
  localDateFromToday,
  nextWeekday,
} from '#server/test/factories.ts';
import { at, bookingTestKit, clientData, NY, soonLocal, TAKEN } from './booking-test-kit.ts';

const { app, db } = await buildTestApp();
const { shop, book } = bookingTestKit(app, db);

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

  it("links a booking with a known phone to that client without changing or revealing the owner's record", async () => {
    const { business, services } = await shop();
    const date = localDateFromToday(3, NY);
    const base = { businessSlug: business.slug, serviceId: services[0]!.id };
    const first = await book({ ...base, appointmentDate: `${date}T10:00:00`, clientData });
    const [stored] = await db.select().from(clients).where(eq(clients.businessId, business.id));
    // Someone else types Maya's number (in another format), with or without an email of their own.
    const sent = { firstName: 'Eve', lastName: 'Stranger', phone: '555.123.4567' };
    const withEmail = await book({
      ...base,
      appointmentDate: `${date}T11:00:00`,
      clientData: { ...sent, email: 'eve@example.com' },
    });
    const again = { ...base, appointmentDate: `${date}T12:00:00`, clientData: sent };
    const withoutEmail = await book(again, { 'idempotency-key': 'eve-1' });
    // A resubmit answers with the booking its key made: still only what was sent.
    const resubmit = await book(again, { 'idempotency-key': 'eve-1' });
    expect(resubmit.json().id).toBe(withoutEmail.json().id);
    for (const [res, email] of [
      [withEmail, 'eve@example.com'],
      [withoutEmail, null],
      [resubmit, null],
    ] as const) {
      expect(res.statusCode).toBeLessThan(300);
      expect(res.json().client).toMatchObject({ ...sent, email });
      expect(res.json().clientName).toBe('Eve Stranger');
      expect(res.body).not.toContain('maya@example.com');
      expect(res.body).not.toContain('Lopez');
    }
    const rows = await db.select().from(clients).where(eq(clients.businessId, business.id));
    expect(rows).toEqual([stored]);
    const linked = await db.select().from(bookings).where(eq(bookings.businessId, business.id));
    expect(linked.map((b) => b.clientId)).toEqual([stored!.id, stored!.id, stored!.id]);
    expect(first.json().client.id).toBe(stored!.id);
  });

  it("reads a national number in the business's country: a London booking finds the client the owner saved", async () => {
    const london = 'Europe/London';
    const { business, services, owner } = await shop({ timezone: london });
    const saved = await app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { cookie: owner.cookie },
      payload: { firstName: 'Ada', lastName: 'Byron', phone: '+44 20 7946 0958' },
    });
    expect(saved.statusCode).toBe(201);
    const res = await book({
      businessSlug: business.slug,
      serviceId: services[0]!.id,
      appointmentDate: `${localDateFromToday(3, london)}T10:00:00`,
      clientData: { firstName: 'Ada', lastName: 'Byron', phone: '020 7946 0958' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await db.select().from(clients).where(eq(clients.businessId, business.id));
    expect(rows.map((c) => c.phoneNormalized)).toEqual(['+442079460958']);
    expect(res.json().client.id).toBe(saved.json().id);
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
});
