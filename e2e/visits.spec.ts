// A visit of several services on a phone (issue 31, decision 037): a customer picks a cut, adds a beard trim in step
// 2, sees the whole visit's length and price in the summary, books it as one booking, and the owner's booking shows
// both services back to back (in the API and in the calendar's details). Axe on the step and on the details. 'Book
// again' of a visit (its `service` addresses, in order) opens the booking page with the whole visit chosen again.
import { createOpenBusiness, expect, openHydrated, seriousA11yViolations, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });
test.slow();

test('a customer books a cut and a beard trim in one visit', async ({ page, owner }) => {
  const business = await createOpenBusiness(page, owner, { serviceName: 'Signature Cut' });
  const api = page.request;
  const beard = await api.post('/api/services', {
    data: { name: 'Beard Trim', price: '20.00', duration: 30 },
  });
  expect(beard.status(), await beard.text()).toBe(201);

  await openHydrated(page, `/book/${business.slug}`);
  await page
    .getByRole('group', { name: 'Service' })
    .getByRole('radio', { name: /Signature Cut/ })
    .check();
  const addTo = page.getByRole('group', { name: 'Add to this visit' });
  await addTo.getByRole('checkbox', { name: /Beard Trim/ }).check();
  expect(await seriousA11yViolations(page)).toEqual([]);
  // The bottom bar sums the visit: 60 + 30 minutes, $45 + $20.
  await expect(page.getByText('Signature Cut + Beard Trim', { exact: true })).toBeVisible();
  await expect(page.getByText('$65.00', { exact: true }).last()).toBeVisible();

  await page
    .getByRole('group', { name: 'Date' })
    .getByRole('radio', { name: /^(?!.*fully booked)/ })
    .first()
    .check();
  const date = await page
    .getByRole('group', { name: 'Date' })
    .getByRole('radio', { checked: true })
    .inputValue();
  await page.getByRole('group', { name: /^Time/ }).getByRole('radio', { disabled: false }).first().check();
  await page.getByLabel('Full name').fill('Theo Marsh');
  await page.getByLabel('Phone number').fill('+1 555 010 4242');
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking Confirmed!' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('Signature Cut + Beard Trim');
  await expect(dialog).toContainText('1 hr 30 min');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const list = await api.get('/api/bookings/upcoming');
  const { items } = (await list.json()) as { items: Array<{ id: string; service: { name: string } }> };
  expect(items.map((item) => item.service.name)).toEqual(['Signature Cut + Beard Trim']);
  const detail = await api.get(`/api/bookings/${items[0]!.id}`);
  const { visitServices } = (await detail.json()) as {
    visitServices: Array<{ name: string; duration: number }>;
  };
  expect(visitServices.map((part) => [part.name, part.duration])).toEqual([
    ['Signature Cut', 60],
    ['Beard Trim', 30],
  ]);

  // The owner's calendar shows one booking; its details list the two services back to back.
  await page.goto(`/calendar?date=${date}`);
  await page.getByRole('button', { name: /Theo Marsh/ }).click();
  const details = page.getByRole('dialog', { name: 'Theo Marsh' });
  await expect(details).toContainText('Signature Cut · 1 hr');
  await expect(details).toContainText('Beard Trim · 30 min');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // 'Book again' of the visit chooses the cut and adds the beard trim, in that order.
  const beardId = ((await beard.json()) as { id: string }).id;
  await openHydrated(page, `/book/${business.slug}?service=${business.serviceId}&service=${beardId}`);
  await expect(
    page.getByRole('group', { name: 'Service' }).getByRole('radio', { name: /Signature Cut/ }),
  ).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Add to this visit' }).getByRole('checkbox', { name: /Beard Trim/ }),
  ).toBeChecked();
  await expect(page.getByText('Signature Cut + Beard Trim', { exact: true })).toBeVisible();
});
