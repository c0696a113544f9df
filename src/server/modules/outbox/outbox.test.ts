// Messages to clients and the owner, from the booking change that causes them to the provider: outbox rows
// written with the booking, reminders at the right instants (across DST), moved by a reschedule and withdrawn by a
// cancellation, email through a real SMTP server (text and .ics), SMS through a Twilio stand-in, the skipped
// reasons without providers, retries, the owner's own email and SMS as their preferences say, and the owner's
// Messages view.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { userBrandingPreferences, users } from '#server/db/schema/accounts.ts';
import { clientCustomizations } from '#server/db/schema/businesses.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import {
  at,
  bookingTestKit,
  clientData,
  NY,
  soonLocal,
  startBooking,
} from '#server/modules/bookings/booking-test-kit.ts';
import { parseIcs } from '#server/modules/calendar/ics-test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { everyDayHours, insertBookingFixture, localDateFromToday, signUp } from '#server/test/factories.ts';
import type { MessagesPage } from '#shared/schemas/messages.ts';
import { MESSAGE_REASONS } from '#shared/schemas/messages.ts';
import { queueOwnerMessages, reminderOccasion } from './booking-messages.ts';
import { longWhen, SMS_OPT_OUT } from './content.ts';
import type { Transport } from './delivery.types.ts';
import { createEmailTransport } from './email-transport.ts';
import {
  insertClientWithChannels,
  standInWorker,
  startSmtpServer,
  startTwilioStandIn,
} from './outbox-test-kit.ts';
import { createSmsTransport } from './sms-transport.ts';
import { CHANNEL_OFF_REASON, createOutboxWorker, MAX_ATTEMPTS } from './worker.ts';

// The tests run the worker themselves, one round at a time.
const { app, db } = await buildTestApp({ env: { OUTBOX_WORKER: 'off' } });
const { shop, book } = bookingTestKit(app, db);
const smtp = await startSmtpServer();
const twilio = await startTwilioStandIn();
afterAll(async () => {
  await smtp.close();
  await twilio.close();
});

const noPush: Transport = async () => ({ status: 'skipped', reason: 'no push transport' });
const noProviders = createOutboxWorker({
  db,
  transports: {
    email: createEmailTransport({}),
    sms: createSmsTransport({ apiUrl: 'https://api.twilio.com' }),
    push: noPush,
  },
});
const PUBLIC_URL = 'https://bookwell.example';
const standIns = standInWorker(db, { smtpUrl: smtp.url, twilioUrl: twilio.url, publicUrl: PUBLIC_URL });
afterAll(() => standIns.close());
const providers = standIns.worker;

async function rowsOf(bookingId: string) {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.bookingId, bookingId))
    .orderBy(outbox.kind, outbox.channel, outbox.createdAt);
}
const summary = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
  rows.map((r) => `${r.kind} ${r.channel} ${r.status}${r.reason ? ` (${r.reason})` : ''}`);

/** A public booking `days` ahead at local `time`; its id. */
async function bookAt(fixture: Awaited<ReturnType<typeof shop>>, local: string, client: object = clientData) {
  const res = await book({
    businessSlug: fixture.business.slug,
    serviceId: fixture.services[0]!.id,
    appointmentDate: local,
    clientData: client,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}
/** The client of `phone` in the fixture's business, with their own choice of channels (before their booking). */
const clientChooses = (
  fixture: Awaited<ReturnType<typeof shop>>,
  phone: string,
  messages: { email?: boolean; sms?: boolean },
) => insertClientWithChannels(db, fixture.business.id, { ...clientData, phone }, messages);

/** The owner's notification preferences. */
async function ownerPrefers(
  fixture: Awaited<ReturnType<typeof shop>>,
  prefs: { email: boolean; sms: boolean; push: boolean },
) {
  await db
    .insert(userBrandingPreferences)
    .values({ userId: fixture.owner.user.id, notificationPreferences: { ...prefs, marketing: false } });
}

const RULES = { slotStepMinutes: 30, minNoticeMinutes: 60, bookingWindowDays: 30, bufferMinutes: 0 };
const dayAhead = (days: number, time: string) => `${localDateFromToday(days, NY)}T${time}:00`;

/** Makes the booking's queued messages of `kind` due now. */
async function makeDue(bookingId: string, kind: string) {
  await db
    .update(outbox)
    .set({ dueAt: new Date(Date.now() - 1000) })
    .where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, kind), eq(outbox.status, 'queued')));
}

