// Shared by the clients HTTP tests: an owner with a fixture business, and the CRM data set worked out by hand.
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { type AnalyticsFixtureSpec, seedAnalyticsFixture, signUpOwner } from '#server/test/factories.ts';

export const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

export function clientsTestKit(app: FastifyInstance, db: Db) {
  return {
    async ownerWithFixture(spec: Omit<AnalyticsFixtureSpec, 'userId'> = {}) {
      const owner = await signUpOwner(app);
      const fixture = await seedAnalyticsFixture(db, { userId: owner.user.id, ...spec });
      return { ...owner, fixture };
    },
    call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) {
      return app.inject({ method, url, headers: { cookie }, payload });
    },
  };
}

// Ana: visits 10 and 40 days ago (the first paid 50.00), a no-show, a cancellation and one upcoming: active.
// Ben: one visit 200 days ago: inactive. Cleo: nothing yet: inactive. Dan: only an upcoming pending booking: active.
export const CRM: Omit<AnalyticsFixtureSpec, 'userId'> = {
  services: [
    { name: 'Cut', price: '40.00' },
    { name: 'Colour', price: '85.50' },
  ],
  staff: ['Alex', 'Sam'],
  clients: [
    { firstName: 'Ana', lastName: 'Lima', phone: '(555) 300-0001', email: 'Ana@Example.com', tags: ['vip'] },
    { firstName: 'Ben', lastName: 'Okafor', phone: '+44 20 7946 0958', email: 'ben@mail.test' },
    { firstName: 'Cleo', lastName: 'Reyes', phone: '555.300.0003' },
    { firstName: 'Dan', lastName: 'Brown', phone: '555 300 0004' },
  ],
  bookings: [
    {
      at: daysFromNow(-10),
      client: 0,
      service: 0,
      status: 'completed',
      payments: [{ amount: '50.00' }],
      notes: 'Likes it short',
    },
    { at: daysFromNow(-40), client: 0, service: 1, staff: 1, status: 'completed' },
    { at: daysFromNow(-20), client: 0, service: 0, status: 'no_show' },
    { at: daysFromNow(-15), client: 0, service: 0, status: 'cancelled' },
    { at: daysFromNow(5), client: 0, service: 0, status: 'confirmed' },
    { at: daysFromNow(-200), client: 1, service: 0, status: 'completed' },
    { at: daysFromNow(30), client: 3, service: 1, staff: 1, status: 'pending' },
  ],
};

export const names = (body: { items: Array<{ firstName: string }> }) => body.items.map((c) => c.firstName);
