// The waitlist end to end over HTTP, with the app's own workers and a local SMTP server: joining a full day, a
// cancellation offered to the first matching customer within seconds, the held slot out of everyone else's reach,
// taking it, the next freed time for the next customer, and the owner's side.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings, clients } from '#server/db/schema/bookings.ts';
import { waitlistEntries } from '#server/db/schema/waitlist.ts';
import { startSmtpServer } from '#server/modules/outbox/outbox-test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday, signUp } from '#server/test/factories.ts';
import { parseLocalDateTime } from '#shared/domain/local-time.ts';
import { OFFER_GONE_MESSAGE, WAITLIST_OFF_MESSAGE } from '#shared/schemas/waitlist.ts';
import { NY, waitlistTestKit } from './waitlist-test-kit.ts';

const smtp = await startSmtpServer();
const { app, db } = await buildTestApp({
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://bookwell.example' },
});
afterAll(() => smtp.close());
const { fullShop, book, join, mailTo, linkToken } = waitlistTestKit(app, db, smtp);

const customer = (name: string, n: number) => ({
  firstName: name,
  lastName: 'Waiting',
  phone: `555-030-${1000 + n}`,
  email: `${name.toLowerCase()}@example.com`,
});
const slotsOf = async (shop: Awaited<ReturnType<typeof fullShop>>) => {
  const res = await app.inject({
    url: `/api/businesses/${shop.business.slug}/availability?serviceId=${shop.service.id}&from=${shop.date}&days=1`,
  });
  expect(res.statusCode).toBe(200);
  return res
    .json<{ dates: Array<{ slots: Array<{ time: string; available: boolean }> }> }>()
    .dates[0]!.slots.filter((s) => s.available)
    .map((s) => s.time);
};

