import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, clients, reviews } from '#server/db/schema/bookings.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { CRM, clientsTestKit, names } from './clients.test-kit.ts';

const { app, db } = await buildTestApp();
const { ownerWithFixture, call } = clientsTestKit(app, db);

describe('POST and PATCH /api/clients', () => {
  it('creates a client, normalising the phone, and refuses a duplicate number however it is typed', async () => {
    const { cookie } = await ownerWithFixture({ clients: [] });
    const res = await call('POST', '/api/clients', cookie, {
      firstName: ' Maya ',
      lastName: 'Lopez',
      phone: '(555) 123-4567',
      email: 'MAYA@example.com',
      dateOfBirth: '1990-04-12',
      notes: 'Allergic to latex',
      tags: ['vip', 'vip', 'colour'],
      marketingConsent: true,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      firstName: 'Maya',
      lastName: 'Lopez',
      phone: '(555) 123-4567',
      email: 'maya@example.com',
      dateOfBirth: '1990-04-12',
      notes: 'Allergic to latex',
      tags: ['vip', 'colour'],
      marketingConsent: true,
      bookingsCount: 0,
      totalSpent: '0.00',
      status: 'inactive',
    });
    const [row] = await db.select().from(clients).where(eq(clients.id, created.id));
    expect(row?.phoneNormalized).toBe('+15551234567');

    const duplicate = await call('POST', '/api/clients', cookie, {
      firstName: 'Other',
      phone: '555.123.4567',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: 'A client with this phone number already exists',
      existingClientId: created.id,
    });
    // Another business may have a client with the same number.
    const other = await ownerWithFixture({ clients: [] });
    expect(
      (await call('POST', '/api/clients', other.cookie, { firstName: 'Maya', phone: '5551234567' }))
        .statusCode,
    ).toBe(201);
  });

  it('knows a national and an international way of typing one number are one client', async () => {
    const { cookie } = await ownerWithFixture({ clients: [] });
    const first = await call('POST', '/api/clients', cookie, { firstName: 'Dee', phone: '(202) 555-0202' });
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/clients', cookie, { firstName: 'Dee', phone: '+1 202 555 0202' });
    expect(again.statusCode).toBe(409);
    expect(again.json().existingClientId).toBe(first.json().id);
  });

  it('reads national numbers in the country of the business’s time zone', async () => {
    const { cookie } = await ownerWithFixture({ clients: [], timezone: 'Europe/London' });
    const res = await call('POST', '/api/clients', cookie, { firstName: 'Olu', phone: '020 7946 0958' });
    expect(res.statusCode).toBe(201);
    expect(res.json().phone).toBe('020 7946 0958');
    const [row] = await db.select().from(clients).where(eq(clients.id, res.json().id));
    expect(row?.phoneNormalized).toBe('+442079460958');
    const international = await call('POST', '/api/clients', cookie, {
      firstName: 'O',
      phone: '+44 20 7946 0958',
    });
    expect(international.statusCode).toBe(409);
    // The same digits are no number in the US.
    const us = await ownerWithFixture({ clients: [] });
    const refused = await call('POST', '/api/clients', us.cookie, {
      firstName: 'Olu',
      phone: '020 7946 0958',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please enter a valid phone number');
  });

  it.each([
    [{ firstName: 'A', phone: 'call me' }, 'Please enter a valid phone number'],
    [{ firstName: 'A', phone: '12345' }, 'Please enter a valid phone number'],
    [{ firstName: 'A', phone: '555' }, 'Please enter a valid phone number'],
    [{ firstName: 'A', phone: '555 1234' }, 'Please enter a valid phone number'],
    [{ firstName: 'A' }, 'Phone number is required'],
    [{ firstName: '  ', phone: '5551234567' }, 'First name is required'],
    [{ firstName: 'A', phone: '5551234567', email: 'nope' }, 'Please enter a valid email'],
    [{ firstName: 'A', phone: '5551234567', dateOfBirth: '1990-02-30' }, 'valid date of birth'],
    [{ firstName: 'A', phone: '5551234567', dateOfBirth: '2999-01-01' }, 'cannot be in the future'],
    [
      { firstName: 'A', phone: '5551234567', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      'At most 20 tags',
    ],
    [{ firstName: 'A', phone: '5551234567', password: 'x' }, 'password'],
  ])('refuses %j with 400', async (payload, message) => {
    const { cookie } = await ownerWithFixture({ clients: [] });
    const res = await call('POST', '/api/clients', cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('edits fields, clears email with an empty string, and refuses another client’s number', async () => {
    const { cookie, fixture } = await ownerWithFixture(CRM);
    const [ana, ben] = fixture.clientIds as [string, string];
    const res = await call('PATCH', `/api/clients/${ana}`, cookie, {
      notes: 'Prefers mornings',
      email: '',
      tags: ['regular'],
      phone: '555-300-9999',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ana',
      notes: 'Prefers mornings',
      email: null,
      tags: ['regular'],
      phone: '555-300-9999',
      totalSpent: '135.50',
    });
    // Keeping one's own number is not a conflict.
    expect((await call('PATCH', `/api/clients/${ana}`, cookie, { phone: '(555) 300-9999' })).statusCode).toBe(
      200,
    );
    const taken = await call('PATCH', `/api/clients/${ana}`, cookie, { phone: '+44 (20) 7946-0958' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'A client with this phone number already exists',
      existingClientId: ben,
    });
    expect((await call('PATCH', `/api/clients/${ana}`, cookie, {})).json().message).toContain(
      'Nothing to update',
    );
  });
});

describe('DELETE /api/clients/{id} erases personal data and keeps the books', () => {
  it('anonymises the client, keeps their bookings and revenue, and frees the number', async () => {
    const { cookie, fixture } = await ownerWithFixture(CRM);
    const ana = fixture.clientIds[0]!;
    await db.insert(reviews).values({
      businessId: fixture.businessId,
      bookingId: fixture.bookingIds[0],
      clientName: 'Ana Lima',
      rating: 5,
    });
    await db.update(clients).set({ language: 'es' }).where(eq(clients.id, ana));
    const revenueBefore = (await call('GET', '/api/analytics/revenue?period=90d', cookie)).json().total.value;

    const res = await call('DELETE', `/api/clients/${ana}`, cookie);
    expect(res.statusCode).toBe(204);
    const [row] = await db.select().from(clients).where(eq(clients.id, ana));
    expect(row).toMatchObject({
      firstName: 'Deleted',
      lastName: 'client',
      email: null,
      notes: null,
      dateOfBirth: null,
      tags: [],
      marketingConsent: false,
      language: null,
    });
    expect(row?.phone).not.toContain('555');
    expect(row?.erasedAt).toBeInstanceOf(Date);
    const kept = await db.select().from(bookings).where(eq(bookings.clientId, ana));
    expect(kept).toHaveLength(5);
    expect(kept.every((b) => b.notes === null)).toBe(true);
    const [review] = await db.select().from(reviews).where(eq(reviews.bookingId, fixture.bookingIds[0]!));
    expect(review?.clientName).toBe('Deleted client');

    const list = (await call('GET', '/api/clients', cookie)).json();
    expect(names(list)).toEqual(['Ben', 'Cleo', 'Dan']);
    expect(list.summary.total).toBe(3);
    expect(list.summary.averageSpend).toBe('58.50'); // the books still hold Ana's visits
    expect((await call('GET', `/api/clients/${ana}`, cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/clients/${ana}`, cookie, { notes: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/clients/${ana}`, cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/analytics/revenue?period=90d', cookie)).json().total.value).toBe(
      revenueBefore,
    );
    expect((await call('GET', '/api/analytics/dashboard', cookie)).json().totalClients).toBe(3);
    const again = await call('POST', '/api/clients', cookie, { firstName: 'New Ana', phone: '555-300-0001' });
    expect(again.statusCode).toBe(201);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another owner's client on every endpoint and leaves it untouched", async () => {
    const mine = await ownerWithFixture(CRM);
    const theirs = await ownerWithFixture({ clients: [{ firstName: 'Theirs', phone: '555-777-0000' }] });
    const id = theirs.fixture.clientIds[0]!;
    expect((await call('GET', `/api/clients/${id}`, mine.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/clients/${id}`, mine.cookie, { notes: 'hacked' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/clients/${id}`, mine.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/clients/not-a-uuid', mine.cookie)).statusCode).toBe(404);
    const [row] = await db.select().from(clients).where(eq(clients.id, id));
    expect(row).toMatchObject({ firstName: 'Theirs', notes: null, erasedAt: null });
    expect(names((await call('GET', '/api/clients?search=theirs', mine.cookie)).json())).toEqual([]);
    expect((await app.inject({ url: '/api/clients' })).statusCode).toBe(401);
  });
});
