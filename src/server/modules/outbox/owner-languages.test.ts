// The team hears of a new booking or review in the language of their app (issue 28, docs/decisions/041): the
// recipient's users.language, else English as queued; the day and time the language's way, in the business's zone.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/accounts.ts';
import { bookingTestKit, clientData } from '#server/modules/bookings/booking-test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday } from '#server/test/factories.ts';
import type { MessageBooking } from './content.ts';
import type { OutboxMessage, Transport } from './delivery.types.ts';
import { ownerPushPayload } from './owner-i18n.ts';
import { createOutboxWorker } from './worker.ts';

const { app, db } = await buildTestApp({ env: { OUTBOX_WORKER: 'off' } });
const { shop, book } = bookingTestKit(app, db);
const pushes: OutboxMessage[] = [];
const skip: Transport = async () => ({ status: 'skipped', reason: 'not under test' });
const worker = createOutboxWorker({
  db,
  transports: {
    email: skip,
    sms: skip,
    push: async (message) => {
      pushes.push(message);
      return { status: 'sent' };
    },
  },
});

/** A public booking at 14:30 tomorrow in Berlin of a shop whose owner chose `language`; the owner's push. */
async function newBookingPush(language: 'de' | 'ar' | null) {
  const fixture = await shop({ timezone: 'Europe/Berlin' });
  await db.update(users).set({ language }).where(eq(users.id, fixture.owner.user.id));
  const res = await book({
    businessSlug: fixture.business.slug,
    serviceId: fixture.services[0]!.id,
    appointmentDate: `${localDateFromToday(1, 'Europe/Berlin')}T14:30:00`,
    clientData: { ...clientData, firstName: 'Lena', lastName: 'Vogel' },
  });
  expect(res.statusCode, res.body).toBe(201);
  pushes.length = 0;
  while ((await worker.runOnce()) > 0) {}
  const push = pushes.find((p) => p.kind === 'owner_new_booking' && p.userId === fixture.owner.user.id);
  expect(push).toBeDefined();
  return push!.payload as { title: string; body: string; url: string };
}

describe('the owner’s new-booking push', () => {
  it('is German for an owner who chose German: the title, the sentence, the day and the 24-hour time', async () => {
    const payload = await newBookingPush('de');
    expect(payload.title).toBe('Neue Buchung');
    expect(payload.body).toMatch(
      /^Lena Vogel hat Service 1 am (Mo|Di|Mi|Do|Fr|Sa|So)\., \d{1,2}\. [A-ZÄ][a-zä]{2,3}\.? um 14:30 gebucht$/,
    );
    expect(payload.url).toBe('/calendar');
  });

  it('stays as queued, in English, for an owner who chose no language', async () => {
    const payload = await newBookingPush(null);
    expect(payload.title).toBe('New booking');
    expect(payload.body).toMatch(/^Lena Vogel booked Service 1 on \w{3}, \w{3} \d{1,2} at 2:30 PM$/);
  });

  it('is Arabic, right to left, with Western digits', async () => {
    const payload = await newBookingPush('ar');
    expect(payload.title).toBe('حجز جديد');
    expect(payload.body).toContain('Lena Vogel');
    expect(payload.body).toMatch(/2:30|14:30/);
  });
});

describe('ownerPushPayload', () => {
  const booking = {
    clientFirstName: 'Lena',
    clientLastName: 'Vogel',
    serviceName: 'Balayage',
    startsAt: new Date('2026-12-05T13:30:00Z'),
    business: { timeZone: 'Europe/Paris' },
  } as MessageBooking;

  it('writes a review in the language with its plural, and leaves other pushes as queued', () => {
    const review = {
      title: 'New review',
      body: 'Lena Vogel left a 1-star review.',
      url: '/reviews',
      rating: 1,
    };
    expect(ownerPushPayload('owner_new_review', booking, review, 'de')).toMatchObject({
      title: 'Neue Bewertung',
      body: 'Lena Vogel hat eine Bewertung mit 1 Stern hinterlassen.',
      url: '/reviews',
    });
    expect(ownerPushPayload('owner_new_review', booking, { ...review, rating: 4 }, 'fr').body).toBe(
      'Lena Vogel a laissé un avis 4 étoiles.',
    );
    const cancelled = { title: 'Booking cancelled', body: 'Lena cancelled', url: '/calendar' };
    expect(ownerPushPayload('owner_booking_cancelled', booking, cancelled, 'de')).toEqual(cancelled);
  });

  it('writes a team member’s new booking as the owner’s, Spanish time in the business’s zone', () => {
    const payload = ownerPushPayload('member_new_booking', booking, { url: '/calendar' }, 'es');
    expect(payload.title).toBe('Nueva reserva');
    expect(payload.body).toBe('Lena Vogel reservó Balayage el sáb, 5 dic a las 14:30');
  });
});
