// A client makes their visit repeat from the client dashboard (decision 030): only where the business allows it
// (off by default), their own visits only, by the customer's rules without the booking window.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema/bookings.ts';
import { at, bookingTestKit, clientData, NY } from '#server/modules/bookings/booking-test-kit.ts';
import { clientAuthTestKit } from '#server/modules/client-auth/client-auth-test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { everyDayHours, localDateFromToday } from '#server/test/factories.ts';

const { app, db } = await buildTestApp({
  env: { OUTBOX_WORKER: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
});
const { shop, book } = bookingTestKit(app, db);
const { call, signInByEmail } = clientAuthTestKit(app, db);
const RULES = { slotStepMinutes: 30, minNoticeMinutes: 0, bookingWindowDays: 30, bufferMinutes: 0 };
const repeat = { frequency: 'weekly', interval: 4, ends: 'after', count: 4 };

async function visit(clientsMayRepeat?: boolean) {
  const fixture = await shop({
    businessHours: everyDayHours('09:00', '17:00'),
    bookingRules: { ...RULES, ...(clientsMayRepeat === undefined ? {} : { clientsMayRepeat }) },
  });
  const res = await book({
    businessSlug: fixture.business.slug,
    serviceId: fixture.services[0]!.id,
    appointmentDate: `${localDateFromToday(2, NY)}T10:00:00`,
    clientData,
  });
  expect(res.statusCode, res.body).toBe(201);
  const cookie = await signInByEmail(fixture.business.slug, clientData.email);
  return { ...fixture, bookingId: res.json().id as string, cookie };
}

/** Each of the client's bookings on their dashboard, by id, and whether it offers 'Make it repeat'. */
async function canRepeat(cookie: string) {
  const res = await call('GET', '/api/client/bookings', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  const { upcoming, history } = res.json() as Record<string, Array<{ id: string; canRepeat: boolean }>>;
  return [...upcoming!, ...history!].map((b) => [b.id, b.canRepeat]).sort();
}

describe("a client's repeat", () => {
  it('is refused while the business has not allowed it (the default)', async () => {
    const { bookingId, cookie } = await visit();
    const res = await call('POST', `/api/client/bookings/${bookingId}/repeat/preview`, {
      cookie,
      payload: { repeat },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Repeating bookings are made by the business. Please contact them.');
    expect(await canRepeat(cookie)).toEqual([[bookingId, false]]);
  });

  it('repeats a completed visit every 4 weeks, past the 30-day booking window, when the owner allows it', async () => {
    const { bookingId, cookie } = await visit(true);
    expect(await canRepeat(cookie)).toEqual([[bookingId, true]]);
    // The visit took place two days ago at 10:00 and was completed.
    const visited = at(`${localDateFromToday(-2, NY)}T10:00:00`);
    await db
      .update(bookings)
      .set({
        status: 'completed',
        appointmentDate: visited,
        endsAt: new Date(visited.getTime() + 30 * 60_000),
      })
      .where(eq(bookings.id, bookingId));
    const preview = await call('POST', `/api/client/bookings/${bookingId}/repeat/preview`, {
      cookie,
      payload: { repeat },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const dates = preview.json().occurrences;
    expect(dates).toHaveLength(3);
    expect(dates.every((o: { available: boolean }) => o.available)).toBe(true);
    const res = await call('POST', `/api/client/bookings/${bookingId}/repeat`, {
      cookie,
      payload: { repeat, occurrences: dates.map((o: { appointmentDate: string }) => o.appointmentDate) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booked).toHaveLength(3);
    const rows = await db.select().from(bookings).where(eq(bookings.seriesId, res.json().seriesId));
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.source === 'online')).toHaveLength(4);
    // The dashboard offers it no more: every one of them repeats now.
    expect(await canRepeat(cookie)).toEqual(rows.map((r) => [r.id, false]).sort());
  });

  it("answers 404 for another client's visit", async () => {
    const mine = await visit(true);
    const theirs = await visit(true);
    const res = await call('POST', `/api/client/bookings/${theirs.bookingId}/repeat/preview`, {
      cookie: mine.cookie,
      payload: { repeat },
    });
    expect(res.statusCode).toBe(404);
  });
});
