// Live owner notifications in the browser: a public booking reaches the bell and the overlay without a reload;
// 'Mark all read' is stored. Web push: push-notifications.spec.ts.
import type { Browser } from '@playwright/test';
import { type Business, createOpenBusiness, expect, localToday, test } from './fixtures.ts';

const FIRST_RENDER = { timeout: 30_000 };

/** A customer without an account books on the business's public page (through its API). */
async function bookAsCustomer(
  browser: Browser,
  baseURL: string | undefined,
  business: Business,
  time: string,
) {
  const customer = await browser.newContext({ baseURL });
  const res = await customer.request.post('/api/bookings', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      appointmentDate: `${localToday(business.timeZone)}T${time}:00`,
      clientData: {
        firstName: 'Jordan',
        lastName: 'Miles',
        phone: `+1 555 010 ${2000 + Number(time.slice(0, 2))}`,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await customer.close();
}

test('a public booking reaches the bell and the overlay live; Mark all read is stored', async ({
  page,
  owner,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const business = await createOpenBusiness(page, owner);
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications', FIRST_RENDER);
  // Let the overlay open its stream before the booking comes in.
  await page.waitForTimeout(1_000);

  await bookAsCustomer(browser, baseURL, business, '15:00');
  // No reload: the stream (or the 5-second fallback poll) brings the booking (and the first-booking milestone).
  await expect(bell).toHaveAccessibleName(/^Notifications, [1-9] unread$/);
  await expect(page.getByTestId('notification-badge')).toHaveText(/^[1-9]$/);
  const toasts = page.getByRole('region', { name: 'New notifications' }).getByRole('status');
  const bookingToast = toasts.filter({ hasText: 'New booking' });
  await expect(bookingToast).toBeVisible();
  await bookingToast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(bookingToast).toHaveCount(0);

  await bell.click();
  const popover = page.getByRole('dialog');
  await expect(popover.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(popover.getByText('New booking')).toBeVisible();
  await popover.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications', FIRST_RENDER);
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await bell.click();
  await expect(page.getByRole('dialog').getByText('New booking')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('(unread)')).toHaveCount(0);

  // 'View All Notifications' opens the notifications page.
  await page.getByRole('button', { name: 'View All Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible(FIRST_RENDER);
  await expect(page.getByRole('main').getByText('New booking')).toBeVisible();
  await expect(page.getByRole('main').getByText('0 unread')).toBeVisible();
});
