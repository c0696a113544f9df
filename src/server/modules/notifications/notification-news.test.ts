// What a notification says, stored as data beside its English (docs/decisions/047): the app words it in its
// reader's language from these. The English title and message stay exactly as they were.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/engagement.ts';
import { bookingTestKit, clientData } from '#server/modules/bookings/booking-test-kit.ts';
import { clientAuthTestKit } from '#server/modules/client-auth/client-auth-test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { everyDayHours, localDateFromToday } from '#server/test/factories.ts';
import { createNotification } from './notifications.service.ts';

const { app, db } = await buildTestApp({ env: { OUTBOX_WORKER: 'off' } });
const { shop, book } = bookingTestKit(app, db);
const { call, signInByEmail } = clientAuthTestKit(app, db);
const ZONE = 'Europe/Berlin';

type Listed = { id: string; title: string; message: string; news?: Record<string, unknown> };

async function listed(cookie: string) {
  const res = await app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed[];
}

/** A shop in Berlin with Lena Vogel's booking tomorrow at 14:30, booked on the public page. */
async function bookedShop() {
  const fixture = await shop({ timezone: ZONE });
  const res = await book({
    businessSlug: fixture.business.slug,
    serviceId: fixture.services[0]!.id,
    appointmentDate: `${localDateFromToday(1, ZONE)}T14:30:00`,
    clientData: { ...clientData, firstName: 'Lena', lastName: 'Vogel' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json() as { id: string; appointmentDate: string };
  return { ...fixture, booking, cookie: fixture.owner.cookie };
}

describe('a notification’s news', () => {
  it('keeps a new booking’s client, service, instant and zone beside the English, and its milestone’s count', async () => {
    const { booking, cookie } = await bookedShop();
    const list = await listed(cookie);
    const booked = list.find((n) => n.title === 'New booking');
    expect(booked?.message).toMatch(/^Lena Vogel booked Service 1 on \w{3}, \w{3} \d{1,2} at 2:30 PM$/);
    expect(booked?.news).toEqual({
      kind: 'newBooking',
      client: 'Lena Vogel',
      service: 'Service 1',
      at: new Date(booking.appointmentDate).toISOString(),
      timeZone: ZONE,
    });
    const first = list.find((n) => n.title === 'First booking!');
    expect(first?.news).toEqual({ kind: 'bookingsMilestone', count: 1 });

    // Live Activity carries the same.
    const activity = await app.inject({
      method: 'GET',
      url: '/api/analytics/activity?limit=50',
      headers: { cookie },
    });
    const items = (activity.json() as { items: Array<{ id: string; news?: unknown }> }).items;
    expect(items.find((item) => item.id === booked?.id)?.news).toEqual(booked?.news);
  });

  it('keeps the owner’s own cancellation as its status and the booking’s instant', async () => {
    const { booking, cookie } = await bookedShop();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}`,
      headers: { cookie },
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = (await listed(cookie)).find((n) => n.title === 'Booking cancelled');
    expect(cancelled?.message).toMatch(/^The booking on \w{3}, \w{3} \d{1,2} at 2:30 PM was cancelled\.$/);
    expect(cancelled?.news).toEqual({
      kind: 'ownerChange',
      status: 'cancelled',
      at: new Date(booking.appointmentDate).toISOString(),
      timeZone: ZONE,
    });
  });

  it('keeps an owner’s support request’s subject', async () => {
    const { cookie } = await bookedShop();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/support/requests',
      headers: { cookie },
      payload: {
        topic: 'booking',
        subject: 'Opening hours in December',
        message: 'How do I close for a week?',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const told = (await listed(cookie)).find((n) => n.title === 'Message sent');
    expect(told?.message).toBe(
      "Thanks, we've received your message and will reply by email. Subject: Opening hours in December",
    );
    expect(told?.news).toEqual({ kind: 'supportSent', subject: 'Opening hours in December' });
  });

  it('keeps a repeating series’ rule as data, beside the English that names it', async () => {
    const fixture = await shop({
      timezone: ZONE,
      businessHours: everyDayHours('09:00', '17:00'),
      bookingRules: {
        slotStepMinutes: 30,
        minNoticeMinutes: 0,
        bookingWindowDays: 90,
        bufferMinutes: 0,
        clientsMayRepeat: true,
      },
    });
    const first = await book({
      businessSlug: fixture.business.slug,
      serviceId: fixture.services[0]!.id,
      appointmentDate: `${localDateFromToday(1, ZONE)}T10:00:00`,
      clientData: { ...clientData, firstName: 'Lena', lastName: 'Vogel' },
    });
    expect(first.statusCode, first.body).toBe(201);
    // Lena makes her visit repeat every 2 weeks from the client dashboard: its next appointment is the series' first
    // new one, announced to the owner for the whole series.
    const cookie = await signInByEmail(fixture.business.slug, clientData.email);
    const repeat = { frequency: 'weekly', interval: 2, ends: 'after', count: 3 };
    const url = `/api/client/bookings/${first.json().id}/repeat`;
    const preview = await call('POST', `${url}/preview`, { cookie, payload: { repeat } });
    expect(preview.statusCode, preview.body).toBe(200);
    const occurrences = (preview.json().occurrences as Array<{ appointmentDate: string }>).map(
      (o) => o.appointmentDate,
    );
    const made = await call('POST', url, { cookie, payload: { repeat, occurrences } });
    expect(made.statusCode, made.body).toBe(201);
    const told = (await listed(fixture.owner.cookie)).find((n) => n.message.endsWith('(every 2 weeks)'));
    expect(told?.message).toMatch(
      /^Lena Vogel booked Service 1 on \w{3}, \w{3} \d{1,2} at 10:00 AM \(every 2 weeks\)$/,
    );
    expect(told?.news).toMatchObject({
      kind: 'newBooking',
      client: 'Lena Vogel',
      repeats: true,
      rule: { frequency: 'weekly', interval: 2 },
      timeZone: ZONE,
    });
  });

  it('is left out for a notification without one, and for one whose stored news no longer reads', async () => {
    const { business, cookie } = await bookedShop();
    const plain = await createNotification({
      db,
      businessId: business.id,
      type: 'system',
      title: 'Calendar not syncing',
      message: 'Told in English only.',
    });
    expect(plain).not.toHaveProperty('news');
    await db
      .update(notifications)
      .set({ news: { kind: 'retired', at: 'yesterday' } })
      .where(eq(notifications.businessId, business.id));
    const list = await listed(cookie);
    expect(list.length).toBeGreaterThan(1);
    for (const n of list) expect(n).not.toHaveProperty('news');
    expect(list.map((n) => n.title)).toContain('New booking');
  });
});
