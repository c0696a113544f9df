// Repeating bookings over HTTP (issue 30, decision 030): every date checked with the conflicts and their nearest
// free times listed, the chosen ones booked in one transaction, 'this and following', daylight saving, a race
// with a public booking, bad input and another owner's series.
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingEvents, bookings } from '#server/db/schema/bookings.ts';
import { emailContent, loadMessageBookings } from '#server/modules/outbox/content.ts';
import { queryRows } from '#server/platform/sql.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { insertBookingFixture, localDateFromToday } from '#server/test/factories.ts';
import { addDaysToLocalDate, localDateOf, localTimeOf } from '#shared/domain/local-time.ts';
import {
  COUNT_MESSAGE,
  INTERVAL_MESSAGE,
  UNTIL_BEFORE_START_MESSAGE,
  UNTIL_TOO_FAR_MESSAGE,
} from '#shared/schemas/booking-series.ts';
import { MESSAGE_REASONS } from '#shared/schemas/messages.ts';
import { ALREADY_BOOKED_MESSAGE } from './booking-series.service.ts';
import { at, bookingTestKit, clientData, NY, TAKEN } from './booking-test-kit.ts';

const { app, db } = await buildTestApp();
const { shop, book } = bookingTestKit(app, db);

const weekly = (count: number, interval = 1) => ({ frequency: 'weekly', interval, ends: 'after', count });
const weeksFrom = (first: string, count: number, time: string) =>
  Array.from({ length: count }, (_, i) => `${addDaysToLocalDate(first, 7 * i)}T${time}:00`);

async function owner(options: Parameters<typeof shop>[0] = {}) {
  const fixture = await shop(options);
  const call = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { cookie: fixture.owner.cookie } });
  const target = { serviceId: fixture.services[0]!.id, teamMemberId: fixture.staff[0]!.id };
  return { ...fixture, call, target };
}

async function seriesBookings(seriesId: string) {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(asc(bookings.appointmentDate));
}

/** The client emails of a business's bookings by kind: 'due' (queued, or already handed to the test app's worker,
 * which has no email provider) or 'withdrawn' (skipped for another reason: cancelled, passed). */
async function clientMessages(businessId: string) {
  return queryRows<{ kind: string; status: string; n: number }>(
    db,
    sql`select kind, case when status = 'skipped' and reason <> ${MESSAGE_REASONS.noEmailProvider} then 'withdrawn' else 'due' end
        as status, count(*)::int as n
      from outbox where business_id = ${businessId} and channel = 'email' and user_id is null
      group by 1, 2 order by 1, 2`,
  );
}

