// The signed-in client's API (issue 14): a booking's manage link (that booking alone), their own bookings only, cancel and
// reschedule under the cut-off and the public booking rules (a race with a new booking has one winner), the
// owner told of every change, the profile, and online booking turned off.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema/bookings.ts';
import { clientCustomizations } from '#server/db/schema/businesses.ts';
import { notifications, outbox } from '#server/db/schema/engagement.ts';
import {
  at,
  bookingTestKit,
  clientData,
  NY,
  soonLocal,
  TAKEN,
} from '#server/modules/bookings/booking-test-kit.ts';
import { clientAuthTestKit } from '#server/modules/client-auth/client-auth-test-kit.ts';
import { LINK_NOT_VALID_MESSAGE } from '#server/modules/client-auth/client-codes.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { everyDayHours, insertBookingFixture, localDateFromToday } from '#server/test/factories.ts';
import { ONLINE_BOOKING_OFF_MESSAGE } from '#shared/online-booking.ts';
import { MESSAGE_REASONS } from '#shared/schemas/messages.ts';
import { CANCEL_OFF_MESSAGE, RESCHEDULE_OFF_MESSAGE } from './client-portal.service.ts';
import { MANAGE_LINK_EXPIRED_MESSAGE } from './managed-booking.service.ts';

