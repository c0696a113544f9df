// A refusal in the reader's language (issue 28, docs/decisions/046): a signed-in user's app language, else
// Accept-Language, which the pages set to the language on screen; English, byte for byte as before, when none asks
// for another. Booking conflicts, a refusal with values, validation and a not-found; settings' field rules (a booking
// rule's name and bounds too), the account's, integrations' and payments' refusals and the repeat rule's problems, on
// whichever engine runs.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/accounts.ts';
import { at, bookingTestKit, clientData, NY, TAKEN } from '#server/modules/bookings/booking-test-kit.ts';
import { sayInLanguage } from '#server/platform/error-messages.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { insertBookingFixture, localDateFromToday } from '#server/test/factories.ts';
import { addDaysToLocalDate } from '#shared/domain/local-time.ts';
import { LOCALE_COOKIE } from '#shared/i18n/locales.ts';

const { app, db } = await buildTestApp();
const { shop, book } = bookingTestKit(app, db);

/** A shop and a booking at 11:00 the day after tomorrow; `again` books that time once more. */
async function takenTime() {
  const fixture = await shop();
  const payload = {
    businessSlug: fixture.business.slug,
    serviceId: fixture.services[0]!.id,
    appointmentDate: `${localDateFromToday(2, fixture.business.timezone)}T11:00:00`,
    clientData,
  };
  expect((await book(payload)).statusCode).toBe(201);
  const again = (headers: Record<string, string> = {}) =>
    book({ ...payload, clientData: { ...clientData, phone: '(555) 987-6543' } }, headers);
  return { fixture, again };
}

describe('a booking refused on the booking page', () => {
  it('says the time was taken in Spanish to a Spanish browser, in English to one that asks for none', async () => {
    const { again } = await takenTime();
    const spanish = await again({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json()).toEqual({
      message: 'Vaya, alguien acaba de reservar esa hora. Elige otra, por favor.',
    });
    const english = await again();
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({ message: TAKEN });
    const englishFirst = await again({ 'accept-language': 'en-US,es;q=0.5' });
    expect(englishFirst.json().message).toBe(TAKEN);
  });

  it('follows the language the page names, not the switcher’s cookie (the page already followed it)', async () => {
    const { again } = await takenTime();
    const german = await again({ cookie: `${LOCALE_COOKIE}=fr`, 'accept-language': 'de' });
    expect(german.json().message).toBe(
      'Schade, diese Uhrzeit wurde gerade gebucht. Bitte wählen Sie eine andere.',
    );
    const notFound = await app.inject({
      method: 'GET',
      url: '/api/businesses/no-such-shop/availability?serviceId=x&startDate=2030-01-01&endDate=2030-01-02',
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe('Estabelecimento não encontrado');
  });

  it('says a refusal with values in the language, with its values: the booking window', async () => {
    const fixture = await shop();
    const payload = {
      businessSlug: fixture.business.slug,
      serviceId: fixture.services[0]!.id,
      appointmentDate: `${localDateFromToday(400, fixture.business.timezone)}T11:00:00`,
      clientData,
    };
    const english = await book(payload);
    expect(english.statusCode).toBe(422);
    const days = /^Bookings can be made up to (\d+) days ahead\.$/.exec(english.json().message)?.[1];
    expect(days).toBeDefined();
    const german = await book(payload, { 'accept-language': 'de-DE' });
    expect(german.json().message).toBe(`Buchungen sind bis zu ${days} Tage im Voraus möglich.`);
    const arabic = await book(payload, { 'accept-language': 'ar' });
    expect(arabic.json().message).toContain(`${days} يومًا`);
  });

  it('says the shared schema’s field messages in the language, each issue too', async () => {
    const { fixture } = await takenTime();
    const payload = {
      businessSlug: fixture.business.slug,
      serviceId: fixture.services[0]!.id,
      appointmentDate: `${localDateFromToday(3, fixture.business.timezone)}T11:00:00`,
      clientData: { ...clientData, email: 'not-an-address' },
    };
    const english = await book(payload);
    expect(english.statusCode).toBe(400);
    const { message, issues } = english.json() as { message: string; issues: Array<{ path: string }> };
    const spanish = await book(payload, { 'accept-language': 'es' });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).not.toBe(message);
    expect(spanish.json().message).toMatch(/^Escribe un correo electrónico válido$/);
    expect(spanish.json().issues.map((i: { path: string }) => i.path)).toEqual(issues.map((i) => i.path));
  });
});

describe('a signed-in owner', () => {
  it('hears a refusal in their app language, whatever the browser says', async () => {
    const { owner } = await shop();
    await db.update(users).set({ language: 'de' }).where(eq(users.id, owner.user.id));
    const missing = (headers: Record<string, string>) =>
      app.inject({
        method: 'PATCH',
        url: '/api/bookings/0190a5f0-0000-7000-8000-000000000000',
        headers: { ...headers, cookie: owner.cookie },
        payload: { status: 'cancelled' },
      });
    const german = await missing({ 'accept-language': 'es' });
    expect(german.statusCode).toBe(404);
    expect(german.json()).toEqual({ message: 'Buchung nicht gefunden' });

    // No choice of their own: the language the app shows, the browser's, which the app names.
    await db.update(users).set({ language: null }).where(eq(users.id, owner.user.id));
    expect((await missing({ 'accept-language': 'fr' })).json().message).toBe('Réservation introuvable');
    expect((await missing({})).json().message).toBe('Booking not found');
  });

  it('keeps English for an owner who chose it, even from a German browser', async () => {
    const { owner } = await shop();
    await db.update(users).set({ language: 'en' }).where(eq(users.id, owner.user.id));
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/bookings/0190a5f0-0000-7000-8000-000000000000',
      headers: { cookie: owner.cookie, 'accept-language': 'de' },
      payload: { status: 'cancelled' },
    });
    expect(res.json()).toEqual({ message: 'Booking not found' });
  });
});

