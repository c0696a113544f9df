// Helpers shared by the booking HTTP tests: a shop with staff for a fresh owner, a POST helper, sample client data.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
