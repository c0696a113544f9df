// The owner's Messages view: a customer's booking shows its confirmation, reminders and the owner's push with
// their status and reason (no providers in the test server, so email is skipped with the reason), the status
// filter narrows the list, and the page passes axe and fits a 360 px phone.
import {
  chooseOption,
  createOpenBusiness,
  expect,
  localToday,
  seriousA11yViolations,
  test,
} from './fixtures.ts';

test('Messages lists what was sent or skipped, filters by status, fits a phone', async ({ page, owner }) => {
  const business = await createOpenBusiness(page, owner);
  const tomorrow = new Date(Date.now() + 26 * 3_600_000);
  const booked = await page.request.post('/api/bookings', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      appointmentDate: `${localToday(business.timeZone, tomorrow)}T15:00:00`,
      clientData: {
        firstName: 'Alexandrina',
        lastName: 'Konstantinopoulou-Vanderbilt',
        phone: '(555) 321-7654',
        email: 'alexandrina.konstantinopoulou.vanderbilt@extraordinarily-long-domain.example.com',
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto('/settings');
  await page.getByRole('link', { name: /Messages/ }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const table = page.getByRole('table');
  const confirmation = table.getByRole('row').filter({ hasText: 'Booking confirmation' });
  // The worker runs in the server: without SMTP_URL the confirmation is recorded as skipped, with the reason.
  await expect(confirmation).toContainText('no email provider configured', { timeout: 15_000 });
  await expect(confirmation).toContainText('Skipped');
  await expect(table.getByRole('row').filter({ hasText: 'Reminder, 2 hours before' })).toContainText(
    'Queued',
  );
  await expect(table.getByRole('columnheader')).toHaveText(['Message', 'Recipient', 'Status']);

  await chooseOption(page.getByLabel('Filter by status'), 'Failed');
  await expect(page.getByText('No failed messages.')).toBeVisible();
  await chooseOption(page.getByLabel('Filter by status'), 'Queued');
  await expect(table.getByRole('row').filter({ hasText: 'Booking confirmation' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Reminder, 24 hours before' })).toBeVisible();

  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await chooseOption(page.getByLabel('Filter by status'), 'All messages');
  await expect(table.getByRole('row').filter({ hasText: 'Booking confirmation' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
