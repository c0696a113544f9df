// The team hears of a new booking, a cancellation, a move or a review in the language of their app (issue 28,
// docs/decisions/041): the recipient's users.language, else English as today; pushes, emails and texts alike, the
// day and time the language's way, in the business's zone.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userBrandingPreferences, users } from '#server/db/schema/accounts.ts';
import { teamMembers } from '#server/db/schema/businesses.ts';
import { at, bookingTestKit, clientData } from '#server/modules/bookings/booking-test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday, signUp } from '#server/test/factories.ts';
import { queueMemberMessages, queueOwnerMessages } from './booking-messages.ts';
import { type EmailContent, longWhen, type MessageBooking, type SmsContent } from './content.ts';
import type { OutboxMessage, Transport } from './delivery.types.ts';
import { ownerPushPayload } from './owner-i18n.ts';
import { createOutboxWorker } from './worker.ts';

const { app, db } = await buildTestApp({ env: { OUTBOX_WORKER: 'off' } });
const { shop, book } = bookingTestKit(app, db);
const pushes: OutboxMessage[] = [];
const sent: OutboxMessage[] = [];
const keep: Transport = async (message) => {
  sent.push(message);
  return { status: 'sent' };
};
const worker = createOutboxWorker({
  db,
  transports: {
    email: keep,
    sms: keep,
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
    // A member's change without who made it has nothing to be written from: it stays as queued.
    const cancelled = { title: 'Booking cancelled', body: 'Lena cancelled', url: '/calendar' };
    expect(ownerPushPayload('member_booking_cancelled', booking, cancelled, 'de')).toEqual(cancelled);
  });

  it('writes a class session’s cancellation and move to its instructor', () => {
    const by = { by: 'Ana Ruiz', url: '/calendar' };
    expect(
      ownerPushPayload('member_booking_cancelled', booking, { ...by, title: 'Class cancelled' }, 'de'),
    ).toMatchObject({
      title: 'Kurs abgesagt',
      body: 'Ana Ruiz hat Ihren Kurs Balayage am Sa., 5. Dez. um 14:30 abgesagt.',
    });
    const moved = { ...by, title: 'Class moved', from: '2026-12-04T09:00:00Z' };
    expect(ownerPushPayload('member_booking_rescheduled', booking, moved, 'de')).toMatchObject({
      title: 'Kurs verschoben',
      body: 'Ana Ruiz hat Ihren Kurs Balayage von Fr., 4. Dez. um 10:00 auf Sa., 5. Dez. um 14:30 verschoben.',
    });
  });

  it('writes a team member’s new booking as the owner’s, Spanish time in the business’s zone', () => {
    const payload = ownerPushPayload('member_new_booking', booking, { url: '/calendar' }, 'es');
    expect(payload.title).toBe('Nueva reserva');
    expect(payload.body).toBe('Lena Vogel ha reservado Balayage para el sáb, 5 dic a las 14:30');
  });
});

const BERLIN = 'Europe/Berlin';
const WEEKDAY_DE = '(Mo|Di|Mi|Do|Fr|Sa|So)\\.';
const allDone = async () => {
  while ((await worker.runOnce()) > 0) {}
};

/** What `userId` was sent of `kind`: their email, their text and their push. */
function toUser(userId: string, kind: string) {
  const of = (channel: string) =>
    sent.find((m) => m.userId === userId && m.kind === kind && m.channel === channel);
  return {
    email: of('email')?.payload as EmailContent,
    sms: (of('sms')?.payload as SmsContent | undefined)?.body,
    push: pushes.find((m) => m.userId === userId && m.kind === kind)?.payload as {
      title: string;
      body: string;
    },
  };
}

/** A user who chose `language`, with a phone and push, email and text on. */
async function speaks(userId: string, language: 'de' | 'es' | 'ar' | null, phone: string) {
  await db.update(users).set({ language, phone }).where(eq(users.id, userId));
  await db.insert(userBrandingPreferences).values({
    userId,
    notificationPreferences: { email: true, sms: true, push: true, marketing: false },
  });
}

/** Lena Vogel's public booking of Service 1 at 14:30 tomorrow in Berlin, at a shop whose owner chose `language`. */
async function bookedShop(language: 'de' | 'ar' | null, phone: string) {
  const fixture = await shop({ timezone: BERLIN });
  await speaks(fixture.owner.user.id, language, phone);
  const local = `${localDateFromToday(1, BERLIN)}T14:30:00`;
  const res = await book({
    businessSlug: fixture.business.slug,
    serviceId: fixture.services[0]!.id,
    appointmentDate: local,
    clientData: { ...clientData, firstName: 'Lena', lastName: 'Vogel' },
  });
  expect(res.statusCode, res.body).toBe(201);
  sent.length = 0;
  pushes.length = 0;
  await allDone();
  return { fixture, bookingId: res.json().id as string, startsAt: at(local, BERLIN) };
}

