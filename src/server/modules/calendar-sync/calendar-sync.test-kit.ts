// What the calendar connection tests share: a salon open every day with one member, the member's calendar routes,
// and the times the public availability offers on a day.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { createBusinessFixture, everyDayHours, signUp, uniquePhone } from '#server/test/factories.ts';

const RULES = { slotStepMinutes: 30, minNoticeMinutes: 0, bookingWindowDays: 365, bufferMinutes: 0 };

export function calendarTestKit(app: FastifyInstance, db: Db) {
  async function salon() {
    const owner = await signUp(app);
    const fixture = await createBusinessFixture(db, {
      userId: owner.user.id,
      businessHours: everyDayHours(),
      bookingRules: RULES,
      services: [{ name: 'Cut', duration: 30 }],
    });
    return { cookie: owner.cookie, ...fixture, member: fixture.staff[0]! };
  }
  type Salon = Awaited<ReturnType<typeof salon>>;

  const calendarPath = (s: Salon) => `/api/team-members/${s.member.id}/calendar`;
  const connect = (s: Salon, payload: object) =>
    app.inject({ method: 'PUT', url: calendarPath(s), headers: { cookie: s.cookie }, payload });
  const refresh = (s: Salon) =>
    app.inject({ method: 'POST', url: `${calendarPath(s)}/refresh`, headers: { cookie: s.cookie } });

  /** The local times of `date` that are free, from the public availability. */
  async function freeTimes(s: Salon, date: string): Promise<string[]> {
    const res = await app.inject({
      url: `/api/businesses/${s.business.slug}/availability?serviceId=${s.services[0]!.id}&from=${date}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [day] = res.json().dates as Array<{ slots: Array<{ time: string; available: boolean }> }>;
    return day!.slots.filter((slot) => slot.available).map((slot) => slot.time);
  }

  /** A customer (Ana Diaz) books the member at `local` ('2026-12-01T10:00'). */
  const book = (s: Salon, local: string) =>
    app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        businessSlug: s.business.slug,
        serviceId: s.services[0]!.id,
        teamMemberId: s.member.id,
        appointmentDate: `${local}:00`,
        clientData: { firstName: 'Ana', lastName: 'Diaz', phone: uniquePhone() },
      },
    });

  return { salon, calendarPath, connect, refresh, freeTimes, book };
}
