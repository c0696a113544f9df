// A client makes their visit repeat on a 390 px phone (issue 30): hidden until the owner allows it, then weekly for
// four visits with every date checked, the taken one marked with its nearest free time, the rest booked and shown
// in the client's upcoming bookings.
import { request } from '@playwright/test';
import { signInClientByCode } from './client-sign-in.ts';
import {
  createOpenBusiness,
  expect,
  localToday,
  openHydrated,
  seriousA11yViolations,
  test,
} from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const CLIENT = { firstName: 'Robin', lastName: 'Vale', phone: '(555) 301-4471' };

test('a client makes a visit repeat weekly, sees the taken date marked and books the rest', async ({
  page,
  owner,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const business = await createOpenBusiness(page, owner);
  const first = addDays(localToday(business.timeZone), 1);
  const book = async (date: string, clientData: object) => {
    const res = await page.request.post('/api/bookings', {
      data: { serviceId: business.serviceId, appointmentDate: `${date}T11:00:00`, clientData },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  // The client's visit tomorrow at 11:00; someone else already has the third week's time.
  await book(first, CLIENT);
  await book(addDays(first, 14), { firstName: 'Early', lastName: 'Bird', phone: '(555) 301-0111' });

  const ownerApi = await request.newContext({ baseURL, storageState: await page.context().storageState() });
  await page.context().clearCookies();
  await signInClientByCode(page, ownerApi, business.slug, { phone: CLIENT.phone });
  const visits = page.getByRole('tabpanel', { name: 'Upcoming' }).getByRole('article');

  // Off by default: no way to make it repeat.
  await openHydrated(page, `/client/${business.slug}`);
  await expect(visits).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Make it repeat' })).toHaveCount(0);

  // The owner lets clients make a visit repeat (Settings → Booking rules).
  const rules = await ownerApi.put('/api/booking-rules', {
    data: {
      slotStepMinutes: 30,
      minNoticeMinutes: 0,
      bookingWindowDays: 60,
      bufferMinutes: 0,
      clientsMayRepeat: true,
    },
  });
  expect(rules.status(), await rules.text()).toBe(200);
  await ownerApi.dispose();

  await openHydrated(page, `/client/${business.slug}`);
  await visits.first().getByRole('button', { name: 'Make it repeat' }).click();
  const dialog = page.getByRole('dialog', { name: `Make ${business.serviceName} repeat` });
  await expect(dialog.getByLabel('Repeat')).toHaveValue('weekly');
  await dialog.getByLabel('Appointments').fill('4');
  await dialog.getByRole('button', { name: 'Check dates' }).click();

  const dates = dialog.getByRole('list', { name: 'Dates of the series' });
  await expect(dates.getByRole('listitem')).toHaveCount(3);
  await expect(dialog.getByText('1 date cannot be booked.', { exact: false })).toBeVisible();
  await expect(dates.getByText(/can't be booked: Already booked at that time\./)).toBeVisible();
  await expect(dates.getByRole('checkbox', { name: /instead$/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Book 2 visits' }).click();
  await expect(dialog.getByRole('heading', { name: '2 visits booked' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Booked visits' }).getByRole('listitem')).toHaveCount(2);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The visit and the two new ones in the upcoming bookings; every one of them repeats now.
  await expect(visits).toHaveCount(3);
  await expect(visits.filter({ hasText: business.serviceName })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Make it repeat' })).toHaveCount(0);
});
