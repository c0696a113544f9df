// Helpers shared by the booking HTTP tests: a shop with staff for a fresh owner, a POST helper, sample client data.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { createBusinessFixture, everyDayHours, signUp } from '#server/test/factories.ts';
import { localDateOf, localTimeOf, parseLocalDateTime } from '#shared/domain/local-time.ts';

export const NY = 'America/New_York';
export const TAKEN = 'Sorry, that time was just booked. Please choose another time.';
export const at = (local: string, timeZone = NY) => parseLocalDateTime(local, timeZone)!;
export const clientData = {
  firstName: 'Maya',
  lastName: 'Lopez',
  phone: '(555) 123-4567',
  email: 'maya@example.com',
};

/** The next half hour at least 5 minutes from now, as a local date-time in `timeZone` (under any notice). */
export function soonLocal(timeZone: string) {
  const step = 30 * 60_000;
  const start = new Date(Math.ceil((Date.now() + 5 * 60_000) / step) * step);
  return `${localDateOf(start, timeZone)}T${localTimeOf(start, timeZone)}:00`;
}

/** Moves a booking to have started a minute ago, keeping its length: the API books only times to come, and a visit
 * is completed (or missed) only once it has started. */
export async function startBooking(db: Db, bookingId: string) {
  await db
    .update(bookings)
    .set({
      appointmentDate: sql`now() - interval '1 minute'`,
      endsAt: sql`now() - interval '1 minute' + (${bookings.endsAt} - ${bookings.appointmentDate})`,
    })
    .where(eq(bookings.id, bookingId));
}

export function bookingTestKit(app: FastifyInstance, db: Db) {
  /** A new owner with a business open every day 09:00–17:00 unless `options` says otherwise. */
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
  return { shop, book };
}

/**
 * A visit (decision 037) on `slug`'s booking page on local `date`: booking one at a time of day ('HH:mm') for a new
 * client each time, and the times of day a visit of `services` is offered. `phones` names the clients' exchange.
 */
export function visitKit(
  app: FastifyInstance,
  options: { slug: string; date: string; phones: string; firstName: string },
) {
  const { slug, date } = options;
  let phone = 100;
  const visit = (time: string, services: string[], extra: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        businessSlug: slug,
        serviceId: services[0],
        extraServiceIds: services.slice(1),
        appointmentDate: `${date}T${time}:00`,
        clientData: {
          firstName: options.firstName,
          lastName: `Guest ${phone}`,
          phone: `555-${options.phones}-${1000 + phone++}`,
        },
        ...extra,
      },
    });
  const available = async (services: string[], day = date) => {
    const extra = services.length > 1 ? `&extraServiceIds=${services.slice(1).join(',')}` : '';
    const response = await app.inject({
      method: 'GET',
      url: `/api/businesses/${slug}/availability?serviceId=${services[0]}${extra}&from=${day}`,
    });
    expect(response.statusCode).toBe(200);
    return response
      .json<{ dates: Array<{ slots: Array<{ time: string; available: boolean }> }> }>()
      .dates[0]!.slots.filter((slot) => slot.available)
      .map((slot) => slot.time);
  };
  return { visit, available };
}
