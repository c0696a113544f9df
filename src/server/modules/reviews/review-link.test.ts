// The thank-you after a completed visit invites the client to review it: a link to the client dashboard's
// reviews section (where they sign in by code) on the public origin, in the email (text and HTML) and in the SMS
// when it fits in 160 characters.
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema/engagement.ts';
import { bookingTestKit, clientData, NY, startBooking } from '#server/modules/bookings/booking-test-kit.ts';
import { SMS_OPT_OUT } from '#server/modules/outbox/content.ts';
import {
  insertClientWithChannels,
  standInWorker,
  startSmtpServer,
  startTwilioStandIn,
} from '#server/modules/outbox/outbox-test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday } from '#server/test/factories.ts';

const { app, db } = await buildTestApp({ env: { OUTBOX_WORKER: 'off' } });
const { shop, book } = bookingTestKit(app, db);
const smtp = await startSmtpServer();
const twilio = await startTwilioStandIn();
const { worker, close } = standInWorker(db, {
  smtpUrl: smtp.url,
  twilioUrl: twilio.url,
  publicUrl: 'https://book.example.com/ignored/path',
});
afterAll(async () => {
  close();
  await smtp.close();
  await twilio.close();
});

describe('the thank-you after a completed visit', () => {
  it('links to /client/{slug}/reviews on the public origin, by email and SMS', async () => {
    const fixture = await shop();
    const client = { ...clientData, phone: '(555) 777-0001' };
    await insertClientWithChannels(db, fixture.business.id, client, { email: true, sms: true });
    const created = await book({
      businessSlug: fixture.business.slug,
      serviceId: fixture.services[0]!.id,
      appointmentDate: `${localDateFromToday(2, NY)}T10:00:00`,
      clientData: client,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    // The confirmation goes first; then the owner marks the visit completed once it has started.
    while ((await worker.runOnce()) > 0) {}
    await startBooking(db, id);
    const completed = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${id}`,
      headers: { cookie: fixture.owner.cookie },
      payload: { status: 'completed' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const mails = smtp.received.length;
    twilio.requests.length = 0;
    while ((await worker.runOnce()) > 0) {}

    const link = `https://book.example.com/client/${fixture.business.slug}/reviews`;
    const mail = smtp.received.slice(mails).find((m) => m.subject?.startsWith('Thank you for your visit'));
    expect(mail, 'thank-you email').toBeDefined();
    expect(mail!.text).toContain(`How was your visit? Leave a review: ${link}`);
    expect(mail!.html).toContain(`href="${link}"`);

    const sms = twilio.requests.map((r) => r.form.get('Body')!).find((body) => body.includes('Thank you'));
    expect(sms).toBe(
      `${fixture.business.name}: Thank you for your visit! Leave a review: ${link} ${SMS_OPT_OUT}`,
    );
    expect(sms!.length).toBeLessThanOrEqual(160);
    const rows = await db.select().from(outbox).where(eq(outbox.bookingId, id));
    expect(
      rows
        .filter((r) => r.kind === 'thank_you')
        .map((r) => `${r.channel} ${r.status}`)
        .sort(),
    ).toEqual(['email sent', 'sms sent']);
  });

  it('leaves the link out of an SMS it would push past 160 characters', async () => {
    const fixture = await shop();
    await db.execute(
      sql`update businesses set name = 'The Extraordinarily Long Named Barbershop and Beauty Parlour of Springfield' where id = ${fixture.business.id}`,
    );
    const client = { ...clientData, phone: '(555) 777-0002' };
    await insertClientWithChannels(db, fixture.business.id, client, { email: false, sms: true });
    const created = await book({
      businessSlug: fixture.business.slug,
      serviceId: fixture.services[0]!.id,
      appointmentDate: `${localDateFromToday(2, NY)}T11:00:00`,
      clientData: client,
    });
    const id = created.json<{ id: string }>().id;
    await startBooking(db, id);
    await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${id}`,
      headers: { cookie: fixture.owner.cookie },
      payload: { status: 'completed' },
    });
    twilio.requests.length = 0;
    while ((await worker.runOnce()) > 0) {}
    const sms = twilio.requests.map((r) => r.form.get('Body')!).find((body) => body.includes('Thank you'));
    expect(sms).toBe(
      `The Extraordinarily Long Named Barbershop and Beauty Parlour of Springfield: Thank you for your visit. We hope to see you again soon. ${SMS_OPT_OUT}`,
    );
  });
});
