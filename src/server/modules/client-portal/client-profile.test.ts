// The client's profile on the client dashboard (issue 25): the owner hears of a changed name, email or phone as of
// the client's other changes, and a date of birth in the future is refused.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '#server/db/schema/bookings.ts';
import { notifications } from '#server/db/schema/engagement.ts';
import { bookingTestKit, clientData } from '#server/modules/bookings/booking-test-kit.ts';
import { clientAuthTestKit } from '#server/modules/client-auth/client-auth-test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { everyDayHours, localDateFromToday } from '#server/test/factories.ts';
import { FUTURE_BIRTH_DATE_MESSAGE } from '#shared/schemas/client.ts';

const { app, db } = await buildTestApp({
  env: { OUTBOX_WORKER: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
});
const { shop, book } = bookingTestKit(app, db);
const { call, signInByEmail } = clientAuthTestKit(app, db);

/** A shop with one booking of Maya's, and Maya signed in to its client dashboard. */
async function signedInClient() {
  const fixture = await shop({ businessHours: everyDayHours('00:00', '24:00') });
  const booked = await book({
    businessSlug: fixture.business.slug,
    serviceId: fixture.services[0]!.id,
    appointmentDate: `${localDateFromToday(3, 'America/New_York')}T10:00:00`,
    clientData,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const cookie = await signInByEmail(fixture.business.slug, clientData.email);
  const patch = (payload: object) => call('PATCH', '/api/client/profile', { cookie, payload });
  const notices = () =>
    db
      .select({
        title: notifications.title,
        message: notifications.message,
        type: notifications.type,
        data: notifications.data,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.businessId, fixture.business.id),
          eq(notifications.title, 'Client details changed'),
        ),
      )
      .orderBy(notifications.createdAt);
  return { fixture, patch, notices, clientId: booked.json<{ clientId: string }>().clientId };
}

describe('PATCH /api/client/profile', () => {
  it('tells the owner when the client changes their name, email or phone, naming them and what changed', async () => {
    const { patch, notices, clientId } = await signedInClient();
    const renamed = await patch({ firstName: 'Maya-Rose', email: 'maya.rose@example.com' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const phoned = await patch({ phone: '(555) 222-3344', email: '' });
    expect(phoned.statusCode, phoned.body).toBe(200);
    expect(await notices()).toEqual([
      {
        title: 'Client details changed',
        message:
          'Maya Lopez updated their details on the client dashboard: name now Maya-Rose Lopez, email now maya.rose@example.com.',
        type: 'other',
        data: { clientId, clientName: 'Maya-Rose Lopez' },
      },
      {
        title: 'Client details changed',
        message:
          'Maya-Rose Lopez updated their details on the client dashboard: email removed, phone now (555) 222-3344.',
        type: 'other',
        data: { clientId, clientName: 'Maya-Rose Lopez' },
      },
    ]);
  });

  it('tells the owner nothing when the name, email and phone stay as they were', async () => {
    const { patch, notices } = await signedInClient();
    const same = await patch({
      firstName: clientData.firstName,
      lastName: clientData.lastName,
      email: clientData.email,
      phone: clientData.phone,
      dateOfBirth: '1990-04-02',
      preferences: { email: true, sms: false, reminders: false },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ dateOfBirth: '1990-04-02', preferences: { reminders: false } });
    expect(await notices()).toEqual([]);
  });

  it('refuses a date of birth in the future with 400 and says so, saving nothing', async () => {
    const { patch, notices, clientId } = await signedInClient();
    const tomorrowEverywhere = new Date(Date.now() + 38 * 3_600_000).toISOString().slice(0, 10);
    for (const dateOfBirth of [tomorrowEverywhere, '2999-01-01']) {
      const res = await patch({ firstName: 'Future', dateOfBirth });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({
        status: 400,
        message: FUTURE_BIRTH_DATE_MESSAGE,
      });
    }
    const [row] = await db
      .select({ firstName: clients.firstName, dateOfBirth: clients.dateOfBirth })
      .from(clients)
      .where(eq(clients.id, clientId));
    expect(row).toEqual({ firstName: clientData.firstName, dateOfBirth: null });
    expect(await notices()).toEqual([]);
  });
});
