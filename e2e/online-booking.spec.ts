// The owner's online-booking switch on the public page (issue 14): turned off, /book/{slug} says so instead of
// offering services, in the server-rendered document and after hydration (the API's 409 is in client-portal.test.ts).
import { createOpenBusiness, expect, seriousA11yViolations, test } from './fixtures.ts';

const OFF = 'This business is not taking online bookings right now.';

test.use({ viewport: { width: 390, height: 844 } });

test('with online booking off the booking page shows the message instead of the services', async ({
  page,
  owner,
}) => {
  const business = await createOpenBusiness(page, owner);
  const off = await page.request.post('/api/client-customization', { data: { enableOnlineBooking: false } });
  expect(off.status(), await off.text()).toBe(200);

  // The server's document already says it.
  const html = await (await page.request.get(`/book/${business.slug}`)).text();
  expect(html).toContain(OFF);

  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`/book/${business.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Online booking is closed' })).toBeVisible();
  await expect(page.getByText(OFF)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Online booking is closed' })
      .getByRole('link', { name: '+1 555 000 1234' }),
  ).toHaveAttribute('href', 'tel:+1 555 000 1234');
  await expect(page.getByRole('group', { name: 'Service' })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  // The message, lazily loaded, hydrates over the server's markup without an error.
  expect(consoleErrors).toEqual([]);
});
