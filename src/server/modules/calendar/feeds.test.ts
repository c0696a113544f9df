import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday, seedTenant } from '#server/test/factories.ts';
import { parseIcs } from './ics-test-kit.ts';

const { app, db } = await buildTestApp();
const a = await seedTenant(app, db, 'Feed');
const b = await seedTenant(app, db, 'Other');

const asOwner = (tenant: typeof a, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: tenant.cookie }, payload });

async function renew(tenant: typeof a, memberId: string | null) {
  const res = await asOwner(tenant, 'POST', '/api/calendar-feeds/renew', { memberId });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { path: string }).path;
}

async function book(tenant: typeof a, daysAhead: number, time: string) {
  const res = await asOwner(tenant, 'POST', '/api/bookings', {
    serviceId: tenant.serviceId,
    teamMemberId: tenant.memberId,
    appointmentDate: `${localDateFromToday(daysAhead, 'America/New_York')}T${time}`,
    clientData: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+1 202 555 0144',
      email: 'ada@example.com',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

describe('calendar feeds', () => {
  it('has no address until the owner asks for one, then lists it for the business and each member', async () => {
    const before = await asOwner(a, 'GET', '/api/calendar-feeds');
    expect(before.statusCode).toBe(200);
    expect(before.json().business.path).toBeNull();
    const path = await renew(a, null);
    expect(path).toMatch(/^\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
    const after = (await asOwner(a, 'GET', '/api/calendar-feeds')).json();
    expect(after.business.path).toBe(path);
    expect(after.members.map((m: { id: string }) => m.id)).toContain(a.memberId);
  });

  it("lists the business's bookings with the client's name and service only, in the business's zone", async () => {
    const path = await renew(a, null);
    const res = await app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const events = parseIcs(res.body);
    const seeded = events.find((e) => e.uid === `${a.bookingId}@bookwell`);
    expect(seeded?.summary).toBe('FeedClient FeedSurname — Feed Signature Fade');
    expect(seeded?.zone).toBe('America/New_York');
    // No phone, email or notes of the client, and nothing of the other tenant.
    for (const secret of [a.clientPhone, 'feed-client@example.com', 'Feed private note', 'Feed booking note'])
      expect(res.body).not.toContain(secret);
    for (const text of b.publicStrings) expect(res.body).not.toContain(text);
  });

  it('drops a booking from the feed once it is cancelled, and keeps times right', async () => {
    const id = await book(a, 5, '14:30');
    const path = await renew(a, null);
    const listed = parseIcs((await app.inject({ url: path })).body).find((e) => e.uid === `${id}@bookwell`);
    expect(listed).toBeDefined();
    expect(listed!.endsAt.getTime() - listed!.startsAt.getTime()).toBe(30 * 60_000);
    const detail = (await asOwner(a, 'GET', `/api/bookings/${id}`)).json();
    expect(listed!.startsAt.toISOString()).toBe(new Date(detail.appointmentDate).toISOString());

    expect((await asOwner(a, 'PATCH', `/api/bookings/${id}`, { status: 'cancelled' })).statusCode).toBe(200);
    const uids = parseIcs((await app.inject({ url: path })).body).map((e) => e.uid);
    expect(uids).not.toContain(`${id}@bookwell`);
    expect(uids).toContain(`${a.bookingId}@bookwell`);
  });

  it('gives a member a feed of their own bookings only', async () => {
    const other = await asOwner(a, 'POST', '/api/team-members', { name: 'Second Chair' });
    const otherId = (other.json() as { id: string }).id;
    const path = await renew(a, otherId);
    const res = await app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    expect(parseIcs(res.body)).toEqual([]);
    expect(res.body).toContain('X-WR-CALNAME:Feed Barbers · Second Chair');
  });

  it('stops answering the old address once a new one is made', async () => {
    const old = await renew(a, a.memberId);
    expect((await app.inject({ url: old })).statusCode).toBe(200);
    const fresh = await renew(a, a.memberId);
    expect(fresh).not.toBe(old);
    expect((await app.inject({ url: old })).statusCode).toBe(404);
    expect((await app.inject({ url: fresh })).statusCode).toBe(200);
  });

  it('answers 404 for unknown or malformed tokens, and for another owner’s member', async () => {
    expect((await app.inject({ url: `/ics/${'x'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/ics/short.ics' })).statusCode).toBe(404);
    const foreign = await asOwner(b, 'POST', '/api/calendar-feeds/renew', { memberId: a.memberId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Team member not found');
    const bad = await asOwner(a, 'POST', '/api/calendar-feeds/renew', { memberId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Choose a team member, or none for the whole business.');
  });
});

describe('GET /api/bookings/:id/ics', () => {
  it("downloads one of the owner's bookings as a calendar file", async () => {
    const res = await asOwner(a, 'GET', `/api/bookings/${a.bookingId}/ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="appointment.ics"');
    const [event] = parseIcs(res.body);
    expect(event?.uid).toBe(`${a.bookingId}@bookwell`);
    expect(event?.summary).toBe('FeedClient FeedSurname — Feed Signature Fade');
  });

  it("answers 404 for another owner's booking", async () => {
    const res = await asOwner(b, 'GET', `/api/bookings/${a.bookingId}/ics`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('FeedClient');
  });
});
