// Quick booking: the signed-in owner uses POST /api/bookings with wider rules (grid 09:00–17:30, no notice).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingEvents, clients } from '#server/db/schema/bookings.ts';
import { notifications } from '#server/db/schema/engagement.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { everyDayHours, localDateFromToday, signUp } from '#server/test/factories.ts';
import { bookingTestKit, clientData, NY, soonLocal, TAKEN } from './booking-test-kit.ts';

const { app, db } = await buildTestApp();
const { shop, book } = bookingTestKit(app, db);

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
    // The owner's own bookings announce no 'New booking' (only the first-booking milestone).
    const notes = await db.select().from(notifications).where(eq(notifications.businessId, business.id));
    expect(notes.filter((n) => n.type === 'booking')).toEqual([]);

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

  it("links a known phone to the owner's client record and leaves that record as it is", async () => {
    const { owner, business, services } = await shop();
    const date = localDateFromToday(3, NY);
    const payload = { businessSlug: business.slug, serviceId: services[0]!.id };
    await book({ ...payload, appointmentDate: `${date}T10:00:00`, clientData });
    const [stored] = await db.select().from(clients).where(eq(clients.businessId, business.id));
    const res = await book(
      {
        ...payload,
        appointmentDate: `${date}T11:00:00`,
        clientData: { firstName: 'M.', lastName: 'L.', phone: '555 123 4567' },
      },
      { cookie: owner.cookie },
    );
    expect(res.statusCode).toBe(201);
    // The owner sees their own record (edited on the Clients page, never by a booking).
    expect(res.json().client).toEqual({
      id: stored!.id,
      firstName: 'Maya',
      lastName: 'Lopez',
      phone: '(555) 123-4567',
      email: 'maya@example.com',
    });
    expect(await db.select().from(clients).where(eq(clients.businessId, business.id))).toEqual([stored]);
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
    expect(noBusiness.json()).toEqual({ message: 'No business yet' });
    const anonymous = await book(payload);
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toEqual({ message: 'Business information not available. Please try again.' });
  });
});