describe('the owner’s emails and texts', () => {
  it('are German for an owner who chose German: new booking, move and cancellation, 14:30 in Berlin', async () => {
    const { fixture, bookingId } = await bookedShop('de', '+4915112340001');
    const owner = fixture.owner.user.id;
    const staff = fixture.staff[0]!.name;
    const booked = toUser(owner, 'owner_new_booking');
    expect(booked.email.subject).toMatch(
      new RegExp(`^Neue Buchung: Lena Vogel, Service 1, ${WEEKDAY_DE}, \\d{1,2}\\. \\S+ um 14:30 MES?Z$`),
    );
    expect(booked.email.text).toMatch(
      new RegExp(
        `^Lena Vogel hat Service 1 bei ${staff} am \\w+, \\d{1,2}\\. \\w+ \\d{4} um 14:30 MES?Z \\(Europe/Berlin\\) gebucht\\.\\n`,
      ),
    );
    expect(booked.email.text).toContain(`\nKunde: Lena Vogel\nWas: Service 1 bei ${staff}\nWann: `);
    expect(booked.email.text).toContain('Im Kalender ansehen: http://localhost:5000/calendar');
    expect(booked.email.text).toContain(
      'Sie erhalten diese E-Mail, weil E-Mail-Benachrichtigungen in Ihren Bookwell-Einstellungen aktiviert sind: ',
    );
    expect(booked.email.html).toContain('<html lang="de" dir="ltr">');
    expect(booked.email.html).toContain('>Kunde</th>');
    expect(booked.sms).toMatch(
      new RegExp(
        `^Bookwell: Neue Buchung: Lena Vogel, Service 1 bei ${staff}, ${WEEKDAY_DE}, .+ um 14:30 MES?Z\\. http`,
      ),
    );

    const was = at(`${localDateFromToday(1, BERLIN)}T11:00:00`, BERLIN);
    await db.transaction(async (tx) => {
      await queueOwnerMessages(tx, bookingId, {
        kind: 'owner_booking_rescheduled',
        title: 'Booking rescheduled',
        body: 'Lena Vogel moved their booking.',
        url: '/calendar',
        occasion: 'moved',
        details: { from: was.toISOString() },
      });
      await queueOwnerMessages(tx, bookingId, {
        kind: 'owner_booking_cancelled',
        title: 'Booking cancelled',
        body: 'Lena Vogel cancelled their booking.',
        url: '/calendar',
        occasion: '',
      });
    });
    await allDone();
    const moved = toUser(owner, 'owner_booking_rescheduled');
    expect(moved.email.subject).toMatch(
      /^Buchung verschoben: Lena Vogel, Service 1, jetzt .+ um 14:30 MES?Z$/,
    );
    expect(moved.email.text).toMatch(
      /^Lena Vogel hat Service 1 bei .+ um 14:30 .+ verschoben \(bisher: .+ um 11:00 /,
    );
    expect(moved.sms).toMatch(
      /^Bookwell: Verschoben: Lena Vogel, Service 1 bei .+, jetzt .+ um 14:30 MES?Z\. http/,
    );
    expect(moved.push.title).toBe('Buchung verschoben');
    expect(moved.push.body).toMatch(
      new RegExp(
        `^Lena Vogel hat die Buchung von ${WEEKDAY_DE}, .+ um 11:00 auf ${WEEKDAY_DE}, .+ um 14:30 verschoben\\.$`,
      ),
    );
    const cancelled = toUser(owner, 'owner_booking_cancelled');
    expect(cancelled.email.subject).toMatch(/^Buchung storniert: Lena Vogel, Service 1, .+ um 14:30 MES?Z$/);
    expect(cancelled.email.text).toMatch(/^Lena Vogel hat Service 1 bei .+ am .+ um 14:30 .+ storniert\.\n/);
    expect(cancelled.sms).toMatch(/^Bookwell: Storniert: Lena Vogel, Service 1 bei .+ um 14:30 MES?Z\. http/);
    expect(cancelled.push).toEqual({
      title: 'Buchung storniert',
      body: expect.stringMatching(
        new RegExp(`^Lena Vogel hat die Buchung am ${WEEKDAY_DE}, .+ um 14:30 storniert\\.$`),
      ),
      url: '/calendar',
    });
  });

  it('are exactly today’s English for an owner who chose no language', async () => {
    const { fixture, startsAt } = await bookedShop(null, '+4915112340002');
    const staff = fixture.staff[0]!.name;
    const { email, sms } = toUser(fixture.owner.user.id, 'owner_new_booking');
    const when = longWhen(startsAt, BERLIN);
    expect(email.subject).toMatch(
      /^New booking: Lena Vogel, Service 1, \w{3} \w{3} \d{1,2}, 2:30 PM GMT\+[12]$/,
    );
    expect(email.text).toBe(
      `Lena Vogel booked Service 1 with ${staff} for ${when}.\n\nClient: Lena Vogel\nWhat: Service 1 with ${staff}\nWhen: ${when}\n\nSee it in your calendar: http://localhost:5000/calendar\n\nYou get this email because email notifications are on in your Bookwell settings: http://localhost:5000/settings\n`,
    );
    expect(email.html).toContain('<html lang="en" dir="ltr">');
    expect(email.html).toContain('>Client</th>');
    expect(sms).toMatch(
      /^Bookwell: New booking: Lena Vogel, Service 1 with .+, \w{3} \w{3} \d{1,2}, 2:30 PM GMT\+[12]\. http:\/\/localhost:5000\/calendar$/,
    );
  });

  it('are Arabic and right to left for an owner who chose Arabic', async () => {
    const { fixture } = await bookedShop('ar', '+4915112340003');
    const { email, sms } = toUser(fixture.owner.user.id, 'owner_new_booking');
    expect(email.subject).toMatch(/^حجز جديد: Lena Vogel، Service 1، /);
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.html).toContain('<th align="right"');
    expect(email.text).toContain('العميل: Lena Vogel');
    expect(sms).toMatch(/^Bookwell: حجز جديد: Lena Vogel، /);
  });
});

