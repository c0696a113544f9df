// GET /api/notifications/page: the notifications page's list, filtered by type and read state, in pages.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { signUpOwner, signUpWithBusiness } from '#server/test/factories.ts';
import { createNotification } from './notifications.service.ts';

const { app, db } = await buildTestApp();

function page(cookie: string | undefined, query: string) {
  return app.inject({
    method: 'GET',
    url: `/api/notifications/page${query}`,
    headers: cookie ? { cookie } : {},
  });
}

describe('GET /api/notifications/page', () => {
  it("pages the owner's notifications newest first, filtered by type and unread", async () => {
    const owner = await signUpWithBusiness(app);
    const other = await signUpWithBusiness(app);
    await createNotification({
      db,
      businessId: other.business.id,
      type: 'booking',
      title: 'Theirs',
      message: '',
    });
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const n = await createNotification({
        db,
        businessId: owner.business.id,
        type: i % 2 === 0 ? 'booking' : 'review',
        title: `N${i}`,
        message: '',
      });
      made.push(n.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await app.inject({
      method: 'PUT',
      url: `/api/notifications/${made[4]}/read`,
      headers: { cookie: owner.cookie },
    });

    const first = (await page(owner.cookie, '?limit=2')).json();
    expect(first).toMatchObject({ total: 5, page: 1, limit: 2, unreadCount: 4 });
    expect(first.items.map((n: { title: string }) => n.title)).toEqual(['N4', 'N3']);
    const third = (await page(owner.cookie, '?limit=2&page=3')).json();
    expect(third.items.map((n: { title: string }) => n.title)).toEqual(['N0']);

    const bookings = (await page(owner.cookie, '?type=booking')).json();
    expect(bookings.items.map((n: { title: string }) => n.title)).toEqual(['N4', 'N2', 'N0']);
    const unreadBookings = (await page(owner.cookie, '?type=booking&unread=true')).json();
    expect(unreadBookings).toMatchObject({ total: 2, unreadCount: 4 });
    const read = (await page(owner.cookie, '?unread=false')).json();
    expect(read.items.map((n: { title: string }) => n.title)).toEqual(['N4']);
  });

  it('refuses bad paging and filters with 400; 401 signed out; 404 without a business', async () => {
    const owner = await signUpWithBusiness(app);
    for (const [query, word] of [
      ['?page=0', 'Page'],
      ['?limit=500', 'Limit'],
      ['?limit=abc', 'limit'],
      ['?type=spam', 'type'],
      ['?unread=maybe', 'unread'],
    ] as const) {
      const res = await page(owner.cookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message.toLowerCase(), query).toContain(word.toLowerCase());
    }
    expect((await page(undefined, '')).statusCode).toBe(401);
    const noBusiness = await signUpOwner(app);
    expect((await page(noBusiness.cookie, '')).statusCode).toBe(404);
  });
});