describe('repeating a booking', () => {
  it('lists 10 weekly dates with two conflicts and their nearest free times, then books the eight in one transaction', async () => {
    const { business, staff, services, call, target } = await owner();
    const first = localDateFromToday(3, NY);
    const dates = weeksFrom(first, 10, '11:00');
    for (const taken of [dates[2]!, dates[6]!]) {
      await insertBookingFixture(db, {
        businessId: business.id,
        serviceId: services[0]!.id,
        teamMemberId: staff[0]!.id,
        start: at(taken),
      });
    }
    const preview = await call('POST', '/api/bookings/series/preview', {
      ...target,
      appointmentDate: dates[0],
      repeat: weekly(10),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { occurrences, description } = preview.json();
    expect(description).toBe('Every week');
    expect(occurrences.map((o: { appointmentDate: string }) => o.appointmentDate)).toEqual(dates);
    const conflicts = occurrences.filter((o: { available: boolean }) => !o.available);
    expect(conflicts).toEqual([
      {
        appointmentDate: dates[2],
        available: false,
        reason: ALREADY_BOOKED_MESSAGE,
        alternative: `${dates[2]!.slice(0, 10)}T10:30:00`,
      },
      {
        appointmentDate: dates[6],
        available: false,
        reason: ALREADY_BOOKED_MESSAGE,
        alternative: `${dates[6]!.slice(0, 10)}T10:30:00`,
      },
    ]);

    const chosen = occurrences
      .filter((o: { available: boolean }) => o.available)
      .map((o: { appointmentDate: string }) => o.appointmentDate);
    const created = await call('POST', '/api/bookings/series', {
      ...target,
      appointmentDate: dates[0],
      clientData,
      repeat: weekly(10),
      occurrences: chosen,
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body.booked).toHaveLength(8);
    expect(body.notBooked).toEqual([]);
    const rows = await seriesBookings(body.seriesId);
    expect(
      rows.map((r) => `${localDateOf(r.appointmentDate, NY)}T${localTimeOf(r.appointmentDate, NY)}:00`),
    ).toEqual(chosen);
    expect(new Set(rows.map((r) => r.clientId)).size).toBe(1);
    // Written by one transaction: created_at defaults to now(), the transaction's start, the same on every row.
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(1);
    // One confirmation for the series, the reminders per appointment, a history entry for each.
    expect(await clientMessages(business.id)).toEqual([
      { kind: 'booking_confirmation', status: 'due', n: 1 },
      { kind: 'reminder_24h', status: 'due', n: 8 },
      { kind: 'reminder_2h', status: 'due', n: 8 },
    ]);
    // The confirmation names the eight and its .ics carries one event each, at 11:00 New York time.
    const [confirmation] = await queryRows<{ booking_id: string; payload: Record<string, unknown> }>(
      db,
      sql`select booking_id, payload from outbox where business_id = ${business.id} and kind = 'booking_confirmation'`,
    );
    const booking = (await loadMessageBookings(db, [confirmation!.booking_id])).get(
      confirmation!.booking_id,
    )!;
    const email = emailContent('booking_confirmation', booking, confirmation!.payload);
    expect(email.subject).toMatch(/^Your 8 appointments are booked/);
    // The lead names the first; then each of the eight is listed.
    expect(email.text.match(/ at 11:00 AM E[SD]T \(America\/New_York\)/g)).toHaveLength(9);
    const starts = email.ics!.content.match(/DTSTART;TZID=America\/New_York:\d{8}T\d{6}/g)!;
    expect(starts.map((line) => line.slice(-6))).toEqual(Array(8).fill('110000'));
    const events = await db.select().from(bookingEvents).where(eq(bookingEvents.businessId, business.id));
    expect(events.filter((e) => e.action === 'created')).toHaveLength(8);
    // The details of any appointment show the series.
    const detail = await call('GET', `/api/bookings/${rows[3]!.id}`);
    expect(detail.json().series).toMatchObject({ id: body.seriesId, description: 'Every week' });
    expect(detail.json().series.occurrences).toHaveLength(8);
  });

  it("cancels 'this and following' and leaves the earlier ones booked", async () => {
    const { business, call, target } = await owner();
    const dates = weeksFrom(localDateFromToday(2, NY), 5, '10:00');
    const created = await call('POST', '/api/bookings/series', {
      ...target,
      appointmentDate: dates[0],
      clientData,
      repeat: weekly(5),
      occurrences: dates,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rows = await seriesBookings(created.json().seriesId);
    const res = await call('PATCH', `/api/bookings/${rows[2]!.id}/following`, {
      status: 'cancelled',
      cancellationReason: 'Moving away',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().changed.map((c: { bookingId: string }) => c.bookingId)).toEqual(
      rows.slice(2).map((r) => r.id),
    );
    const after = await seriesBookings(created.json().seriesId);
    expect(after.map((r) => r.status)).toEqual([
      'confirmed',
      'confirmed',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(after[4]!.cancellationReason).toBe('Moving away');
    // Each cancelled one has its history entry, its notice to the client and its reminders withdrawn.
    const cancelledEvents = await db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.businessId, business.id), eq(bookingEvents.action, 'cancelled')));
    expect(cancelledEvents.map((e) => e.bookingId).sort()).toEqual(
      rows
        .slice(2)
        .map((r) => r.id)
        .sort(),
    );
    const messages = await clientMessages(business.id);
    expect(messages).toContainEqual({ kind: 'booking_cancelled', status: 'due', n: 3 });
    expect(messages).toContainEqual({ kind: 'reminder_24h', status: 'due', n: 2 });
    expect(messages).toContainEqual({ kind: 'reminder_24h', status: 'withdrawn', n: 3 });
    // Nothing left to cancel from there.
    const again = await call('PATCH', `/api/bookings/${rows[2]!.id}/following`, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
  });

  it("moves 'this and following' by the same step: a day later at 14:00", async () => {
    const { call, target } = await owner();
    const dates = weeksFrom(localDateFromToday(2, NY), 4, '10:00');
    const created = await call('POST', '/api/bookings/series', {
      ...target,
      appointmentDate: dates[0],
      clientData,
      repeat: weekly(4),
      occurrences: dates,
    });
    const rows = await seriesBookings(created.json().seriesId);
    const moveTo = `${addDaysToLocalDate(dates[1]!.slice(0, 10), 1)}T14:00:00`;
    const res = await call('PATCH', `/api/bookings/${rows[1]!.id}/following`, { appointmentDate: moveTo });
    expect(res.statusCode, res.body).toBe(200);
    const after = await seriesBookings(created.json().seriesId);
    expect(
      after.map((r) => `${localDateOf(r.appointmentDate, NY)}T${localTimeOf(r.appointmentDate, NY)}:00`),
    ).toEqual([dates[0], ...dates.slice(1).map((d) => `${addDaysToLocalDate(d.slice(0, 10), 1)}T14:00:00`)]);
  });

  it("makes the owner's booking repeat from its details: the series starts with it", async () => {
    const { business, call, target } = await owner();
    const first = `${localDateFromToday(4, NY)}T16:00:00`;
    const made = await call('POST', '/api/bookings', { ...target, appointmentDate: first, clientData });
    expect(made.statusCode, made.body).toBe(201);
    const bookingId = made.json().id;
    const repeat = { frequency: 'monthly', interval: 1, ends: 'after', count: 3 };
    const preview = await call('POST', `/api/bookings/${bookingId}/repeat/preview`, { repeat });
    expect(preview.statusCode, preview.body).toBe(200);
    const later = preview.json().occurrences.map((o: { appointmentDate: string }) => o.appointmentDate);
    expect(later).toHaveLength(2);
    const res = await call('POST', `/api/bookings/${bookingId}/repeat`, { repeat, occurrences: later });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await seriesBookings(res.json().seriesId);
    expect(rows.map((r) => r.id)).toContain(bookingId);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.clientId)).size).toBe(1);
    // The booking's own confirmation, then one for the series.
    expect(await clientMessages(business.id)).toContainEqual({
      kind: 'booking_confirmation',
      status: 'due',
      n: 2,
    });
    const again = await call('POST', `/api/bookings/${bookingId}/repeat/preview`, { repeat });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking already repeats.');
  });

  it('keeps a weekly 09:00 appointment at 09:00 New York time across the daylight-saving change', async () => {
    const { business, call, target } = await owner({ timezone: NY });
    // The next change of New York's clocks at least two weeks away (spring or autumn).
    let change = localDateFromToday(14, NY);
    const offsetOf = (date: string) => at(`${date}T12:00:00`).getTime() - Date.parse(`${date}T12:00:00Z`);
    while (offsetOf(change) === offsetOf(addDaysToLocalDate(change, 1)))
      change = addDaysToLocalDate(change, 1);
    const first = addDaysToLocalDate(change, -10);
    const dates = weeksFrom(first, 4, '09:00');
    const created = await call('POST', '/api/bookings/series', {
      ...target,
      appointmentDate: dates[0],
      clientData,
      repeat: weekly(4),
      occurrences: dates,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rows = await seriesBookings(created.json().seriesId);
    expect(rows.map((r) => localTimeOf(r.appointmentDate, business.timezone))).toEqual([
      '09:00',
      '09:00',
      '09:00',
      '09:00',
    ]);
    // In UTC the appointments before and after the change are an hour apart.
    expect(new Set(rows.map((r) => r.appointmentDate.toISOString().slice(11, 16))).size).toBe(2);
  });

  it('races a public booking for one date: exactly one wins and the series reports it', async () => {
    for (let round = 0; round < 4; round++) {
      const { business, call, target } = await owner();
      const dates = weeksFrom(localDateFromToday(2 + round, NY), 4, '13:00');
      const [series, single] = await Promise.all([
        call('POST', '/api/bookings/series', {
          ...target,
          appointmentDate: dates[0],
          clientData,
          repeat: weekly(4),
          occurrences: dates,
        }),
        book({
          businessSlug: business.slug,
          ...target,
          appointmentDate: dates[2],
          clientData: { firstName: 'Rival', lastName: 'Customer', phone: '555-010-9999' },
        }),
      ]);
      expect(series.statusCode, series.body).toBe(201);
      const { booked, notBooked } = series.json();
      const atThatTime = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.businessId, business.id), eq(bookings.appointmentDate, at(dates[2]!))));
      expect(atThatTime).toHaveLength(1);
      if (single.statusCode === 201) {
        expect(notBooked).toEqual([{ appointmentDate: dates[2], reason: expect.any(String) }]);
        expect(booked).toHaveLength(3);
        expect(atThatTime[0]!.seriesId).toBeNull();
      } else {
        expect(single.statusCode).toBe(409);
        expect(single.json()).toEqual({ message: TAKEN });
        expect(booked).toHaveLength(4);
        expect(atThatTime[0]!.seriesId).toBe(series.json().seriesId);
      }
    }
  });

  it("books a resubmitted 'Any staff' series once: the same key gets the first answer, even at the same moment", async () => {
    const o = await owner({ staff: [{}, {}] });
    const { business, call, target } = o;
    const dates = weeksFrom(localDateFromToday(3, NY), 3, '11:00');
    const payload = {
      serviceId: target.serviceId,
      appointmentDate: dates[0],
      clientData,
      repeat: weekly(3),
      occurrences: dates,
    };
    const submit = (key: string, body: object = payload) =>
      app.inject({
        method: 'POST',
        url: '/api/bookings/series',
        payload: body,
        headers: { cookie: o.owner.cookie, 'idempotency-key': key },
      });
    const twins = await Promise.all([submit('series-key-1'), submit('series-key-1')]);
    for (const twin of twins) expect(twin.statusCode, twin.body).toBe(201);
    expect(twins[1]!.json()).toEqual(twins[0]!.json());
    const again = await submit('series-key-1');
    expect(again.json()).toEqual(twins[0]!.json());
    const [made] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from bookings where business_id = ${business.id}`,
    );
    expect(made!.n).toBe(3);
    // The key with another client's details is refused; without a key, a resubmit books a second member.
    const stranger = await submit('series-key-1', {
      ...payload,
      clientData: { ...clientData, phone: '555-010-7777' },
    });
    expect(stranger.statusCode).toBe(422);
    expect((await call('POST', '/api/bookings/series', payload)).statusCode).toBe(201);
  });

  it('refuses to book a series none of whose dates can be booked, and writes nothing', async () => {
    const { business, staff, services, call, target } = await owner();
    const dates = weeksFrom(localDateFromToday(2, NY), 2, '15:00');
    for (const d of dates) {
      await insertBookingFixture(db, {
        businessId: business.id,
        serviceId: services[0]!.id,
        teamMemberId: staff[0]!.id,
        start: at(d),
      });
    }
    const res = await call('POST', '/api/bookings/series', {
      ...target,
      appointmentDate: dates[0],
      clientData,
      repeat: weekly(2),
      occurrences: dates,
    });
    expect(res.statusCode).toBe(409);
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from booking_series where business_id = ${business.id}`,
    );
    expect(left!.n).toBe(0);
  });
});

describe('bad input and other owners', () => {
  it('answers 53 appointments, an interval of 9 and an end before the start with a clear 400', async () => {
    const { call, target } = await owner();
    const appointmentDate = `${localDateFromToday(3, NY)}T11:00:00`;
    const cases: Array<[object, string]> = [
      [weekly(53), COUNT_MESSAGE],
      [weekly(4, 9), INTERVAL_MESSAGE],
      [
        { frequency: 'weekly', interval: 1, ends: 'on', until: localDateFromToday(1, NY) },
        UNTIL_BEFORE_START_MESSAGE,
      ],
      [
        { frequency: 'weekly', interval: 1, ends: 'on', until: localDateFromToday(400, NY) },
        UNTIL_TOO_FAR_MESSAGE,
      ],
    ];
    for (const [repeat, message] of cases) {
      const res = await call('POST', '/api/bookings/series/preview', { ...target, appointmentDate, repeat });
      expect(res.statusCode, JSON.stringify(repeat)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const tooMany = await call('POST', '/api/bookings/series', {
      ...target,
      appointmentDate,
      clientData,
      repeat: weekly(4),
      occurrences: weeksFrom(appointmentDate.slice(0, 10), 53, '11:00'),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('A series can have at most 52 appointments.');
  });

  it("gives another owner 404 for the series' booking and service", async () => {
    const a = await owner();
    const b = await owner();
    const dates = weeksFrom(localDateFromToday(2, NY), 2, '12:00');
    const created = await a.call('POST', '/api/bookings/series', {
      ...a.target,
      appointmentDate: dates[0],
      clientData,
      repeat: weekly(2),
      occurrences: dates,
    });
    const [first] = await seriesBookings(created.json().seriesId);
    const cancel = await b.call('PATCH', `/api/bookings/${first!.id}/following`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(404);
    const preview = await b.call('POST', '/api/bookings/series/preview', {
      ...a.target,
      appointmentDate: dates[0],
      repeat: weekly(2),
    });
    expect(preview.statusCode).toBe(404);
    expect((await seriesBookings(created.json().seriesId)).map((r) => r.status)).toEqual([
      'confirmed',
      'confirmed',
    ]);
  });
});
