// Helpers of the waitlist tests: a shop whose day is fully booked, joining, and waiting for a message at the local
// SMTP stand-in.
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import type { BookingRulesRow } from '#server/db/schema/businesses.ts';
import type { SmtpStandIn } from '#server/modules/outbox/outbox-test-kit.ts';
import { createBusinessFixture, everyDayHours, localDateFromToday, signUp } from '#server/test/factories.ts';

export const NY = 'America/New_York';
/** The four half-hour starts of the shop's day (09:00–11:00). */
export const DAY_TIMES = ['09:00', '09:30', '10:00', '10:30'] as const;

export function waitlistTestKit(app: FastifyInstance, db: Db, smtp: SmtpStandIn) {
  /** A shop open 09:00–11:00 every day with one barber and a 30-minute service at 40.00, its day three days ahead
   * fully booked; the bookings' ids by time. */
  async function fullShop(bookingRules: Partial<BookingRulesRow> = {}) {
    const owner = await signUp(app);
    const fixture = await createBusinessFixture(db, {
      userId: owner.user.id,
      businessHours: everyDayHours('09:00', '11:00'),
      bookingRules: {
        slotStepMinutes: 30,
        minNoticeMinutes: 60,
        bookingWindowDays: 30,
        bufferMinutes: 0,
        ...bookingRules,
      },
      services: [{ name: 'Haircut', price: '40.00', duration: 30 }],
    });
    const date = localDateFromToday(3, NY);
    const booked: Record<string, string> = {};
    for (const [i, time] of DAY_TIMES.entries()) {
      const res = await book(fixture.business.slug, fixture.services[0]!.id, `${date}T${time}:00`, {
        firstName: 'Regular',
        lastName: String(i),
        phone: `555-020-${1000 + i}`,
      });
      expect(res.statusCode).toBe(201);
      booked[time] = res.json<{ id: string }>().id;
    }
    const call = (method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: { cookie: owner.cookie } });
    return {
      owner,
      ...fixture,
      date,
      booked,
      call,
      service: fixture.services[0]!,
      member: fixture.staff[0]!,
    };
  }

  function book(slug: string, serviceId: string, appointmentDate: string, clientData: object) {
    return app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { businessSlug: slug, serviceId, appointmentDate, clientData },
    });
  }

  function join(shop: { business: { slug: string }; service: { id: string } }, payload: object) {
    return app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { businessSlug: shop.business.slug, serviceId: shop.service.id, ...payload },
    });
  }

  /** The first message to `to` whose subject matches, waiting up to `timeoutMs`. */
  async function mailTo(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ParsedMail> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = smtp.received.find(
        (m) => m.to && JSON.stringify(m.to).includes(to) && subject.test(m.subject ?? ''),
      );
      if (found) return found;
      if (Date.now() > end) throw new Error(`no message "${subject}" to ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** The waitlist link (its token) in a message. */
  function linkToken(mail: ParsedMail): string {
    const match = /\/waitlist\/([\w.-]+)/.exec(mail.text ?? '');
    if (!match) throw new Error('no waitlist link in the message');
    return match[1]!;
  }

  return { fullShop, book, join, mailTo, linkToken };
}
