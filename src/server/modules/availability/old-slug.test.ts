// An old booking link (a slug the business had before) works for availability and booking exactly as it does for
// the page (docs/decisions/002-old-slugs.md); a business closed to the public is 404 on every one of them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '#server/db/schema/businesses.ts';
import { bookingTestKit, clientData, NY } from '#server/modules/bookings/booking-test-kit.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday } from '#server/test/factories.ts';

const { app, db } = await buildTestApp();
const { shop, book } = bookingTestKit(app, db);

async function renamedShop() {
  const { owner, business, services } = await shop();
  const newSlug = `${business.slug}-renamed`;
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/businesses/me',
    headers: { cookie: owner.cookie },
    payload: { slug: newSlug },
  });
  expect(res.statusCode).toBe(200);
  return { business, oldSlug: business.slug, newSlug, serviceId: services[0]!.id };
}

describe('old slugs', () => {
  it('are accepted by the page, availability and booking creation alike', async () => {
    const { business, oldSlug, newSlug, serviceId } = await renamedShop();
    const date = localDateFromToday(3, NY);
    const page = await app.inject({ url: `/api/businesses/${oldSlug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: business.id, slug: newSlug });
    const availability = (slug: string) =>
      app.inject({ url: `/api/businesses/${slug}/availability?serviceId=${serviceId}&from=${date}&days=1` });
    const viaOld = await availability(oldSlug);
    expect(viaOld.statusCode).toBe(200);
    expect(viaOld.json()).toEqual((await availability(newSlug)).json());
    // Upper case and spaces around it, as the page takes them.
    const booked = await book({
      businessSlug: ` ${oldSlug.toUpperCase()} `,
      serviceId,
      appointmentDate: `${date}T10:00:00`,
      clientData,
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().businessId).toBe(business.id);
    const after = (await availability(oldSlug)).json();
    expect(after.dates[0].slots.find((s: { time: string }) => s.time === '10:00')?.available).toBe(false);
  });

  it('of a business closed to the public are 404 everywhere, as its current slug is', async () => {
    const { business, oldSlug, newSlug, serviceId } = await renamedShop();
    await db.update(businesses).set({ status: 'pending' }).where(eq(businesses.id, business.id));
    const date = localDateFromToday(3, NY);
    for (const slug of [oldSlug, newSlug]) {
      const answers = [
        await app.inject({ url: `/api/businesses/${slug}` }),
        await app.inject({ url: `/api/businesses/${slug}/availability?serviceId=${serviceId}&from=${date}` }),
        await book({ businessSlug: slug, serviceId, appointmentDate: `${date}T10:00:00`, clientData }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Business not found' });
      }
    }
  });
});