describe('the account’s and the team’s refusals', () => {
  it('are said in the reader’s language too: a signed-out device, an invitation link that is no more', async () => {
    const { owner } = await shop();
    await db.update(users).set({ language: 'de' }).where(eq(users.id, owner.user.id));
    const session = await app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/no-such-session',
      headers: { cookie: owner.cookie },
    });
    expect(session.statusCode).toBe(404);
    expect(session.json()).toEqual({ message: 'Sitzung nicht gefunden' });

    const invitation = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/invitations/no-such-token', headers });
    expect((await invitation({ 'accept-language': 'es' })).json()).toEqual({
      message: 'Esta invitación no es válida. Pide una nueva al negocio.',
    });
    expect((await invitation({})).json()).toEqual({
      message: 'This invitation is not valid. Ask the business for a new one.',
    });
  });
});

/** The shop's owner, their app in `language`; `send` makes a request as them. */
async function ownerSpeaking(language: 'es' | 'fr' | 'de' | 'pt-BR' | 'ar') {
  const fixture = await shop();
  await db.update(users).set({ language }).where(eq(users.id, fixture.owner.user.id));
  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { cookie: fixture.owner.cookie } });
  return { fixture, send };
}

describe('settings’ and services’ field rules', () => {
  it('say a booking rule out of range with its name in the language: the schema writes name and bounds', async () => {
    const { send } = await ownerSpeaking('fr');
    const rules = (await send('GET', '/api/booking-rules')).json();
    const res = await send('PUT', '/api/booking-rules', { ...rules, bufferMinutes: 999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'La valeur de « Battement après les rendez-vous » doit être comprise entre 0 et 240 minutes',
    );
  });

  it('say a resource’s quantity rule in German', async () => {
    const { send } = await ownerSpeaking('de');
    const res = await send('POST', '/api/resources', { name: 'Raum', quantity: 51 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Die Anzahl muss eine ganze Zahl von 1 bis 50 sein');
  });
});

describe('the account’s, the integrations’ and the payments’ own refusals', () => {
  it('say a wrong current password in Portuguese', async () => {
    const { send } = await ownerSpeaking('pt-BR');
    const res = await send('POST', '/api/auth/change-password', {
      currentPassword: 'not-the-password',
      newPassword: 'Quiet-harbour-lantern-42',
      confirmPassword: 'Quiet-harbour-lantern-42',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'A senha atual está incorreta' });
  });

  it('say an unknown integration and a refund over what is left, with its amount, in Spanish', async () => {
    const { send } = await ownerSpeaking('es');
    const integration = await send('POST', '/api/integrations/connect', { integrationId: 'no-such-thing' });
    expect(integration.statusCode).toBe(400);
    expect(integration.json()).toEqual({ message: 'Integración desconocida.' });

    const payment = await send('POST', '/api/payments', { method: 'cash', amount: '5.00' });
    expect(payment.statusCode).toBe(201);
    const refund = await send('POST', `/api/payments/${payment.json().id}/refund`, {
      amount: '9.00',
      reason: 'Cliente insatisfecho',
    });
    expect(refund.statusCode).toBe(400);
    expect(refund.json()).toEqual({ message: 'Puedes reembolsar como máximo 5.00 de este pago' });
  });
});

describe('the repeat rule’s problems', () => {
  it('are said in Arabic to an owner who repeats a booking every 9 weeks', async () => {
    const { fixture, send } = await ownerSpeaking('ar');
    const res = await send('POST', '/api/bookings/series/preview', {
      serviceId: fixture.services[0]!.id,
      appointmentDate: `${localDateFromToday(3, fixture.business.timezone)}T11:00`,
      repeat: { frequency: 'weekly', interval: 9, ends: 'after', count: 4 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('كرّر الموعد كل 1 إلى 8 أسابيع.');
  });
});

describe('the forms’ field rules, the shared schemas’ own words', () => {
  it('say a Help & Support question’s subject and length in French, each issue too', async () => {
    const { send } = await ownerSpeaking('fr');
    const res = await send('POST', '/api/support/requests', {
      topic: 'booking',
      subject: ' ',
      message: 'Help',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Saisissez un objet');
    expect(res.json().issues.map((issue: { message: string }) => issue.message)).toContain(
      'Rédigez votre question en 10 caractères au moins',
    );
  });

  it('say a waitlist without dates in Arabic on the booking page, in English to a page that asks for none', async () => {
    const fixture = await shop();
    const join = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/waitlist',
        headers,
        payload: {
          businessSlug: fixture.business.slug,
          serviceId: fixture.services[0]!.id,
          windows: [],
          clientData,
        },
      });
    expect((await join({ 'accept-language': 'ar' })).json().message).toBe(
      'يُرجى اختيار تاريخ واحد على الأقل.',
    );
    expect((await join({})).json().message).toBe('Please choose at least one date.');
  });

  it('name an analytics target by its label in German: the schema writes label and rule', async () => {
    const { send } = await ownerSpeaking('de');
    const res = await send('PUT', '/api/analytics/targets', { monthlyRevenue: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('„Monatliches Umsatzziel“ muss größer als 0 sein');
  });
});

describe('zod’s humanised fallbacks', () => {
  it('name the field in Portuguese, and leave a field name a program reads as it is', async () => {
    const { send } = await ownerSpeaking('pt-BR');
    const notes = await send('POST', '/api/clients', {
      firstName: 'Ana',
      phone: '(555) 123-4567',
      notes: 42,
    });
    expect(notes.statusCode).toBe(400);
    expect(notes.json().message).toBe('O campo “Observações” deve ser um texto');
    const extra = await send('POST', '/api/clients', {
      firstName: 'Ana',
      phone: '(555) 123-4567',
      colour: 'teal',
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('Este campo não é aceito aqui: colour');
  });
});

describe('the framework’s answers', () => {
  const post = (headers: Record<string, string>, payload: string) =>
    app.inject({ method: 'POST', url: '/api/bookings', headers, payload });

  it('say an unreadable body in French and a content type not taken here in German', async () => {
    const broken = await post({ 'content-type': 'application/json', 'accept-language': 'fr' }, '{"service');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'Le contenu de la requête n’est pas un JSON valide.' });
    const csv = await post({ 'content-type': 'text/csv', 'accept-language': 'de' }, 'a,b');
    expect(csv.statusCode).toBe(415);
    expect(csv.json()).toEqual({ message: 'Dieser Inhaltstyp wird hier nicht unterstützt.' });
  });

  it('say an address that does not exist in Spanish, its method and path as written', async () => {
    const nowhere = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/nowhere?x=1', headers });
    expect((await nowhere({ 'accept-language': 'es' })).json()).toEqual({
      message: 'No existe la ruta GET /api/nowhere',
    });
    expect((await nowhere({})).json()).toEqual({ message: 'No route for GET /api/nowhere' });
  });

  it('keep a lost session’s 401 “Unauthorized” in English: the app’s sign-out notice looks for that word', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('a repeating booking’s dates', () => {
  const weekly = (count: number) => ({ frequency: 'weekly', interval: 1, ends: 'after', count });
  const weeksFrom = (first: string, time: string) =>
    [0, 1, 2, 3].map((i) => `${addDaysToLocalDate(first, 7 * i)}T${time}:00`);

  it('give the preview’s reason for a taken date in German, the owner’s language', async () => {
    const { fixture, send } = await ownerSpeaking('de');
    const dates = weeksFrom(localDateFromToday(3, NY), '11:00');
    await insertBookingFixture(db, {
      businessId: fixture.business.id,
      serviceId: fixture.services[0]!.id,
      teamMemberId: fixture.staff[0]!.id,
      start: at(dates[2]!),
    });
    const res = await send('POST', '/api/bookings/series/preview', {
      serviceId: fixture.services[0]!.id,
      teamMemberId: fixture.staff[0]!.id,
      appointmentDate: dates[0],
      repeat: weekly(4),
    });
    expect(res.statusCode, res.body).toBe(200);
    const refused = res.json().occurrences.filter((o: { available: boolean }) => !o.available);
    expect(refused.map((o: { reason: string }) => o.reason)).toEqual(['Zu dieser Zeit ist bereits gebucht.']);
  });

  it('say which date cannot follow a move, and why, in Spanish; in English as before to an English owner', async () => {
    const { fixture, send } = await ownerSpeaking('es');
    const target = { serviceId: fixture.services[0]!.id, teamMemberId: fixture.staff[0]!.id };
    const dates = weeksFrom(localDateFromToday(2, NY), '10:00');
    const created = await send('POST', '/api/bookings/series', {
      ...target,
      appointmentDate: dates[0],
      clientData,
      repeat: weekly(4),
      occurrences: dates,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [, second] = created.json().booked as Array<{ bookingId: string }>;
    // The third appointment's new time, a day later at 14:00, is someone else's.
    const blocked = `${addDaysToLocalDate(dates[2]!.slice(0, 10), 1)}T14:00:00`;
    await insertBookingFixture(db, { ...target, businessId: fixture.business.id, start: at(blocked) });
    const move = () =>
      send('PATCH', `/api/bookings/${second!.bookingId}/following`, {
        appointmentDate: `${addDaysToLocalDate(dates[1]!.slice(0, 10), 1)}T14:00:00`,
      });
    const spanish = await move();
    expect(spanish.statusCode).toBe(409);
    const [date, reason] = spanish.json().message.split(': ');
    expect(date).toBe(blocked.replace('T', ' ').slice(0, 16));
    await db.update(users).set({ language: 'en' }).where(eq(users.id, fixture.owner.user.id));
    const english = (await move()).json().message as string;
    expect(english.startsWith(`${date}: `)).toBe(true);
    expect(reason).not.toBe(english.slice(date!.length + 2));
    expect(reason).toBe(sayInLanguage('es', english.slice(date!.length + 2)));
  });
});