const { app, db } = await buildTestApp({
  env: { OUTBOX_WORKER: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
});
const { shop, book } = bookingTestKit(app, db);
const { call, signInByEmail } = clientAuthTestKit(app, db);

const CUTOFF_24 = 'Changes are possible up to 24 hours before the appointment. Please call the business.';
const RULES = { slotStepMinutes: 30, minNoticeMinutes: 0, bookingWindowDays: 30, bufferMinutes: 0 };
const dayAhead = (days: number, time: string) => `${localDateFromToday(days, NY)}T${time}:00`;

/** A business open around the clock, booking rules without notice, the default 24-hour cut-off. */
async function salon(cancellationCutoffHours?: number) {
  return shop({
    businessHours: everyDayHours('00:00', '24:00'),
    bookingRules: { ...RULES, ...(cancellationCutoffHours === undefined ? {} : { cancellationCutoffHours }) },
  });
}
type Salon = Awaited<ReturnType<typeof salon>>;

/** A customer's booking on the public page; its id and manage link. */
async function bookOnPage(fixture: Salon, local: string, client: object = clientData) {
  const res = await book({
    businessSlug: fixture.business.slug,
    serviceId: fixture.services[0]!.id,
    appointmentDate: local,
    clientData: client,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; clientId: string; manageUrl: string }>();
}

/** Signs the client who made `booked` (Maya unless `email` says otherwise) in by the code emailed to them; their
 * Cookie header. */
async function signInWithCode(booked: { manageUrl: string }, email = clientData.email) {
  const slug = decodeURIComponent(new URL(booked.manageUrl).pathname.split('/')[2]!);
  return signInByEmail(slug, email);
}

const other = { firstName: 'Ivy', lastName: 'Chen', phone: '(555) 987-6543', email: 'ivy@example.com' };

describe('the manage link', () => {
  it("a customer's booking and its confirmation carry one link to that booking's own page, which signs nobody in", async () => {
    const fixture = await salon();
    const booked = await bookOnPage(fixture, dayAhead(3, '10:00'));
    expect(booked.manageUrl).toMatch(
      new RegExp(`^http://localhost(:\\d+)?/client/${fixture.business.slug}/manage/m1\\.[\\w-]{44}$`),
    );
    const [confirmation] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booked.id), eq(outbox.kind, 'booking_confirmation')));
    expect((confirmation!.payload as { manageLink: string }).manageLink).toBe(booked.manageUrl);
    const token = booked.manageUrl.split('/').at(-1)!;
    const signIn = await call('POST', '/api/client-auth/link', { payload: { token } });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toBe(LINK_NOT_VALID_MESSAGE);
    expect(signIn.headers['set-cookie']).toBeUndefined();
  });

  it('opens as often as needed until the appointment has passed; a tampered link finds nothing', async () => {
    const fixture = await salon();
    const booked = await bookOnPage(fixture, dayAhead(3, '10:00'));
    const token = booked.manageUrl.split('/').at(-1)!;
    for (let i = 0; i < 2; i++) {
      const seen = await call('GET', `/api/manage/${token}`);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json()).toMatchObject({ id: booked.id, status: 'confirmed', canReview: false });
    }
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refused = await call('GET', `/api/manage/${tampered}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Booking not found');
    // The appointment moved to yesterday (and off any live slot): its link has expired.
    await db
      .update(bookings)
      .set({
        appointmentDate: new Date(Date.now() - 86_400_000),
        endsAt: new Date(Date.now() - 86_400_000 + 30 * 60_000),
      })
      .where(eq(bookings.id, booked.id));
    const expired = await call('GET', `/api/manage/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(MANAGE_LINK_EXPIRED_MESSAGE);
  });

  it('moves and cancels its own booking under the client rules, and nothing else', async () => {
    const fixture = await salon();
    const booked = await bookOnPage(fixture, dayAhead(3, '10:00'));
    const theirs = await bookOnPage(fixture, dayAhead(3, '11:00'), other);
    const token = booked.manageUrl.split('/').at(-1)!;
    const moved = await call('POST', `/api/manage/${token}/reschedule`, {
      payload: { appointmentDate: dayAhead(4, '09:00') },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      id: booked.id,
      appointmentDate: at(dayAhead(4, '09:00')).toISOString(),
    });
    const cancelled = await call('POST', `/api/manage/${token}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: booked.id, status: 'cancelled' });
    // After the cancellation the link still shows the booking, cancelled.
    expect((await call('GET', `/api/manage/${token}`)).json()).toMatchObject({ status: 'cancelled' });
    const [untouched] = await db.select().from(bookings).where(eq(bookings.id, theirs.id));
    expect(untouched!.status).toBe('confirmed');
    const [notice] = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.businessId, fixture.business.id),
          sql`${notifications.message} like '%cancelled%'`,
        ),
      );
    expect(notice?.message).toContain('Maya Lopez');
  });

  it("stops at once when the business's owner deletes the account", async () => {
    const fixture = await salon();
    const booked = await bookOnPage(fixture, dayAhead(3, '10:00'));
    const token = booked.manageUrl.split('/').at(-1)!;
    expect((await call('GET', `/api/manage/${token}`)).statusCode).toBe(200);
    const deleted = await call('DELETE', '/api/auth/delete-account', {
      cookie: fixture.owner.cookie,
      payload: { password: fixture.owner.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/api/manage/${token}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/manage/${token}/cancel`)).statusCode).toBe(404);
  });

  it("the owner's quick booking answers no manage link", async () => {
    const fixture = await salon();
    const res = await call('POST', '/api/bookings', {
      cookie: fixture.owner.cookie,
      payload: { serviceId: fixture.services[0]!.id, appointmentDate: dayAhead(4, '10:00'), clientData },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).not.toHaveProperty('manageUrl');
  });
});

