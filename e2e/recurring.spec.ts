// Repeating bookings on a 390 px phone (issue 30): the owner makes a quick booking repeat weekly, sees every date
// checked with the taken one marked and its nearest free time, and books the rest.
import { createOpenBusiness, expect, localToday, seriousA11yViolations, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('the owner makes a booking repeat and sees the conflict list before booking', async ({
  page,
  owner,
}) => {
  const business = await createOpenBusiness(page, owner);
  const first = addDays(localToday(business.timeZone), 1);
  // Someone already has the third week's time.
  const taken = await page.request.post('/api/bookings', {
    data: {
      serviceId: business.serviceId,
      appointmentDate: `${addDays(first, 14)}T11:00:00`,
      clientData: { firstName: 'Early', lastName: 'Bird', phone: '+1 202 555 0111' },
    },
  });
  expect(taken.status(), await taken.text()).toBe(201);

  await page.goto(`/dashboard?quickBooking=1&date=${first}&time=11:00&serviceId=${business.serviceId}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Client name').fill('Robin Vale', { timeout: 30_000 });
  await dialog.getByLabel('Phone', { exact: true }).fill('+1 202 555 0142');
  await dialog.getByLabel('Repeat').selectOption('weekly');
  await dialog.getByLabel('Appointments').fill('4');
  await dialog.getByRole('button', { name: 'Check dates' }).click();

  const dates = dialog.getByRole('list', { name: 'Dates of the series' });
  await expect(dates.getByRole('listitem')).toHaveCount(4);
  await expect(dialog.getByText('1 date cannot be booked.', { exact: false })).toBeVisible();
  await expect(dates.getByText(/can't be booked: Already booked at that time\./)).toBeVisible();
  await expect(dates.getByRole('checkbox', { name: /at 10:00 AM instead$/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Book 3 appointments' }).click();
  await expect(page.getByText('3 appointments booked', { exact: true })).toBeVisible();
  const booked = await page.request.get(`/api/bookings?from=${first}&to=${addDays(first, 21)}`);
  const rows = (await booked.json()) as Array<{ clientName: string }>;
  expect(rows.filter((r) => r.clientName === 'Robin Vale')).toHaveLength(3);
});