describe('a team member’s emails, texts and pushes', () => {
  it('are Spanish for a member who chose Spanish, while the owner’s stay English', async () => {
    const { fixture, bookingId } = await bookedShop(null, '+4915112340004');
    const member = await signUp(app);
    await speaks(member.user.id, 'es', '+4915112340005');
    await db
      .update(teamMembers)
      .set({ userId: member.user.id })
      .where(eq(teamMembers.id, fixture.staff[0]!.id));
    const staff = fixture.staff[0]!.name;
    for (const kind of ['member_new_booking', 'member_booking_cancelled'] as const) {
      await queueMemberMessages(db, bookingId, fixture.owner.user.id, {
        kind,
        title: 'Booking cancelled',
        body: 'in English',
        occasion: '',
        details: { by: 'Ana Ruiz' },
      });
    }
    await allDone();
    const booked = toUser(member.user.id, 'member_new_booking');
    expect(booked.email.subject).toMatch(/^Nueva reserva: Lena Vogel, Service 1, .+ a las 14:30 CES?T$/);
    expect(booked.email.text).toMatch(
      new RegExp(
        `^Ana Ruiz ha reservado Service 1 con ${staff} para Lena Vogel el \\w+, \\d{1,2} de \\w+ de \\d{4} a las 14:30 CES?T \\(Europe/Berlin\\)\\.\\n`,
      ),
    );
    expect(booked.push.title).toBe('Nueva reserva');
    const cancelled = toUser(member.user.id, 'member_booking_cancelled');
    expect(cancelled.email.subject).toMatch(
      /^Reserva cancelada: Lena Vogel, Service 1, .+ a las 14:30 CES?T$/,
    );
    expect(cancelled.email.text).toContain(`\nCliente: Lena Vogel\nQué: Service 1 con ${staff}\nCuándo: `);
    expect(cancelled.email.text).toContain('Verla en tu calendario: http://localhost:5000/calendar');
    expect(cancelled.email.text).toMatch(
      /^Ana Ruiz ha cancelado la reserva de Lena Vogel \(Service 1 con .+\) del .+ a las 14:30 /,
    );
    expect(cancelled.sms).toMatch(
      /^Bookwell: Cancelada: Lena Vogel, Service 1 con .+ a las 14:30 CES?T\. http/,
    );
    expect(cancelled.push.title).toBe('Reserva cancelada');
    expect(cancelled.push.body).toMatch(/^Ana Ruiz ha cancelado tu reserva del .+ a las 14:30\.$/);
    // The owner heard of the booking in English, as before.
    expect(toUser(fixture.owner.user.id, 'owner_new_booking').email.subject).toMatch(/^New booking: /);
  });
});
