// The owner's side of the client dashboard (issue 14) on a phone: the cancellation cut-off in the booking rules
// (label, help text, range check, saved), and a client's sign-in code readable in Messages when no provider is set.
import { createOpenBusiness, expect, localToday, seriousA11yViolations, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the owner sets the cancellation cut-off and reads an undelivered sign-in code', async ({
  page,
  owner,
}) => {
  const business = await createOpenBusiness(page, owner);

  await page.goto('/settings#booking-rules');
  const rules = page.getByRole('form', { name: 'Booking rules' });
  const cutoff = rules.getByLabel('Cancellation cut-off');
  await expect(cutoff).toHaveValue('24', { timeout: 20_000 });
  await expect(
    rules.getByText(/Clients can cancel or reschedule online until this many hours/),
  ).toBeVisible();
  await cutoff.fill('200');
  await rules.getByRole('button', { name: 'Save Rules' }).click();
  await expect(rules.getByText('Cancellation cut-off must be between 0 and 168 hours')).toBeVisible();
  await expect(cutoff).toHaveAttribute('aria-invalid', 'true');
  await cutoff.fill('48');
  await rules.getByRole('button', { name: 'Save Rules' }).click();
  await expect(page.getByText('Booking rules saved', { exact: true }).first()).toBeVisible();
  const saved = await page.request.get('/api/booking-rules');
  expect(await saved.json()).toMatchObject({ cancellationCutoffHours: 48 });
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A client of the business asks for a code by phone; no SMS provider here, so the owner can pass it on.
  const booked = await page.request.post('/api/bookings', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      appointmentDate: `${localToday(business.timeZone, new Date(Date.now() + 50 * 3_600_000))}T15:00:00`,
      clientData: { firstName: 'Nadia', lastName: 'Okafor', phone: '(555) 404-1188' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const start = await page.request.post('/api/client-auth/start', {
    data: { businessSlug: business.slug, phone: '(555) 404-1188' },
  });
  expect(start.status()).toBe(202);
  await page.goto('/messages');
  const row = page.getByRole('row').filter({ hasText: 'Sign-in code' });
  await expect(row).toContainText(/Sign-in code \d{6}/, { timeout: 15_000 });
  await expect(row).toContainText('Skipped');
});
