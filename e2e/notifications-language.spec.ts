// The owner's Notifications page and the notification overlay in the app's language (issue 28, docs/decisions/041,
// 045): in the pseudo-locale no English is left on the page (its filters, count, times, and each notification's own
// title and text, worded from what the server stored of it) nor in a pop-up of a booking that comes in live. Only
// the owner's data (names, the business, its service) is taken out before the check.
import pseudo from '../src/client/lib/app-i18n/locales/notifications/en-XA.ts';
import { businessWithBooking, latinLeft, ownersData } from './app-language.ts';
import { expect, localToday, test } from './fixtures.ts';

test('the pseudo-locale leaves no hard-coded English on the Notifications page and in the overlay', async ({
  page,
  owner,
  request,
}) => {
  const business = await businessWithBooking(page, owner);
  const data = [...(await ownersData(page, owner, business)), 'Lena Vogel', 'Nora Lake'];

  await page.goto('/notifications?lang=en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: pseudo['page.title'] })).toBeVisible();
  await expect(main.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  // The owner's own booking tells them nothing; its milestone is worded from its news.
  await expect(main.getByRole('listitem')).toHaveCount(1);
  expect(await latinLeft(main, data)).toEqual([]);
  const types = await main
    .getByRole('combobox', { name: pseudo['filter.type'] })
    .locator('option')
    .allTextContents();
  expect(types.filter((type) => /[A-Za-z]/.test(type))).toEqual([]);

  // A customer books on the public page: the owner's overlay shows it at once.
  const booked = await request.post('/api/bookings', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      appointmentDate: `${localToday(business.timeZone)}T17:00:00`,
      clientData: { firstName: 'Nora', lastName: 'Lake', phone: '+1 555 010 7789' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const overlay = page.getByRole('region', { name: pseudo['overlay.label'] });
  await expect(overlay.getByRole('status')).toHaveCount(1, { timeout: 15_000 });
  // Its day and time too: in the pseudo-locale's formats, which hold no Latin letter.
  await expect(overlay.getByRole('status')).toContainText('Nora Lake');
  await expect(overlay.getByRole('button', { name: pseudo['overlay.dismiss'] })).toBeVisible();
  expect(await latinLeft(overlay, data)).toEqual([]);
});
