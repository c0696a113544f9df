import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { services, teamMembers } from '#server/db/schema/businesses.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import {
  createServiceViaApi,
  insertBookingFixture,
  signUpOwner,
  signUpWithBusiness,
} from '#server/test/factories.ts';
import { DEPOSIT_MESSAGES } from '#shared/schemas/service.ts';
import { HIDDEN_INSTEAD_OF_DELETED } from './services.service.ts';

const { app, db } = await buildTestApp();

const HOUR = 3_600_000;
const SERVICE_KEYS = [
  'classCapacity',
  'classMaxSeats',
  'createdAt',
  'depositAmount',
  'depositType',
  'depositValue',
  'description',
  'displayOrder',
  'duration',
  'id',
  'imageUrl',
  'isActive',
  'name',
  'price',
  'resourceIds',
  'updatedAt',
];
const PUBLIC_SERVICE_KEYS = [
  'classCapacity',
  'classMaxSeats',
  'depositAmount',
  'description',
  'duration',
  'id',
  'imageUrl',
  'name',
  'price',
];

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

async function ownerMemberId(businessId: string) {
  const [member] = await db.select().from(teamMembers).where(eq(teamMembers.businessId, businessId));
  return member!.id;
}

describe('owner service endpoints: access', () => {
  it('answer 401 when signed out', async () => {
    for (const [method, url] of [
      ['GET', '/api/services'],
      ['POST', '/api/services'],
      ['PUT', '/api/services/order'],
      ['PATCH', '/api/services/0190a1b2-0000-7000-8000-000000000000'],
      ['DELETE', '/api/services/0190a1b2-0000-7000-8000-000000000000'],
    ] as const) {
      const res = await call(
        method,
        url,
        undefined,
        method === 'GET' || method === 'DELETE' ? undefined : { ids: ['x'], name: 'X', price: 1 },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('answer 404 with a message before the owner has a business', async () => {
    const { cookie } = await signUpOwner(app);
    const res = await call('GET', '/api/services', cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No business yet' });
    const create = await call('POST', '/api/services', cookie, { name: 'Cut', price: '10' });
    expect(create.statusCode).toBe(404);
  });
});

describe('POST /api/services', () => {
  it('creates a service with a 2-decimal price and the 60-minute default duration', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const res = await call('POST', '/api/services', cookie, {
      name: '  Skin Fade ',
      description: 'Blended fade',
      price: 45,
    });
    expect(res.statusCode).toBe(201);
    const service = res.json();
    expect(Object.keys(service).sort()).toEqual(SERVICE_KEYS);
    expect(service).toMatchObject({
      name: 'Skin Fade',
      description: 'Blended fade',
      price: '45.00',
      duration: 60,
      imageUrl: null,
      isActive: true,
      displayOrder: 0,
    });
  });

  it.each([
    ['45.5', '45.50'],
    ['0', '0.00'],
    [0, '0.00'],
    ['99999.99', '99999.99'],
    [19.99, '19.99'],
  ])('stores the price %j as %j', async (price, stored) => {
    const { cookie } = await signUpWithBusiness(app);
    expect((await createServiceViaApi(app, cookie, { price })).price).toBe(stored);
  });

  it.each([5, 720])('accepts a duration of %i minutes', async (duration) => {
    const { cookie } = await signUpWithBusiness(app);
    expect((await createServiceViaApi(app, cookie, { duration })).duration).toBe(duration);
  });

  it.each([
    [{ name: undefined }, 'Service name is required'],
    [{ name: '   ' }, 'Service name is required'],
    [{ name: 'x'.repeat(101) }, 'Service name must be at most 100 characters'],
    [{ price: undefined }, 'Price is required'],
    [{ price: null }, 'Price is required'],
    [{ price: 'abc' }, 'Please enter a valid price'],
    [{ price: '' }, 'Please enter a valid price'],
    [{ price: '45.123' }, 'Price can have at most 2 decimal places'],
    [{ price: 45.999 }, 'Price can have at most 2 decimal places'],
    [{ price: '100000' }, 'Price must be between 0 and 99999.99'],
    [{ price: -1 }, 'Price must be between 0 and 99999.99'],
    [{ duration: 0 }, 'Duration must be between 5 and 720 minutes'],
    [{ duration: 4 }, 'Duration must be between 5 and 720 minutes'],
    [{ duration: 721 }, 'Duration must be between 5 and 720 minutes'],
    [{ duration: 'abc' }, 'Duration must be between 5 and 720 minutes'],
    [{ duration: 30.5 }, 'Duration must be a whole number of minutes'],
    [
      { imageUrl: 'file:///etc/passwd' },
      'Please upload the image here: only images uploaded to Bookwell can be used',
    ],
  ])('refuses %j with 400 and the message itself', async (change, message) => {
    const { cookie } = await signUpWithBusiness(app);
    const res = await call('POST', '/api/services', cookie, {
      name: 'Cut',
      price: '30',
      duration: 30,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('is performed by every active member, and not by inactive ones', async () => {
    const { cookie, business } = await signUpWithBusiness(app);
    const active = (await call('POST', '/api/team-members', cookie, { name: 'Sam', serviceIds: [] })).json();
    const inactive = (
      await call('POST', '/api/team-members', cookie, { name: 'Jo', isActive: false, serviceIds: [] })
    ).json();
    const service = await createServiceViaApi(app, cookie);
    const team = (await call('GET', '/api/team-members', cookie)).json() as Array<{
      id: string;
      serviceIds: string[];
    }>;
    const byId = new Map(team.map((m) => [m.id, m.serviceIds]));
    expect(byId.get(await ownerMemberId(business.id))).toEqual([service.id]);
    expect(byId.get(active.id)).toEqual([service.id]);
    expect(byId.get(inactive.id)).toEqual([]);
  });
});

describe('GET, PATCH and order', () => {
  it('lists services in display order and reorders them', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const a = await createServiceViaApi(app, cookie, { name: 'A' });
    const b = await createServiceViaApi(app, cookie, { name: 'B' });
    const c = await createServiceViaApi(app, cookie, { name: 'C' });
    const names = async () =>
      ((await call('GET', '/api/services', cookie)).json() as Array<{ name: string }>).map((s) => s.name);
    expect(await names()).toEqual(['A', 'B', 'C']);
    const res = await call('PUT', '/api/services/order', cookie, { ids: [c.id, a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { name: string }) => s.name)).toEqual(['C', 'A', 'B']);
    // A partial list moves those to the front and keeps the rest in order.
    await call('PUT', '/api/services/order', cookie, { ids: [b.id] });
    expect(await names()).toEqual(['B', 'C', 'A']);
  });

  it('refuses a reorder with unknown or repeated ids', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const a = await createServiceViaApi(app, cookie);
    const unknown = await call('PUT', '/api/services/order', cookie, {
      ids: [a.id, '0190a1b2-0000-7000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Service not found');
    const repeated = await call('PUT', '/api/services/order', cookie, { ids: [a.id, a.id] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toBe('ids must not repeat');
  });

  it('updates only the changed fields and validates them', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const service = await createServiceViaApi(app, cookie, { description: 'Keep me' });
    const res = await call('PATCH', `/api/services/${service.id}`, cookie, { price: '50', isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      price: '50.00',
      isActive: false,
      description: 'Keep me',
      duration: 30,
    });
    const bad = await call('PATCH', `/api/services/${service.id}`, cookie, { duration: 1000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Duration must be between 5 and 720 minutes');
    const empty = await call('PATCH', `/api/services/${service.id}`, cookie, {});
    expect(empty.statusCode).toBe(200);
  });
});

describe('DELETE /api/services/{id}', () => {
  it('deletes a service no booking refers to', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const service = await createServiceViaApi(app, cookie);
    const res = await call('DELETE', `/api/services/${service.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, deactivated: false });
    expect((await call('GET', '/api/services', cookie)).json()).toEqual([]);
    expect(await db.select().from(services).where(eq(services.id, service.id))).toEqual([]);
  });

  it('hides a service with upcoming bookings instead of deleting it', async () => {
    const { cookie, business } = await signUpWithBusiness(app);
    const service = await createServiceViaApi(app, cookie);
    await insertBookingFixture(db, {
      businessId: business.id,
      serviceId: service.id,
      teamMemberId: await ownerMemberId(business.id),
      start: new Date(Date.now() + 48 * HOUR),
    });
    const res = await call('DELETE', `/api/services/${service.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: false, deactivated: true, message: HIDDEN_INSTEAD_OF_DELETED });
    expect(HIDDEN_INSTEAD_OF_DELETED).toBe(
      'This service has upcoming bookings, so it was hidden from booking instead of deleted.',
    );
    const list = (await call('GET', '/api/services', cookie)).json();
    expect(list).toMatchObject([{ id: service.id, isActive: false }]);
    expect((await call('GET', `/api/businesses/${business.slug}/services`)).json()).toEqual([]);
  });

  it('archives a service only past (or cancelled) bookings refer to: gone from lists, kept for history', async () => {
    const { cookie, business } = await signUpWithBusiness(app);
    const service = await createServiceViaApi(app, cookie);
    const memberId = await ownerMemberId(business.id);
    await insertBookingFixture(db, {
      businessId: business.id,
      serviceId: service.id,
      teamMemberId: memberId,
      start: new Date(Date.now() - 48 * HOUR),
      status: 'completed',
    });
    await insertBookingFixture(db, {
      businessId: business.id,
      serviceId: service.id,
      teamMemberId: memberId,
      start: new Date(Date.now() + 48 * HOUR),
      status: 'cancelled',
    });
    const res = await call('DELETE', `/api/services/${service.id}`, cookie);
    expect(res.json()).toEqual({ deleted: true, deactivated: false });
    expect((await call('GET', '/api/services', cookie)).json()).toEqual([]);
    const [row] = await db.select().from(services).where(eq(services.id, service.id));
    expect(row).toMatchObject({ isActive: false });
    expect(row?.archivedAt).toBeInstanceOf(Date);
    expect((await call('PATCH', `/api/services/${service.id}`, cookie, { isActive: true })).statusCode).toBe(
      404,
    );
    const team = (await call('GET', '/api/team-members', cookie)).json();
    expect(team[0].serviceIds).toEqual([]);
  });
});

describe('GET /api/businesses/{slug}/services', () => {
  it('lists active services only, in display order, with public fields', async () => {
    const { cookie, business } = await signUpWithBusiness(app);
    const first = await createServiceViaApi(app, cookie, { name: 'First', price: '20' });
    const hidden = await createServiceViaApi(app, cookie, { name: 'Hidden', isActive: false });
    const second = await createServiceViaApi(app, cookie, { name: 'Second' });
    await call('PUT', '/api/services/order', cookie, { ids: [second.id, hidden.id, first.id] });
    const res = await call('GET', `/api/businesses/${business.slug}/services`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Second', 'First']);
    for (const service of list) expect(Object.keys(service).sort()).toEqual(PUBLIC_SERVICE_KEYS);
    expect(list[1].price).toBe('20.00');
  });

  it('answers 404 for an unknown business', async () => {
    const res = await call('GET', '/api/businesses/nobody-here-at-all/services');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Business not found' });
  });
});

describe('tenant isolation', () => {
  it("gives owner B 404 on every endpoint addressing owner A's services", async () => {
    const a = await signUpWithBusiness(app);
    const b = await signUpWithBusiness(app);
    const service = await createServiceViaApi(app, a.cookie, { name: 'A only' });
    const bList = (await call('GET', '/api/services', b.cookie)).json();
    expect(bList).toEqual([]);
    for (const [method, payload] of [
      ['PATCH', { name: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/services/${service.id}`, b.cookie, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ message: 'Service not found' });
    }
    const order = await call('PUT', '/api/services/order', b.cookie, { ids: [service.id] });
    expect(order.statusCode).toBe(404);
    const aList = (await call('GET', '/api/services', a.cookie)).json();
    expect(aList).toMatchObject([{ id: service.id, name: 'A only', isActive: true }]);
  });

  it('answers 404 for a malformed id instead of a database error', async () => {
    const { cookie } = await signUpWithBusiness(app);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await call(
        method,
        '/api/services/not-a-uuid',
        cookie,
        method === 'PATCH' ? { name: 'X' } : undefined,
      );
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('deposits without Stripe', () => {
  it('says Stripe is not configured, refuses a deposit with that message and takes none on the booking page', async () => {
    const { cookie, business } = await signUpWithBusiness(app);
    const status = await call('GET', '/api/stripe/status', cookie);
    expect(status.json()).toEqual({ configured: false });
    const refused = await call('POST', '/api/services', cookie, {
      name: 'Colour',
      price: '80',
      depositType: 'full',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(DEPOSIT_MESSAGES.notConfigured);
    const plain = await call('POST', '/api/services', cookie, {
      name: 'Cut',
      price: '30',
      depositType: 'none',
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ depositType: 'none', depositValue: null, depositAmount: null });
    const changed = await call('PATCH', `/api/services/${plain.json().id}`, cookie, {
      depositType: 'fixed',
      depositValue: '10',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(DEPOSIT_MESSAGES.notConfigured);
    const listed = await call('GET', `/api/businesses/${business.slug}/services`);
    expect(listed.json().map((s: { depositAmount: string | null }) => s.depositAmount)).toEqual([null]);
    // Stripe's webhook has nothing to answer for.
    const hook = await app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: { id: 'evt_1' } });
    expect(hook.statusCode).toBe(404);
  });
});