describe('outbox rows written with the booking', () => {
  it('a public booking queues the email confirmation and both reminders, and a push and an email for the owner', async () => {
    const fixture = await shop();
    const id = await bookAt(fixture, dayAhead(3, '10:00'));
    const rows = await rowsOf(id);
    expect(summary(rows)).toEqual([
      'booking_confirmation email queued',
      'owner_new_booking email queued',
      'owner_new_booking push queued',
      'reminder_24h email queued',
      'reminder_2h email queued',
    ]);
    const start = at(dayAhead(3, '10:00'));
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
    const ownerEmail = rows.find((r) => r.kind === 'owner_new_booking' && r.channel === 'email');
    expect(ownerEmail).toMatchObject({ userId: fixture.owner.user.id, recipient: fixture.owner.user.email });
    expect(byKind.reminder_24h!.dueAt.toISOString()).toBe(at(dayAhead(2, '10:00')).toISOString());
    expect(byKind.reminder_2h!.dueAt.getTime()).toBe(start.getTime() - 2 * 3_600_000);
    expect(byKind.booking_confirmation!.recipient).toBe(clientData.email);
    expect(byKind.owner_new_booking).toMatchObject({
      userId: fixture.owner.user.id,
      recipient: null,
      payload: {
        title: 'New booking',
        body: expect.stringContaining('Maya Lopez booked Service 1'),
        url: '/calendar',
      },
    });
  });

  it("the owner's own quick booking gets the client's messages but no push to the owner", async () => {
    const fixture = await shop();
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: fixture.owner.cookie },
      payload: { serviceId: fixture.services[0]!.id, appointmentDate: dayAhead(3, '11:00'), clientData },
    });
    expect(res.statusCode, res.body).toBe(201);
    const kinds = (await rowsOf(res.json<{ id: string }>().id)).map((r) => r.kind);
    expect(kinds).toContain('booking_confirmation');
    expect(kinds).not.toContain('owner_new_booking');
  });

  it("writes a client's email as skipped 'no email' and skips a reminder whose time has passed", async () => {
    const fixture = await shop({
      businessHours: everyDayHours('00:00', '24:00'),
      bookingRules: { ...RULES, minNoticeMinutes: 0 },
      staff: [{}, {}],
    });
    // A few minutes ahead: the moments of both reminders are past when it is booked.
    const local = soonLocal(NY);
    const id = await bookAt(fixture, local, { ...clientData, email: undefined, phone: '(555) 222-0001' });
    expect(summary(await rowsOf(id))).toEqual([
      `booking_confirmation email skipped (${MESSAGE_REASONS.noEmail})`,
      'owner_new_booking email queued',
      'owner_new_booking push queued',
      `reminder_24h email skipped (${MESSAGE_REASONS.noEmail})`,
      `reminder_2h email skipped (${MESSAGE_REASONS.noEmail})`,
    ]);
    const other = await bookAt(fixture, local, { ...clientData, phone: '(555) 222-0002' });
    expect(summary(await rowsOf(other))).toEqual([
      'booking_confirmation email queued',
      'owner_new_booking email queued',
      'owner_new_booking push queued',
      `reminder_24h email skipped (${MESSAGE_REASONS.reminderPassed})`,
      `reminder_2h email skipped (${MESSAGE_REASONS.reminderPassed})`,
    ]);
  });

  it("a client's channels are their own choice, else email only; the owner's preferences are the owner's", async () => {
    const fixture = await shop();
    // The owner wants texts, no email, no push, and has no phone.
    await ownerPrefers(fixture, { email: false, sms: true, push: false });
    const first = await bookAt(fixture, dayAhead(3, '10:00'), { ...clientData, phone: '(555) 333-0001' });
    expect(summary(await rowsOf(first))).toEqual([
      'booking_confirmation email queued',
      `owner_new_booking sms skipped (${MESSAGE_REASONS.noPhone})`,
      'reminder_24h email queued',
      'reminder_2h email queued',
    ]);
    // A client who asked for texts only.
    const phone = await clientChooses(fixture, '(555) 333-0002', { email: false, sms: true });
    const second = await bookAt(fixture, dayAhead(4, '10:00'), { ...clientData, phone: '(555) 333-0002' });
    const rows = await rowsOf(second);
    expect(summary(rows)).toEqual([
      'booking_confirmation sms queued',
      `owner_new_booking sms skipped (${MESSAGE_REASONS.noPhone})`,
      'reminder_24h sms queued',
      'reminder_2h sms queued',
    ]);
    expect(rows[0]!.recipient).toBe(phone);
  });
});