describe('GET /api/client/bookings', () => {
  it('lists upcoming soonest first and history newest first, with why a change is blocked and what to review', async () => {
    const fixture = await salon();
    const far = await bookOnPage(fixture, dayAhead(5, '10:00'));
    const near = await bookOnPage(fixture, dayAhead(3, '10:00'));
    const soon = await bookOnPage(fixture, soonLocal(NY));
    const base = {
      businessId: fixture.business.id,
      serviceId: fixture.services[0]!.id,
      teamMemberId: fixture.staff[0]!.id,
      phone: clientData.phone,
    };
    const visited = await insertBookingFixture(db, {
      ...base,
      start: new Date(Date.now() - 3 * 86_400_000),
      status: 'completed',
    });
    const missed = await insertBookingFixture(db, {
      ...base,
      start: new Date(Date.now() - 86_400_000),
      status: 'cancelled',
    });
    // Another client's booking never shows.
    await bookOnPage(fixture, dayAhead(6, '10:00'), other);

    const cookie = await signInWithCode(far);
    const res = await call('GET', '/api/client/bookings', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { upcoming, history } = res.json<{
      upcoming: Array<{ id: string; changeBlockedReason: string | null; canReview: boolean }>;
      history: Array<{ id: string; changeBlockedReason: string | null; canReview: boolean }>;
    }>();
    expect(upcoming.map((b) => [b.id, b.changeBlockedReason])).toEqual([
      [soon.id, CUTOFF_24],
      [near.id, null],
      [far.id, null],
    ]);
    expect(history.map((b) => [b.id, b.changeBlockedReason, b.canReview])).toEqual([
      [missed.id, 'This booking was cancelled.', false],
      [visited.id, 'This visit is complete.', true],
    ]);
    expect(upcoming[1]).toMatchObject({
      service: { name: 'Service 1', duration: 30, price: '35.00' },
      teamMember: { name: 'Barber 1' },
      client: { firstName: 'Maya', lastName: 'Lopez' },
      status: 'confirmed',
      appointmentDate: at(dayAhead(3, '10:00')).toISOString(),
    });
  });
});

describe('client isolation', () => {
  it("another client's booking in the same business is 404, and so is one of another business", async () => {
    const fixture = await salon();
    const mine = await bookOnPage(fixture, dayAhead(3, '10:00'));
    const theirs = await bookOnPage(fixture, dayAhead(3, '11:00'), other);
    const elsewhere = await bookOnPage(await salon(), dayAhead(3, '10:00'));
    const cookie = await signInWithCode(mine);
    for (const id of [theirs.id, elsewhere.id, 'not-a-uuid']) {
      const cancel = await call('POST', `/api/client/bookings/${id}/cancel`, { cookie });
      expect({ status: cancel.statusCode, body: cancel.json() }).toEqual({
        status: 404,
        body: { message: 'Booking not found' },
      });
      const move = await call('POST', `/api/client/bookings/${id}/reschedule`, {
        cookie,
        payload: { appointmentDate: dayAhead(4, '12:00') },
      });
      expect(move.statusCode).toBe(404);
    }
    const owner = await call('GET', `/api/bookings/${theirs.id}`, { cookie: fixture.owner.cookie });
    expect(owner.json().status).toBe('confirmed');
    const list = await call('GET', '/api/client/bookings', { cookie });
    expect(list.json().upcoming.map((b: { id: string }) => b.id)).toEqual([mine.id]);
  });
});

describe('cancel', () => {
  it('outside the cut-off: cancelled, the owner notified, the client sent the cancellation', async () => {
    const fixture = await salon();
    const booked = await bookOnPage(fixture, dayAhead(3, '10:00'));
    const cookie = await signInWithCode(booked);
    const res = await call('POST', `/api/client/bookings/${booked.id}/cancel`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: booked.id,
      status: 'cancelled',
      changeBlockedReason: 'This booking was cancelled.',
    });
    const [notice] = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.businessId, fixture.business.id), eq(notifications.title, 'Booking cancelled')),
      );
    expect(notice?.message).toMatch(/^Maya Lopez cancelled their booking on /);
    // The owner is told too, by push and by email (issue 13: a change the owner did not make).
    const toOwner = await db
      .select({ channel: outbox.channel, status: outbox.status, payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.bookingId, booked.id), eq(outbox.kind, 'owner_booking_cancelled')))
      .orderBy(outbox.channel);
    const payload = { title: 'Booking cancelled', body: notice?.message, url: '/calendar' };
    expect(toOwner).toEqual([
      { channel: 'email', status: 'queued', payload },
      { channel: 'push', status: 'queued', payload },
    ]);
    const messages = await db
      .select({ kind: outbox.kind, status: outbox.status })
      .from(outbox)
      .where(and(eq(outbox.bookingId, booked.id), eq(outbox.kind, 'booking_cancelled')));
    expect(messages).toEqual([{ kind: 'booking_cancelled', status: 'queued' }]);
    const again = await call('POST', `/api/client/bookings/${booked.id}/cancel`, { cookie });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { message: 'This booking was cancelled.' },
    });
  });

  it('inside the cut-off: 409 with the reason; the owner can still cancel', async () => {
    const fixture = await salon();
    const booked = await bookOnPage(fixture, soonLocal(NY));
    const cookie = await signInWithCode(booked);
    const res = await call('POST', `/api/client/bookings/${booked.id}/cancel`, { cookie });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 409,
      body: { message: CUTOFF_24 },
    });
    const owner = await call('PATCH', `/api/bookings/${booked.id}`, {
      cookie: fixture.owner.cookie,
      payload: { status: 'cancelled' },
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().status).toBe('cancelled');
  });

  it('says why a change is not possible in the page’s language, in the list and when refused', async () => {
    const fixture = await salon();
    const booked = await bookOnPage(fixture, soonLocal(NY));
    const cookie = await signInWithCode(booked);
    const spanish = { cookie, 'accept-language': 'es' };
    const es = 'Solo se pueden hacer cambios hasta 24 horas antes de la cita. Llama al negocio, por favor.';
    const list = await app.inject({ url: '/api/client/bookings', headers: spanish });
    expect(list.json().upcoming.map((b: { changeBlockedReason: string }) => b.changeBlockedReason)).toEqual([
      es,
    ]);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/client/bookings/${booked.id}/cancel`,
      headers: spanish,
    });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: { message: es },
    });
    const token = booked.manageUrl.split('/').at(-1)!;
    const managed = await app.inject({ url: `/api/manage/${token}`, headers: { 'accept-language': 'de' } });
    expect(managed.json().changeBlockedReason).toBe(
      'Änderungen sind bis 24 Stunden vor dem Termin möglich. Bitte rufen Sie das Geschäft an.',
    );
  });

  it('with a cut-off of 0 the client may cancel until the start', async () => {
    const fixture = await salon(0);
    const booked = await bookOnPage(fixture, soonLocal(NY));
    const cookie = await signInWithCode(booked);
    const res = await call('POST', `/api/client/bookings/${booked.id}/cancel`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('reschedule', () => {
  it('moves the booking under the public rules and frees the old time; the owner is told, the client sent it', async () => {
    const fixture = await salon();
    const booked = await bookOnPage(fixture, dayAhead(3, '10:00'));
    const cookie = await signInWithCode(booked);
    const res = await call('POST', `/api/client/bookings/${booked.id}/reschedule`, {
      cookie,
      payload: { appointmentDate: dayAhead(4, '14:30') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: booked.id,
      status: 'confirmed',
      appointmentDate: at(dayAhead(4, '14:30')).toISOString(),
    });
    // The old time is free for anyone.
    await bookOnPage(fixture, dayAhead(3, '10:00'), other);
    const [notice] = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.businessId, fixture.business.id),
          eq(notifications.title, 'Booking rescheduled'),
        ),
      );
    expect(notice?.message).toMatch(/^Maya Lopez moved their booking from .+ to .+\.$/);
    const moved = await db
      .select({ status: outbox.status })
      .from(outbox)
      .where(and(eq(outbox.bookingId, booked.id), eq(outbox.kind, 'booking_rescheduled')));
    expect(moved).toEqual([{ status: 'queued' }]);
    const toOwner = await db
      .select({ channel: outbox.channel, title: sql<string>`${outbox.payload} ->> 'title'` })
      .from(outbox)
      .where(and(eq(outbox.bookingId, booked.id), eq(outbox.kind, 'owner_booking_rescheduled')))
      .orderBy(outbox.channel);
    expect(toOwner).toEqual([
      { channel: 'email', title: 'Booking rescheduled' },
      { channel: 'push', title: 'Booking rescheduled' },
    ]);
  });

  it('refuses a taken time (409), a closed or past time (422), and any move inside the cut-off (409)', async () => {
    const fixture = await salon();
    const booked = await bookOnPage(fixture, dayAhead(3, '10:00'));
    await bookOnPage(fixture, dayAhead(3, '12:00'), other);
    const cookie = await signInWithCode(booked);
    const move = (appointmentDate: string, id = booked.id) =>
      call('POST', `/api/client/bookings/${id}/reschedule`, { cookie, payload: { appointmentDate } });
    const taken = await move(dayAhead(3, '12:00'));
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({
      status: 409,
      body: { message: TAKEN },
    });
    expect((await move(dayAhead(-1, '12:00'))).statusCode).toBe(422);
    expect((await move(dayAhead(40, '12:00'))).statusCode).toBe(422);
    expect((await move('2026-13-45T10:00')).statusCode).toBe(400);

    const soon = await bookOnPage(fixture, soonLocal(NY));
    const inside = await move(dayAhead(5, '10:00'), soon.id);
    expect({ status: inside.statusCode, body: inside.json() }).toEqual({
      status: 409,
      body: { message: CUTOFF_24 },
    });
  });

  it('races a new public booking for the same time: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const fixture = await salon();
      const booked = await bookOnPage(fixture, dayAhead(3, '10:00'));
      const cookie = await signInWithCode(booked);
      const target = dayAhead(4, '11:00');
      const [moved, fresh] = await Promise.all([
        call('POST', `/api/client/bookings/${booked.id}/reschedule`, {
          cookie,
          payload: { appointmentDate: target },
        }),
        book({
          businessSlug: fixture.business.slug,
          serviceId: fixture.services[0]!.id,
          appointmentDate: target,
          clientData: other,
        }),
      ]);
      const statuses = [moved.statusCode, fresh.statusCode].sort();
      expect(statuses[0], `${moved.body} ${fresh.body}`).toBeLessThan(300);
      expect(statuses[1]).toBe(409);
    }
  });
});

describe('PATCH /api/client/profile', () => {
  it('changes the profile and message preferences; a phone or email another client has is 409', async () => {
    const fixture = await salon();
    const booked = await bookOnPage(fixture, dayAhead(3, '10:00'));
    await bookOnPage(fixture, dayAhead(3, '11:00'), other);
    const cookie = await signInWithCode(booked);
    const res = await call('PATCH', '/api/client/profile', {
      cookie,
      payload: {
        firstName: 'Maya-Rose',
        email: 'maya.rose@example.com',
        dateOfBirth: '1990-04-02',
        preferences: { email: false, sms: true, reminders: false },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Maya-Rose',
      lastName: 'Lopez',
      email: 'maya.rose@example.com',
      dateOfBirth: '1990-04-02',
      preferences: { email: false, sms: true, reminders: false },
    });
    expect((await call('GET', '/api/client/me', { cookie })).json().firstName).toBe('Maya-Rose');
    // Reminders off: the ones queued are withdrawn, and a new booking's are not sent.
    const reminders = async (bookingId: string) =>
      db
        .select({ channel: outbox.channel, status: outbox.status, reason: outbox.reason })
        .from(outbox)
        .where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, 'reminder_24h')));
    const off = { status: 'skipped', reason: MESSAGE_REASONS.remindersOff };
    expect(await reminders(booked.id)).toEqual([{ channel: 'email', ...off }]);
    // A new booking follows the client's choices: by text message only, and no reminders.
    const later = await bookOnPage(fixture, dayAhead(5, '10:00'));
    expect(await reminders(later.id)).toEqual([{ channel: 'sms', ...off }]);

    const phone = await call('PATCH', '/api/client/profile', { cookie, payload: { phone: other.phone } });
    expect({ status: phone.statusCode, body: phone.json() }).toEqual({
      status: 409,
      body: { message: 'A client with this phone number already exists' },
    });
    const email = await call('PATCH', '/api/client/profile', {
      cookie,
      payload: { email: other.email.toUpperCase() },
    });
    expect(email.statusCode).toBe(409);
    expect(
      (await call('PATCH', '/api/client/profile', { cookie, payload: { phone: '12' } })).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', '/api/client/profile', { cookie, payload: { notes: 'mine' } })).statusCode,
    ).toBe(400);
  });
});

describe("the owner's switches for the client dashboard", () => {
  it('cancel or reschedule turned off: 409 with the reason, nothing changed', async () => {
    const fixture = await salon();
    const booked = await bookOnPage(fixture, dayAhead(3, '10:00'));
    const cookie = await signInWithCode(booked);
    await db.insert(clientCustomizations).values({
      businessId: fixture.business.id,
      enableCancelBooking: false,
      enableRescheduleBooking: false,
    });
    const cancel = await call('POST', `/api/client/bookings/${booked.id}/cancel`, { cookie });
    expect({ status: cancel.statusCode, body: cancel.json() }).toEqual({
      status: 409,
      body: { message: CANCEL_OFF_MESSAGE },
    });
    const move = await call('POST', `/api/client/bookings/${booked.id}/reschedule`, {
      cookie,
      payload: { appointmentDate: dayAhead(4, '10:00') },
    });
    expect({ status: move.statusCode, body: move.json() }).toEqual({
      status: 409,
      body: { message: RESCHEDULE_OFF_MESSAGE },
    });
    const list = await call('GET', '/api/client/bookings', { cookie });
    expect(list.json().upcoming[0]).toMatchObject({
      status: 'confirmed',
      appointmentDate: at(dayAhead(3, '10:00')).toISOString(),
    });
  });
});

describe('online booking turned off', () => {
  it("refuses customers' bookings with 409 and the message; the owner's quick booking still works", async () => {
    const fixture = await salon();
    await db
      .insert(clientCustomizations)
      .values({ businessId: fixture.business.id, enableOnlineBooking: false });
    const res = await book({
      businessSlug: fixture.business.slug,
      serviceId: fixture.services[0]!.id,
      appointmentDate: dayAhead(3, '10:00'),
      clientData,
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 409,
      body: { message: ONLINE_BOOKING_OFF_MESSAGE },
    });
    const quick = await call('POST', '/api/bookings', {
      cookie: fixture.owner.cookie,
      payload: { serviceId: fixture.services[0]!.id, appointmentDate: dayAhead(3, '10:00'), clientData },
    });
    expect(quick.statusCode, quick.body).toBe(201);
  });
  it('turning it off refuses the next booking at once, also one checked against the context kept from the last', async () => {
    const fixture = await salon();
    const bookAt = (local: string) =>
      book({
        businessSlug: fixture.business.slug,
        serviceId: fixture.services[0]!.id,
        teamMemberId: fixture.staff[0]!.id,
        appointmentDate: local,
        clientData,
      });
    const setOnline = (enableOnlineBooking: boolean) =>
      call('POST', '/api/client-customization', {
        cookie: fixture.owner.cookie,
        payload: { enableOnlineBooking },
      });
    expect((await bookAt(dayAhead(3, '10:00'))).statusCode).toBe(201);
    expect((await setOnline(false)).statusCode).toBe(200);
    const refused = await bookAt(dayAhead(3, '11:00'));
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: { message: ONLINE_BOOKING_OFF_MESSAGE },
    });
    expect((await setOnline(true)).statusCode).toBe(200);
    expect((await bookAt(dayAhead(3, '11:00'))).statusCode).toBe(201);
  });
});