describe('the waitlist', () => {
  it('offers a cancelled time to the first customer waiting, holds it for them, and books it when they take it', {
    timeout: 60_000,
  }, async () => {
    const shop = await fullShop();
    expect(await slotsOf(shop)).toEqual([]);

    const ana = await join(shop, {
      windows: [{ from: shop.date, part: 'any' }],
      clientData: customer('Ana', 1),
    });
    expect(ana.statusCode).toBe(201);
    expect(ana.json()).toMatchObject({ status: 'active', offer: null, serviceName: 'Haircut' });
    const joined = await mailTo('ana@example.com', /You are on the waitlist/);
    expect(joined.text).toContain('See or leave the waitlist: https://bookwell.example/client/');
    const token = linkToken(joined);
    const ben = await join(shop, {
      windows: [{ from: shop.date, part: 'morning' }],
      clientData: customer('Ben', 2),
    });
    expect(ben.statusCode).toBe(201);

    // The owner cancels the 10:00 booking: Ana, first in line, is offered it within seconds.
    const cancelledAt = Date.now();
    const cancel = await shop.call('PATCH', `/api/bookings/${shop.booked['10:00']}`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(200);
    const offer = await mailTo('ana@example.com', /A time is free for you/, 5_000);
    expect(Date.now() - cancelledAt).toBeLessThan(5_000);
    expect(offer.text).toContain('10:00 AM');
    expect(offer.text).toContain(
      `Book it: https://bookwell.example/client/${shop.business.slug}/waitlist/${token}`,
    );
    expect(offer.text).toContain('holding it for you for 15 minutes');

    // Held for Ana: not shown to anyone else, and not bookable (409).
    expect(await slotsOf(shop)).toEqual([]);
    const sniped = await book(
      shop.business.slug,
      shop.service.id,
      `${shop.date}T10:00:00`,
      customer('Cara', 3),
    );
    expect(sniped.statusCode).toBe(409);
    expect(
      smtp.received.some(
        (m) => JSON.stringify(m.to).includes('ben@example.com') && /free/.test(m.subject ?? ''),
      ),
    ).toBe(false);

    const view = await app.inject({ url: `/api/waitlist/link/${token}` });
    expect(view.statusCode).toBe(200);
    const offered = view.json<{ offer: { id: string; startsAt: string } }>().offer;
    expect(offered.startsAt).toBe(parseLocalDateTime(`${shop.date}T10:00`, NY)!.toISOString());
    const owners = await shop.call('GET', `/api/bookings?from=${shop.date}&to=${shop.date}`);
    expect(owners.json<Array<{ status: string }>>().map((b) => b.status)).toContain('held');

    const accepted = await app.inject({
      method: 'POST',
      url: `/api/waitlist/link/${token}/accept`,
      payload: { offerId: offered.id },
    });
    expect(accepted.statusCode).toBe(200);
    const { bookingId, manageUrl } = accepted.json<{ bookingId: string; manageUrl: string }>();
    expect(manageUrl).toContain(`https://bookwell.example/client/${shop.business.slug}/manage/`);
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ status: 'confirmed', source: 'waitlist' });
    // A normal booking's messages: Ana's confirmation, and the owner hears of it.
    const confirmation = await mailTo('ana@example.com', /confirmed/i);
    expect(confirmation.text).toContain('10:00');
    const detail = await shop.call('GET', `/api/bookings/${bookingId}`);
    expect(detail.json<{ history: Array<{ action: string }> }>().history.map((h) => h.action)).toEqual([
      'created',
    ]);
    const again = await app.inject({
      method: 'POST',
      url: `/api/waitlist/link/${token}/accept`,
      payload: { offerId: offered.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OFFER_GONE_MESSAGE);
    expect((await app.inject({ url: `/api/waitlist/link/${token}` })).json()).toMatchObject({
      status: 'booked',
      offer: null,
    });

    // The next freed time goes to Ben, the next customer waiting (Ana is booked).
    await shop.call('PATCH', `/api/bookings/${shop.booked['09:30']}`, { status: 'cancelled' });
    const benOffer = await mailTo('ben@example.com', /A time is free for you/, 5_000);
    expect(benOffer.text).toContain('9:30 AM');
    expect(
      smtp.received.filter(
        (m) => /A time is free/.test(m.subject ?? '') && JSON.stringify(m.to).includes('ana@'),
      ),
    ).toHaveLength(1);

    // Ben leaves: his hold is let go and the time is free for anyone again.
    const left = await app.inject({ method: 'POST', url: `/api/waitlist/link/${linkToken(benOffer)}/leave` });
    expect(left.json()).toMatchObject({ status: 'left', offer: null });
    expect(await slotsOf(shop)).toEqual(['09:30']);

    const summary = await shop.call('GET', '/api/waitlist/summary');
    expect(summary.json()).toEqual({ enabled: true, active: 0, refilledThisMonth: 1, revenueSaved: '40.00' });
  });

  it('writes to a customer in the language of the page they joined from, and books them in it', {
    timeout: 60_000,
  }, async () => {
    const shop = await fullShop();
    const dora = await join(shop, {
      windows: [{ from: shop.date, part: 'any' }],
      clientData: customer('Dora', 4),
      language: 'es',
    });
    expect(dora.statusCode).toBe(201);
    await mailTo('dora@example.com', /^Estás en la lista de espera: Haircut$/);

    // The business writes English, but Dora's offer, and the client she becomes, speak Spanish.
    await shop.call('PATCH', `/api/bookings/${shop.booked['10:00']}`, { status: 'cancelled' });
    const offer = await mailTo('dora@example.com', /^Hay una hora libre para ti: Haircut/, 5_000);
    expect(offer.text).toContain('Resérvala: https://bookwell.example/client/');
    const [client] = await db
      .select({ language: clients.language })
      .from(clients)
      .where(and(eq(clients.businessId, shop.business.id), eq(clients.phoneNormalized, '+15550301004')));
    expect(client).toEqual({ language: 'es' });

    const other = await join(shop, {
      windows: [{ from: shop.date, part: 'any' }],
      clientData: customer('Eli', 5),
      language: 'xx',
    });
    expect(other.statusCode).toBe(400);
  });

  it('offers a time freed by a move to the customer waiting, and a second one in parallel to the next', {
    timeout: 60_000,
  }, async () => {
    const shop = await fullShop();
    const dee = await join(shop, {
      windows: [{ from: shop.date, part: 'any' }],
      clientData: customer('Dee', 4),
    });
    const eli = await join(shop, {
      windows: [{ from: shop.date, part: 'any' }],
      clientData: customer('Eli', 5),
    });
    expect([dee.statusCode, eli.statusCode]).toEqual([201, 201]);
    // A 60-minute gap: 09:00 is cancelled and 09:30 moved to another day. Each gets one time, never two.
    await shop.call('PATCH', `/api/bookings/${shop.booked['09:00']}`, { status: 'cancelled' });
    const moved = await shop.call('PATCH', `/api/bookings/${shop.booked['09:30']}`, {
      appointmentDate: `${localDateFromToday(4, NY)}T09:00:00`,
    });
    expect(moved.statusCode).toBe(200);
    const deeOffer = await mailTo('dee@example.com', /A time is free for you/, 5_000);
    const eliOffer = await mailTo('eli@example.com', /A time is free for you/, 5_000);
    expect(deeOffer.text).toContain('9:00 AM');
    expect(eliOffer.text).toContain('9:30 AM');
    await new Promise((r) => setTimeout(r, 500));
    const offersTo = (who: string) =>
      smtp.received.filter(
        (m) => /A time is free/.test(m.subject ?? '') && JSON.stringify(m.to).includes(who),
      );
    expect([offersTo('dee@').length, offersTo('eli@').length]).toEqual([1, 1]);

    // Declining passes Dee's time to nobody else waiting: it is free again.
    const token = linkToken(deeOffer);
    const { offer } = (await app.inject({ url: `/api/waitlist/link/${token}` })).json<{
      offer: { id: string };
    }>();
    const declined = await app.inject({
      method: 'POST',
      url: `/api/waitlist/link/${token}/decline`,
      payload: { offerId: offer.id },
    });
    expect(declined.json()).toMatchObject({ status: 'active', offer: null });
    await expect.poll(() => slotsOf(shop)).toEqual(['09:00']);
  });

  it('lets the owner see the waitlist by day and service, offer a time by hand, remove an entry and turn it off', {
    timeout: 60_000,
  }, async () => {
    const shop = await fullShop();
    await join(shop, { windows: [{ from: shop.date, part: 'evening' }], clientData: customer('Fay', 6) });
    const list = await shop.call('GET', `/api/waitlist?date=${shop.date}`);
    expect(list.statusCode).toBe(200);
    const [entry] = list.json<Array<{ id: string; clientName: string; windows: unknown[] }>>();
    expect(entry).toMatchObject({
      clientName: 'Fay Waiting',
      windows: [{ from: shop.date, part: 'evening' }],
    });
    expect((await shop.call('GET', `/api/waitlist?serviceId=${shop.service.id}`)).json()).toHaveLength(1);
    expect((await shop.call('GET', `/api/waitlist?date=2099-01-01`)).json()).toEqual([]);

    // Another owner sees nothing of it.
    const stranger = await signUp(app);
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entry!.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);

    // By hand: 10:30 is booked (409 for a taken time); the owner frees 10:30 another way and offers 11:00 outside
    // hours, as a quick booking may.
    const taken = await shop.call('POST', `/api/waitlist/${entry!.id}/offer`, {
      appointmentDate: `${shop.date}T10:30:00`,
      teamMemberId: shop.member.id,
    });
    expect(taken.statusCode).toBe(409);
    const byHand = await shop.call('POST', `/api/waitlist/${entry!.id}/offer`, {
      appointmentDate: `${shop.date}T11:00:00`,
      teamMemberId: shop.member.id,
    });
    expect(byHand.statusCode).toBe(200);
    expect(byHand.json().offer).toMatchObject({ status: 'open' });
    await mailTo('fay@example.com', /A time is free for you/, 5_000);
    const twice = await shop.call('POST', `/api/waitlist/${entry!.id}/offer`, {
      appointmentDate: `${shop.date}T11:30:00`,
      teamMemberId: shop.member.id,
    });
    expect(twice.statusCode).toBe(409);

    expect((await shop.call('DELETE', `/api/waitlist/${entry!.id}`)).statusCode).toBe(204);
    const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry!.id));
    expect(row!.status).toBe('removed');
    expect((await shop.call('DELETE', `/api/waitlist/${entry!.id}`)).statusCode).toBe(409);

    // Off: nobody joins.
    const rules = (await shop.call('GET', '/api/booking-rules')).json();
    expect(rules).toMatchObject({ waitlistEnabled: true, waitlistHoldMinutes: 15 });
    const pageReads = () => app.inject({ url: `/api/businesses/${shop.business.slug}/client-customization` });
    expect((await pageReads()).json().waitlistEnabled).toBe(true);
    const off = await shop.call('PUT', '/api/booking-rules', { ...rules, waitlistEnabled: false });
    expect(off.statusCode).toBe(200);
    // The booking page reads this to leave out 'Join the waitlist'.
    expect((await pageReads()).json().waitlistEnabled).toBe(false);
    const refused = await join(shop, { windows: [{ from: shop.date }], clientData: customer('Gus', 7) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(WAITLIST_OFF_MESSAGE);
    const badHold = await shop.call('PUT', '/api/booking-rules', { ...rules, waitlistHoldMinutes: 90 });
    expect(badHold.statusCode).toBe(400);
  });

  it('refuses bad joins with a reason, and links it did not sign', async () => {
    const shop = await fullShop();
    const past = await join(shop, { windows: [{ from: '2020-01-01' }], clientData: customer('Hal', 8) });
    expect(past.statusCode).toBe(400);
    const six = await join(shop, {
      windows: Array.from({ length: 6 }, () => ({ from: shop.date })),
      clientData: customer('Hal', 8),
    });
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toMatch(/at most 5 dates/);
    const backwards = await join(shop, {
      windows: [{ from: shop.date, to: '2020-01-01' }],
      clientData: customer('Hal', 8),
    });
    expect(backwards.statusCode).toBe(400);
    const first = await join(shop, { windows: [{ from: shop.date }], clientData: customer('Hal', 8) });
    expect(first.statusCode).toBe(201);
    const twice = await join(shop, { windows: [{ from: shop.date }], clientData: customer('Hal', 8) });
    expect(twice.statusCode).toBe(409);
    const unknown = await join(
      { ...shop, service: { id: crypto.randomUUID() } },
      {
        windows: [{ from: shop.date }],
        clientData: customer('Ivy', 9),
      },
    );
    expect(unknown.statusCode).toBe(404);
    // A booking's manage token is not a waitlist token.
    const manage = await book(
      shop.business.slug,
      shop.service.id,
      `${shop.date}T10:00:00`,
      customer('Jo', 10),
    );
    expect(manage.statusCode).toBe(409);
    expect((await app.inject({ url: '/api/waitlist/link/m1.nope' })).statusCode).toBe(404);
  });
});
