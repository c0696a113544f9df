import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { seedTenant, type TenantFixture, uniquePhone } from '#server/test/factories.ts';

const { app, db } = await buildTestApp();

let owner: TenantFixture;
beforeAll(async () => {
  owner = await seedTenant(app, db, 'Guarded');
});

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie = owner.cookie) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('text the database cannot store', () => {
  it('answers a NUL character in a name with 400 naming the field, and saves nothing', async () => {
    const res = await send('POST', '/api/clients', { firstName: 'Ann\u0000a', phone: uniquePhone() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'First name contains an invisible NUL character that cannot be saved. Please retype it.',
    );
    const list = await send('GET', '/api/clients?search=Ann');
    expect(list.json().items).toEqual([]);
  });

  it('answers half of an emoji in a name with 400', async () => {
    const res = await send('POST', '/api/team-members', { name: 'Jo \ud83d' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Name contains a broken character (half of an emoji or symbol). Please retype it.',
    );
  });

  it('answers NUL in a search, a slug or a nested field with 400', async () => {
    expect((await send('GET', '/api/clients?search=a%00b')).statusCode).toBe(400);
    expect((await send('GET', '/api/businesses/a%00b')).statusCode).toBe(400);
    const booking = await send('PATCH', `/api/bookings/${owner.bookingId}`, {
      status: 'cancelled',
      cancellationReason: 'ill\u0000',
    });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().message).toMatch(/^Cancellation reason contains/);
  });

  it('still answers a signed-out caller 401 first', async () => {
    const res = await send('POST', '/api/team-members', { name: 'a\u0000' }, '');
    expect(res.statusCode).toBe(401);
  });
});

describe('dates outside 1900–2999', () => {
  it.each([
    [
      'the availability query',
      (t: TenantFixture) =>
        `/api/businesses/${t.business.slug}/availability?serviceId=${t.serviceId}&from=9999-12-31`,
    ],
    ['a taken-times path', (t: TenantFixture) => `/api/businesses/${t.business.id}/bookings/0000-01-01`],
    ['the bookings range', () => '/api/bookings?from=0000-01-01&to=9999-12-31'],
  ])('are refused with 400 in %s', async (_where, url) => {
    const res = await send('GET', url(owner));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/must be a date between the years 1900 and 2999\.$/);
  });

  it('are refused with 400 in a body, and no time off is saved', async () => {
    const res = await send('POST', `/api/team-members/${owner.memberId}/time-off`, {
      startDate: '2030-01-01',
      endDate: '9999-12-31',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('End date must be a date between the years 1900 and 2999.');
    const list = await send('GET', `/api/team-members/${owner.memberId}/time-off`);
    expect(list.json()).toHaveLength(1);
  });
});

describe('the route table', () => {
  it('lists every route once per method, HEAD included', () => {
    const keys = app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(keys).toContain('GET /api/clients/:id');
    expect(keys).toContain('HEAD /api/clients/:id');
    expect(new Set(keys).size).toBe(keys.length);
  });
});
