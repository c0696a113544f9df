// Clients hear from the business in their own language (issue 28, docs/decisions/038): the language they last booked
// or signed in with, else the business's; dates and times the way that language writes them, in the business's zone.
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { clients } from '#server/db/schema/bookings.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { bookingTestKit, clientData } from '#server/modules/bookings/booking-test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday } from '#server/test/factories.ts';
import {
  insertClientWithChannels,
  standInWorker,
  startSmtpServer,
  startTwilioStandIn,
} from './outbox-test-kit.ts';

const { app, db } = await buildTestApp({ env: { OUTBOX_WORKER: 'off' } });
const { shop, book } = bookingTestKit(app, db);
const smtp = await startSmtpServer();
const twilio = await startTwilioStandIn();
const { worker, close } = standInWorker(db, { smtpUrl: smtp.url, twilioUrl: twilio.url });
afterAll(async () => {
  close();
  await smtp.close();
  await twilio.close();
});

const PARIS = 'Europe/Paris';
const SPANISH_DAY =
  '(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \\d{4}';

/** A French salon in Paris (its default language French) and a client who takes email and SMS. */
async function frenchSalon(phone: string) {
  const fixture = await shop({ timezone: PARIS });
  await db.execute(sql`update businesses set language = 'fr' where id = ${fixture.business.id}`);
  await insertClientWithChannels(
    db,
    fixture.business.id,
    { ...clientData, phone },
    { email: true, sms: true },
  );
  return fixture;
}

/** Delivers what is due; the mails and texts that went to the client (not the owner's). */
async function deliver() {
  const mails = smtp.received.length;
  const texts = twilio.requests.length;
  while ((await worker.runOnce()) > 0) {}
  return {
    mails: smtp.received.slice(mails).filter((m) => !Array.isArray(m.to) && m.to?.text === clientData.email),
    texts: twilio.requests
      .slice(texts)
      .filter((request) => request.form.get('To')?.startsWith('+33'))
      .map((request) => request.form.get('Body') ?? ''),
  };
}

describe("a client's messages speak their language", () => {
  it('a Spanish speaker who books a French business in Spanish gets the confirmation email and SMS in Spanish', async () => {
    const fixture = await frenchSalon('+33 6 12 34 56 01');
    const date = localDateFromToday(3, PARIS);
    const res = await book(
      {
        businessSlug: fixture.business.slug,
        serviceId: fixture.services[0]!.id,
        appointmentDate: `${date}T14:30:00`,
        clientData: { ...clientData, phone: '+33 6 12 34 56 01' },
        language: 'es',
      },
      { 'accept-language': 'es-ES,es;q=0.9' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { mails, texts } = await deliver();

    const name = fixture.business.name;
    const mail = mails.find((m) => m.subject === `Tu reserva está confirmada: Service 1 (${name})`);
    expect(mail, mails.map((m) => m.subject).join('\n')).toBeDefined();
    // Spanish words and the 24-hour clock, in Paris's time (the business's zone), not the server's or New York's.
    expect(mail!.text).toMatch(
      new RegExp(
        `^Hola, Maya:\\n\\nTu cita de Service 1 está reservada para el ${SPANISH_DAY} a las 14:30 CES?T \\(Europe/Paris\\)\\.`,
      ),
    );
    expect(mail!.text).toContain(`Dónde: ${name}`);
    expect(mail!.html).toContain('<html lang="es" dir="ltr">');
    // No English word (the manage link's random token aside).
    expect(mail!.text?.replace(/https?:\/\/\S+/g, '')).not.toMatch(/Your|appointment|Where|PM|AM/);
    expect(mail!.attachments[0]?.content.toString('utf8')).toContain(`SUMMARY:Service 1 en ${name}`);

    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(
      new RegExp(
        `^${name}: Cita de Service 1 reservada para el (lun|mar|mié|jue|vie|sáb|dom), \\d{1,2} [a-z]{3,4}\\.? a las 14:30 CES?T\\. Responde STOP para darte de baja$`,
      ),
    );
  });

  it('a client whose language is not known hears in the business’s; the last language they booked with sticks', async () => {
    const fixture = await frenchSalon('+33 6 12 34 56 02');
    const input = {
      businessSlug: fixture.business.slug,
      serviceId: fixture.services[0]!.id,
      clientData: { ...clientData, phone: '+33 6 12 34 56 02' },
    };
    const date = (days: number) => `${localDateFromToday(days, PARIS)}T09:00:00`;
    expect((await book({ ...input, appointmentDate: date(2) })).statusCode).toBe(201);
    let { mails, texts } = await deliver();
    expect(mails.map((m) => m.subject)).toEqual([
      `Votre rendez-vous est confirmé\u00a0: Service 1 (${fixture.business.name})`,
    ]);
    expect(texts[0]).toContain('à 09:00');

    expect((await book({ ...input, appointmentDate: date(3), language: 'de' })).statusCode).toBe(201);
    // A later booking that names no language (the owner's, an API's) leaves the client's as it was.
    expect((await book({ ...input, appointmentDate: date(4) })).statusCode).toBe(201);
    ({ mails, texts } = await deliver());
    expect(mails.map((m) => m.subject?.split(':')[0])).toEqual([
      'Ihr Termin ist bestätigt',
      'Ihr Termin ist bestätigt',
    ]);
    expect(texts.every((text) => text.includes('um 09:00'))).toBe(true);
    const [client] = await db.select().from(clients).where(eq(clients.phoneNormalized, '+33612345602'));
    expect(client!.language).toBe('de');
  });

  it('a sign-in code speaks the language the browser asks for; signing in records the one the client chose', async () => {
    const fixture = await frenchSalon('+33 6 12 34 56 03');
    const res = await app.inject({
      method: 'POST',
      url: '/api/client-auth/start',
      payload: { businessSlug: fixture.business.slug, email: clientData.email },
      headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(202);
    // The code is looked up and queued after the answer.
    await expect
      .poll(
        async () => (await db.select().from(outbox).where(eq(outbox.businessId, fixture.business.id))).length,
      )
      .toBeGreaterThan(0);
    const { mails } = await deliver();
    const mail = mails.find((m) => m.subject?.startsWith('Seu código de acesso: '));
    expect(mail, mails.map((m) => m.subject).join('\n')).toBeDefined();
    expect(mail!.text).toContain('Ele vale por 15 minutos e só pode ser usado uma vez.');
    const code = /é (\d{6})\./.exec(mail!.text ?? '')?.[1];
    const verify = await app.inject({
      method: 'POST',
      url: '/api/client-auth/verify',
      payload: { businessSlug: fixture.business.slug, email: clientData.email, code },
      // The language picked with the public pages' switcher (its cookie) comes before the browser's.
      headers: { 'accept-language': 'pt-BR', cookie: 'bookwell-lang=de' },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const [client] = await db.select().from(clients).where(eq(clients.phoneNormalized, '+33612345603'));
    expect(client!.language).toBe('de');
  });
});
