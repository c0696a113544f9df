// A hold that runs out passes the time on: with holds of two seconds (WAITLIST_HOLD_SECONDS), the first customer's
// offer lapses and the next customer waiting gets the same time at once; the first is not offered it again.
import { and, eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { waitlistOffers } from '#server/db/schema/waitlist.ts';
import { startSmtpServer } from '#server/modules/outbox/outbox-test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { waitlistTestKit } from './waitlist-test-kit.ts';

const smtp = await startSmtpServer();
const { app, db } = await buildTestApp({ env: { SMTP_URL: smtp.url, WAITLIST_HOLD_SECONDS: '2' } });
afterAll(() => smtp.close());
const { fullShop, join, mailTo, linkToken } = waitlistTestKit(app, db, smtp);

it('offers a time whose hold ran out to the next customer waiting', { timeout: 60_000 }, async () => {
  const shop = await fullShop();
  for (const [n, name] of ['kim', 'lee'].entries()) {
    const res = await join(shop, {
      windows: [{ from: shop.date }],
      clientData: { firstName: name, phone: `555-040-${1000 + n}`, email: `${name}@example.com` },
    });
    expect(res.statusCode).toBe(201);
  }
  await shop.call('PATCH', `/api/bookings/${shop.booked['10:30']}`, { status: 'cancelled' });
  const first = await mailTo('kim@example.com', /A time is free for you/, 5_000);
  const lapsedAt = Date.now();
  const second = await mailTo('lee@example.com', /A time is free for you/, 8_000);
  expect(Date.now() - lapsedAt).toBeGreaterThan(1_000);
  expect(second.text).toContain('10:30 AM');
  const { offer } = (await app.inject({ url: `/api/waitlist/link/${linkToken(first)}` })).json<{
    offer: null;
    status: string;
  }>();
  expect(offer).toBeNull();
  // Too late for Kim; and Lee's hold runs out too, after which nobody is left who has not had it.
  const lapsed = await db
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.businessId, shop.business.id), eq(waitlistOffers.status, 'expired')));
  expect(lapsed.length).toBeGreaterThanOrEqual(1);
  await expect
    .poll(
      async () =>
        (
          await db
            .select()
            .from(waitlistOffers)
            .where(and(eq(waitlistOffers.businessId, shop.business.id), eq(waitlistOffers.status, 'expired')))
        ).length,
      { timeout: 8_000 },
    )
    .toBe(2);
  await new Promise((r) => setTimeout(r, 500));
  const offers = smtp.received.filter((m) => /A time is free/.test(m.subject ?? ''));
  expect(offers).toHaveLength(2);
  const slots = await app.inject({
    url: `/api/businesses/${shop.business.slug}/availability?serviceId=${shop.service.id}&from=${shop.date}&days=1`,
  });
  expect(slots.json().dates[0].slots.filter((s: { available: boolean }) => s.available)).toHaveLength(1);
});