describe('reminder times across the New York DST changes', () => {
  it('the 24 h reminder keeps the local time of day; the 2 h one is two hours before', async () => {
    const fixture = await shop({
      bookingRules: { ...RULES, bookingWindowDays: 365 },
    });
    // Clocks go forward on Sunday 14 March 2027 and back on Sunday 7 November 2027.
    const spring = await bookAt(fixture, '2027-03-15T09:00:00');
    const rows = Object.fromEntries((await rowsOf(spring)).map((r) => [r.kind, r]));
    expect(rows.reminder_24h!.dueAt.toISOString()).toBe('2027-03-14T13:00:00.000Z'); // Sunday 09:00 EDT
    expect(rows.reminder_2h!.dueAt.toISOString()).toBe('2027-03-15T11:00:00.000Z'); // Monday 07:00 EDT
    const autumn = await bookAt(fixture, '2027-11-08T09:00:00', { ...clientData, phone: '(555) 444-0001' });
    const later = Object.fromEntries((await rowsOf(autumn)).map((r) => [r.kind, r]));
    expect(later.reminder_24h!.dueAt.toISOString()).toBe('2027-11-07T14:00:00.000Z'); // Sunday 09:00 EST
  });
});

describe('changes to a booking', () => {
  it('a reschedule moves pending reminders to the new time; a cancellation withdraws them', async () => {
    const fixture = await shop();
    const id = await bookAt(fixture, dayAhead(3, '10:00'));
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/bookings/${id}`,
        headers: { cookie: fixture.owner.cookie },
        payload,
      });
    expect((await patch({ appointmentDate: dayAhead(5, '14:00') })).statusCode).toBe(200);
    const moved = await rowsOf(id);
    const queued = moved.filter((r) => r.status === 'queued' && r.kind.startsWith('reminder'));
    expect(queued.map((r) => [r.kind, r.dueAt.toISOString()]).sort()).toEqual([
      ['reminder_24h', at(dayAhead(4, '14:00')).toISOString()],
      ['reminder_2h', new Date(at(dayAhead(5, '14:00')).getTime() - 2 * 3_600_000).toISOString()],
    ]);
    expect(
      moved.filter((r) => r.kind.startsWith('reminder') && r.status === 'skipped').map((r) => r.reason),
    ).toEqual(['rescheduled', 'rescheduled']);
    expect(summary(moved)).toContain('booking_rescheduled email queued');

    // Back to the first time: its withdrawn reminders are queued again, not written twice.
    expect((await patch({ appointmentDate: dayAhead(3, '10:00') })).statusCode).toBe(200);
    const back = (await rowsOf(id)).filter((r) => r.kind.startsWith('reminder') && r.status === 'queued');
    expect(back.map((r) => r.dueAt.toISOString()).sort()).toEqual(
      [at(dayAhead(2, '10:00')), new Date(at(dayAhead(3, '10:00')).getTime() - 2 * 3_600_000)]
        .map((d) => d.toISOString())
        .sort(),
    );

    expect((await patch({ status: 'cancelled' })).statusCode).toBe(200);
    const cancelled = await rowsOf(id);
    const queuedForClient = cancelled.filter((r) => r.status === 'queued' && r.userId === null);
    expect(queuedForClient.map((r) => r.kind)).toEqual(['booking_cancelled']);
    expect(cancelled.filter((r) => r.kind.startsWith('reminder')).every((r) => r.status === 'skipped')).toBe(
      true,
    );
    expect(cancelled.filter((r) => r.reason === 'cancelled').map((r) => r.kind)).toEqual(
      expect.arrayContaining(['reminder_24h', 'reminder_2h', 'booking_rescheduled']),
    );
  });

  it('a completed visit queues a thank-you', async () => {
    const fixture = await shop();
    const id = await bookAt(fixture, dayAhead(2, '10:00'));
    await startBooking(db, id);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${id}`,
      headers: { cookie: fixture.owner.cookie },
      payload: { status: 'completed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsOf(id);
    expect(summary(rows)).toContain('thank_you email queued');
    expect(rows.find((r) => r.kind === 'reminder_2h')!.reason).toBe('the visit was completed');
  });
});

describe('delivery', () => {
  it('without providers records email and SMS as skipped with the reason, readable in Messages', async () => {
    const fixture = await shop();
    await clientChooses(fixture, '(555) 555-0001', { email: true, sms: true });
    const id = await bookAt(fixture, dayAhead(3, '10:00'), { ...clientData, phone: '(555) 555-0001' });
    while ((await noProviders.runOnce()) > 0) {}
    const confirmations = (await rowsOf(id)).filter((r) => r.kind === 'booking_confirmation');
    expect(summary(confirmations)).toEqual([
      `booking_confirmation email skipped (${MESSAGE_REASONS.noEmailProvider})`,
      `booking_confirmation sms skipped (${MESSAGE_REASONS.noSmsProvider})`,
    ]);
    const page = (
      await app.inject({
        method: 'GET',
        url: '/api/messages?status=skipped',
        headers: { cookie: fixture.owner.cookie },
      })
    ).json<MessagesPage>();
    expect(page.items.map((m) => `${m.kind} ${m.channel} ${m.recipient} ${m.reason}`).sort()).toEqual([
      `booking_confirmation email ${clientData.email} ${MESSAGE_REASONS.noEmailProvider}`,
      `booking_confirmation sms +15555550001 ${MESSAGE_REASONS.noSmsProvider}`,
      `owner_new_booking email ${fixture.owner.user.email} ${MESSAGE_REASONS.noEmailProvider}`,
      'owner_new_booking push null no push transport',
    ]);
  });

  it("a business that turned email or SMS to clients off in its customisation sends its clients none (a client's own choice cannot override it)", async () => {
    const fixture = await shop();
    await db
      .insert(clientCustomizations)
      .values({ businessId: fixture.business.id, emailNotifications: false, smsNotifications: false });
    await clientChooses(fixture, '(555) 555-0071', { email: true, sms: true });
    const id = await bookAt(fixture, dayAhead(3, '10:00'), { ...clientData, phone: '(555) 555-0071' });
    const before = smtp.received.length;
    const texts = twilio.requests.length;
    while ((await providers.runOnce()) > 0) {}
    expect(summary((await rowsOf(id)).filter((r) => r.kind === 'booking_confirmation'))).toEqual([
      `booking_confirmation email skipped (${CHANNEL_OFF_REASON.email})`,
      `booking_confirmation sms skipped (${CHANNEL_OFF_REASON.sms})`,
    ]);
    const subjects = smtp.received.slice(before).map((m) => m.subject ?? '');
    expect(subjects.filter((subject) => !subject.startsWith('New booking: Maya Lopez'))).toEqual([]);
    expect(twilio.requests.length).toBe(texts);
  });

  it('sends the confirmation through SMTP: text and HTML with the business, and an .ics that calendars read', async () => {
    const fixture = await shop();
    await db
      .insert(clientCustomizations)
      .values({ businessId: fixture.business.id, primaryColor: '#123456' });
    await db.execute(
      sql`update businesses set address = '12 Main St, Springfield', phone = '+1 555 010 2000', email = 'hello@shop.test' where id = ${fixture.business.id}`,
    );
    const id = await bookAt(fixture, dayAhead(3, '10:00'), { ...clientData, phone: '(555) 666-0001' });
    const before = smtp.received.length;
    while ((await providers.runOnce()) > 0) {}
    const mail = smtp.received.slice(before).find((m) => m.subject?.includes('confirmed'))!;
    expect(mail).toBeDefined();
    const name = fixture.business.name;
    expect(mail.subject).toBe(`Your booking is confirmed: Service 1 (${name})`);
    expect(mail.to).toMatchObject({ text: clientData.email });
    expect(mail.from?.value[0]).toMatchObject({ name, address: 'bookings@bookwell.test' });
    expect(mail.replyTo?.text).toBe('hello@shop.test');
    const when = at(dayAhead(3, '10:00'));
    const zone = when.toLocaleString('en-US', { timeZone: NY, timeZoneName: 'short' }).split(' ').pop();
    expect(mail.text).toContain(`at 10:00 AM ${zone} (America/New_York)`);
    expect(mail.text).toContain(`Where: ${name}, 12 Main St, Springfield`);
    expect(mail.text).toContain(`Questions? Contact ${name}: +1 555 010 2000 · hello@shop.test`);
    expect(mail.html).toContain('#123456');
    const attachment = mail.attachments.find((a) => a.filename === 'appointment.ics')!;
    const [event] = parseIcs(attachment.content.toString('utf8'));
    expect(event).toMatchObject({ zone: NY, summary: `Service 1 at ${name}`, uid: `${id}@bookwell` });
    expect(event!.startsAt.toISOString()).toBe(when.toISOString());
    expect(event!.endsAt.toISOString()).toBe(new Date(when.getTime() + 30 * 60_000).toISOString());
    expect(summary(await rowsOf(id))).toContain('booking_confirmation email sent');

    // The reminder, once due, goes too; the confirmation is not sent again.
    await makeDue(id, 'reminder_24h');
    const afterFirst = smtp.received.length;
    while ((await providers.runOnce()) > 0) {}
    expect(smtp.received.slice(afterFirst).map((m) => m.subject)).toEqual([
      `Reminder: Service 1 tomorrow (${name})`,
    ]);
  });

  it('a reminder due while the app was down is sent late if the appointment is ahead, else skipped', async () => {
    const fixture = await shop();
    const ahead = await bookAt(fixture, dayAhead(2, '10:00'), { ...clientData, phone: '(555) 777-0001' });
    await makeDue(ahead, 'reminder_24h');
    const past = await insertBookingFixture(db, {
      businessId: fixture.business.id,
      serviceId: fixture.services[0]!.id,
      teamMemberId: fixture.staff[0]!.id,
      start: new Date(Date.now() - 3_600_000),
    });
    await db.insert(outbox).values({
      businessId: fixture.business.id,
      bookingId: past.id,
      kind: 'reminder_2h',
      channel: 'email',
      recipient: 'late@example.com',
      occasion: reminderOccasion(past.appointmentDate),
      dueAt: new Date(Date.now() - 3 * 3_600_000),
    });
    while ((await providers.runOnce()) > 0) {}
    expect(summary((await rowsOf(ahead)).filter((r) => r.kind === 'reminder_24h'))).toEqual([
      'reminder_24h email sent',
    ]);
    expect(summary(await rowsOf(past.id))).toEqual([
      'reminder_2h email skipped (the appointment had already started)',
    ]);
  });

  it('sends SMS through the Twilio API: form, Basic auth, business name first, at most 160 characters', async () => {
    const fixture = await shop();
    await db.execute(
      sql`update businesses set name = 'The Extraordinarily Long Named Barbershop and Beauty Parlour of Springfield' where id = ${fixture.business.id}`,
    );
    await clientChooses(fixture, '(555) 888-0001', { email: false, sms: true });
    const id = await bookAt(fixture, dayAhead(3, '10:00'), { ...clientData, phone: '(555) 888-0001' });
    twilio.requests.length = 0;
    while ((await providers.runOnce()) > 0) {}
    expect(twilio.requests).toHaveLength(1);
    const [request] = twilio.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`,
    );
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.form.get('To')).toBe('+15558880001');
    expect(request!.form.get('From')).toBe('+15550001111');
    const body = request!.form.get('Body')!;
    expect(body.length).toBeLessThanOrEqual(160);
    expect(body.startsWith('The Extraordinarily Long Named')).toBe(true);
    expect(body).toContain('Service 1 booked for');
    expect(body.endsWith(SMS_OPT_OUT)).toBe(true);
    expect(summary(await rowsOf(id))).toContain('booking_confirmation sms sent');
  });

  it(`retries a provider's transient failure with backoff, gives up after ${MAX_ATTEMPTS} attempts; a refusal fails at once`, async () => {
    const fixture = await shop();
    await clientChooses(fixture, '(555) 999-0001', { email: false, sms: true });
    await clientChooses(fixture, '(555) 999-0002', { email: false, sms: true });
    try {
      twilio.answer(503);
      const id = await bookAt(fixture, dayAhead(3, '10:00'), { ...clientData, phone: '(555) 999-0001' });
      await providers.runOnce();
      const [first] = (await rowsOf(id)).filter((r) => r.kind === 'booking_confirmation');
      expect(first).toMatchObject({
        status: 'queued',
        attempts: 1,
        reason: 'Twilio 503: The number is invalid',
      });
      for (let i = 1; i < MAX_ATTEMPTS; i++) await providers.runOnce();
      const [last] = (await rowsOf(id)).filter((r) => r.kind === 'booking_confirmation');
      expect(last).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      expect(last!.reason).toContain(`gave up after ${MAX_ATTEMPTS} attempts`);

      twilio.answer(400);
      const refused = await bookAt(fixture, dayAhead(4, '10:00'), { ...clientData, phone: '(555) 999-0002' });
      await providers.runOnce();
      const [row] = (await rowsOf(refused)).filter((r) => r.kind === 'booking_confirmation');
      expect(row).toMatchObject({
        status: 'failed',
        attempts: 1,
        reason: 'Twilio 400: The number is invalid',
      });
    } finally {
      twilio.answer(201);
    }
  });
});

describe("the owner's own messages", () => {
  /** The SMTP messages the worker sends from now on, once the queue is empty. */
  async function mailsSent() {
    const before = smtp.received.length;
    while ((await providers.runOnce()) > 0) {}
    return smtp.received.slice(before);
  }

  it('a public booking emails the owner (client, service, staff, time with its zone, a calendar link)', async () => {
    const fixture = await shop();
    const id = await bookAt(fixture, dayAhead(3, '10:00'), { ...clientData, phone: '(555) 131-0001' });
    const mails = await mailsSent();
    expect(mails.map((m) => m.to && 'text' in m.to && m.to.text).sort()).toEqual(
      [clientData.email, fixture.owner.user.email].sort(),
    );
    const mail = mails.find((m) => m.to && 'text' in m.to && m.to.text === fixture.owner.user.email)!;
    const when = at(dayAhead(3, '10:00'));
    const zone = when.toLocaleString('en-US', { timeZone: NY, timeZoneName: 'short' }).split(' ').pop();
    expect(mail.subject).toMatch(
      new RegExp(`^New booking: Maya Lopez, Service 1, \\w{3} \\w{3} \\d+, 10:00 AM ${zone}$`),
    );
    expect(mail.from?.value[0]).toMatchObject({ name: 'Bookwell' });
    const staff = fixture.staff[0]!.name;
    expect(mail.text).toContain(`Maya Lopez booked Service 1 with ${staff} for `);
    expect(mail.text).toContain(`Client: Maya Lopez\nWhat: Service 1 with ${staff}\n`);
    expect(mail.text).toContain(`at 10:00 AM ${zone} (America/New_York)`);
    expect(mail.text).toContain(`See it in your calendar: ${PUBLIC_URL}/calendar`);
    expect(summary((await rowsOf(id)).filter((r) => r.kind === 'owner_new_booking'))).toEqual([
      'owner_new_booking email sent',
      'owner_new_booking push skipped (no push transport)',
    ]);
  });

  it("a client's move names the time it was; a review names its rating and links to the reviews", async () => {
    const fixture = await shop();
    const id = await bookAt(fixture, dayAhead(3, '10:00'), { ...clientData, phone: '(555) 131-0004' });
    await mailsSent();
    const was = at(dayAhead(2, '15:30'));
    await db.transaction(async (tx) => {
      await queueOwnerMessages(tx, id, {
        kind: 'owner_booking_rescheduled',
        title: 'Booking rescheduled',
        body: 'Maya Lopez moved their booking.',
        url: '/calendar',
        occasion: at(dayAhead(3, '10:00')).toISOString(),
        details: { from: was.toISOString() },
      });
      await queueOwnerMessages(tx, id, {
        kind: 'owner_new_review',
        title: 'New review',
        body: 'Maya L. left a 5-star review.',
        url: '/reviews',
        occasion: '',
        details: { rating: 5 },
      });
    });
    const mails = await mailsSent();
    expect(mails.map((m) => m.to && 'text' in m.to && m.to.text)).toEqual([
      fixture.owner.user.email,
      fixture.owner.user.email,
    ]);
    const moved = mails.find((m) => m.subject?.startsWith('Booking moved: Maya Lopez, Service 1, now '))!;
    expect(moved.text).toContain(`(it was ${longWhen(was, NY)}).`);
    expect(moved.text).toContain(`See it in your calendar: ${PUBLIC_URL}/calendar`);
    const review = mails.find((m) => m.subject === 'New 5-star review from Maya Lopez')!;
    expect(review.text).toContain(`Read and reply: ${PUBLIC_URL}/reviews`);
  });

  it("with email off the owner gets no email, and the client's confirmation still goes", async () => {
    const fixture = await shop();
    await ownerPrefers(fixture, { email: false, sms: false, push: true });
    const id = await bookAt(fixture, dayAhead(3, '10:00'), { ...clientData, phone: '(555) 131-0002' });
    const mails = await mailsSent();
    expect(mails.map((m) => m.subject)).toEqual([
      `Your booking is confirmed: Service 1 (${fixture.business.name})`,
    ]);
    expect(summary(await rowsOf(id))).not.toContain('owner_new_booking email sent');
  });

  it("with SMS on the owner's phone gets a text of at most 160 characters", async () => {
    const fixture = await shop();
    await ownerPrefers(fixture, { email: false, sms: true, push: false });
    await db.update(users).set({ phone: '+15550102030' }).where(eq(users.id, fixture.owner.user.id));
    const id = await bookAt(fixture, dayAhead(3, '10:00'), { ...clientData, phone: '(555) 131-0003' });
    twilio.requests.length = 0;
    while ((await providers.runOnce()) > 0) {}
    expect(twilio.requests.map((r) => r.form.get('To'))).toEqual(['+15550102030']);
    const body = twilio.requests[0]!.form.get('Body')!;
    expect(body.length).toBeLessThanOrEqual(160);
    expect(body).toMatch(
      /^Bookwell: New booking: Maya Lopez, Service 1 with .+, \w{3} \w{3} \d+, 10:00 AM E[SD]T\. /,
    );
    expect(body.endsWith(`${PUBLIC_URL}/calendar`)).toBe(true);
    expect(summary((await rowsOf(id)).filter((r) => r.kind === 'owner_new_booking'))).toEqual([
      'owner_new_booking sms sent',
    ]);
  });
});

describe('GET /api/messages', () => {
  it("shows the owner's own messages only, newest first, filtered by status; bad input is a 400", async () => {
    const a = await shop();
    const b = await shop();
    const id = await bookAt(a, dayAhead(3, '10:00'), { ...clientData, phone: '(555) 121-0001' });
    const get = (cookie: string, query = '') =>
      app.inject({ method: 'GET', url: `/api/messages${query}`, headers: { cookie } });
    const mine = (await get(a.owner.cookie)).json<MessagesPage>();
    expect(mine.total).toBe(5);
    expect(mine.items.every((m) => m.bookingId === id)).toBe(true);
    expect((await get(b.owner.cookie)).json<MessagesPage>()).toMatchObject({ items: [], total: 0 });
    expect((await get(a.owner.cookie, '?status=sent')).json<MessagesPage>().total).toBe(0);
    expect((await get(a.owner.cookie, '?status=queued&page=2')).json<MessagesPage>()).toMatchObject({
      items: [],
      page: 2,
      total: 5,
    });
    const bad = await get(a.owner.cookie, '?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Status must be one of queued, sent, failed, skipped');
    expect((await get(a.owner.cookie, '?page=0')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
    const noBusiness = await signUp(app);
    expect((await get(noBusiness.cookie)).statusCode).toBe(404);
  });

  it('counts a long history up to 1,000 messages past the page shown, and says there are more', async () => {
    const { business, owner } = await shop();
    await db.insert(outbox).values(
      Array.from({ length: 1_060 }, (_, n) => ({
        businessId: business.id,
        kind: 'client_sign_in_code',
        channel: 'email',
        recipient: `client${n}@example.com`,
        status: 'sent',
      })),
    );
    const get = async (page: number) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/messages?page=${page}`,
          headers: { cookie: owner.cookie },
        })
      ).json<MessagesPage>();
    expect(await get(1)).toMatchObject({ total: 1_000, totalIsCapped: true });
    // 50 a page: from the third page on, the count reaches the end: 1,060 messages, exactly.
    expect(await get(2)).toMatchObject({ total: 1_050, totalIsCapped: true });
    expect(await get(3)).toMatchObject({ total: 1_060, totalIsCapped: false });
    expect((await get(22)).items).toHaveLength(10);
  });
});
